import { Suspense, useEffect, useRef, useState, type ReactNode } from "react";
import { afterEngagement, hasEngaged } from "@/lib/afterEngagement";

type DeferredSectionProps = {
  /** Usually a React.lazy component: its code is fetched only once the section is revealed. */
  children: ReactNode;
  /** Holds the section's place until then (and while its code loads). */
  placeholder: ReactNode;
  id?: string;
  /** How far below the viewport the section starts loading once the visitor scrolls or taps. */
  rootMargin?: string;
  /** Render now: the page needs the section (a link to it, work to resume in it). */
  eager?: boolean;
};

/**
 * A below-the-fold part of a page that costs nothing at start-up: it renders once it comes near
 * the viewport. Until the visitor engages with the page (scroll, tap, key) "near" means inside
 * it, so a visitor who only reads the first screen downloads nothing for the rest.
 */
export function DeferredSection({
  children,
  placeholder,
  id,
  rootMargin = "800px 0px",
  eager = false,
}: DeferredSectionProps) {
  const ref = useRef<HTMLDivElement>(null);
  const [revealedLater, setRevealed] = useState(false);
  const [engaged, setEngaged] = useState(hasEngaged);
  const revealed = revealedLater || eager;
  const margin = engaged ? rootMargin : "0px";

  useEffect(() => {
    if (revealed || engaged) return;
    return afterEngagement(() => setEngaged(true));
  }, [revealed, engaged]);

  useEffect(() => {
    if (revealed) return;
    const reveal = () => setRevealed(true);
    const element = ref.current;
    const observer =
      typeof IntersectionObserver === "function" && element
        ? new IntersectionObserver(
            (entries) => {
              if (entries.some((entry) => entry.isIntersecting)) reveal();
            },
            { rootMargin: margin },
          )
        : null;
    // Without IntersectionObserver there is no telling where the section is: show it.
    if (observer && element) observer.observe(element);
    else reveal();
    return () => observer?.disconnect();
  }, [revealed, margin]);

  return (
    <div ref={ref} id={id} className="deferred-section">
      {revealed ? <Suspense fallback={placeholder}>{children}</Suspense> : placeholder}
    </div>
  );
}
