import type { FontMetrics } from "../media/fontMetrics";
import { escapeXml } from "../studio/posters/text";
import { wrapWords } from "../shareLinks/card";
import type { SafeZone } from "../../shared/channels";
import type { Box } from "../../shared/channelCopy";

/**
 * One kit placement composed as SVG (pure; drawn to PNG by ./render.ts through media/rasterize):
 * the campaign visual cover-cropped to the placement's exact size around its focus (the centre
 * unless a subject is known), a veil under the words, and the channel's line with the brand set
 * inside the platform's safe zone. Every word is hostile and escaped. The boxes the words were
 * set in come back with the SVG, so the checklist can prove the safe zone clear.
 */

/**
 * Picture types resvg decodes inside an <image> (./render.ts embeds the visual). WebP is not
 * among them: resvg-wasm 2.6 draws it blank (./photos.test.ts proves both).
 */
export const EMBEDDABLE_TYPES: ReadonlySet<string> = new Set([
  "image/png",
  "image/jpeg",
  "image/gif",
]);
/** An SVG visual (the studio's posters) is drawn to PNG before it is embedded. */
export const SVG_TYPE = "image/svg+xml";

export type Size = { width: number; height: number };
export type Point = { x: number; y: number };
export type FrameFonts = { serif: FontMetrics; sansBold: FontMetrics };

export type FrameInput = {
  width: number;
  height: number;
  /**
   * The visual, as a data: URL resvg can decode, and its pixel size; `content` is the picture
   * inside its flat frame, as fractions of it (./focus.ts contentBox), the whole when absent.
   */
  image: { href: string; content?: Box } & Size;
  /** Where the subject is, as fractions of the visual (the centre when unknown). */
  focus?: Point;
  safeZone?: SafeZone;
  /** The channel's line (its headline), and the brief's brand ("" for none). */
  line: string;
  brand: string;
};

const INK = "#fffaf3";
const LINE_HEIGHT = 1.12;
/** A banner shallower than this has room for one line and no brand. */
const BANNER_HEIGHT = 120;

const round = (value: number) => Math.round(value * 10) / 10;
const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/**
 * Where the visual is drawn so it covers the placement with no bars: scaled to the larger of the
 * two ratios, and shifted so the focus is as near the centre as the edges allow.
 */
export function coverCrop(source: Size, target: Size, focus: Point = { x: 0.5, y: 0.5 }): Box {
  const scale = Math.max(target.width / source.width, target.height / source.height);
  const width = source.width * scale;
  const height = source.height * scale;
  return {
    x: clamp(target.width / 2 - focus.x * width, target.width - width, 0),
    y: clamp(target.height / 2 - focus.y * height, target.height - height, 0),
    width,
    height,
  };
}

/**
 * The visual a placement is cut from: the one whose shape is nearest (least cropped away);
 * ties, and visuals of unknown size, go to the earlier (the hero first).
 */
export function pickSource<T extends { width?: number | null; height?: number | null }>(
  sources: readonly T[],
  target: Size,
): T | null {
  const want = Math.log(target.width / target.height);
  let best: T | null = null;
  let bestDistance = Number.POSITIVE_INFINITY;
  for (const source of sources) {
    const distance =
      source.width && source.height
        ? Math.abs(Math.log(source.width / source.height) - want)
        : Number.POSITIVE_INFINITY;
    if (best === null || distance < bestDistance) {
      best = source;
      bestDistance = distance;
    }
  }
  return best;
}

type SetText = { lines: string[]; size: number };

/** The line in at most `maxLines` at the largest size from `max` down that fits `width`. */
function setText(
  text: string,
  metrics: FontMetrics,
  width: number,
  sizes: { max: number; min: number },
  maxLines: number,
  fitsHeight: (set: SetText) => boolean,
): SetText {
  const words = text.replace(/\s+/g, " ").trim().split(" ").filter(Boolean);
  for (let size = sizes.max; size >= sizes.min; size -= 1) {
    const fits = (candidate: string) => metrics.measure(candidate, size) <= width;
    const lines = wrapWords(words, fits);
    const set = { lines, size };
    if (lines.length <= maxLines && lines.every(fits) && fitsHeight(set)) return set;
  }
  // At the smallest size: whole words only, the last line's tail dropped until it fits.
  const size = sizes.min;
  const fits = (candidate: string) => metrics.measure(candidate, size) <= width;
  const lines = wrapWords(words, fits).slice(0, maxLines);
  while (lines.length > 0 && !fits(lines[lines.length - 1])) {
    const last = lines[lines.length - 1].split(" ");
    if (last.length > 1) lines[lines.length - 1] = last.slice(0, -1).join(" ");
    else lines.pop();
  }
  return { lines, size };
}

