import { BASE_VERBS, isPastVerb, isThirdPersonVerb, NOUN_VERBS } from "./verbs";

/**
 * Grammar seams: the places where a field pasted into a template shows (issue 40). Each rule
 * is one a copy editor would circle, judged from the text and the brief it was written from;
 * the corpus bench (bench/studio.ts) counts them over everything the studio writes.
 */

export type SeamRule =
  | "promise-of-verb"
  | "cut-quote"
  | "field-capital"
  | "doubled-word"
  | "a-an"
  | "dangling-punctuation";

export type Seam = { rule: SeamRule; excerpt: string };

/** The brief's fields the text may carry. */
export type SeamFields = {
  brand: string;
  audience?: string;
  product?: string;
  message?: string;
  uniqueSellingPoint?: string;
};

/** Abbreviations whose last full stop belongs to them ("3 a.m.", "the U.S."). */
const ABBREVIATION_CUT = /\b(?:a\.m|p\.m|U\.S|U\.K|e\.g|i\.e)(?![.\p{L}])/u;
const ABBREVIATION_END = /\b(?:\p{L}\.){2,}$|\b(?:etc|Co|Inc|Ltd|St|Dr|Mr|Mrs|Ms|No|vs)\.$/u;

/** Words that follow only a verb: "charge once", "study anywhere", "fix them". */
const AFTER_VERB =
  /^(?:once|twice|anywhere|everywhere|them|it|your|yours|yourself|us|me|there|here|away|back|out|up|better|faster|harder|less|more|together|again|now|today)$/i;

const excerpt = (text: string, index: number, length: number) =>
  text
    .slice(Math.max(0, index - 25), Math.min(text.length, index + length + 25))
    .replace(/\s+/g, " ")
    .trim();

