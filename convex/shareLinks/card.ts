import type { FontMetrics } from "../media/fontMetrics";
import { escapeXml } from "../studio/posters/text";
import { withFullStop } from "../../shared/ideaText";
import { MEDIA_PATH_PREFIX, PRODUCT_NAME } from "../../shared/constants";
import { isOwnMediaPath } from "../../shared/sharePreview";
import type { PublicShare } from "./validators";

/**
 * The share card (DESIGN "Share cards"): what a chat app shows for a pasted link. 1200×630, the
 * campaign line set large in Fraunces over the hero visual (darkened so the type reads), the
 * brand small above it, a quiet 'Made with Legendary' below. Composed here as SVG (pure; every
 * word from the share is hostile and escaped) and drawn to PNG by convex/media/raster.ts.
 */

export const CARD_WIDTH = 1200;
export const CARD_HEIGHT = 630;

/** Bump when the card's design changes: every cached card is then drawn again. */
export const CARD_DESIGN_VERSION = 1;

export type CardContent = {
  /** The campaign line, with its full stop (spec 5). */
  line: string;
  /** The brief's brand, or "". */
  brand: string;
  /** The hero's /api/media key, or null (the card is then set on a plain field). */
  heroKey: string | null;
};

/** The words and picture a link's card shows: the campaign's line and hero, the brief's brand. */
export function cardContent(view: PublicShare): CardContent {
  const { idea, campaign } = view;
  const line = withFullStop(flat(campaign?.title || idea.campaignName || idea.headline));
  const hero = campaign?.heroUrl ?? idea.thumbnails[0] ?? null;
  return {
    line: line || PRODUCT_NAME,
    brand: flat(view.brand),
    heroKey: hero !== null && isOwnMediaPath(hero) ? hero.slice(MEDIA_PATH_PREFIX.length) : null,
  };
}

function flat(text: string): string {
  return text.replace(/\s+/g, " ").trim();
}

/**
 * A short digest of what the card shows (and of its design): the cache key of the rendered
 * PNG, and its ETag. The same content always gives the same version.
 */
export async function cardVersion(content: CardContent): Promise<string> {
  const text = JSON.stringify([CARD_DESIGN_VERSION, content.line, content.brand, content.heroKey]);
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text));
  return [...new Uint8Array(digest)]
    .slice(0, 12)
    .map((byte) => byte.toString(16).padStart(2, "0"))
    .join("");
}

// ---------------------------------------------------------------------------------------------
// Setting the line

export const LINE_MAX_LINES = 3;
/** The line starts at this size and steps down until it fits in three lines. */
export const LINE_SIZES = { max: 88, min: 46, step: 2 } as const;
/** Below the smallest size only a single over-long word may push it, down to this floor. */
const LINE_FLOOR = 28;
const LINE_HEIGHT = 1.1;
const MARGIN_X = 80;
const TEXT_WIDTH = CARD_WIDTH - 2 * MARGIN_X;
const ELLIPSIS = "…";

export type SetLine = { lines: string[]; size: number };

/** Greedy wrap at spaces; a word wider than the measure stays whole on its own line. */
export function wrapWords(words: readonly string[], fits: (text: string) => boolean): string[] {
  const lines: string[] = [];
  let current = "";
  for (const word of words) {
    const candidate = current ? `${current} ${word}` : word;
    if (current && !fits(candidate)) {
      lines.push(current);
      current = word;
    } else {
      current = candidate;
    }
  }
  if (current) lines.push(current);
  return lines;
}

/** A word wider than the measure even at the floor (a pasted URL): split where it must. */
function splitLongWord(word: string, fits: (text: string) => boolean): string[] {
  const parts: string[] = [];
  let current = "";
  for (const char of word) {
    if (current && !fits(current + char)) {
      parts.push(current);
      current = char;
    } else {
      current += char;
    }
  }
  if (current) parts.push(current);
  return parts;
}

/**
 * The line in at most three lines at the largest size that fits: wrapped at spaces, never cut
 * inside a word. A line too long for three lines at the smallest size keeps its first words and
 * ends in an ellipsis after a whole word. Only a word wider than the whole measure shrinks the
 * type further (to the floor), and only a string longer than that is broken.
 */
