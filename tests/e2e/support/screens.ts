import type { Locator, Page } from "@playwright/test";
import { expectFitsNarrowScreens } from "./fit.ts";

export const VIEWPORTS = {
  phone: { width: 360, height: 780 },
  desktop: { width: 1280, height: 860 },
} as const;

/** Saves a full-page screenshot of a key screen to test-results/screenshots for review. */
export async function captureScreen(page: Page, name: string) {
  await page.evaluate(() => document.fonts.ready);
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
  for (const [label, size] of Object.entries(VIEWPORTS)) {
    await page.setViewportSize(size);
    await page.evaluate(() => document.fonts.ready);
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
    await page.evaluate(() => document.fonts.ready);
    if (scrollTo) await scrollTo.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `test-results/screenshots/${name}-${label}.png` });
  }
}
