import { legibleField, readableOn, textOn } from "../color";
import type { MotifFrame } from "../motifs/motif";
import { circle, line, path, rect, round, type Layout, type LayoutContext } from "../svg";
import { block, brandBlock, headlineMax, smallSize, withFullStop, type CopyBlock } from "./common";

/**
 * One big shape and a line of serif: the Rand/Bass poster. The shape (overlapping discs, a
 * target, a cut disc or stacked half discs) owns the upper field and holds the idea's motif in
 * a paper medallion at its heart (or under its arches); the headline sits beneath.
 */

type Area = { cx: number; cy: number; r: number };

/** The shape, and the motif's place in it. */
function shapes(context: LayoutContext, area: Area): { svg: string; motif: MotifFrame } {
  const { palette, random } = context;
  const { cx, cy, r } = area;
  const kind = random.int(0, 3);
  if (kind === 0) {
    // Two discs overlapping; the overlap darkens like overprinted ink.
    const d = r * 0.42;
    return medallion(context, area, [
      circle(cx - d, cy, r * 0.58, palette.primary),
      circle(cx + d, cy, r * 0.58, palette.accent, { style: "mix-blend-mode:multiply" }),
    ]);
  }
  if (kind === 1) {
    // A target: rings alternating brand colour and paper, an accent ring round the medallion.
    const rings = [palette.primary, palette.paper, palette.primary, palette.accent];
    return medallion(
      context,
      area,
      rings.map((fill, i) => circle(cx, cy, r * (1 - i * 0.13), fill)),
    );
  }
  if (kind === 2) {
    // A disc with a quarter cut away, the missing quarter set beside it in the accent.
    const rr = round(r * 0.85);
    const start = random.int(0, 3) * 90;
    const mid = ((start + 45) * Math.PI) / 180;
    const [ox, oy] = [r * 0.16 * Math.cos(mid), r * 0.16 * Math.sin(mid)];
    const at = (deg: number, dx = 0, dy = 0) => {
      const rad = (deg * Math.PI) / 180;
      return `${round(cx + dx + rr * Math.cos(rad))} ${round(cy + dy + rr * Math.sin(rad))}`;
    };
    // Angles grow clockwise on screen: the body sweeps 270 degrees, the wedge the other 90.
    const body = `M${round(cx)} ${round(cy)} L${at(start + 90)} A${rr} ${rr} 0 1 1 ${at(start)} Z`;
    const wedge = `M${round(cx + ox)} ${round(cy + oy)} L${at(start, ox, oy)} A${rr} ${rr} 0 0 1 ${at(start + 90, ox, oy)} Z`;
    return medallion(context, area, [path(body, palette.primary), path(wedge, palette.accent)]);
  }
  // Rainbow: concentric half rings standing on a baseline, brand colour outermost.
  const fills = [palette.primary, palette.accent, palette.secondary, palette.primary];
  const big = Math.min(r * 1.4, context.width / 2 - context.margin);
  const base = cy + big / 2;
  const band = big / (fills.length + 1);
  let innermost = big;
  const rings = fills.map((fill, i) => {
    const outer = big - i * band;
    const inner = outer - band * 0.72;
    innermost = inner;
    return path(
      `M${round(cx - outer)} ${round(base)} A${round(outer)} ${round(outer)} 0 0 1 ${round(cx + outer)} ${round(base)} L${round(cx + inner)} ${round(base)} A${round(inner)} ${round(inner)} 0 0 0 ${round(cx - inner)} ${round(base)} Z`,
      fill,
    );
  });
  // The motif stands under the arches, on their baseline, reaching into the inner rings.
  const size = Math.min(big * 0.68, innermost * 2.7);
  return {
    svg: rings.join(""),
    motif: { x: cx - size / 2, y: base - size, size, grounds: [palette.paper, ...fills] },
  };
}

/** A paper disc at the shape's heart with a fine ring, and the motif in it. */
function medallion(context: LayoutContext, area: Area, art: string[]) {
  const { palette } = context;
  const radius = area.r * 0.56;
  const ring = circle(area.cx, area.cy, radius + area.r * 0.03, palette.ink);
  const disc = circle(area.cx, area.cy, radius, palette.paper);
  const size = radius * 1.5;
  return {
    svg: [...art, ring, disc].join(""),
    motif: {
      x: area.cx - size / 2,
      y: area.cy - size / 2,
      size,
      grounds: [palette.paper, palette.ink],
    },
  };
}

export const bigShape: Layout = (context) => {
  const { width: W, height: H, margin: m, unit, palette, random, copy } = context;
  const landscape = context.shape === "landscape";
  const background = legibleField(palette.paper, palette);
  const parts = [rect(0, 0, W, H, background)];
  const textShare = copy ? (landscape ? 0.46 : context.shape === "square" ? 0.4 : 0.36) : 0;

  const area: Area = landscape
    ? {
        cx: W * (1 - (1 - textShare) / 2),
        cy: H / 2,
        r: Math.min(H / 2 - m, (W * (1 - textShare)) / 2 - m),
      }
    : (() => {
        const offset = (random.next() - 0.5) * W * 0.08;
        return {
          cx: W / 2 + offset,
          cy: m + (H * (1 - textShare) - m) / 2,
          r: Math.min(W / 2 - m - Math.abs(offset), (H * (1 - textShare) - 1.5 * m) / 2),
        };
      })();
  const shape = shapes(context, area);
  parts.push(shape.svg);

  if (!copy) return { body: parts.join(""), motif: shape.motif, copy: [] };

  const ink = readableOn(background, palette);
  const small = smallSize(context);
  const left = m;
  const right = landscape ? W * textShare : W - m;
  const ruleY = H - m - small * 1.9;
  parts.push(line(left, ruleY, right, ruleY, textOn(background, palette), unit * 0.002));
  const blocks: CopyBlock[] = [];
  if (copy.brand) {
    blocks.push({
      block: brandBlock(copy.brand, left, H - m, small, ink, "start", right - left),
      field: background,
    });
  }

  // The line sits just above the rule; the headline fills the space above it.
  let textBottom = ruleY - small * 1.4;
  if (copy.tagline) {
    const tagline = block(
      copy.tagline,
      { x: left, y: textBottom - small * 2.7, width: (right - left) * 0.85, height: small * 2.7 },
      { font: "sansRegular", maxSize: small, minSize: small * 0.8, lineHeight: 1.3, maxLines: 2 },
      { fill: ink },
      "bottom",
    );
    blocks.push({ block: tagline, field: background });
    textBottom -= tagline.height + small * 1.3;
  }
  const top = landscape ? m : H * (1 - textShare) + small * 0.5;
  const headline = block(
    withFullStop(copy.headline),
    { x: left, y: top, width: right - left, height: textBottom - top },
    {
      font: "serif",
      maxSize: headlineMax(context, landscape ? 0.11 : 0.1),
      minSize: Math.round(unit * 0.038),
      lineHeight: 1.08,
      maxLines: landscape ? 6 : 4,
    },
    { fill: ink, italic: random.chance(0.5) },
    // Beside the shape it rests on the footer; under it, it hangs right below the shape.
    landscape ? "bottom" : "top",
  );
  blocks.push({ block: headline, field: background });
  return { body: parts.join(""), motif: shape.motif, copy: blocks };
};
