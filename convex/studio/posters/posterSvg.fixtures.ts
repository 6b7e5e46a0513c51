import { measure, type FontId } from "./text";

/**
 * Reading a rendered poster back for the poster tests (two dots in the name: never deployed):
 * its words with the box they take on the canvas, the solid fields drawn under words, and its
 * motif. Measured with the same font metrics the renderer fits type with.
 */

export type Rect = { x: number; y: number; width: number; height: number };
export type PosterText = { text: string; lines: string[]; fill: string; box: Rect; at: number };
export type PosterField = Rect & { fill: string; at: number };
export type PosterMotif = { name: string; frame: Rect; shapes: number; at: number };

const XML_ENTITIES: Record<string, string> = {
  amp: "&",
  lt: "<",
  gt: ">",
  quot: '"',
  apos: "'",
};

export function unescapeXml(text: string): string {
  return text.replace(/&(amp|lt|gt|quot|apos);/g, (_, name: string) => XML_ENTITIES[name]);
}

function attribute(tag: string, name: string): string | undefined {
  return new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1];
}

function number(tag: string, name: string): number {
  const value = Number(attribute(tag, name));
  if (!Number.isFinite(value)) throw new Error(`no numeric ${name} on ${tag.slice(0, 80)}`);
  return value;
}

function fontOf(tag: string): FontId {
  if ((attribute(tag, "font-family") ?? "").startsWith("Georgia")) return "serif";
  return Number(attribute(tag, "font-weight")) >= 700 ? "sans" : "sansRegular";
}

/**
 * Every <text>: its lines, fill, and the box its glyphs can take: from 0.8 em above the first
 * baseline (capitals, ascenders, accents) to 0.24 em below the last (descenders).
 */
export function textsOf(svg: string): PosterText[] {
  const found: PosterText[] = [];
  for (const match of svg.matchAll(/<text([^>]*)>([\s\S]*?)<\/text>/g)) {
    const tag = match[1];
    const size = number(tag, "font-size");
    const font = fontOf(tag);
    const tracking = Number(attribute(tag, "letter-spacing") ?? 0) / size;
    const x = number(tag, "x");
    const y = number(tag, "y");
    const lines: string[] = [];
    let baseline = y;
    let width = 0;
    for (const span of match[2].matchAll(/<tspan([^>]*)>([^<]*)<\/tspan>/g)) {
      baseline += Number(attribute(span[1], "dy") ?? 0);
      const line = unescapeXml(span[2]);
      lines.push(line);
      width = Math.max(width, measure(line, font, size, tracking));
    }
    const anchor = attribute(tag, "text-anchor") ?? "start";
    const left = anchor === "middle" ? x - width / 2 : anchor === "end" ? x - width : x;
    found.push({
      text: lines.join(" "),
      lines,
      fill: attribute(tag, "fill") ?? "",
      box: { x: left, y: y - size * 0.8, width, height: baseline - y + size * 1.04 },
      at: match.index,
    });
  }
  return found;
}

/** The solid fields drawn under words. */
export function fieldsOf(svg: string): PosterField[] {
  return [...svg.matchAll(/<rect([^>]*class="field"[^>]*)\/>/g)].map((match) => ({
    x: number(match[1], "x"),
    y: number(match[1], "y"),
    width: number(match[1], "width"),
    height: number(match[1], "height"),
    fill: attribute(match[1], "fill") ?? "",
    at: match.index,
  }));
}

/** The motif group: its name, the square it fills and how many shapes draw it. */
export function motifOf(svg: string): PosterMotif | null {
  const match =
    /<g class="motif motif-([a-z]+)" transform="translate\(([-\d.]+) ([-\d.]+)\) scale\(([\d.]+)\)">([\s\S]*?)<\/g>/.exec(
      svg,
    );
  if (!match) return null;
  const size = 100 * Number(match[4]);
  return {
    name: match[1],
    frame: { x: Number(match[2]), y: Number(match[3]), width: size, height: size },
    shapes: (match[5].match(/<(?:rect|circle|ellipse|path)\b/g) ?? []).length,
    at: match.index,
  };
}

