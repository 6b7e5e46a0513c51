import { HOME_ANCHORS } from "../../../../shared/constants";

/** The generated-brief panel's id (URL showBrief=true scrolls here). */
export const BRIEF_PANEL_ID = "generated-brief";

function reducedMotion(): boolean {
  return typeof window.matchMedia === "function"
    ? window.matchMedia("(prefers-reduced-motion: reduce)").matches
    : false;
}

/** Brings an element into view once the browser has laid it out. */
export function scrollToId(id: string): void {
  requestAnimationFrame(() => {
    document
      .getElementById(id)
      ?.scrollIntoView?.({ behavior: reducedMotion() ? "auto" : "smooth", block: "start" });
  });
}

export const scrollToBriefForm = () => scrollToId(HOME_ANCHORS.briefForm);
export const scrollToBriefPanel = () => scrollToId(BRIEF_PANEL_ID);
