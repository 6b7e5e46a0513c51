import type { DeckLine } from "./deckContent";
import { ITEM_SPACE_EM, LINE_HEIGHT } from "./deckContent";
import { wrapText } from "./pdfText";

/** Width of `text` set at `size` points, in points. */
export type Measure = (text: string, size: number) => number;

export type FittedLine = DeckLine & { lines: string[] };
export type FittedText = { size: number; items: FittedLine[]; cut: boolean };

/** Room before a bullet's text for its mark, in ems. */
export const BULLET_INDENT_EM = 1.1;

const ELLIPSIS = "…";

function wrapItem(item: DeckLine, width: number, size: number, measure: Measure): FittedLine {
  const indent = item.kind === "bullet" ? BULLET_INDENT_EM * size : 0;
  const lines = wrapText(item.text, Math.max(size, width - indent), (s) => measure(s, size));
  return { ...item, lines };
}

function heightOf(items: FittedLine[], size: number): number {
  const lines = items.reduce((sum, item) => sum + item.lines.length, 0);
  return lines * size * LINE_HEIGHT + Math.max(0, items.length - 1) * ITEM_SPACE_EM * size;
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
): FittedText {
  for (const size of sizes) {
    const wrapped = items.map((item) => wrapItem(item, width, size, measure));
    if (heightOf(wrapped, size) <= height) return { size, items: wrapped, cut: false };
  }
  const size = sizes[sizes.length - 1];
  const wrapped = items.map((item) => wrapItem(item, width, size, measure));
  const kept: FittedLine[] = [];
  for (const item of wrapped) {
    const room = height - heightOf(kept, size) - (kept.length > 0 ? ITEM_SPACE_EM * size : 0);
    const fits = Math.floor(room / (size * LINE_HEIGHT) + 1e-6);
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
  return { size, items: kept, cut: true };
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
  return heightOf(fitted.items, fitted.size) / 72;
}
