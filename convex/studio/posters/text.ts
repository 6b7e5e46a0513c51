/**
 * Setting type without a font engine: widths come from the Helvetica Bold and Times Roman AFM
 * metrics (Arial/Liberation Sans and Georgia/Liberation Serif are close; a safety factor covers
 * Georgia and other fallbacks), so headlines are wrapped and sized to fit before they are drawn.
 */

export type FontId = "sans" | "sansRegular" | "serif";

export const FONT_STACKS: Record<FontId, { family: string; weight: number }> = {
  sans: {
    family: "'Helvetica Neue', Helvetica, Arial, 'Liberation Sans', 'DejaVu Sans', sans-serif",
    weight: 800,
  },
  sansRegular: {
    family: "'Helvetica Neue', Helvetica, Arial, 'Liberation Sans', 'DejaVu Sans', sans-serif",
    weight: 500,
  },
  serif: {
    family: "Georgia, 'Times New Roman', 'Liberation Serif', 'DejaVu Serif', serif",
    weight: 400,
  },
};

/** Characters per width in 1/1000 em. */
type Metrics = { widths: Map<string, number>; fallback: number; scale: number };

function metrics(groups: Record<number, string>, fallback: number, scale: number): Metrics {
  const widths = new Map<string, number>();
  for (const [width, chars] of Object.entries(groups)) {
    for (const char of chars) widths.set(char, Number(width));
  }
  return { widths, fallback, scale };
}

const HELVETICA_BOLD = metrics(
  {
    238: "'",
    278: " .,:;!Iijl|/",
    333: "-()ft[]",
    389: "r*",
    474: '"',
    500: "z",
    556: "0123456789$#_acekJsvxy",
    584: "+<=>",
    611: "FLTZbdghnopqu?",
    667: "EPSVXY",
    722: "ABCDHKNRU&",
    778: "GOQw",
    833: "M",
    889: "m%",
    944: "W",
    975: "@",
  },
  600,
  // Heavier weights (800) and Arial run a little wider than Helvetica Bold.
  1.05,
);

const TIMES_ROMAN = metrics(
  {
    250: " .,",
    278: "ijlt:;",
    333: "-()frI!'[]",
    389: "sJ",
    444: "aceqz?",
    500: "0123456789bdghknopuvxy$#",
    556: "FPS",
    611: "ELTZ",
    667: "BCR",
    722: "ADGHKNOQUVXYw",
    778: "m&",
    889: "M",
    944: "W%",
  },
  520,
  // Georgia is about 12-15% wider than Times.
  1.16,
);

const METRICS: Record<FontId, Metrics> = {
  sans: HELVETICA_BOLD,
  sansRegular: metrics(
    {
      278: " .,:;!Iijl|/'",
      333: "-()frt",
      500: "sz",
      556: "0123456789acekJvxy?bdghnopqu",
      667: "EPSVXYF",
      722: "ABCDHKNRU",
      778: "GOQw",
      833: "mM",
      944: "W",
    },
    580,
    1.04,
  ),
  serif: TIMES_ROMAN,
};

/** Estimated advance width of `text` at `size` px, including letter spacing (in em). */
export function measure(text: string, font: FontId, size: number, tracking = 0): number {
  const { widths, fallback, scale } = METRICS[font];
  let total = 0;
  // Accents do not change width much: measure the base letter.
  for (const char of text.normalize("NFD").replace(/[\u0300-\u036f]/g, "")) {
    const code = char.codePointAt(0) ?? 0;
    total += widths.get(char) ?? (code > 0x2e80 ? 1000 : fallback);
  }
  const chars = [...text].length;
  return (total / 1000) * size * scale + Math.max(0, chars - 1) * tracking * size;
}

/** Greedy line breaking at spaces; a word longer than the line stays whole on its own line. */
export function wrap(text: string, font: FontId, size: number, maxWidth: number, tracking = 0) {
  const words = text.split(/\s+/).filter(Boolean);
  const lines: string[] = [];
  let line = "";
  for (const word of words) {
    const candidate = line ? `${line} ${word}` : word;
    if (line && measure(candidate, font, size, tracking) > maxWidth) {
      lines.push(line);
      line = word;
    } else {
      line = candidate;
    }
  }
  if (line) lines.push(line);
  return lines;
}