/**
 * Where the whole visual is drawn: its content (the picture inside any flat frame) covers the
 * placement around the focus, the frame falling outside it.
 */
export function imageCrop(input: Pick<FrameInput, "image" | "focus" | "width" | "height">): Box {
  const { image } = input;
  const content = image.content ?? { x: 0, y: 0, width: 1, height: 1 };
  const inner = { width: image.width * content.width, height: image.height * content.height };
  const focus = input.focus ?? { x: 0.5, y: 0.5 };
  const within = {
    x: clamp((focus.x - content.x) / content.width, 0, 1),
    y: clamp((focus.y - content.y) / content.height, 0, 1),
  };
  const crop = coverCrop(inner, input, within);
  const scale = crop.width / inner.width;
  return {
    x: crop.x - content.x * image.width * scale,
    y: crop.y - content.y * image.height * scale,
    width: image.width * scale,
    height: image.height * scale,
  };
}

/** The placement as SVG, and the boxes its words occupy (pixels). */
export function frameSvg(input: FrameInput, fonts: FrameFonts): { svg: string; textBoxes: Box[] } {
  const { width: W, height: H } = input;
  const crop = imageCrop(input);
  const margin = Math.max(4, Math.round(Math.min(W, H) * 0.06));
  const banner = H < BANNER_HEIGHT;
  const safeTop = (input.safeZone?.top ?? 0) * H + margin;
  const safeBottom = H - (input.safeZone?.bottom ?? 0) * H - margin;
  const room = safeBottom - safeTop;
  const brand = banner ? "" : input.brand.replace(/\s+/g, " ").trim().toUpperCase();
  const max = banner ? Math.floor(H * 0.42) : clamp(Math.round(Math.min(W, H) * 0.09), 12, 96);
  const brandSize = (size: number) => Math.max(8, Math.round(size * 0.38));
  const blockHeight = (set: SetText) =>
    set.lines.length * set.size * LINE_HEIGHT + (brand ? brandSize(set.size) * 1.8 : 0);
  const set = setText(
    input.line,
    fonts.serif,
    W - 2 * margin,
    { max, min: Math.max(8, Math.floor(max * 0.5)) },
    banner ? 1 : 3,
    (candidate) => blockHeight(candidate) <= room,
  );
  const lineHeight = set.size * LINE_HEIGHT;
  const headTop = banner ? (H - lineHeight) / 2 : safeBottom - set.lines.length * lineHeight;
  const boxes: Box[] = [];
  const parts: string[] = [];
  if (brand) {
    const size = brandSize(set.size);
    const tracking = size * 0.14;
    const fits = fonts.sansBold.measure(brand, size, tracking) <= W - 2 * margin;
    if (fits) {
      const top = headTop - size * 1.8;
      parts.push(
        `<text x="${margin}" y="${round(top + size)}" font-family="Inter" font-weight="800" font-size="${size}" letter-spacing="${round(tracking)}" fill="${INK}">${escapeXml(brand)}</text>`,
      );
      boxes.push({
        x: margin,
        y: round(top),
        width: round(fonts.sansBold.measure(brand, size, tracking)),
        height: round(size * 1.2),
      });
    }
  }
  set.lines.forEach((text, index) => {
    const top = headTop + index * lineHeight;
    parts.push(
      `<text x="${margin}" y="${round(top + set.size * 0.92)}" font-family="Fraunces" font-weight="600" font-size="${set.size}" fill="${INK}">${escapeXml(text)}</text>`,
    );
    boxes.push({
      x: margin,
      y: round(top),
      width: round(fonts.serif.measure(text, set.size)),
      height: round(lineHeight),
    });
  });
  const veilTop = banner ? 0 : Math.max(0, Math.min(...boxes.map((box) => box.y), H) - 2 * margin);
  const svg = [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">`,
    `<defs><linearGradient id="veil" x1="0" y1="0" x2="0" y2="1">`,
    `<stop offset="0" stop-color="#000" stop-opacity="${banner ? 0.45 : 0}"/>`,
    `<stop offset="1" stop-color="#000" stop-opacity="${banner ? 0.45 : 0.72}"/>`,
    `</linearGradient></defs>`,
    `<rect width="${W}" height="${H}" fill="#1c1917"/>`,
    `<image href="${escapeXml(input.image.href)}" x="${round(crop.x)}" y="${round(crop.y)}" width="${round(crop.width)}" height="${round(crop.height)}" preserveAspectRatio="none"/>`,
    boxes.length > 0
      ? `<rect x="0" y="${round(veilTop)}" width="${W}" height="${round(H - veilTop)}" fill="url(#veil)"/>`
      : "",
    ...parts,
    "</svg>",
  ].join("");
  return { svg, textBoxes: boxes };
}
