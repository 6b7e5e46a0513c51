import { useEffect } from "react";
import { useLocation } from "react-router-dom";

/** How long a link's target may take to arrive (its section's code, its data). */
export const HASH_TARGET_WAIT_MS = 15_000;
/** How long the target is kept in view while the sections above it finish loading. */
export const HASH_SETTLE_MS = 15_000;
const USER_INPUT = ["wheel", "touchstart", "keydown", "pointerdown"] as const;

function targetId(hash: string): string {
  if (hash.length <= 1) return "";
  try {
    return decodeURIComponent(hash.slice(1));
  } catch {
    return "";
  }
}

/**
 * Keeps `element` at the top while the page above it grows (lazy sections arriving), until the
 * visitor scrolls or HASH_SETTLE_MS pass. Browsers without scroll anchoring would otherwise
 * leave the link's target wherever the new content pushed it.
 */
function holdInView(element: HTMLElement): () => void {
  if (typeof ResizeObserver !== "function") return () => {};
  const resize = new ResizeObserver(() => element.scrollIntoView?.({ block: "start" }));
  const stop = () => {
    resize.disconnect();
    window.clearTimeout(timer);
    for (const type of USER_INPUT) window.removeEventListener(type, stop);
  };
  resize.observe(document.body);
  const timer = window.setTimeout(stop, HASH_SETTLE_MS);
  for (const type of USER_INPUT) window.addEventListener(type, stop, { passive: true });
  return stop;
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
    let release = () => {};
    const scroll = (element: HTMLElement) => {
      frame = requestAnimationFrame(() => {
        element.scrollIntoView?.({ block: "start" });
        release = holdInView(element);
      });
    };
    const found = document.getElementById(id);
    const observer = new MutationObserver(() => {
      const element = document.getElementById(id);
      if (!element) return;
      observer.disconnect();
      scroll(element);
    });
    if (found) scroll(found);
    else observer.observe(document.body, { childList: true, subtree: true });
    const timer = window.setTimeout(() => observer.disconnect(), HASH_TARGET_WAIT_MS);
    return () => {
      observer.disconnect();
      window.clearTimeout(timer);
      cancelAnimationFrame(frame);
      release();
    };
  }, [hash]);
}
