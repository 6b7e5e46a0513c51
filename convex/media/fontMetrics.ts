/**
 * Advance widths read from a TrueType file, so text composed for the server-side renderer is
 * wrapped with the very face resvg draws it in (not with estimates). Reads `head` (units per
 * em), `hhea` and `hmtx` (advances), and the Unicode `cmap` (format 4, the Basic Multilingual
 * Plane). Kerning is ignored: it only ever tightens a line, so a measured line never overflows.
 */

export type FontMetrics = {
  /** Advance of `text` at `size` px, plus `tracking` px after each character but the last. */
  measure(text: string, size: number, tracking?: number): number;
  /** Whether the face has a glyph for the character (else the renderer falls back or skips it). */
  covers(char: string): boolean;
};

type Tables = Map<string, { offset: number; length: number }>;

function tables(view: DataView): Tables {
  const count = view.getUint16(4);
  const found: Tables = new Map();
  for (let index = 0; index < count; index += 1) {
    const at = 12 + index * 16;
    const tag = String.fromCharCode(
      view.getUint8(at),
      view.getUint8(at + 1),
      view.getUint8(at + 2),
      view.getUint8(at + 3),
    );
    found.set(tag, { offset: view.getUint32(at + 8), length: view.getUint32(at + 12) });
  }
  return found;
}

function table(found: Tables, tag: string) {
  const entry = found.get(tag);
  if (!entry) throw new Error(`The font has no ${tag} table.`);
  return entry;
}

/** Code point → glyph id, from the best Unicode BMP subtable (format 4). */
function cmapFormat4(view: DataView, cmapOffset: number): (codePoint: number) => number {
  const count = view.getUint16(cmapOffset + 2);
  let subtable = -1;
  for (let index = 0; index < count; index += 1) {
    const at = cmapOffset + 4 + index * 8;
    const platform = view.getUint16(at);
    const encoding = view.getUint16(at + 2);
    const offset = cmapOffset + view.getUint32(at + 4);
    const unicode = (platform === 3 && encoding === 1) || platform === 0;
    if (unicode && view.getUint16(offset) === 4) {
      subtable = offset;
      if (platform === 3) break;
    }
  }
  if (subtable < 0) throw new Error("The font has no Unicode cmap (format 4).");
  const segments = view.getUint16(subtable + 6) / 2;
  const ends = subtable + 14;
  const starts = ends + segments * 2 + 2;
  const deltas = starts + segments * 2;
  const rangeOffsets = deltas + segments * 2;
  return (codePoint) => {
    if (codePoint > 0xffff) return 0;
    for (let segment = 0; segment < segments; segment += 1) {
      const end = view.getUint16(ends + segment * 2);
      if (codePoint > end) continue;
      const start = view.getUint16(starts + segment * 2);
      if (codePoint < start) return 0;
      const delta = view.getInt16(deltas + segment * 2);
      const rangeAt = rangeOffsets + segment * 2;
      const rangeOffset = view.getUint16(rangeAt);
      if (rangeOffset === 0) return (codePoint + delta) & 0xffff;
      const glyph = view.getUint16(rangeAt + rangeOffset + (codePoint - start) * 2);
      return glyph === 0 ? 0 : (glyph + delta) & 0xffff;
    }
    return 0;
  };
}

export function fontMetrics(bytes: Uint8Array): FontMetrics {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const found = tables(view);
  const unitsPerEm = view.getUint16(table(found, "head").offset + 18);
  const longMetrics = view.getUint16(table(found, "hhea").offset + 34);
  const hmtx = table(found, "hmtx").offset;
  const glyphOf = cmapFormat4(view, table(found, "cmap").offset);
  // Glyphs past the long metrics share the last advance (monospaced tails).
  const advanceOf = (glyph: number) =>
    view.getUint16(hmtx + Math.min(glyph, longMetrics - 1) * 4) / unitsPerEm;
  const cache = new Map<number, number>();
  const notdef = advanceOf(0);
  const em = (codePoint: number) => {
    let width = cache.get(codePoint);
    if (width === undefined) {
      const glyph = glyphOf(codePoint);
      // A character the face lacks is drawn by a fallback face, if at all: count it wide.
      width = glyph === 0 ? Math.max(notdef, 0.7) : advanceOf(glyph);
      cache.set(codePoint, width);
    }
    return width;
  };
  return {
    measure(text, size, tracking = 0) {
      let total = 0;
      let count = 0;
      for (const char of text) {
        total += em(char.codePointAt(0) ?? 0);
        count += 1;
      }
      return total * size + Math.max(0, count - 1) * tracking;
    },
    covers(char) {
      return glyphOf(char.codePointAt(0) ?? 0) !== 0;
    },
  };
}
