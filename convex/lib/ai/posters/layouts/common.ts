import { fitText, type FitOptions, type FittedText } from "../text";
import { textLines, type LayoutContext, type TextStyle } from "../svg";

/** Helpers the layouts share: fitted text blocks placed by their top edge. */

export type Box = { x: number; y: number; width: number; height: number };

/** `top` is the cap line of the first line, `bottom` just below the last line's descenders. */
export type Block = FittedText & { svg: string; top: number; bottom: number };

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
  return { ...fitted, svg, top: firstBaseline - capHeight, bottom };
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
