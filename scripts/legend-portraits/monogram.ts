import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";

/**
 * Initials set as outlines (no font needed where the SVG is shown): Fraunces display, a roman
 * capital beside an italic one, set close like an editorial monogram.
 */

type Glyph = { d: string; advance: number; bounds: [number, number, number, number] };
type Face = { unitsPerEm: number; capHeight: number; glyphs: Record<string, Glyph> };
type GlyphData = { source: string; roman: Face; italic: Face };

const data = JSON.parse(
  readFileSync(fileURLToPath(new URL("./fraunces-glyphs.json", import.meta.url)), "utf8"),
) as GlyphData;

export const GLYPH_SOURCE = data.source;

/** "David Ogilvy" → "DO"; "Claude C. Hopkins" → "CH"; overrides win. */
export function initialsOf(name: string, override?: string): string {
  if (override) return override;
  const words = name
    .replace(/&/g, " ")
    .split(/\s+/)
    .filter((word) => /^[A-Z]/.test(word) && !/^[A-Z]\.$/.test(word));
  return (words[0][0] + words[words.length - 1][0]).toUpperCase();
}

type Placed = { glyph: Glyph; x: number };

/** Space between the letters' ink boxes, in ems (negative: the italic leans into the gap). */
const PAIR_TRACKING = 0.025;
const TRIPLE_TRACKING = 0.01;

/** Canvas-space SVG of the initials, centred on (cx, cy), cap height `capPx`, max width. */
export function monogram(
  initials: string,
  options: { cx: number; cy: number; capPx: number; maxWidth: number; fill: string },
): string {
  const letters = [...initials];
  // Pairs: roman + italic. Longer monograms stay roman (thin italics crowd), except "&".
  const faces = letters.map((char, index) =>
    char === "&" || (letters.length === 2 && index === 1) ? data.italic : data.roman,
  );
  const tracking = letters.length === 2 ? PAIR_TRACKING : TRIPLE_TRACKING;
  const placed: Placed[] = [];
  letters.forEach((char, index) => {
    const glyph = faces[index].glyphs[char];
    if (!glyph) throw new Error(`No outline for "${char}": add it to extract-glyphs.py`);
    const previous = placed[index - 1];
    // Ink box to ink box, slightly overlapped: italics lean into the gap without colliding.
    const x = previous
      ? previous.x + previous.glyph.bounds[2] - glyph.bounds[0] + tracking * faces[index].unitsPerEm
      : 0;
    placed.push({ glyph, x });
  });
  const inkLeft = placed[0].x + placed[0].glyph.bounds[0];
  const last = placed[placed.length - 1];
  const inkRight = last.x + last.glyph.bounds[2];
  const capHeight = data.roman.capHeight;
  const scale = Math.min(options.capPx / capHeight, options.maxWidth / (inkRight - inkLeft));
  const originX = options.cx - ((inkLeft + inkRight) / 2) * scale;
  const baseline = options.cy + (capHeight * scale) / 2;
  return placed
    .map(
      ({ glyph, x }) =>
        `<path fill="${options.fill}" transform="translate(${fmt(originX + x * scale)} ${fmt(baseline)}) scale(${fmt(scale, 5)} ${fmt(-scale, 5)})" d="${glyph.d}"/>`,
    )
    .join("");
}

export function fmt(value: number, digits = 2): string {
  return Number(value.toFixed(digits)).toString();
}
