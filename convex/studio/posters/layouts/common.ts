import { fitText, measure, type FitOptions, type FittedText } from "../text";
import { textLines, type LayoutContext, type TextStyle } from "../svg";

/**
 * Helpers the layouts share: fitted text blocks placed by their top edge, and the solid field
 * every block is set on. A layout hands its blocks back as `CopyBlock`s; the renderer draws each
 * one's field over the art and the text over the grain, so the colour behind every word is the
 * one its text colour was chosen for (4.5:1, color.ts `readableOn`), whatever the art does.
 */

export type Box = { x: number; y: number; width: number; height: number };

/**
 * `top` is the cap line of the first line, `bottom` just below the last line's descenders;
 * `left` and `right` the widest line's ends.
 */
export type Block = FittedText & {
  svg: string;
  top: number;
  bottom: number;
  left: number;
  right: number;
};

/** A set block and the solid colour under it. */
export type CopyBlock = { block: Block; field: string };

/** How far a text's field reaches past its block, in em: ascenders, accents, overshoot. */
export const FIELD_MARGIN = { above: 0.1, below: 0.04, side: 0.08 } as const;

/** The rectangle a block's field covers. */
export function fieldBox({ block }: CopyBlock): Box {
  const x = block.left - FIELD_MARGIN.side * block.size;
  const y = block.top - FIELD_MARGIN.above * block.size;
  return {
    x,
    y,
    width: block.right + FIELD_MARGIN.side * block.size - x,
    height: block.bottom + FIELD_MARGIN.below * block.size - y,
  };
}

function horizontal(anchor: TextStyle["anchor"], x: number, width: number) {
  if (anchor === "middle") return { left: x - width / 2, right: x + width / 2 };
  if (anchor === "end") return { left: x - width, right: x };
  return { left: x, right: x + width };
}

/**
 * Fits `text` into `box` and draws it with its cap height at box.y (or its last line resting on
 * the box's bottom when `from` is "bottom"). Returns the drawing and where the block ended.
 */
export function block(
  text: string,
  box: Box,
  fit: Omit<FitOptions, "maxWidth" | "maxHeight">,
  style: Omit<TextStyle, "size" | "font" | "lineHeight">,
  from: "top" | "bottom" = "top",
): Block {
  const fitted = fitText(text, { ...fit, maxWidth: box.width, maxHeight: box.height });
  const { size, lines } = fitted;
  const step = size * fit.lineHeight;
  // Cap height of these faces is about 0.72 em: the first baseline sits that far below the top.
  const capHeight = size * 0.72;
  // From the bottom, descenders (about 0.22 em) end on the box's bottom edge.
  const firstBaseline =
    from === "top"
      ? box.y + capHeight
      : box.y + box.height - size * 0.22 - (lines.length - 1) * step;
  const x =
    style.anchor === "middle"
      ? box.x + box.width / 2
      : style.anchor === "end"
        ? box.x + box.width
        : box.x;
  const svg = textLines(lines, x, firstBaseline, {
    ...style,
    font: fit.font,
    size,
    lineHeight: fit.lineHeight,
  });
  const bottom = firstBaseline + (lines.length - 1) * step + size * 0.22;
  return {
    ...fitted,
    svg,
    top: firstBaseline - capHeight,
    bottom,
    ...horizontal(style.anchor, x, fitted.width),
  };
}

/** The brand set small, uppercase and tracked out on one line: a logotype stand-in. */
export function brandBlock(
  brand: string,
  x: number,
  baseline: number,
  size: number,
  fill: string,
  anchor: TextStyle["anchor"] = "start",
  maxWidth = Number.POSITIVE_INFINITY,
): Block {
  const text = brand.toUpperCase();
  const fitted = fitText(text, {
    font: "sans",
    maxWidth,
    maxHeight: size * 1.2,
    maxSize: size,
    minSize: Math.max(1, Math.round(size * 0.7)),
    lineHeight: 1.2,
    maxLines: 1,
    tracking: 0.16,
  });
  const line = fitted.lines[0] ?? "";
  const width = measure(line, "sans", fitted.size, 0.16);
  return {
    ...fitted,
    width,
    svg: textLines([line], x, baseline, {
      font: "sans",
      size: fitted.size,
      fill,
      anchor,
      tracking: 0.16,
    }),
    top: baseline - fitted.size * 0.72,
    bottom: baseline + fitted.size * 0.22,
    ...horizontal(anchor, x, width),
  };
}

/** Small running text (taglines, captions) size for this canvas. */
export function smallSize(context: LayoutContext, factor = 1): number {
  return Math.round(context.unit * 0.028 * factor);
}

/** A headline ends in punctuation the way print headlines do (spec: add a full stop). */
export function withFullStop(text: string): string {
  const trimmed = text.trim();
  return /[.!?;:…"'”’)]$/.test(trimmed) ? trimmed : `${trimmed}.`;
}

/** Largest headline size for a canvas: a share of the short side. */
export function headlineMax(context: LayoutContext, share: number): number {
  return Math.round(context.unit * share);
}
