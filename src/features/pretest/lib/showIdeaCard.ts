export const HIGHLIGHT_CLASS = "pretest-highlight";
const HIGHLIGHT_MS = 2400;

/**
 * Brings an idea's card into view and highlights it for a moment (a sharpened version's 'See
 * v1'), moving focus to it so keyboard users land there too. False when the card is not on the
 * page (e.g. among a column's hidden earlier ideas).
 */
export function showIdeaCard(ideaId: string, reducedMotion: boolean): boolean {
  const card = document.querySelector<HTMLElement>(`article[data-idea-id="${ideaId}"]`);
  if (!card) return false;
  // jsdom (tests) has no scrollIntoView.
  card.scrollIntoView?.({ behavior: reducedMotion ? "auto" : "smooth", block: "center" });
  if (!card.hasAttribute("tabindex")) card.setAttribute("tabindex", "-1");
  card.focus({ preventScroll: true });
  card.classList.add(HIGHLIGHT_CLASS);
  window.setTimeout(() => card.classList.remove(HIGHLIGHT_CLASS), HIGHLIGHT_MS);
  return true;
}
