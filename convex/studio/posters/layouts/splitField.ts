import { contrast, legibleField, mix, readableOn } from "../color";
import { circle, path, rect, round, type Layout } from "../svg";
import { block, brandBlock, headlineMax, smallSize, type CopyBlock } from "./common";

/**
 * Split field: the canvas cut into a brand-colour field and a paper field, a half disc rising
 * from the cut (the Bauhaus sunrise), sometimes banded, with the idea's motif standing in front
 * of it; the headline set in the paper field.
 */
export const splitField: Layout = (context) => {
  const { width: W, height: H, margin: m, unit, palette, random, copy } = context;
  const vertical = context.shape === "landscape";
  const field = legibleField(palette.primary, palette);
  const paper = legibleField(palette.paper, palette);
  const disc = [palette.accent, palette.secondary].find((c) => contrast(c, field) >= 1.6) ?? paper;
  const parts: string[] = [rect(0, 0, W, H, paper)];

  // The cut: top field for portrait and square, left field for landscape.
  const cut = vertical ? W * random.range(0.48, 0.55) : H * random.range(0.5, 0.58);
  parts.push(vertical ? rect(0, 0, cut, H, field) : rect(0, 0, W, cut, field));

  // Half disc standing on the cut, facing into the colour field.
  const r = Math.min(unit * random.range(0.26, 0.32), (vertical ? W : H) * 0.3);
  const along = vertical ? H * random.range(0.42, 0.58) : W * random.pick([0.34, 0.5, 0.66]);
  const [cx, cy] = vertical ? [cut, along] : [along, cut];
  const arc = vertical
    ? `M${round(cx)} ${round(cy - r)} A${round(r)} ${round(r)} 0 0 0 ${round(cx)} ${round(cy + r)} Z`
    : `M${round(cx - r)} ${round(cy)} A${round(r)} ${round(r)} 0 0 1 ${round(cx + r)} ${round(cy)} Z`;
  parts.push(path(arc, disc));
  if (random.chance(0.55)) {
    // Sunset bands across the disc, thinning towards the cut.
    for (let i = 1; i <= 4; i += 1) {
      const offset = r * (0.12 + i * 0.13);
      const thickness = r * 0.028 * (5 - i);
      parts.push(
        vertical
          ? rect(cx - offset - thickness / 2, cy - r, thickness, 2 * r, field)
          : rect(cx - r, cy - offset - thickness / 2, 2 * r, thickness, field),
      );
    }
  }
  // A small counterweight dot in the paper field.
  const dotR = unit * 0.035;
  const dotFill = palette.secondary === paper ? palette.ink : palette.secondary;
  parts.push(
    vertical
      ? circle(W - m - dotR, m + dotR, dotR, dotFill)
      : circle(W - m - dotR, cut + m * 0.9 + dotR, dotR, dotFill),
  );

  // The motif stands on the cut in front of the disc, clear of the brand line at the top.
  const small = smallSize(context);
  const headroom = m + (copy?.brand ? small * 2.2 : 0);
  const size = Math.min(r * 1.7, (vertical ? cut : cut - headroom) - m * 0.3);
  const motif = vertical
    ? { x: cut - size * 1.02, y: along - size / 2, size, grounds: [field, disc] }
    : { x: along - size / 2, y: cut - size, size, grounds: [field, disc] };

  if (!copy) {
    // Nothing to set in the paper field: the disc's reflection fills it instead.
    const mirror = vertical
      ? `M${round(cx)} ${round(cy - r)} A${round(r)} ${round(r)} 0 0 1 ${round(cx)} ${round(cy + r)} Z`
      : `M${round(cx - r)} ${round(cy)} A${round(r)} ${round(r)} 0 0 0 ${round(cx + r)} ${round(cy)} Z`;
    parts.push(path(mirror, mix(disc, paper, 0.6)));
    return { body: parts.join(""), motif, copy: [] };
  }

  const blocks: CopyBlock[] = [];
  if (copy.brand) {
    const onField = readableOn(field, palette);
    const room = vertical ? cut - 2 * m : W - 2 * m;
    blocks.push({
      block: brandBlock(copy.brand, m, m + small, small, onField, "start", room),
      field,
    });
  }

  const ink = readableOn(paper, palette);
  const box = vertical
    ? { x: cut + m, y: m + unit * 0.12, width: W - cut - 2 * m, height: H - 2 * m - unit * 0.12 }
    : {
        x: m,
        y: cut + m * 0.9 + dotR * 2.6,
        width: W - 2 * m,
        height: H - cut - m * 1.9 - dotR * 2.6,
      };
  const taglineRoom = copy.tagline ? small * 4 : 0;
  const headline = block(
    copy.headline,
    { ...box, height: box.height - taglineRoom },
    {
      font: "sans",
      maxSize: headlineMax(context, vertical ? 0.12 : 0.13),
      minSize: Math.round(unit * 0.04),
      lineHeight: 1.0,
      maxLines: 5,
      tracking: -0.015,
    },
    { fill: ink, tracking: -0.015 },
  );
  blocks.push({ block: headline, field: paper });
  if (copy.tagline) {
    const tagline = block(
      copy.tagline,
      { x: box.x, y: headline.bottom + small * 1.2, width: box.width * 0.9, height: small * 3 },
      {
        font: "sansRegular",
        maxSize: small * 1.2,
        minSize: small * 0.85,
        lineHeight: 1.3,
        maxLines: 2,
      },
      { fill: ink },
    );
    blocks.push({ block: tagline, field: paper });
  }
  return { body: parts.join(""), motif, copy: blocks };
};
