import { legibleField, mix, readableOn, textOn } from "../color";
import type { MotifFrame } from "../motifs/motif";
import { circle, line, path, rect, round, type Layout, type LayoutContext } from "../svg";
import { block, brandBlock, headlineMax, smallSize, withFullStop, type CopyBlock } from "./common";

/**
 * The editorial print ad: picture on top, headline beneath it in a serif, the line as body copy,
 * the brand signing off bottom right. The picture is a graphic landscape (sky, sun, hills or sea)
 * in the brand's colours with the idea's motif as its subject, standing on the horizon.
 */

type Frame = { x: number; y: number; width: number; height: number };

function picture(
  context: LayoutContext,
  frame: Frame,
): { defs: string; body: string; motif: MotifFrame } {
  const { palette, random, id } = context;
  const { x, y, width: w, height: h } = frame;
  const skyId = `${id}-sky`;
  const clipId = `${id}-frame`;
  const top = palette.primary;
  const low = mix(palette.primary, palette.accent, 0.55);
  const defs =
    `<linearGradient id="${skyId}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${low}"/></linearGradient>` +
    `<clipPath id="${clipId}"><rect x="${round(x)}" y="${round(y)}" width="${round(w)}" height="${round(h)}"/></clipPath>`;

  const horizon = y + h * random.range(0.58, 0.7);
  // The subject stands on the horizon, off-centre; the sun sits on the other side of the sky.
  const size = Math.min(h * 0.56, w * 0.5);
  const subjectX = x + w * random.pick([0.3, 0.5, 0.7]);
  const sunR = Math.min(w, h) * random.range(0.1, 0.14);
  const sunX = x + w * (subjectX - x > w / 2 ? random.range(0.12, 0.3) : random.range(0.7, 0.88));
  const parts = [
    rect(x, y, w, h, `url(#${skyId})`),
    circle(
      sunX,
      horizon - sunR * random.range(0.2, 0.9),
      sunR,
      mix(palette.accent, "#ffffff", 0.15),
    ),
  ];
  const grounds = [top, low];
  if (random.chance(0.5)) {
    // Rolling hills, nearest darkest.
    const layers = [
      mix(palette.secondary, palette.paper, 0.35),
      palette.secondary,
      mix(palette.secondary, palette.ink, 0.55),
    ];
    layers.forEach((fill, i) => {
      const base = horizon + (h - (horizon - y)) * (i / 3);
      const crest = base - h * random.range(0.06, 0.16);
      const c1 = x + w * random.range(0.1, 0.5);
      const c2 = x + w * random.range(0.5, 0.9);
      const d = `M${round(x)} ${round(base)} Q${round(c1)} ${round(crest)} ${round((c1 + c2) / 2)} ${round(base - h * 0.02)} T${round(x + w)} ${round(base - h * random.range(0, 0.08))} L${round(x + w)} ${round(y + h)} L${round(x)} ${round(y + h)} Z`;
      parts.push(path(d, fill));
    });
    grounds.push(...layers);
  } else {
    // Sea: bands under the horizon, with the sun's reflection broken into dashes.
    const sea = mix(palette.secondary, palette.ink, 0.25);
    grounds.push(sea);
    parts.push(rect(x, horizon, w, y + h - horizon, sea));
    for (let i = 0; i < 7; i += 1) {
      const by = horizon + (y + h - horizon) * (0.08 + i * 0.13);
      const half = sunR * (1 - i * 0.11) * random.range(0.7, 1.1);
      parts.push(
        rect(
          sunX - half,
          by,
          half * 2,
          Math.max(2, h * 0.012),
          mix(palette.accent, sea, 0.25 + i * 0.08),
        ),
      );
    }
  }
  const motifY = Math.min(horizon - size * 0.82, y + h - size);
  return {
    defs,
    body: `<g clip-path="url(#${clipId})">${parts.join("")}</g>`,
    motif: { x: subjectX - size / 2, y: Math.max(y, motifY), size, grounds },
  };
}

export const editorial: Layout = (context) => {
  const { width: W, height: H, margin: m, unit, palette, copy } = context;
  const landscape = context.shape === "landscape";
  const paper = legibleField(palette.paper, palette);
  const frame: Frame = landscape
    ? { x: m, y: m, width: copy ? W * 0.54 - m : W - 2 * m, height: H - 2 * m }
    : {
        x: m,
        y: m,
        width: W - 2 * m,
        height: (H - 2 * m) * (copy ? (context.shape === "square" ? 0.56 : 0.6) : 1),
      };
  const art = picture(context, frame);
  const parts = [rect(0, 0, W, H, paper), art.body];
  const output = { defs: art.defs, motif: art.motif };
  if (!copy) return { ...output, body: parts.join(""), copy: [] };

  const ink = readableOn(paper, palette);
  const small = smallSize(context);
  const column = landscape
    ? {
        x: W * 0.54 + m * 0.8,
        y: m + H * 0.12,
        width: W * 0.46 - m * 1.8,
        height: H - 2 * m - H * 0.12,
      }
    : {
        x: m * 1.6,
        y: frame.y + frame.height + m * 0.7,
        width: W - 3.2 * m,
        height: H - frame.height - 2.7 * m,
      };
  const footer = small * 3;
  const copyRoom = copy.tagline ? small * 5 : 0;
  const blocks: CopyBlock[] = [];
  const headline = block(
    withFullStop(copy.headline),
    { ...column, height: column.height - footer - copyRoom },
    {
      font: "serif",
      maxSize: headlineMax(context, landscape ? 0.09 : context.shape === "portrait" ? 0.1 : 0.085),
      minSize: Math.round(unit * 0.034),
      lineHeight: 1.1,
      maxLines: 4,
    },
    { fill: ink, anchor: landscape ? "start" : "middle" },
  );
  blocks.push({ block: headline, field: paper });
  if (copy.tagline) {
    const body = block(
      copy.tagline,
      {
        x: column.x + (landscape ? 0 : column.width * 0.12),
        y: headline.bottom + small * 1.1,
        width: column.width * (landscape ? 0.9 : 0.76),
        height: small * 4.2,
      },
      { font: "serif", maxSize: small * 1.15, minSize: small * 0.85, lineHeight: 1.4, maxLines: 3 },
      { fill: ink, anchor: landscape ? "start" : "middle" },
    );
    blocks.push({ block: body, field: paper });
  }
  const baseline = H - m;
  if (copy.brand) {
    const rule = textOn(paper, palette);
    parts.push(
      line(
        W - m - unit * 0.16,
        baseline - small * 1.8,
        W - m,
        baseline - small * 1.8,
        rule,
        unit * 0.003,
      ),
    );
    blocks.push({
      block: brandBlock(copy.brand, W - m, baseline, small * 1.1, ink, "end", column.width),
      field: paper,
    });
  }
  return { ...output, body: parts.join(""), copy: blocks };
};
