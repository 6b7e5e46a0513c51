/** Longest wait for a paint that may never be reported (an old browser, a tab opened hidden). */
const PAINT_WAIT_LIMIT_MS = 3000;

/**
 * Resolves once the browser has put the page's first content on screen (its first-contentful-
 * paint entry, which carries the time the frame was presented), or at once where that never
 * comes: a hidden tab paints nothing, and a page without content has no such paint.
 */
export function afterFirstPaint(): Promise<void> {
  return new Promise((resolve) => {
    const painted = () =>
      performance.getEntriesByType?.("paint").some((e) => e.name === "first-contentful-paint");
    if (document.visibilityState === "hidden" || typeof PerformanceObserver === "undefined") {
      resolve();
      return;
    }
    if (painted()) {
      resolve();
      return;
    }
    const done = () => {
      observer.disconnect();
      clearTimeout(timer);
      resolve();
    };
    const observer = new PerformanceObserver((list) => {
      if (list.getEntries().some((e) => e.name === "first-contentful-paint")) done();
    });
    observer.observe({ type: "paint", buffered: true });
    const timer = setTimeout(done, PAINT_WAIT_LIMIT_MS);
  });
}
