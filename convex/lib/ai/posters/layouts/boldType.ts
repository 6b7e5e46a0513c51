import { contrast, textOn } from "../color";
import { brandLine, circle, line, rect, type Layout } from "../svg";
import { block, headlineMax, smallSize } from "./common";

/**
 * The type poster: one colour field and the headline set as large as the canvas allows, heavy,
 * uppercase, tight, ragged right. A rule and the brand above, the line below, one accent bar.
 */
export const boldType: Layout = (context) => {
  const { width: W, height: H, margin: m, unit, palette, random, copy } = context;
  const dark = random.chance(0.3);
  const background = dark ? palette.ink : palette.primary;
  const ink = textOn(background, palette);
  // On the dark variant the brand colour becomes the accent, so it is never missing.
  const accents = dark ? [palette.primary, palette.accent] : [palette.accent, palette.secondary];
  const accent = [...accents, palette.paper].find((c) => contrast(c, background) >= 2) ?? ink;
  const parts = [rect(0, 0, W, H, background)];

  if (!copy) {
    // No lettering: the same field carried by a big accent disc and three bars.
    const r = unit * 0.42;
    parts.push(circle(W - m - r * 0.6, H * random.range(0.3, 0.45), r, accent));
    for (let i = 0; i < 3; i += 1) {
      parts.push(
        rect(m, H - m - unit * (0.08 + i * 0.07), W * (0.62 - i * 0.14), unit * 0.035, ink),
      );
    }
    return { body: parts.join("") };
  }

  const small = smallSize(context);
  const headerBaseline = m + small;
  if (copy.brand) parts.push(brandLine(copy.brand, m, headerBaseline, small, ink));
  parts.push(
    line(m, headerBaseline + small * 0.9, W - m, headerBaseline + small * 0.9, ink, unit * 0.003),
  );

  const footerHeight = copy.tagline ? small * 4.2 : small * 2;
  const top = headerBaseline + small * 2.4;
  const bottom = H - m - footerHeight;
  const headlineText = copy.headline.toUpperCase();
  const maxLines = context.shape === "landscape" ? 4 : 6;
  const anchorBottom = random.chance(0.6);
  const headline = block(
    headlineText,
    { x: m, y: top, width: W - 2 * m, height: bottom - top - unit * 0.06 },
    {
      font: "sans",
      maxSize: headlineMax(context, context.shape === "landscape" ? 0.2 : 0.22),
      minSize: Math.round(unit * 0.05),
      lineHeight: 0.92,
      maxLines,
      tracking: -0.02,
    },
    { fill: ink, tracking: -0.02 },
    anchorBottom ? "bottom" : "top",
  );
  parts.push(headline.svg);

  // Accent bar: under the headline when it hangs from the top, above it when it rests low.
  const barWidth = Math.min(W * 0.28, headline.width * 0.5);
  const barHeight = unit * 0.02;
  // The bar goes above a headline resting low, unless the headline fills the space up to the rule.
  const above = headline.top - unit * 0.045 - barHeight;
  const barY = anchorBottom && above > top ? above : headline.bottom + unit * 0.035;
  parts.push(rect(m, barY, barWidth, barHeight, accent));

  if (copy.tagline) {
    const tagline = block(
      copy.tagline,
      { x: m, y: H - m - small * 3.1, width: W * 0.6, height: small * 3.1 },
      {
        font: "sansRegular",
        maxSize: small * 1.25,
        minSize: small * 0.85,
        lineHeight: 1.25,
        maxLines: 2,
      },
      { fill: ink },
      "bottom",
    );
    parts.push(tagline.svg);
  }
  parts.push(circle(W - m - small * 0.8, H - m - small * 0.8, small * 0.8, accent));
  return { body: parts.join("") };
};
