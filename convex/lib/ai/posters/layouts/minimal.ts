import { mix, textOn } from "../color";
import { brandLine, circle, rect, round, textLines, type Layout } from "../svg";
import { block, smallSize, withFullStop } from "./common";

/**
 * The "Think small" page: a vast quiet field, one small object placed off-centre, a modest
 * headline low on the page and the line as body copy. Restraint is the idea.
 */
export const minimal: Layout = (context) => {
  const { width: W, height: H, margin: m, unit, palette, random, copy } = context;
  const landscape = context.shape === "landscape";
  const paper = random.chance(0.8) ? palette.paper : mix(palette.primary, "#ffffff", 0.88);
  const parts = [rect(0, 0, W, H, paper)];

  // The object: a small disc with its shadow, or the brand's initial in a disc (a monogram).
  // Alone on the page (no lettering) the object may be bigger: it is the whole composition.
  const r = unit * (copy ? random.range(0.055, 0.075) : random.range(0.12, 0.16));
  const ox = W * (landscape ? random.range(0.58, 0.72) : random.range(0.32, 0.62));
  const oy = H * (copy ? (landscape ? random.range(0.3, 0.45) : random.range(0.3, 0.42)) : 0.46);
  parts.push(
    `<ellipse cx="${round(ox)}" cy="${round(oy + r * 1.15)}" rx="${round(r * 0.9)}" ry="${round(r * 0.16)}" fill="${palette.ink}" opacity="0.12"/>`,
  );
  parts.push(circle(ox, oy, r, palette.primary));
  const initial = copy?.brand ? [...copy.brand.trim()][0]?.toUpperCase() : undefined;
  if (initial && random.chance(0.6)) {
    parts.push(
      textLines([initial], ox, oy + r * 0.36, {
        font: "serif",
        size: r,
        fill: textOn(palette.primary, palette),
        anchor: "middle",
      }),
    );
  } else {
    parts.push(
      circle(ox - r * 0.35, oy - r * 0.35, r * 0.18, mix(palette.primary, "#ffffff", 0.45)),
    );
  }

  if (!copy) return { body: parts.join("") };

  const ink = textOn(paper, palette);
  const small = smallSize(context);
  const column = landscape
    ? { x: m, y: H * 0.56, width: W * 0.46, height: H * 0.44 - m - small * 3 }
    : { x: m, y: H * 0.66, width: W - 2 * m, height: H * 0.34 - m - small * 3 };
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
  parts.push(headline.svg);
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
      { fill: ink, opacity: 0.8 },
    );
    parts.push(body.svg);
  }
  if (copy.brand) parts.push(brandLine(copy.brand, W - m, H - m, small, ink, "end"));
  return { body: parts.join("") };
};
