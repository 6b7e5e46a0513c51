/** Brings the ideas board into view once it has rendered (it appears with the first job). */
export function scrollToWhenReady(id: string, framesLeft = 30): void {
  requestAnimationFrame(() => {
    const element = document.getElementById(id);
    if (element === null) {
      if (framesLeft > 0) scrollToWhenReady(id, framesLeft - 1);
      return;
    }
    const reduced = window.matchMedia?.("(prefers-reduced-motion: reduce)").matches ?? false;
    element.scrollIntoView?.({ behavior: reduced ? "auto" : "smooth", block: "start" });
  });
}
