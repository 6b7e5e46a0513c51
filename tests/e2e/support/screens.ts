import type { Locator, Page } from "@playwright/test";
import { expectFitsNarrowScreens } from "./fit.ts";

export const VIEWPORTS = {
  phone: { width: 360, height: 780 },
  desktop: { width: 1280, height: 860 },
} as const;

/**
 * Waits for the app's web fonts before a screenshot or a measurement of text. They are added to
 * the document once loaded, after the first paint (src/app/fonts.ts), so `document.fonts.ready`
 * alone can resolve before they are even declared. Gives up after a few seconds (the metric-
 * matched fallbacks then stand in) rather than failing a journey over a font.
 */
export async function webFontsReady(page: Page) {
  await page
    .waitForFunction(
      () => {
        const loaded = new Set(
          [...document.fonts].filter((f) => f.status === "loaded").map((f) => f.family),
        );
        return ["Inter Variable", "Fraunces Variable"].every(
          (family) => loaded.has(family) || loaded.has(`"${family}"`),
        );
      },
      undefined,
      { timeout: 5_000 },
    )
    .catch(() => undefined);
  await page.evaluate(() => document.fonts.ready);
}

/** Saves a full-page screenshot of a key screen to test-results/screenshots for review. */
export async function captureScreen(page: Page, name: string) {
  await webFontsReady(page);
  await page.screenshot({ path: `test-results/screenshots/${name}.png`, fullPage: true });
}

/** Takes the same screen at phone and desktop widths. */
export async function captureAtWidths(page: Page, name: string) {
  for (const [label, size] of Object.entries(VIEWPORTS)) {
    await page.setViewportSize(size);
    await captureScreen(page, `${name}-${label}`);
  }
}

/** Takes one element (a card, a dialog) at phone and desktop widths. */
export async function captureElementAtWidths(page: Page, locator: Locator, name: string) {
  // The pointer left over from the last click would hover whatever the new width puts under it.
  await page.mouse.move(0, 0);
  for (const [label, size] of Object.entries(VIEWPORTS)) {
    await page.setViewportSize(size);
    await webFontsReady(page);
    await locator.scrollIntoViewIfNeeded();
    await locator.screenshot({
      path: `test-results/screenshots/${name}-${label}.png`,
      // The sticky header would otherwise cover the element's top; toasts its corner.
      style:
        ".site-header, .site-header *, [data-sonner-toaster] { visibility: hidden !important; }",
    });
  }
}

/**
 * A dialog at phone and desktop widths, as the viewport shows it (after checking it fits every
 * narrow phone): a dialog scrolls inside its
 * overlay, so an element screenshot would stitch the page behind it. `scrollTo` is brought into
 * view first (e.g. the part of a long dialog worth seeing).
 */
export async function captureDialogAtWidths(page: Page, name: string, scrollTo?: Locator) {
  // Every dialog shot in a journey is also checked to fit 320–414 px phones.
  await expectFitsNarrowScreens(page, `the ${name} dialog`);
  for (const [label, size] of Object.entries(VIEWPORTS)) {
    await page.setViewportSize(size);
    await webFontsReady(page);
    if (scrollTo) await scrollTo.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `test-results/screenshots/${name}-${label}.png` });
  }
}
