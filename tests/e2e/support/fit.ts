import { expect, type Page } from "@playwright/test";

/** The narrow phones every page and dialog must fit (issue 12): 320 to 414 px wide. */
export const NARROW_WIDTHS = [320, 360, 414] as const;

/**
 * What sticks out past the screen's edges: the document or an open dialog scrolling sideways,
 * and any element whose box leaves the viewport without a scrolling or clipping parent of its
 * own to hold it (a row of tabs that scrolls is fine; a button past the edge is not). Radix's
 * dialog overlay is a scroll container the size of the screen, so it holds nothing in: what
 * overflows the dialog makes the overlay scroll sideways, which is what is caught.
 */
export async function overflowing(page: Page): Promise<string[]> {
  return await page.evaluate(() => {
    const width = window.innerWidth;
    const found: string[] = [];
    const roots = [
      document.scrollingElement ?? document.documentElement,
      ...document.querySelectorAll(".rt-BaseDialogScroll"),
    ];
    for (const root of roots) {
      if (root.scrollWidth > root.clientWidth + 1) {
        found.push(`${root.className || root.tagName} scrolls sideways (${root.scrollWidth} px)`);
      }
    }
    const isRoot = (el: Element) =>
      el === document.body ||
      el === document.documentElement ||
      el.matches(".rt-BaseDialogOverlay, .rt-BaseDialogScroll, .rt-BaseDialogScrollPadding");
    const heldIn = (el: Element) => {
      for (
        let parent = el.parentElement;
        parent && !isRoot(parent);
        parent = parent.parentElement
      ) {
        if (getComputedStyle(parent).overflowX !== "visible") return true;
      }
      return false;
    };
    for (const el of document.body.querySelectorAll("*")) {
      const box = el.getBoundingClientRect();
      if (box.width <= 1 || box.height <= 1) continue; // visually hidden text
      if ((box.right > width + 1 || box.left < -1) && !heldIn(el)) {
        const label = (el.getAttribute("aria-label") ?? el.textContent ?? "").trim().slice(0, 40);
        found.push(
          `<${el.tagName.toLowerCase()}> ${Math.round(box.left)}–${Math.round(box.right)} "${label}"`,
        );
      }
    }
    return found.slice(0, 10);
  });
}

/**
 * The page as it is (with any dialog open) fits every narrow width; the viewport is left at the
 * last one. `what` names the screen in the failure.
 */
export async function expectFitsNarrowScreens(page: Page, what: string) {
  for (const width of NARROW_WIDTHS) {
    await page.setViewportSize({ width, height: 780 });
    // Two frames: layout settles after the resize (observers, responsive props).
    await page.evaluate(
      () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
    );
    expect(await overflowing(page), `${what} at ${width} px`).toEqual([]);
  }
}
