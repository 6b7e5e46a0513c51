import type { DeckLine } from "./deckContent";
import { wrapText } from "./pdfText";

/** Width of `text` set at `size` points, in points. */
export type Measure = (text: string, size: number) => number;

export type FittedLine = DeckLine & { lines: string[] };
/** How a text is set: line height as a multiple of the size, space between items in ems. */
export type Spacing = { lineHeight: number; itemSpaceEm: number };
export type FittedText = Spacing & { size: number; items: FittedLine[]; cut: boolean };

const DEFAULT_SPACING: Spacing = { lineHeight: 1.2, itemSpaceEm: 0.45 };

/** Room before a bullet's text for its mark, in ems. */
export const BULLET_INDENT_EM = 1.1;

const ELLIPSIS = "…";

function wrapItem(item: DeckLine, width: number, size: number, measure: Measure): FittedLine {
  const indent = item.kind === "bullet" ? BULLET_INDENT_EM * size : 0;
  const lines = wrapText(item.text, Math.max(size, width - indent), (s) => measure(s, size));
  return { ...item, lines };
}

function heightOf(items: FittedLine[], size: number, spacing: Spacing): number {
  const lines = items.reduce((sum, item) => sum + item.lines.length, 0);
  return (
    lines * size * spacing.lineHeight + Math.max(0, items.length - 1) * spacing.itemSpaceEm * size
  );
}

/** The last kept line with an ellipsis, shortened until it still fits the width. */
function endWithEllipsis(line: string, width: number, measure: (s: string) => number): string {
  let text = line.trimEnd();
  while (text && measure(`${text}${ELLIPSIS}`) > width) text = text.slice(0, -1).trimEnd();
  return `${text}${ELLIPSIS}`;
}

/**
 * The largest of `sizes` at which `items` fit `width` × `height` (points), wrapped; at the
 * smallest size, what still doesn't fit is cut and the last line ends with an ellipsis, so text
 * never runs off the slide.
 */
export function fitText(
  items: DeckLine[],
  width: number,
  height: number,
  sizes: readonly number[],
  measure: Measure,
  spacing: Spacing = DEFAULT_SPACING,
): FittedText {
  for (const size of sizes) {
    const wrapped = items.map((item) => wrapItem(item, width, size, measure));
    if (heightOf(wrapped, size, spacing) <= height) {
      return { ...spacing, size, items: wrapped, cut: false };
    }
  }
  const size = sizes[sizes.length - 1];
  const wrapped = items.map((item) => wrapItem(item, width, size, measure));
  const kept: FittedLine[] = [];
  for (const item of wrapped) {
    const room =
      height - heightOf(kept, size, spacing) - (kept.length > 0 ? spacing.itemSpaceEm * size : 0);
    const fits = Math.floor(room / (size * spacing.lineHeight) + 1e-6);
    if (fits <= 0) break;
    if (fits >= item.lines.length) {
      kept.push(item);
      continue;
    }
    const indent = item.kind === "bullet" ? BULLET_INDENT_EM * size : 0;
    const lines = item.lines.slice(0, fits);
    lines[fits - 1] = endWithEllipsis(lines[fits - 1], width - indent, (s) => measure(s, size));
    kept.push({ ...item, text: lines.join(" "), lines });
    break;
  }
  if (kept.length > 0 && kept.length < wrapped.length && !kept.at(-1)!.text.endsWith(ELLIPSIS)) {
    const last = kept.at(-1)!;
    const indent = last.kind === "bullet" ? BULLET_INDENT_EM * size : 0;
    const lines = [...last.lines];
    lines[lines.length - 1] = endWithEllipsis(lines.at(-1)!, width - indent, (s) =>
      measure(s, size),
    );
    kept[kept.length - 1] = { ...last, text: lines.join(" "), lines };
  }
  return { ...spacing, size, items: kept, cut: true };
}

/**
 * A font-free estimate of a line's width for PowerPoint, where the app can't measure the fonts
 * the viewer will use: generous per character (wide scripts take a full em), so the estimate
 * errs towards a smaller size rather than an overflow.
 */
export function estimateWidth(text: string, size: number, emPerChar = 0.55): number {
  let ems = 0;
  for (const char of text) {
    const code = char.codePointAt(0) ?? 0;
    if (
      code >= 0x1100 &&
      /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]|[\u3000-\u303f\uff00-\uffef]/u.test(
        char,
      )
    ) {
      ems += 1;
    } else if (char === " ") ems += 0.28;
    else if (/[A-ZMW@%mw]/.test(char)) ems += emPerChar * 1.25;
    else ems += emPerChar;
  }
  return ems * size;
}

/** Inches a fitted text takes on the slide. */
export function fittedHeight(fitted: FittedText): number {
  return heightOf(fitted.items, fitted.size, fitted) / 72;
}

/**
 * The same lines made even, as CSS `text-wrap: balance` sets the app's slide titles: the
 * narrowest width that keeps the line count, so a title never leaves one word on its last line.
 */
export function balance(fitted: FittedText, width: number, measure: Measure): FittedText {
  if (fitted.cut || fitted.items.length !== 1 || fitted.items[0].lines.length < 2) return fitted;
  const [item] = fitted.items;
  const count = item.lines.length;
  const wrap = (w: number) => wrapItem(item, w, fitted.size, measure);
  let low = width / count;
  let high = width;
  for (let i = 0; i < 12; i += 1) {
    const mid = (low + high) / 2;
    if (wrap(mid).lines.length <= count) high = mid;
    else low = mid;
  }
  return { ...fitted, items: [wrap(high)] };
}

/** The body size below which a slide's words read as small print (the app's is 20 pt). */
export const COMFORTABLE_BODY = 16;

/**
 * A slide's title and body sized together: the title as large as it can be while the body still
 * reads comfortably and whole. A long title gives way to its words (the app clamps a slide's body
 * at nine lines; a PDF or PowerPoint can't scroll, so the title makes room instead).
 */
export function fitSlideText(
  titleSizes: readonly number[],
  title: (sizes: readonly number[]) => FittedText,
  body: (titleHeight: number) => FittedText | null,
): { title: FittedText; body: FittedText | null } {
  let best: { title: FittedText; body: FittedText | null } | null = null;
  for (let i = 0; i < titleSizes.length; i += 1) {
    const setTitle = title(titleSizes.slice(i));
    const setBody = body(fittedHeight(setTitle));
    const candidate = { title: setTitle, body: setBody };
    if (!setBody || (!setBody.cut && setBody.size >= COMFORTABLE_BODY)) return candidate;
    const better =
      best === null ||
      (best.body !== null &&
        (Number(best.body.cut) > Number(setBody.cut) ||
          (best.body.cut === setBody.cut && setBody.size > best.body.size)));
    if (better) best = candidate;
    // A title that fitted only at a smaller size goes on from there (the sizes between would
    // set it the same); one cut at the smallest can shrink no further.
    if (setTitle.cut) break;
    i = Math.max(i, titleSizes.indexOf(setTitle.size));
  }
  return best!;
}
