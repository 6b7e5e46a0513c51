import type { Random } from "./random";

/**
 * Poster colour: brand colours when the brief has them, otherwise one of a set of print-minded
 * palettes; text colour is always chosen by contrast against what it sits on.
 */

export type Palette = {
  /** Background of light layouts ("paper"). */
  paper: string;
  /** Darkest colour: body text and rules. */
  ink: string;
  /** The brand's main colour. */
  primary: string;
  secondary: string;
  accent: string;
};

type Rgb = [number, number, number];

/** "#abc", "#aabbcc" or "aabbcc" as "#aabbcc"; null for anything else. */
export function normalizeHex(value: string): string | null {
  const match = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(value.trim());
  if (!match) return null;
  const hex = match[1].length === 3 ? [...match[1]].map((c) => c + c).join("") : match[1];
  return `#${hex.toLowerCase()}`;
}

function rgb(hex: string): Rgb {
  const value = parseInt(hex.slice(1), 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

function toHex([r, g, b]: Rgb): string {
  const part = (n: number) =>
    Math.round(Math.min(255, Math.max(0, n)))
      .toString(16)
      .padStart(2, "0");
  return `#${part(r)}${part(g)}${part(b)}`;
}

/** `a` moved towards `b` by `amount` (0 = a, 1 = b). */
export function mix(a: string, b: string, amount: number): string {
  const [x, y] = [rgb(a), rgb(b)];
  return toHex([0, 1, 2].map((i) => x[i] + (y[i] - x[i]) * amount) as Rgb);
}

/** WCAG relative luminance. */
export function luminance(hex: string): number {
  const [r, g, b] = rgb(hex).map((channel) => {
    const c = channel / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

export function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light + 0.05) / (dark + 0.05);
}

export function isDark(hex: string): boolean {
  return luminance(hex) < 0.18;
}

/**
 * Text colour for `fill`: the palette's own ink or paper when it reaches 4.5:1, else whichever of
 * them or black/white contrasts most (mid-tone reds reach only about 4.4 with either; poster type
 * is large, where 3:1 is the WCAG threshold).
 */
export function textOn(fill: string, palette: Palette): string {
  const candidates = [palette.ink, palette.paper, "#000000", "#ffffff"];
  const best = candidates.reduce((winner, candidate) =>
    contrast(candidate, fill) > contrast(winner, fill) + 0.01 ? candidate : winner,
  );
  for (const own of [palette.ink, palette.paper]) {
    if (contrast(own, fill) >= 4.5) return own;
  }
  return best;
}

function hue(hex: string): number {
  const [r, g, b] = rgb(hex).map((c) => c / 255);
  const max = Math.max(r, g, b);
  const d = max - Math.min(r, g, b);
  if (d === 0) return 0;
  const h = max === r ? ((g - b) / d) % 6 : max === g ? (b - r) / d + 2 : (r - g) / d + 4;
  return (h * 60 + 360) % 360;
}

// [paper, ink, primary, secondary, accent]: tested pairings from print (Swiss, Bauhaus, editorial).
const PALETTES: readonly (readonly [string, string, string, string, string])[] = [
  ["#f2ede4", "#121212", "#e63322", "#1f4e9e", "#f2c230"],
  ["#efe8d8", "#1a1a1a", "#2456a6", "#d7352b", "#f1b72b"],
  ["#f4f1ea", "#0e2a3b", "#ff6b4a", "#1e7f8c", "#f7c548"],
  ["#ede6d6", "#1f2a1f", "#2e5e3a", "#a63d2f", "#d98e32"],
  ["#fff8e7", "#1d1d1b", "#ff8a00", "#00817a", "#ff3d6e"],
  ["#f3efe6", "#0b1f3a", "#0b1f3a", "#f26b38", "#8fb8de"],
  ["#f7e9e3", "#2b1b17", "#e0533d", "#5b3f8c", "#f2b8a2"],
  ["#e8f1ec", "#13241d", "#1f8a70", "#ff5a36", "#ffd166"],
  ["#fafaf7", "#0d0d0d", "#e10600", "#0d0d0d", "#bfbfbf"],
  ["#f3e9d2", "#2a2118", "#c8553d", "#588b8b", "#f28f3b"],
  ["#f4effa", "#1c1433", "#1c1433", "#ff5d73", "#ffc857"],
  ["#f1ece2", "#1b1b1b", "#c9a227", "#1b1b1b", "#7a1f1f"],
];

const ACCENTS = ["#f2c230", "#ff5a36", "#1e7f8c", "#e63322", "#7c5cff", "#00a19a", "#f26b38"];

/**
 * The brand's colours when given (first is primary), completed with derived tints and a
 * contrasting accent; otherwise a curated palette picked by the seed.
 */
export function posterPalette(brandColors: readonly string[] | undefined, random: Random): Palette {
  const brand = (brandColors ?? []).map(normalizeHex).filter((c): c is string => c !== null);
  if (brand.length === 0) {
    const [paper, ink, primary, secondary, accent] = random.pick(PALETTES);
    return { paper, ink, primary, secondary, accent };
  }
  const primary = brand[0];
  const paper = mix(primary, "#f6f2ea", 0.9);
  const ink = mix(primary, "#101010", 0.88);
  const secondary =
    brand[1] ?? (isDark(primary) ? mix(primary, "#ffffff", 0.45) : mix(primary, "#000000", 0.45));
  const accent =
    brand[2] ??
    [...ACCENTS].sort((a, b) => hueDistance(b, primary) - hueDistance(a, primary))[
      random.int(0, 1)
    ];
  return { paper, ink, primary, secondary, accent };
}

function hueDistance(a: string, b: string): number {
  const d = Math.abs(hue(a) - hue(b)) % 360;
  return Math.min(d, 360 - d);
}

/** WCAG AA for normal-size text: every word a poster sets reaches it. */
export const TEXT_CONTRAST = 4.5;

/**
 * How far the film grain (svg.ts `grain`, drawn over the art and the fields under the type, but
 * under the type itself) can move a field's colour towards black or white.
 */
export const GRAIN_SHIFT = 0.07;

/** A text colour's worst contrast on `field`, with the grain darkening or lightening the field. */
export function textContrast(text: string, field: string): number {
  return Math.min(
    contrast(text, field),
    contrast(text, mix(field, "#000000", GRAIN_SHIFT)),
    contrast(text, mix(field, "#ffffff", GRAIN_SHIFT)),
  );
}

/**
 * The text colour for words set on `field`: the palette's ink or paper when either reaches 4.5:1
 * under the grain, else black or white, whichever does better. Use `legibleField` for the field
 * first: a mid-tone can defeat both.
 */
export function readableOn(field: string, palette: Palette): string {
  for (const own of [palette.ink, palette.paper]) {
    if (textContrast(own, field) >= TEXT_CONTRAST) return own;
  }
  return textContrast("#000000", field) >= textContrast("#ffffff", field) ? "#000000" : "#ffffff";
}

/**
 * `field`, or the nearest shade of it that some text colour reads on at 4.5:1 (mid-tones around
 * 18% luminance reach only about 4.5 with black or white, less under the grain): pushed towards
 * black or white, whichever is nearer, in small steps.
 */
export function legibleField(field: string, palette: Palette): string {
  const towards = luminance(field) > 0.19 ? "#ffffff" : "#000000";
  for (let step = 0; step <= 10; step += 1) {
    const shade = mix(field, towards, step * 0.04);
    if (textContrast(readableOn(shade, palette), shade) >= TEXT_CONTRAST) return shade;
  }
  return towards;
}
