import interUrl from "@fontsource-variable/inter/files/inter-latin-opsz-normal.woff2?url";
import frauncesUrl from "@fontsource-variable/fraunces/files/fraunces-latin-opsz-normal.woff2?url";
import frauncesItalicUrl from "@fontsource-variable/fraunces/files/fraunces-latin-opsz-italic.woff2?url";
import { appRendered } from "./appRendered";

/**
 * The first view's web fonts: Inter (text) and Fraunces (headlines), latin subset only (the
 * app's words are English; other scripts fall back to system fonts), shown with swap.
 *
 * They are declared from here, once the first paint is on screen (src/main.tsx), rather than by
 * the render-blocking stylesheet: there the browser would fetch ~140 KB of font beside the CSS the
 * first paint waits for, and on a phone's connection both would arrive later. Until they come,
 * the metric-matched fallbacks in fonts.css hold the same line lengths and heights, so the swap
 * moves nothing.
 */
export const LATIN_UNICODE_RANGE =
  "U+0000-00FF, U+0131, U+0152-0153, U+02BB-02BC, U+02C6, U+02DA, U+02DC, U+0304, U+0308, " +
  "U+0329, U+2000-206F, U+20AC, U+2122, U+2191, U+2193, U+2212, U+2215, U+FEFF, U+FFFD";

export type WebFont = { family: string; url: string };

export const FIRST_VIEW_FONTS: readonly WebFont[] = [
  { family: "Inter Variable", url: interUrl },
  { family: "Fraunces Variable", url: frauncesUrl },
  // The display headline's emphasis slants the upright Fraunces (same file, no italic download).
  { family: "Fraunces Upright", url: frauncesUrl },
];

export const FONT_DESCRIPTORS: FontFaceDescriptors = {
  style: "normal",
  weight: "100 900",
  display: "swap",
  unicodeRange: LATIN_UNICODE_RANGE,
};

/**
 * Starts the download of the first view's faces and adds them to the document once loaded and
 * once the app's first render is on screen (`shownAfter`). Faces that share a file share its
 * request (the browser's cache of font resources is keyed by URL). Where the browser has no
 * FontFace, the fallbacks stay.
 *
 * Why after the app's render (issue 38): the app replaces the prerendered page with the same
 * page, in new elements. A browser counts an element's text for the largest contentful paint
 * when the element first paints, not when a font swaps in it; but the new elements first paint
 * after the swap, in the web font, a few pixels larger than the fallback the prerendered text
 * painted in, so the app's render would become the page's largest paint, seconds late on a
 * phone. In the fallback they paint exactly as large, and the swap comes after.
 */
export function loadFirstViewFonts(
  target: FontFaceSet | undefined = globalThis.document?.fonts,
  shownAfter: Promise<unknown> = appRendered,
) {
  if (!target || typeof FontFace === "undefined") return;
  for (const font of FIRST_VIEW_FONTS) {
    const face = new FontFace(font.family, `url(${JSON.stringify(font.url)})`, FONT_DESCRIPTORS);
    // Added once loaded: a face in the document's set, even still loading, makes the browser lay
    // out all text again, so adding it first would cost a phone that work twice.
    Promise.all([face.load(), shownAfter]).then(
      () => target.add(face),
      // A font that fails to arrive leaves its metric-matched fallback in place.
      () => undefined,
    );
  }
}

let italicDeclared = false;

/**
 * Fraunces italic, for accents below the fold and on pages' own content (legends, how it works).
 * Declared by the modules that use it (src/components/typography/frauncesItalic.ts), so only
 * after the first paint; the browser downloads it when text first needs it, not before.
 */
export function declareFrauncesItalic(
  target: FontFaceSet | undefined = globalThis.document?.fonts,
) {
  if (italicDeclared || !target || typeof FontFace === "undefined") return;
  italicDeclared = true;
  target.add(
    new FontFace("Fraunces Variable", `url(${JSON.stringify(frauncesItalicUrl)})`, {
      ...FONT_DESCRIPTORS,
      style: "italic",
    }),
  );
}
