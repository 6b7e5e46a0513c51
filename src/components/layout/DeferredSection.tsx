import { Suspense, useEffect, useRef, useState, type ReactNode } from "react";

type DeferredSectionProps = {
  /** Usually a React.lazy component: its code is fetched only once the section is revealed. */
  children: ReactNode;
  /** Holds the section's place until then (and while its code loads). */
  placeholder: ReactNode;
  id?: string;
  /** How far below the viewport the section starts loading. */
  rootMargin?: string;
  /** Render now: the page needs the section (a link to it, work to resume in it). */
  eager?: boolean;
};

/**
 * A below-the-fold part of a page that costs nothing at start-up: it renders once it comes near
 * the viewport, or once the browser is idle, whichever is first.
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
  const revealed = revealedLater || eager;

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
            { rootMargin },
          )
        : null;
    if (observer && element) observer.observe(element);
    const idle =
      typeof window.requestIdleCallback === "function"
        ? window.requestIdleCallback(reveal, { timeout: 4000 })
        : null;
    const timer = idle === null ? window.setTimeout(reveal, 1500) : null;
    return () => {
      observer?.disconnect();
      if (idle !== null) window.cancelIdleCallback(idle);
      if (timer !== null) window.clearTimeout(timer);
    };
  }, [revealed, rootMargin]);

  return (
    <div ref={ref} id={id} className="deferred-section">
      {revealed ? <Suspense fallback={placeholder}>{children}</Suspense> : placeholder}
    </div>
  );
}
