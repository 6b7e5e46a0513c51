import { contrast, legibleField, readableOn } from "./color";
import { block, brandBlock, smallSize, type CopyBlock } from "./layouts/common";
import { rect, type LayoutContext } from "./svg";
import type { FontId } from "./text";

/**
 * The band across the top of a collage tile: the brand and the tile's words, set on one solid
 * field in the layout family's face (serif for the editorial families, sans for the rest). The
 * layout's art fills the canvas below it; the collage's own caption lies along the bottom.
 */

export type CollageBand = { height: number; body: string; copy: CopyBlock[] };

/** Most of the tile stays picture: the band never takes more than this share of the height. */
const MAX_SHARE = { landscape: 0.38, square: 0.36, portrait: 0.3 } as const;

export function collageBand(
  context: LayoutContext,
  words: string,
  brand: string,
  font: FontId,
): CollageBand {
  const { width: W, height: H, margin: m, unit, palette, random } = context;
  const field = legibleField(random.pick([palette.ink, palette.primary, palette.paper]), palette);
  const ink = readableOn(field, palette);
  const small = smallSize(context);
  const copy: CopyBlock[] = [];
  // The brand signs the band unless the words already name it.
  const showBrand = brand !== "" && !words.toLowerCase().includes(brand.toLowerCase());
  let top = m * 0.8;
  if (showBrand) {
    copy.push({
      block: brandBlock(brand, m, top + small, small, ink, "start", W - 2 * m),
      field,
    });
    top += small * 2.1;
  }
  const maxHeight = H * MAX_SHARE[context.shape] - top - m * 0.7;
  const line = block(
    words,
    { x: m, y: top, width: W - 2 * m, height: maxHeight },
    {
      font,
      maxSize: Math.round(unit * (font === "serif" ? 0.09 : 0.08)),
      minSize: Math.round(unit * 0.036),
      lineHeight: font === "serif" ? 1.1 : 1.02,
      maxLines: context.shape === "portrait" ? 4 : 3,
      tracking: font === "serif" ? 0 : -0.015,
    },
    { fill: ink, tracking: font === "serif" ? 0 : -0.015 },
  );
  copy.push({ block: line, field });
  const height = Math.round(line.bottom + m * 0.7);
  // A rule in the accent closes the band, so it reads as a band on any art below.
  const rule = contrast(palette.accent, field) >= 1.5 ? palette.accent : ink;
  const body = rect(0, 0, W, height, field) + rect(0, height - unit * 0.012, W, unit * 0.012, rule);
  return { height, body, copy };
}
