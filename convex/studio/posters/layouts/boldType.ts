import { contrast, legibleField, readableOn } from "../color";
import { circle, line, rect, type Layout } from "../svg";
import { block, brandBlock, headlineMax, smallSize, type CopyBlock } from "./common";

/**
 * The type poster: one colour field and the headline set as large as the canvas allows, heavy,
 * uppercase, tight, ragged right. A rule and the brand above, the line below, one accent bar, and
 * the idea's motif in an accent disc: top right above the headline, or beside it on a wide canvas.
 */
export const boldType: Layout = (context) => {
  const { width: W, height: H, margin: m, unit, palette, random, copy } = context;
  const landscape = context.shape === "landscape";
  const dark = random.chance(0.3);
  const background = legibleField(dark ? palette.ink : palette.primary, palette);
  const ink = readableOn(background, palette);
  // On the dark variant the brand colour becomes the accent, so it is never missing.
  const accents = dark ? [palette.primary, palette.accent] : [palette.accent, palette.secondary];
  const accent = [...accents, palette.paper].find((c) => contrast(c, background) >= 2) ?? ink;
  const parts = [rect(0, 0, W, H, background)];

  if (!copy) {
    // No lettering: the field carried by a big accent disc holding the motif, and three bars.
    const r = Math.min(unit * 0.42, H * 0.4, W * 0.4);
    const cx = W - m - r * 0.8;
    const cy = H * random.range(0.32, 0.42);
    parts.push(circle(cx, cy, r, accent));
    for (let i = 0; i < 3; i += 1) {
      parts.push(
        rect(m, H - m - unit * (0.08 + i * 0.07), W * (0.62 - i * 0.14), unit * 0.035, ink),
      );
    }
    const size = r * 1.3;
    return {
      body: parts.join(""),
      motif: { x: cx - size / 2, y: cy - size / 2, size, grounds: [accent] },
      copy: [],
    };
  }

  const small = smallSize(context);
  const blocks: CopyBlock[] = [];
  const headerBaseline = m + small;
  if (copy.brand) {
    blocks.push({
      block: brandBlock(copy.brand, m, headerBaseline, small, ink, "start", W - 2 * m),
      field: background,
    });
  }
  const ruleY = headerBaseline + small * 0.9;
  parts.push(line(m, ruleY, W - m, ruleY, ink, unit * 0.003));

  const footerHeight = copy.tagline ? small * 4.2 : small * 2;
  const top = ruleY + small * 1.5;
  const bottom = H - m - footerHeight;
  // The motif's disc: beside the headline on a wide canvas, above it otherwise.
  const discSize = landscape
    ? Math.min(bottom - top - unit * 0.06, W * 0.3)
    : Math.min(unit * 0.4, (bottom - top) * 0.38);
  const discX = W - m - discSize;
  const discR = discSize / 2;
  parts.push(circle(discX + discR, top + discR, discR, accent));
  const motifSize = discSize * 0.76;
  const motif = {
    x: discX + discR - motifSize / 2,
    y: top + discR - motifSize / 2,
    size: motifSize,
    grounds: [accent],
  };
  const textBox = landscape
    ? { x: m, y: top, width: discX - m - unit * 0.05, height: bottom - top - unit * 0.06 }
    : {
        x: m,
        y: top + discSize + unit * 0.05,
        width: W - 2 * m,
        height: bottom - top - discSize - unit * 0.11,
      };

  const anchorBottom = random.chance(0.6);
  const headline = block(
    copy.headline.toUpperCase(),
    textBox,
    {
      font: "sans",
      maxSize: headlineMax(context, landscape ? 0.2 : 0.22),
      minSize: Math.round(unit * 0.05),
      lineHeight: 0.92,
      maxLines: landscape ? 4 : 6,
      tracking: -0.02,
    },
    { fill: ink, tracking: -0.02 },
    anchorBottom ? "bottom" : "top",
  );
  blocks.push({ block: headline, field: background });

  // Accent bar: under the headline when it hangs from the top, above it when it rests low.
  const barWidth = Math.min(W * 0.28, headline.width * 0.5);
  const barHeight = unit * 0.02;
  const above = headline.top - unit * 0.045 - barHeight;
  const barY = anchorBottom && above > textBox.y ? above : headline.bottom + unit * 0.035;
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
    blocks.push({ block: tagline, field: background });
  }
  parts.push(circle(W - m - small * 0.8, H - m - small * 0.8, small * 0.8, accent));
  return { body: parts.join(""), motif, copy: blocks };
};