export function contains(outer: Rect, inner: Rect, slack = 0.5): boolean {
  return (
    inner.x >= outer.x - slack &&
    inner.y >= outer.y - slack &&
    inner.x + inner.width <= outer.x + outer.width + slack &&
    inner.y + inner.height <= outer.y + outer.height + slack
  );
}

export function intersects(a: Rect, b: Rect): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

/** An affine transform [a b c d e f], as SVG writes matrix(a b c d e f). */
type Matrix = [number, number, number, number, number, number];
const IDENTITY: Matrix = [1, 0, 0, 1, 0, 0];

function multiply(m: Matrix, n: Matrix): Matrix {
  return [
    m[0] * n[0] + m[2] * n[1],
    m[1] * n[0] + m[3] * n[1],
    m[0] * n[2] + m[2] * n[3],
    m[1] * n[2] + m[3] * n[3],
    m[0] * n[4] + m[2] * n[5] + m[4],
    m[1] * n[4] + m[3] * n[5] + m[5],
  ];
}

/** translate(), scale() and rotate(angle cx cy): all the posters use. */
function parseTransform(value: string | undefined): Matrix {
  let matrix = IDENTITY;
  for (const [, name, args] of (value ?? "").matchAll(/(\w+)\(([^)]*)\)/g)) {
    const n = args
      .split(/[\s,]+/)
      .filter(Boolean)
      .map(Number);
    if (name === "translate") matrix = multiply(matrix, [1, 0, 0, 1, n[0], n[1] ?? 0]);
    if (name === "scale") matrix = multiply(matrix, [n[0], 0, 0, n[1] ?? n[0], 0, 0]);
    if (name === "rotate") {
      const [angle, cx = 0, cy = 0] = n;
      const rad = (angle * Math.PI) / 180;
      const [cos, sin] = [Math.cos(rad), Math.sin(rad)];
      matrix = multiply(matrix, [1, 0, 0, 1, cx, cy]);
      matrix = multiply(matrix, [cos, sin, -sin, cos, 0, 0]);
      matrix = multiply(matrix, [1, 0, 0, 1, -cx, -cy]);
    }
  }
  return matrix;
}

function invert([a, b, c, d, e, f]: Matrix): Matrix {
  const det = a * d - b * c;
  return [d / det, -b / det, -c / det, a / det, (c * f - d * e) / det, (b * e - a * f) / det];
}

/** Points along a circular arc from `from` to `to` (SVG's endpoint form, rx = ry, no rotation). */
function arcPoints(
  from: [number, number],
  to: [number, number],
  r: number,
  large: boolean,
  sweep: boolean,
): [number, number][] {
  const [hx, hy] = [(from[0] - to[0]) / 2, (from[1] - to[1]) / 2];
  const half = hx * hx + hy * hy;
  if (half === 0 || r === 0) return [to];
  const coef = (large === sweep ? -1 : 1) * Math.sqrt(Math.max(0, (r * r - half) / half));
  const [cx, cy] = [coef * hy + (from[0] + to[0]) / 2, -coef * hx + (from[1] + to[1]) / 2];
  const start = Math.atan2(from[1] - cy, from[0] - cx);
  let turn = Math.atan2(to[1] - cy, to[0] - cx) - start;
  if (sweep && turn < 0) turn += 2 * Math.PI;
  if (!sweep && turn > 0) turn -= 2 * Math.PI;
  const radius = Math.hypot(from[0] - cx, from[1] - cy);
  return Array.from({ length: 12 }, (_, k) => {
    const angle = start + (turn * (k + 1)) / 12;
    return [cx + radius * Math.cos(angle), cy + radius * Math.sin(angle)] as [number, number];
  });
}

/**
 * The outline of a path as a polygon: through its end and control points, and along its arcs
 * (absolute commands, all the posters write).
 */