export function setLine(text: string, metrics: FontMetrics, width = TEXT_WIDTH): SetLine {
  const words = flat(text).split(" ").filter(Boolean);
  const fitsAt = (size: number) => (candidate: string) => metrics.measure(candidate, size) <= width;
  for (let size = LINE_SIZES.max; size >= LINE_SIZES.min; size -= LINE_SIZES.step) {
    const lines = wrapWords(words, fitsAt(size));
    if (lines.length <= LINE_MAX_LINES && lines.every(fitsAt(size))) return { lines, size };
  }
  // The longest word decides how small the type may go; never below the floor.
  let size = LINE_SIZES.min;
  while (size > LINE_FLOOR && !words.every(fitsAt(size))) size -= LINE_SIZES.step;
  const fits = fitsAt(size);
  const pieces = words.flatMap((word) => (fits(word) ? [word] : splitLongWord(word, fits)));
  const lines = wrapWords(pieces, fits);
  if (lines.length <= LINE_MAX_LINES) return { lines, size };
  const broken = pieces.length > words.length;
  return { lines: withEllipsis(lines.slice(0, LINE_MAX_LINES), fits, broken), size };
}

/**
 * The last line ends in "…" after a whole word, dropping words (and, if a line's only word will
 * not take the ellipsis, that line) until it fits. Only a piece of a broken string is cut.
 */
function withEllipsis(lines: string[], fits: (text: string) => boolean, broken: boolean): string[] {
  const kept = [...lines];
  for (;;) {
    const words = kept[kept.length - 1].split(" ");
    while (words.length > 1 && !fits(ended(words.join(" ")))) words.pop();
    const last = ended(words.join(" "));
    if (fits(last)) return [...kept.slice(0, -1), last];
    if (broken) break;
    // A lone word that fills its line takes no ellipsis: it stays whole, the line ends there.
    if (kept.length === 1) return kept;
    kept.pop();
  }
  const chars = [...kept[kept.length - 1]];
  while (chars.length > 1 && !fits(ended(chars.join("")))) chars.pop();
  return [...kept.slice(0, -1), ended(chars.join(""))];
}

const ended = (text: string) => `${text.replace(/[\s,;:.!?—–-]+$/, "")}${ELLIPSIS}`;

// ---------------------------------------------------------------------------------------------
// The card

export type CardFonts = { serif: FontMetrics; sansBold: FontMetrics; sans: FontMetrics };
/**
 * `soften`: the picture carries its own lettering (the built-in studio's posters set their words
 * in), so it is blurred into a field of its colours and shapes: the card's line is then the only
 * text on it.
 */
export type CardHero = { href: string; soften: boolean };

const BRAND_SIZE = 24;
const BRAND_TRACKING = 0.14;
const MARK_SIZE = 22;
const MARK = `Made with ${PRODUCT_NAME}`;
const INK = "#fffaf3";
const AMBER = "#ffc53d";
const SOFTEN_BLUR = 40;
const SOFTEN_ZOOM = 1.45;

/**
 * A lettered poster is drawn larger and anchored at its foot: the studio sets its words at the
 * top, so most of them leave the frame before the blur turns the rest into colour.
 */
function heroImage(hero: CardHero): string {
  const href = escapeXml(hero.href);
  if (!hero.soften) {
    return `<image href="${href}" x="0" y="0" width="${CARD_WIDTH}" height="${CARD_HEIGHT}" preserveAspectRatio="xMidYMid slice"/>`;
  }
  const width = CARD_WIDTH * SOFTEN_ZOOM;
  const height = CARD_HEIGHT * SOFTEN_ZOOM;
  return `<image href="${href}" x="${number((CARD_WIDTH - width) / 2)}" y="${number(CARD_HEIGHT - height)}" width="${number(width)}" height="${number(height)}" preserveAspectRatio="xMidYMax slice" filter="url(#soften)"/>`;
}

function number(value: number): string {
  return String(Math.round(value * 10) / 10);
}

/** The brand in small capitals, shortened with an ellipsis (at a word) if it is very long. */
function brandLine(brand: string, metrics: FontMetrics, width: number): string {
  const upper = brand.toUpperCase();
  const tracking = BRAND_SIZE * BRAND_TRACKING;
  const fits = (text: string) => metrics.measure(text, BRAND_SIZE, tracking) <= width;
  if (fits(upper)) return upper;
  const words = upper.split(" ");
  while (words.length > 1 && !fits(`${words.join(" ")}${ELLIPSIS}`)) words.pop();
  return fits(`${words.join(" ")}${ELLIPSIS}`) ? `${words.join(" ")}${ELLIPSIS}` : "";
}

