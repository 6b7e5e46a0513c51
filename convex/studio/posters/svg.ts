import { GRAIN_SHIFT, type Palette } from "./color";
import type { CopyBlock } from "./layouts/common";
import type { MotifFrame } from "./motifs/motif";
import type { Random } from "./random";
import { escapeXml, FONT_STACKS, type FontId } from "./text";

/** Small SVG builders for the layouts; every value that came from a user is escaped here. */

export type PosterCopy = { headline: string; brand: string; tagline: string };

export type LayoutContext = {
  width: number;
  height: number;
  /** The short side: sizes scale from it so every ratio keeps its proportions. */
  unit: number;
  margin: number;
  shape: "square" | "portrait" | "landscape";
  palette: Palette;
  random: Random;
  /** Null when the image must carry no lettering. */
  copy: PosterCopy | null;
  /** Prefix for ids in <defs>, unique per poster. */
  id: string;
};

/**
 * What a layout draws: its art, the square its motif goes in (the renderer draws the motif
 * there, over the art), and its lettering, each block with the field it is set on (drawn over
 * the art and the motif, so nothing can pass under a word).
 */
export type LayoutOutput = {
  body: string;
  defs?: string;
  motif: MotifFrame;
  copy: CopyBlock[];
};

export type Layout = (context: LayoutContext) => LayoutOutput;

export const round = (value: number) => Math.round(value * 10) / 10;

type Attributes = Record<string, string | number | undefined>;

function attributes(attrs: Attributes): string {
  return Object.entries(attrs)
    .filter(([, value]) => value !== undefined)
    .map(
      ([name, value]) =>
        `${name}="${typeof value === "number" ? round(value) : escapeXml(value as string)}"`,
    )
    .join(" ");
}

export function rect(
  x: number,
  y: number,
  width: number,
  height: number,
  fill: string,
  extra: Attributes = {},
) {
  return `<rect ${attributes({ x, y, width, height, fill, ...extra })}/>`;
}

export function circle(cx: number, cy: number, r: number, fill: string, extra: Attributes = {}) {
  return `<circle ${attributes({ cx, cy, r, fill, ...extra })}/>`;
}

export function path(d: string, fill: string, extra: Attributes = {}) {
  return `<path ${attributes({ d, fill, ...extra })}/>`;
}

export function line(
  x1: number,
  y1: number,
  x2: number,
  y2: number,
  stroke: string,
  width: number,
) {
  return `<line ${attributes({ x1, y1, x2, y2, stroke, "stroke-width": width })}/>`;
}

export type TextStyle = {
  font: FontId;
  size: number;
  fill: string;
  anchor?: "start" | "middle" | "end";
  /** Letter spacing in em. */
  tracking?: number;
  lineHeight?: number;
  italic?: boolean;
  weight?: number;
};

/** Lines of text; `y` is the first line's baseline. */
export function textLines(lines: readonly string[], x: number, y: number, style: TextStyle) {
  const { family, weight } = FONT_STACKS[style.font];
  const step = style.size * (style.lineHeight ?? 1.15);
  const spans = lines
    .map(
      (text, index) =>
        `<tspan ${attributes({ x, dy: index === 0 ? 0 : step })}>${escapeXml(text)}</tspan>`,
    )
    .join("");
  const attrs = attributes({
    x,
    y,
    "font-family": family,
    "font-weight": style.weight ?? weight,
    "font-size": style.size,
    "font-style": style.italic ? "italic" : undefined,
    "letter-spacing": style.tracking ? round(style.tracking * style.size) : undefined,
    "text-anchor": style.anchor ?? "start",
    // Solid, never translucent: its contrast is computed against the field it is set on.
    fill: style.fill,
  });
  return `<text ${attrs}>${spans}</text>`;
}

/** Film grain over the whole poster, so flat fills read as print rather than as a mock-up. */
export function grain(context: LayoutContext, opacity = GRAIN_SHIFT) {
  const id = `${context.id}-grain`;
  return {
    defs: `<filter id="${id}" x="0" y="0" width="100%" height="100%"><feTurbulence type="fractalNoise" baseFrequency="0.85" numOctaves="2" stitchTiles="stitch"/><feColorMatrix type="saturate" values="0"/><feComponentTransfer><feFuncA type="linear" slope="${opacity}"/></feComponentTransfer></filter>`,
    body: rect(0, 0, context.width, context.height, "#000", { filter: `url(#${id})` }),
  };
}

/**
 * A poster without its film grain: what an old stored poster (drawn with grain) is rasterised
 * from, so it looks like, weighs and draws as fast as a new one (render.ts `grain: false`).
 */
export function withoutGrain(svg: string): string {
  return svg.replace(/<rect [^>]*filter="url\(#[\w-]*-grain\)"[^>]*\/>/g, "");
}

export type SvgDocument = {
  width: number;
  height: number;
  title: string;
  description: string;
  defs: string;
  body: string;
};

export function svgDocument(doc: SvgDocument): string {
  const head = attributes({
    xmlns: "http://www.w3.org/2000/svg",
    width: doc.width,
    height: doc.height,
    viewBox: `0 0 ${doc.width} ${doc.height}`,
    role: "img",
    "aria-label": doc.title,
  });
  return [
    `<?xml version="1.0" encoding="UTF-8"?>`,
    `<svg ${head}>`,
    `<title>${escapeXml(doc.title)}</title>`,
    `<desc>${escapeXml(doc.description)}</desc>`,
    doc.defs ? `<defs>${doc.defs}</defs>` : "",
    doc.body,
    `</svg>`,
  ].join("");
}

/** Convenience for layouts that only need the palette's roles. */
export type Roles = Pick<Palette, "paper" | "ink" | "primary" | "secondary" | "accent">;

export function shuffled<T>(items: readonly T[], random: Random): T[] {
  const copy = [...items];
  for (let index = copy.length - 1; index > 0; index -= 1) {
    const other = random.int(0, index);
    [copy[index], copy[other]] = [copy[other], copy[index]];
  }
  return copy;
}
