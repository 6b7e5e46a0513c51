import { useEffect } from "react";
import { useLocation } from "react-router-dom";

/** How long a link's target may take to arrive (its section's code, its data). */
export const HASH_TARGET_WAIT_MS = 15_000;

function targetId(hash: string): string {
  if (hash.length <= 1) return "";
  try {
    return decodeURIComponent(hash.slice(1));
  } catch {
    return "";
  }
}

/**
 * A link to one of the home page's anchors (spec 2: #brief-form-section, #brief-intro-text,
 * #pricing) lands on it. The browser looks for the target before the page's lazy sections
 * exist, so this waits for the element to mount, then brings it into view once laid out.
 */
export function useHashScroll(): void {
  const { hash } = useLocation();
  useEffect(() => {
    const id = targetId(hash);
    if (id === "") return;
    let frame = 0;
    const scroll = (element: HTMLElement) => {
      frame = requestAnimationFrame(() => element.scrollIntoView?.({ block: "start" }));
    };
    const found = document.getElementById(id);
    if (found) {
      scroll(found);
      return () => cancelAnimationFrame(frame);
    }
    const observer = new MutationObserver(() => {
      const element = document.getElementById(id);
      if (!element) return;
      observer.disconnect();
      scroll(element);
    });
    observer.observe(document.body, { childList: true, subtree: true });
    const timer = window.setTimeout(() => observer.disconnect(), HASH_TARGET_WAIT_MS);
    return () => {
      observer.disconnect();
      window.clearTimeout(timer);
      cancelAnimationFrame(frame);
    };
  }, [hash]);
}
