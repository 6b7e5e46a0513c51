import { legibleField, mix, readableOn } from "../color";
import { circle, rect, round, type Layout } from "../svg";
import { block, brandBlock, smallSize, withFullStop, type CopyBlock } from "./common";

/**
 * The "Think small" page: a quiet field, one object placed off-centre (the idea's motif, on a
 * soft disc of the brand's colour, with its shadow), a modest headline low on the page and the
 * line as body copy. Restraint is the idea; the object is what the eye lands on.
 */
export const minimal: Layout = (context) => {
  const { width: W, height: H, margin: m, unit, palette, random, copy } = context;
  const landscape = context.shape === "landscape";
  const paper = legibleField(
    random.chance(0.8) ? palette.paper : mix(palette.primary, "#ffffff", 0.88),
    palette,
  );
  const parts = [rect(0, 0, W, H, paper)];

  // The object: alone on the page (no lettering) it may be bigger, it is the whole composition.
  const size = Math.min(
    unit * (copy ? random.range(0.36, 0.42) : random.range(0.5, 0.58)),
    H * 0.5,
  );
  const cx = W * (landscape ? random.range(0.64, 0.74) : random.range(0.36, 0.64));
  const cy = H * (copy ? (landscape ? random.range(0.36, 0.44) : random.range(0.3, 0.38)) : 0.46);
  const x = Math.min(Math.max(cx - size / 2, m), W - m - size);
  const y = Math.min(Math.max(cy - size / 2, m), H - m - size);
  // A soft disc of the brand's colour behind it, like light falling on the page, and its shadow.
  const halo = mix(palette.primary, paper, 0.78);
  parts.push(circle(x + size / 2, y + size * 0.46, size * 0.62, halo));
  parts.push(
    `<ellipse cx="${round(x + size / 2)}" cy="${round(y + size * 1.02)}" rx="${round(size * 0.42)}" ry="${round(size * 0.06)}" fill="${mix(paper, palette.ink, 0.14)}"/>`,
  );
  const motif = { x, y, size, grounds: [halo, paper] };
  if (!copy) return { body: parts.join(""), motif, copy: [] };

  const ink = readableOn(paper, palette);
  const small = smallSize(context);
  const column = landscape
    ? { x: m, y: H * 0.56, width: W * 0.46, height: H * 0.44 - m - small * 3 }
    : { x: m, y: H * 0.66, width: W - 2 * m, height: H * 0.34 - m - small * 3 };
  const blocks: CopyBlock[] = [];
  const headline = block(
    withFullStop(copy.headline),
    { ...column, height: column.height * (copy.tagline ? 0.55 : 1) },
    {
      font: "sans",
      maxSize: Math.round(unit * 0.06),
      minSize: Math.round(unit * 0.032),
      lineHeight: 1.1,
      maxLines: 3,
      tracking: -0.01,
    },
    { fill: ink, tracking: -0.01 },
  );
  blocks.push({ block: headline, field: paper });
  if (copy.tagline) {
    const body = block(
      copy.tagline,
      {
        x: column.x,
        y: headline.bottom + small * 0.9,
        width: column.width * 0.82,
        height: small * 4.4,
      },
      { font: "serif", maxSize: small * 1.1, minSize: small * 0.85, lineHeight: 1.45, maxLines: 3 },
      { fill: ink },
    );
    blocks.push({ block: body, field: paper });
  }
  if (copy.brand) {
    blocks.push({
      block: brandBlock(copy.brand, W - m, H - m, small, ink, "end", W * 0.5),
      field: paper,
    });
  }
  return { body: parts.join(""), motif, copy: blocks };
};
