/**
 * Text for the PDF's standard fonts. They encode WinAnsi only, and pdf-lib throws on anything
 * else, so a model's arrow or a user's emoji would sink the whole export: each character the font
 * can't draw becomes its closest drawable form, or goes.
 */

/** Look-alikes for common characters outside WinAnsi. */
const SUBSTITUTES: Record<string, string> = {
  "\u2010": "-",
  "\u2011": "-",
  "\u2012": "-",
  "\u2015": "—",
  "\u2212": "-",
  "\u2032": "'",
  "\u2033": '"',
  "\u2190": "<-",
  "\u2192": "->",
  "\u2194": "<->",
  "\u21d2": "=>",
  "\u2264": "<=",
  "\u2265": ">=",
  "\u2260": "!=",
  "\u2248": "~",
  "\u2713": "v",
  "\u2714": "v",
  "\u2715": "x",
  "\u2717": "x",
  "\u25cf": "•",
  "\u25aa": "•",
  "\u2023": "•",
  "\u2043": "-",
  "\u202f": " ",
  "\u2009": " ",
  "\u200a": " ",
  "\u2002": " ",
  "\u2003": " ",
  "\t": " ",
};

/** Keeps what `charset` can draw; replaces or drops the rest. Line breaks become spaces. */
export function sanitizeForFont(text: string, charset: ReadonlySet<number>): string {
  let out = "";
  for (const char of text.replace(/\r?\n/g, " ")) {
    const code = char.codePointAt(0) ?? 0;
    if (charset.has(code)) {
      out += char;
      continue;
    }
    const substitute = SUBSTITUTES[char];
    if (substitute !== undefined && [...substitute].every((c) => charset.has(c.codePointAt(0)!))) {
      out += substitute;
      continue;
    }
    // "ő" → "o", "ﬁ" → "fi": the letters without the marks the font lacks.
    const decomposed = [...char.normalize("NFKD")].filter((c) => charset.has(c.codePointAt(0)!));
    if (decomposed.length > 0) {
      out += decomposed.join("");
      continue;
    }
    // A letter of another script keeps its place; emoji, symbols and controls go.
    if (/\p{L}|\p{N}/u.test(char)) out += "?";
  }
  return out.replace(/ {2,}/g, " ");
}

/**
 * Lines no wider than `maxWidth`, broken between words; a word wider than a line is broken
 * between its characters.
 */
export function wrapText(text: string, maxWidth: number, measure: (s: string) => number): string[] {
  const lines: string[] = [];
  let line = "";
  for (const word of text.split(" ").filter((w) => w !== "")) {
    const candidate = line ? `${line} ${word}` : word;
    if (measure(candidate) <= maxWidth) {
      line = candidate;
      continue;
    }
    if (line) lines.push(line);
    let rest = word;
    while (measure(rest) > maxWidth) {
      let cut = 1;
      while (cut < rest.length && measure(rest.slice(0, cut + 1)) <= maxWidth) cut += 1;
      lines.push(rest.slice(0, cut));
      rest = rest.slice(cut);
    }
    line = rest;
  }
  if (line) lines.push(line);
  return lines;
}

/** Something with the code points it can encode: a pdf-lib font. */
type Encodes = { getCharacterSet(): number[] };

/**
 * `clean(text, font)`: what the standard fonts can't encode becomes a look-alike, or goes (see
 * sanitizeForFont); each font's character set is read once.
 */
export function fontCleaner() {
  const charsets = new Map<Encodes, Set<number>>();
  return (text: string, font: Encodes): string => {
    let charset = charsets.get(font);
    if (!charset) {
      charset = new Set(font.getCharacterSet());
      charsets.set(font, charset);
    }
    return sanitizeForFont(text, charset).trim();
  };
}
