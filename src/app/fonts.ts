import interUrl from "@fontsource-variable/inter/files/inter-latin-opsz-normal.woff2?url";
import frauncesUrl from "@fontsource-variable/fraunces/files/fraunces-latin-opsz-normal.woff2?url";
import frauncesItalicUrl from "@fontsource-variable/fraunces/files/fraunces-latin-opsz-italic.woff2?url";

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
 * Adds the first view's faces to the document and starts their download. Faces that share a file
 * share its request (the browser's cache of font resources is keyed by URL). Where the browser
 * has no FontFace, the fallbacks stay.
 */
export function loadFirstViewFonts(target: FontFaceSet | undefined = globalThis.document?.fonts) {
  if (!target || typeof FontFace === "undefined") return;
  for (const font of FIRST_VIEW_FONTS) {
    const face = new FontFace(font.family, `url(${JSON.stringify(font.url)})`, FONT_DESCRIPTORS);
    // Added once loaded: a face in the document's set, even still loading, makes the browser lay
    // out all text again, so adding it first would cost a phone that work twice.
    face.load().then(
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