/**
 * The card as SVG. `hero.href` must be a data: URL (resvg loads nothing from outside); without
 * a hero the card is set on a dark field with an amber glow, so a link without images still
 * previews as a piece of work.
 */
export function cardSvg(content: CardContent, fonts: CardFonts, hero: CardHero | null): string {
  const set = setLine(content.line, fonts.serif);
  const lineStep = set.size * LINE_HEIGHT;
  const bottom = CARD_HEIGHT - 72;
  const markBaseline = bottom;
  // The line sits above the mark, its last baseline 58 px over it.
  const lastBaseline = markBaseline - MARK_SIZE - 46;
  const firstBaseline = lastBaseline - (set.lines.length - 1) * lineStep;
  const brand = content.brand ? brandLine(content.brand, fonts.sansBold, TEXT_WIDTH - 200) : "";
  const background = hero
    ? [
        heroImage(hero),
        // One even veil, then a deeper one from the top of the words down: any picture, even
        // one with its own lettering, sits back and the line reads on it at a thumbnail's size.
        `<rect width="${CARD_WIDTH}" height="${CARD_HEIGHT}" fill="#0c0a09" fill-opacity="0.42"/>`,
        `<rect width="${CARD_WIDTH}" height="${CARD_HEIGHT}" fill="url(#veil)"/>`,
      ].join("")
    : [
        `<rect width="${CARD_WIDTH}" height="${CARD_HEIGHT}" fill="#1c1611"/>`,
        `<rect width="${CARD_WIDTH}" height="${CARD_HEIGHT}" fill="url(#glow)"/>`,
      ].join("");
  const spans = set.lines
    .map(
      (text, index) =>
        `<tspan x="${MARGIN_X}" y="${number(firstBaseline + index * lineStep)}">${escapeXml(text)}</tspan>`,
    )
    .join("");
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${CARD_WIDTH}" height="${CARD_HEIGHT}" viewBox="0 0 ${CARD_WIDTH} ${CARD_HEIGHT}">`,
    "<defs>",
    `<linearGradient id="veil" x1="0" y1="0" x2="0" y2="1">`,
    `<stop offset="0" stop-color="#0c0a09" stop-opacity="0.35"/>`,
    `<stop offset="0.35" stop-color="#0c0a09" stop-opacity="0.05"/>`,
    `<stop offset="${number(Math.max(0.4, (firstBaseline - set.size) / CARD_HEIGHT))}" stop-color="#0c0a09" stop-opacity="0.25"/>`,
    `<stop offset="1" stop-color="#0c0a09" stop-opacity="0.8"/>`,
    "</linearGradient>",
    `<radialGradient id="glow" cx="0.85" cy="0.1" r="0.9">`,
    `<stop offset="0" stop-color="${AMBER}" stop-opacity="0.45"/>`,
    `<stop offset="0.6" stop-color="${AMBER}" stop-opacity="0.06"/>`,
    `<stop offset="1" stop-color="${AMBER}" stop-opacity="0"/>`,
    "</radialGradient>",
    // Blurred past reading, and past its edges so the card's own edges stay full.
    `<filter id="soften" x="-5%" y="-5%" width="110%" height="110%"><feGaussianBlur stdDeviation="${SOFTEN_BLUR}" edgeMode="duplicate"/></filter>`,
    "</defs>",
    background,
    brand
      ? `<text x="${MARGIN_X}" y="${72 + BRAND_SIZE}" font-family="Inter" font-weight="800" font-size="${BRAND_SIZE}" letter-spacing="${number(BRAND_SIZE * BRAND_TRACKING)}" fill="${INK}">${escapeXml(brand)}</text>`
      : "",
    `<text font-family="Fraunces" font-weight="600" font-size="${set.size}" fill="${INK}">${spans}</text>`,
    `<rect x="${MARGIN_X}" y="${markBaseline - MARK_SIZE * 0.38 - 1.5}" width="36" height="3" fill="${AMBER}"/>`,
    `<text x="${MARGIN_X + 52}" y="${markBaseline}" font-family="Inter" font-weight="500" font-size="${MARK_SIZE}" fill="${INK}" fill-opacity="0.82">${escapeXml(MARK)}</text>`,
    "</svg>",
  ].join("");
}
