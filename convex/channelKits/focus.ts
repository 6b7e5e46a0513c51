import type { Box } from "../../shared/channelCopy";
import type { Point } from "./frame";

/**
 * Where a visual's subject is (issue 42: placements are reframed around it), read from a small
 * thumbnail's RGBA pixels. Pure. The background is taken to be what the picture's edges show;
 * a pixel stands out by how far its colour is from that and by how sharply it changes from its
 * neighbours (an object's edges and texture). The subject is the weighted centre of the pixels
 * that stand out most. A picture with nothing standing out (a flat colour, a soft gradient)
 * keeps the centre.
 */

const CENTRE: Point = { x: 0.5, y: 0.5 };
/** Saliency below this share of the strongest is background, whatever the picture. */
const FLOOR = 0.35;
/** How much stronger than the picture's average its strongest pixels must be to count. */
const CONTRAST = 0.12;

export function subjectFocus(pixels: Uint8Array, width: number, height: number): Point {
  if (width < 3 || height < 3 || pixels.length < width * height * 4) return CENTRE;
  const at = (x: number, y: number) => (y * width + x) * 4;
  // The edges' mean colour: the background, for most advertising pictures.
  let edge = [0, 0, 0];
  let edges = 0;
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      if (x > 0 && y > 0 && x < width - 1 && y < height - 1) continue;
      const i = at(x, y);
      edge = [edge[0] + pixels[i], edge[1] + pixels[i + 1], edge[2] + pixels[i + 2]];
      edges += 1;
    }
  }
  const background = edge.map((sum) => sum / edges);
  const distance = (i: number, r: number, g: number, b: number) =>
    Math.hypot(pixels[i] - r, pixels[i + 1] - g, pixels[i + 2] - b) / 441.7;
  const saliency = new Float32Array(width * height);
  let strongest = 0;
  let total = 0;
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const i = at(x, y);
      const apart = distance(i, background[0], background[1], background[2]);
      // Against all four neighbours, halved: an outline weighs the same on every side.
      const neighbours = [
        at(Math.max(x - 1, 0), y),
        at(Math.min(x + 1, width - 1), y),
        at(x, Math.max(y - 1, 0)),
        at(x, Math.min(y + 1, height - 1)),
      ];
      const change =
        neighbours.reduce(
          (sum, n) => sum + distance(i, pixels[n], pixels[n + 1], pixels[n + 2]),
          0,
        ) / 2;
      const value = apart + change;
      saliency[y * width + x] = value;
      strongest = Math.max(strongest, value);
      total += value;
    }
  }
  const mean = total / saliency.length;
  if (strongest - mean < CONTRAST) return CENTRE;
  return strongestRegion(saliency, width, height, strongest * FLOOR) ?? CENTRE;
}

/** Salient pixels this close (in thumbnail pixels) are one region: an outline's arcs join. */
const REACH = 2;

/**
 * The weighted centre of the connected region of salient pixels (within REACH, at least
 * `floor`) that stands out most in all: two things apart in a picture (a camera and a sun) give
 * the crop one of them whole, not the empty middle between them.
 */
function strongestRegion(
  saliency: Float32Array,
  width: number,
  height: number,
  floor: number,
): Point | null {
  const region = new Int32Array(saliency.length).fill(-1);
  let best: { weight: number; x: number; y: number } | null = null;
  const stack: number[] = [];
  for (let start = 0; start < saliency.length; start += 1) {
    if (region[start] !== -1 || saliency[start] < floor) continue;
    region[start] = start;
    stack.push(start);
    let weight = 0;
    let sumX = 0;
    let sumY = 0;
    while (stack.length > 0) {
      const index = stack.pop()!;
      const x = index % width;
      const y = Math.floor(index / width);
      const w = saliency[index] * saliency[index];
      weight += w;
      sumX += w * (x + 0.5);
      sumY += w * (y + 0.5);
      for (let dy = -REACH; dy <= REACH; dy += 1) {
        for (let dx = -REACH; dx <= REACH; dx += 1) {
          const nx = x + dx;
          const ny = y + dy;
          if (nx < 0 || ny < 0 || nx >= width || ny >= height) continue;
          const next = ny * width + nx;
          if (region[next] !== -1 || saliency[next] < floor) continue;
          region[next] = start;
          stack.push(next);
        }
      }
    }
    if (best === null || weight > best.weight) {
      best = { weight, x: sumX / weight / width, y: sumY / weight / height };
    }
  }
  return best && best.weight > 0 ? { x: best.x, y: best.y } : null;
}