export type FitOptions = {
  font: FontId;
  maxWidth: number;
  maxHeight: number;
  maxSize: number;
  minSize: number;
  lineHeight: number;
  maxLines: number;
  tracking?: number;
};

export type FittedText = { lines: string[]; size: number; width: number; height: number };

/**
 * The largest size (down to minSize) at which `text` fits the box within maxLines, with evenly
 * balanced lines. At minSize, text that still does not fit is shortened with an ellipsis.
 */
export function fitText(text: string, options: FitOptions): FittedText {
  const { font, maxWidth, maxHeight, lineHeight, maxLines, tracking = 0 } = options;
  const fits = (lines: string[], size: number) =>
    lines.length <= maxLines &&
    lines.length * size * lineHeight <= maxHeight &&
    lines.every((line) => measure(line, font, size, tracking) <= maxWidth);

  const sizes: number[] = [];
  for (let size = options.maxSize; size > options.minSize; size = Math.floor(size * 0.95)) {
    sizes.push(size);
  }
  sizes.push(options.minSize);
  for (const size of sizes) {
    const lines = wrap(text, font, size, maxWidth, tracking);
    if (fits(lines, size)) return finish(balance(text, lines.length, size, options), size, options);
  }
  const size = options.minSize;
  let words = text.split(/\s+/).filter(Boolean);
  let lines = wrap(text, font, size, maxWidth, tracking);
  while (words.length > 1 && !fits(lines, size)) {
    words = words.slice(0, -1);
    lines = wrap(`${words.join(" ")}…`, font, size, maxWidth, tracking);
  }
  // One word longer than the line (a URL, a long compound): cut it letter by letter.
  while (lines.length === 1 && lines[0].length > 2 && !fits(lines, size)) {
    lines = [`${lines[0].replace(/…$/, "").slice(0, -1)}…`];
  }
  return finish(lines, size, options);
}

/**
 * Line breaks with the fewest lines and the evenest rag (least squared slack; the last line
 * counts less) and no lone short word on the last line when that can be helped.
 */
function balance(text: string, count: number, size: number, options: FitOptions): string[] {
  const { font, maxWidth, tracking = 0 } = options;
  const words = text.split(/\s+/).filter(Boolean);
  const n = words.length;
  if (count < 2 || n > 60) return wrap(text, font, size, maxWidth, tracking);
  // best[j]: cheapest breaking of the first j words as [cost, start of its last line].
  const best: ([number, number] | null)[] = [[0, -1]];
  for (let j = 1; j <= n; j += 1) {
    best[j] = null;
    for (let i = j - 1; i >= 0; i -= 1) {
      const width = measure(words.slice(i, j).join(" "), font, size, tracking);
      if (width > maxWidth && j - i > 1) break;
      const previous = best[i];
      if (!previous) continue;
      const slack = Math.max(0, maxWidth - width) / maxWidth;
      const last = j === n;
      const lone = last && j - i === 1 && n > 2 ? 0.6 : 0;
      const cost = previous[0] + 1000 + slack * slack * (last ? 0.25 : 1) + lone;
      const current = best[j];
      if (!current || cost < current[0]) best[j] = [cost, i];
    }
  }
  const lines: string[] = [];
  for (let j = n; j > 0;) {
    const from = best[j]?.[1] ?? 0;
    lines.unshift(words.slice(from, j).join(" "));
    j = from;
  }
  return lines.length <= count ? lines : wrap(text, font, size, maxWidth, tracking);
}

function finish(lines: string[], size: number, options: FitOptions): FittedText {
  const width = Math.max(0, ...lines.map((l) => measure(l, options.font, size, options.tracking)));
  return { lines, size, width, height: lines.length * size * options.lineHeight };
}

const XML_ESCAPES: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&apos;",
};

/** XML 1.0's Char production: anything else (controls, lone surrogates) makes a file invalid. */
function isXmlChar(code: number): boolean {
  return (
    code === 0x9 ||
    code === 0xa ||
    code === 0xd ||
    (code >= 0x20 && code <= 0xd7ff) ||
    (code >= 0xe000 && code <= 0xfffd) ||
    code >= 0x10000
  );
}

/** Text safe inside XML content and attribute values; characters XML forbids are dropped. */
export function escapeXml(value: string): string {
  let out = "";
  for (const char of value) {
    if (isXmlChar(char.codePointAt(0) ?? 0)) out += XML_ESCAPES[char] ?? char;
  }
  return out;
}