/** Lowercase words, apostrophes kept, for comparing a quote with the message. */
export function normalized(text: string): string {
  return (
    text
      .toLowerCase()
      .replace(/’/g, "'")
      .match(/[\p{L}\p{N}']+/gu) ?? []
  ).join(" ");
}

/** The spans in double quotation marks. */
export function quotesIn(text: string): string[] {
  return [...text.matchAll(/"([^"]*)"|“([^”]*)”/g)].map((match) => match[1] ?? match[2] ?? "");
}

function promiseOfVerb(text: string): Seam[] {
  const found: Seam[] = [];
  for (const match of text.matchAll(
    /\bpromise of ([\p{L}'’]+)(?![-\p{L}])(?:,?\s+([\p{L}'’]+))?/giu,
  )) {
    const word = match[1].toLowerCase();
    const next = (match[2] ?? "").toLowerCase();
    const verb =
      /^(?:don't|don’t|never|let's)$/.test(word) ||
      isThirdPersonVerb(word) ||
      (BASE_VERBS.has(word) && !NOUN_VERBS.has(word)) ||
      (NOUN_VERBS.has(word) && AFTER_VERB.test(next)) ||
      (isPastVerb(word) && /^(?:to|in|by|for|from|with|at|on|\d.*)$/.test(next));
    if (verb) {
      found.push({ rule: "promise-of-verb", excerpt: excerpt(text, match.index, match[0].length) });
    }
  }
  return found;
}

/**
 * Whether the text's first `count` normalized words end on a comma, semicolon, colon or dash:
 * a quote that stops there is a phrase quoted whole, not a line cut short.
 */
function endsAtComma(text: string, count: number): boolean {
  const words = text.trim().split(/\s+/);
  let seen = 0;
  for (let index = 0; index < words.length; index += 1) {
    seen += normalized(words[index]).split(" ").filter(Boolean).length;
    if (seen === count)
      return /[,;:]$/.test(words[index]) || /^[–—-]$/.test(words[index + 1] ?? "");
    if (seen > count) return false;
  }
  return false;
}

function cutQuotes(text: string, message: string | undefined): Seam[] {
  const found: Seam[] = [];
  const cut = ABBREVIATION_CUT.exec(text);
  if (cut) found.push({ rule: "cut-quote", excerpt: excerpt(text, cut.index, cut[0].length) });
  if ((text.match(/"/g) ?? []).length % 2 === 1) {
    found.push({ rule: "cut-quote", excerpt: `unbalanced quotation marks: ${text.slice(0, 60)}` });
  }
  const whole = normalized(message ?? "");
  if (whole.split(" ").length >= 3) {
    for (const quote of quotesIn(text)) {
      const part = normalized(quote);
      // A quote that stops partway through the message: the reader sees a line cut short.
      // One word is a keyword quoted, not the message; a clause that ends at the message's
      // comma or colon is a phrase quoted whole ("two claims: “A real office” and …").
      // A quote closed with "…" is an excerpt, marked as one.
      const cut =
        !/…\s*$/.test(quote) &&
        part.includes(" ") &&
        part !== whole &&
        whole.startsWith(`${part} `) &&
        !endsAtComma(message ?? "", part.split(" ").length);
      if (cut) {
        found.push({ rule: "cut-quote", excerpt: `"${quote}"` });
      }
    }
  }
  return found;
}

/** An ordinary word typed capitalised because it opened the field: "Night-shift", "Busy". */
const ORDINARY_CAPITAL = /^\p{Lu}\p{Ll}+(?:-\p{Ll}+)*$/u;

function fieldCapitals(text: string, fields: SeamFields): Seam[] {
  const brandWords = new Set(fields.brand.split(/\s+/));
  const outside = text.replace(/"[^"]*"|“[^”]*”/g, '""');
  const found: Seam[] = [];
  for (const field of [fields.audience, fields.product, fields.uniqueSellingPoint]) {
    const [first = "", second = ""] = (field ?? "").trim().split(/\s+/);
    // A name ("Café Zürich", "Harbour Road") keeps its capitals; so do the brand's words.
    if (!ORDINARY_CAPITAL.test(first) || brandWords.has(first) || /^\p{Lu}/u.test(second)) {
      continue;
    }
    // After an all-lowercase word and before one: in title case ("What Busy Parents Told Us")
    // every word is capitalised and nothing is wrong.
    const mid = new RegExp(
      `(?<=(?:^|[\\s(])\\p{Ll}[\\p{L}'’-]*,? )${first}(?= \\p{Ll}|,)`,
      "u",
    ).exec(outside);
    if (mid)
      found.push({ rule: "field-capital", excerpt: excerpt(outside, mid.index, first.length) });
  }
  return found;
}

function doubledWords(text: string): Seam[] {
  // Spaces only: a title's last word may open the text under it on the next line.
  const match = /(?<![\p{L}'’])([\p{L}]+) +\1(?![\p{L}'’])/iu.exec(text);
  if (!match || /^(?:that|had)$/i.test(match[1])) return [];
  return [{ rule: "doubled-word", excerpt: excerpt(text, match.index, match[0].length) }];
}

/** Whether a word takes "an", by its sound as far as spelling and digits tell. */
export function takesAn(word: string): boolean {
  if (/^\d/.test(word)) return /^(?:8|1[18](?![\d])|1[18][,.]?\d{3}(?!\d))/.test(word);
  // An acronym is read letter by letter: "an MBA", "a CPA", "an FAQ".
  if (/^\p{Lu}{2,}\b/u.test(word)) return /^[AEFHILMNORSX]/.test(word);
  const lower = word.toLowerCase();
  if (/^(?:hour|honest|honou?r|heir)/.test(lower)) return true;
  if (/^(?:uni|use|usu|usa|ure|uti|eu|ewe|one\b|once)/.test(lower)) return false;
  return /^[aeiou]/.test(lower);
}

function articles(text: string): Seam[] {
  const found: Seam[] = [];
  const pattern = /(?<![\p{L}\p{N}.'’-])(a|an)\s+["'“‘(]?([\p{L}\p{N}][\p{L}\p{N}'’-]*)/giu;
  for (const match of text.matchAll(pattern)) {
    const wantsAn = takesAn(match[2]);
    if (wantsAn !== (match[1].toLowerCase() === "an")) {
      found.push({ rule: "a-an", excerpt: excerpt(text, match.index, match[0].length) });
    }
  }
  return found;
}

function punctuation(text: string): Seam[] {
  const checks: [RegExp, (match: RegExpExecArray) => boolean][] = [
    [/\s[,.;:!?](?!\.\.)/, () => true],
    [/[,;:]\s*[.!?]/, () => true],
    [/[!?]\./, () => true],
    [/(?<!\.)\.\.(?!\.)/, () => true],
    // "3 a.m., when" is right; "fresh., every" is not.
    [/\.[,;:]/, (m) => !ABBREVIATION_END.test(text.slice(0, m.index + 1))],
    [/\(\s*\)|""|“”/, () => true],
    [/[,;:(–—-]\s*$/, () => true],
  ];
  for (const [pattern, applies] of checks) {
    const match = pattern.exec(text);
    if (match && applies(match)) {
      return [
        {
          rule: "dangling-punctuation",
          excerpt: excerpt(text, match.index, match[0].length),
        },
      ];
    }
  }
  return [];
}

/** Every seam in one piece of text the studio wrote for a brief. */
export function seamsIn(text: string, fields: SeamFields): Seam[] {
  return [
    ...promiseOfVerb(text),
    ...cutQuotes(text, fields.message),
    ...fieldCapitals(text, fields),
    ...doubledWords(text),
    ...articles(text),
    ...punctuation(text),
  ];
}

/**
 * The quotes of the key message in a text and how many are whole: a quote is of the message
 * when it opens with the message's first three words (all of them when it is shorter).
 */
export function messageQuotes(text: string, message: string): { quoted: number; whole: number } {
  const whole = normalized(message);
  const opening = whole.split(" ").slice(0, 3).join(" ");
  let quoted = 0;
  let intact = 0;
  for (const quote of quotesIn(text)) {
    const part = normalized(quote);
    if (opening === "" || !(part === opening || part.startsWith(`${opening} `))) continue;
    if (part !== whole && endsAtComma(message, part.split(" ").length)) continue;
    if (/…\s*$/.test(quote)) continue;
    quoted += 1;
    // The message whole, alone or with the line around it ("Get paid in 3 days, not 30. Ledgerly").
    if (part === whole || part.startsWith(`${whole} `)) intact += 1;
  }
  return { quoted, whole: intact };
}