/** A thumbnail of the visual for subjectFocus: `side` px on its long edge, its own shape. */
export function thumbnailSvg(href: string, source: { width: number; height: number }, side = 64) {
  const scale = side / Math.max(source.width, source.height);
  const width = Math.max(3, Math.round(source.width * scale));
  const height = Math.max(3, Math.round(source.height * scale));
  return {
    width,
    height,
    svg:
      `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">` +
      `<image href="${href}" width="${width}" height="${height}" preserveAspectRatio="none"/></svg>`,
  };
}

/** A row or column is border when this share of its pixels is the border's colour. */
const BORDER_SHARE = 0.96;
/** Colour distance (0–1) within which a pixel is the border's colour. */
const BORDER_TOLERANCE = 0.06;
/**
 * A frame is thin: a flat side deeper than this share of the picture is the design's own
 * ground (a poster's field around its shape), which a crop must not cut into.
 */
const BORDER_MAX = 0.1;

/**
 * The picture inside a flat frame, as fractions of it (issue 42: a kit cut from a studio poster
 * whose picture sits in a paper margin would show a band of the margin along an edge). A frame
 * is a thin run of edge rows and columns of the corners' one colour on all four sides; anything
 * else (corners that disagree, flat ground on two sides only, or deeper than BORDER_MAX) is the
 * picture itself. Pure; the whole picture when there is no frame.
 */
export function contentBox(pixels: Uint8Array, width: number, height: number): Box {
  const whole = { x: 0, y: 0, width: 1, height: 1 };
  if (width < 8 || height < 8 || pixels.length < width * height * 4) return whole;
  const at = (x: number, y: number) => (y * width + x) * 4;
  const corners = [at(0, 0), at(width - 1, 0), at(0, height - 1), at(width - 1, height - 1)];
  const near = (i: number, j: number) =>
    Math.hypot(
      pixels[i] - pixels[j],
      pixels[i + 1] - pixels[j + 1],
      pixels[i + 2] - pixels[j + 2],
    ) /
      441.7 <=
    BORDER_TOLERANCE;
  if (!corners.every((corner) => near(corner, corners[0]))) return whole;
  const paper = corners[0];
  const lineIsBorder = (count: number, pixel: (k: number) => number) => {
    let same = 0;
    for (let k = 0; k < count; k += 1) if (near(pixel(k), paper)) same += 1;
    return same >= count * BORDER_SHARE;
  };
  const row = (y: number) => lineIsBorder(width, (x) => at(x, y));
  const column = (x: number) => lineIsBorder(height, (y) => at(x, y));
  const depth = (limit: number, isBorder: (k: number) => boolean) => {
    let k = 0;
    while (k < limit && isBorder(k)) k += 1;
    return k < limit ? k : 0;
  };
  const maxRows = Math.floor(height * BORDER_MAX);
  const maxColumns = Math.floor(width * BORDER_MAX);
  // One more line than the flat ones: the thumbnail blends the frame's edge into the picture.
  const past = (lines: number) => (lines > 0 ? lines + 1 : 0);
  const top = depth(maxRows, row);
  const bottom = depth(maxRows, (k) => row(height - 1 - k));
  const left = depth(maxColumns, column);
  const right = depth(maxColumns, (k) => column(width - 1 - k));
  if (Math.min(top, bottom, left, right) === 0) return whole;
  const [t, b, l, r] = [top, bottom, left, right].map(past);
  return {
    x: l / width,
    y: t / height,
    width: (width - l - r) / width,
    height: (height - t - b) / height,
  };
}

/** subjectFocus read inside `box` (fractions of the picture), answered in the whole's fractions. */
export function subjectFocusWithin(
  pixels: Uint8Array,
  width: number,
  height: number,
  box: Box,
): Point {
  const x0 = Math.round(box.x * width);
  const y0 = Math.round(box.y * height);
  const w = Math.max(1, Math.round(box.width * width));
  const h = Math.max(1, Math.round(box.height * height));
  const inner = new Uint8Array(w * h * 4);
  for (let y = 0; y < h; y += 1) {
    const from = ((y0 + y) * width + x0) * 4;
    inner.set(pixels.subarray(from, from + w * 4), y * w * 4);
  }
  const focus = subjectFocus(inner, w, h);
  return { x: (x0 + focus.x * w) / width, y: (y0 + focus.y * h) / height };
}