function polygon(d: string): [number, number][] {
  const points: [number, number][] = [];
  let at: [number, number] = [0, 0];
  for (const [, command, args] of d.matchAll(/([MLHVQTCAZ])([^MLHVQTCAZ]*)/g)) {
    const n = args
      .split(/[\s,]+/)
      .filter(Boolean)
      .map(Number);
    const stride = { M: 2, L: 2, T: 2, Q: 2, C: 2, H: 1, V: 1, A: 7, Z: 0 }[command] ?? 2;
    for (let i = 0; stride > 0 && i + stride <= n.length; i += stride) {
      if (command === "H") at = [n[i], at[1]];
      else if (command === "V") at = [at[0], n[i]];
      else if (command === "A") {
        const to: [number, number] = [n[i + 5], n[i + 6]];
        points.push(...arcPoints(at, to, n[i], n[i + 3] === 1, n[i + 4] === 1));
        at = to;
        continue;
      } else at = [n[i], n[i + 1]];
      points.push(at);
    }
  }
  return points;
}

function inPolygon(x: number, y: number, points: [number, number][]): boolean {
  let inside = false;
  for (let i = 0, j = points.length - 1; i < points.length; j = i, i += 1) {
    const [xi, yi] = points[i];
    const [xj, yj] = points[j];
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}

type Shape = { fill: string; inverse: Matrix; hit: (x: number, y: number) => boolean };

/**
 * The share of the canvas whose topmost shape is not the background's colour, sampled on a
 * grid: rectangles, discs, ellipses and filled paths (curves followed through their control
 * points) in their groups' transforms, and words as the boxes they take. The grain, strokes
 * and anything in <defs> do not count.
 */
export function coverage(svg: string, width: number, height: number, samples = 40): number {
  const shapes: Shape[] = [];
  const stack: Matrix[] = [IDENTITY];
  let inDefs = 0;
  for (const [, close, name, attrs, selfClosing] of svg.matchAll(
    /<(\/?)(defs|g|rect|circle|ellipse|path)\b([^>]*?)(\/?)>/g,
  )) {
    if (name === "defs") {
      inDefs += close ? -1 : selfClosing ? 0 : 1;
      continue;
    }
    if (inDefs > 0) continue;
    if (name === "g") {
      if (close) stack.pop();
      else if (!selfClosing)
        stack.push(
          multiply(stack[stack.length - 1], parseTransform(attribute(attrs, "transform"))),
        );
      continue;
    }
    const fill = attribute(attrs, "fill") ?? "#000000";
    if (fill === "none" || attribute(attrs, "filter")) continue;
    const matrix = multiply(stack[stack.length - 1], parseTransform(attribute(attrs, "transform")));
    const n = (key: string) => Number(attribute(attrs, key) ?? 0);
    let hit: Shape["hit"];
    if (name === "rect") {
      const [x, y, w, h] = [n("x"), n("y"), n("width"), n("height")];
      hit = (px, py) => px >= x && px <= x + w && py >= y && py <= y + h;
    } else if (name === "circle") {
      const [cx, cy, r] = [n("cx"), n("cy"), n("r")];
      hit = (px, py) => (px - cx) ** 2 + (py - cy) ** 2 <= r * r;
    } else if (name === "ellipse") {
      const [cx, cy, rx, ry] = [n("cx"), n("cy"), n("rx"), n("ry")];
      hit = (px, py) => ((px - cx) / rx) ** 2 + ((py - cy) / ry) ** 2 <= 1;
    } else {
      const points = polygon(attribute(attrs, "d") ?? "");
      hit = (px, py) => inPolygon(px, py, points);
    }
    shapes.push({ fill, inverse: invert(matrix), hit });
  }
  for (const text of textsOf(svg)) {
    const { x, y, width: w, height: h } = text.box;
    shapes.push({
      fill: text.fill,
      inverse: IDENTITY,
      hit: (px, py) => px >= x && px <= x + w && py >= y && py <= y + h,
    });
  }
  const background = shapes[0]?.fill;
  let covered = 0;
  for (let i = 0; i < samples; i += 1) {
    for (let j = 0; j < samples; j += 1) {
      const [X, Y] = [((i + 0.5) / samples) * width, ((j + 0.5) / samples) * height];
      let top: Shape | undefined;
      for (let k = shapes.length - 1; k >= 0 && top === undefined; k -= 1) {
        const [a, b, c, d, e, f] = shapes[k].inverse;
        if (shapes[k].hit(a * X + c * Y + e, b * X + d * Y + f)) top = shapes[k];
      }
      if (top && top.fill !== background) covered += 1;
    }
  }
  return covered / (samples * samples);
}
