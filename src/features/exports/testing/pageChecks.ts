import type { PageLayout, PlacedText } from "./readers";

/**
 * What a reader checks by eye on exported pages, as geometry (tests only): what a page ends on,
 * whether a picture is drawn twice, whether the words keep inside the margins.
 */

/** The page's body: what lies between its running header and footer (`band` points tall each). */
export function bodyTexts(page: PageLayout, band: number): PlacedText[] {
  return page.texts.filter((text) => text.y > band && text.y < page.height - band);
}

/**
 * The lowest thing in the page's body: a text run (its words) or a picture ("[image]").
 * A heading here is a heading that ends the page.
 */
export function lastOnPage(page: PageLayout, band: number): string | null {
  const texts = bodyTexts(page, band);
  const lowestText = texts.reduce<PlacedText | null>(
    (low, text) => (low === null || text.y < low.y ? text : low),
    null,
  );
  const lowestImage = Math.min(...page.images.map((image) => image.y));
  if (lowestText === null) return page.images.length > 0 ? "[image]" : null;
  return lowestImage < lowestText.y ? "[image]" : lowestText.str;
}

/** Keys of pictures drawn more than once anywhere in the document. */
export function repeatedImages(pages: PageLayout[]): string[] {
  const seen = new Set<string>();
  const repeated = new Set<string>();
  for (const image of pages.flatMap((page) => page.images)) {
    if (seen.has(image.key)) repeated.add(image.key);
    seen.add(image.key);
  }
  return [...repeated];
}

/** All words of a page, top to bottom, as one string (for `toContain`). */
export function pageText(page: PageLayout): string {
  return page.texts.map((text) => text.str).join(" ");
}
