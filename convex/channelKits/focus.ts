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
      const right = at(Math.min(x + 1, width - 1), y);
      const below = at(x, Math.min(y + 1, height - 1));
      const change =
        distance(i, pixels[right], pixels[right + 1], pixels[right + 2]) +
        distance(i, pixels[below], pixels[below + 1], pixels[below + 2]);
      const value = apart + change;
      saliency[y * width + x] = value;
      strongest = Math.max(strongest, value);
      total += value;
    }
  }
  const mean = total / saliency.length;
  if (strongest - mean < CONTRAST) return CENTRE;
  let weight = 0;
  let sumX = 0;
  let sumY = 0;
  saliency.forEach((value, index) => {
    if (value < strongest * FLOOR) return;
    const w = value * value;
    weight += w;
    sumX += w * ((index % width) + 0.5);
    sumY += w * (Math.floor(index / width) + 0.5);
  });
  if (weight === 0) return CENTRE;
  return { x: sumX / weight / width, y: sumY / weight / height };
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
