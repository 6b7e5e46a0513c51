/**
 * Small copy helpers so user-typed brief fields read naturally inside composed sentences.
 */

export function squash(text: string): string {
  return text.replace(/\s+/g, " ").trim();
}

/** An abbreviation of dotted letters ends the text: "3 a.m.", "the U.S.", "e.g.". */
const DOTTED_TAIL = /(?:^|[^\p{L}.])(?:\p{L}\.){2,}$/u;

/**
 * Where one sentence ends and the next begins: after . ! or ? (and a closing quote or
 * bracket), unless the next word is lowercase ("3 a.m. as at 9", "e.g. coffee") or the stop
 * belongs to a title or a short form that never ends a sentence ("Dr.", "No.", "vs.").
 */
export const SENTENCE_BREAK =
  /(?<=[.!?]["”’')\]]?)(?<!\b(?:Mr|Mrs|Ms|Dr|St|No|vs|approx|incl)\.)\s+(?![\p{Ll}])/u;

/** The sentences of a text, split at SENTENCE_BREAK. */
export function splitSentences(text: string): string[] {
  return squash(text)
    .split(SENTENCE_BREAK)
    .filter((part) => part !== "");
}

/**
 * Trimmed, without closing punctuation, so it can sit inside a sentence. A dotted
 * abbreviation keeps its last full stop: "3 a.m." is not "3 a.m".
 */
export function clause(text: string): string {
  const value = squash(text);
  const bare = value.replace(/[\s.!?;:,]+$/, "");
  return value.startsWith(`${bare}.`) && DOTTED_TAIL.test(`${bare}.`) ? `${bare}.` : bare;
}

/**
 * The last pass over anything the studio writes: a full stop after a dotted abbreviation's
 * own ("…at 3 a.m.." → "…at 3 a.m.") and a space before a comma or full stop go.
 */
export function tidyPunctuation(text: string): string {
  return text
    .replace(/((?:^|[^\p{L}.])(?:\p{L}\.){2,})\./gu, "$1")
    .replace(/ +([,;.](?!\.))/g, "$1");
}

/** Ends the text with `mark` unless a dotted abbreviation already closes it ("…at 3 a.m."). */
export function endWith(text: string, mark: string): string {
  return mark === "." && DOTTED_TAIL.test(text) ? text : `${text}${mark}`;
}

export function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** Common sentence openers that may be lowercased mid-sentence ("Our coffee" → "our coffee"). */
const LOWERABLE = new Set(
  "a an the our your we you it its this that these those every each all most some more less make get be being feel find give help let stay keep real great better simple".split(
    " ",
  ),
);

/**
 * The text as a clause that can follow other words ("…because our coffee is fair-trade").
 * The first word is lowercased when it is a common opener or an ordinary capitalised word, and
 * kept when it is one of `proper` (the brand's own words) or looks like a name or acronym.
 */
export function inner(text: string, proper: string[] = []): string {
  const value = clause(text);
  const first = value.split(/\s/, 1)[0] ?? "";
  if (proper.some((word) => word.toLowerCase() === first.toLowerCase())) return value;
  if (LOWERABLE.has(first.toLowerCase()) && first !== first.toUpperCase()) {
    return value.charAt(0).toLowerCase() + value.slice(1);
  }
  return lowerLead(value);
}

/**
 * A common-noun phrase as it reads mid-sentence: "Busy parents" → "busy parents", while
 * "Gen Z gamers" and "iPhone owners" stay as typed.
 */
export function lowerLead(text: string): string {
  const value = clause(text);
  const [first = "", second = ""] = value.split(/\s+/);
  // "Honest, self-deprecating" is judged on "Honest".
  const bare = first.replace(/[^\p{L}]+$/u, "");
  // "Night-shift nurses" and "First-time buyers" are common nouns too.
  return /^\p{Lu}\p{Ll}*(?:-\p{Ll}+)*$/u.test(bare) && bare !== "I" && !/^\p{Lu}/u.test(second)
    ? value.charAt(0).toLowerCase() + value.slice(1)
    : value;
}

/**
 * "a" or "an" before a word, by its sound as far as spelling tells: "an hour", "a unit",
 * "a one-off", "an MBA" (read letter by letter), "an 8-week course", "an 11".
 */
export function article(word: string): string {
  const value = word.trim().replace(/^["'“‘(]+/, "");
  if (/^\d/.test(value)) return /^(?:8|1[18](?!\d)|1[18][,.]?\d{3}(?!\d))/.test(value) ? "an" : "a";
  if (/^\p{Lu}{2,}(?![\p{Ll}])/u.test(value)) return /^[AEFHILMNORSX]/.test(value) ? "an" : "a";
  if (/^(?:hour|honest|honou?r|heir)/i.test(value)) return "an";
  if (/^(?:uni|use|usu|ure|uti|eu|ewe|one\b|once\b)/i.test(value)) return "a";
  return /^[aeiou]/i.test(value) ? "an" : "a";
}

/** One sentence: capitalised, ending in . ! or ?. */
export function sentence(text: string): string {
  const value = squash(text);
  if (value === "") return value;
  // "eBay sells…" keeps its name's casing.
  const cased = /^\p{Ll}+\p{Lu}/u.test(value) ? value : capitalize(value);
  return /[.!?]["')\]]?$/.test(cased) ? cased : `${cased}.`;
}

/**
 * The title-case rule for campaign names and titles (headline style, as the Chicago Manual
 * has it): capitalise every word except articles, coordinating conjunctions and prepositions,
 * which stay lowercase unless they open or close the title or follow a colon or dash. Each
 * part of a hyphenated compound follows the same rule. Names keep their own casing: ALL-CAPS
 * acronyms, mixed-case names ("iPhone") and the `keep` words (the brand as typed).
 */
export const TITLE_SMALL_WORDS: ReadonlySet<string> = new Set(
  (
    "a an the and but or nor so yet as at by for from in into of on onto per than to via " +
    "with within without about across after against among between during through toward " +
    "towards under until upon"
  ).split(" "),
);

function titleWord(word: string, edge: boolean): string {
  return word
    .split("-")
    .map((part, index) => {
      if (part === "" || (part === part.toUpperCase() && /\p{Lu}{2}/u.test(part))) return part;
      if (/^\p{Ll}+\p{Lu}/u.test(part)) return part;
      const lower = part.toLowerCase();
      return TITLE_SMALL_WORDS.has(lower) && !(edge && index === 0) ? lower : capitalize(part);
    })
    .join("-");
}

export function titleCase(text: string, keep: string[] = []): string {
  const kept = new Set(keep.flatMap((name) => squash(name).split(" ")));
  const tokens = squash(text).split(" ");
  return tokens
    .map((token, index) => {
      // Names and dotted abbreviations ("a.m.", "U.S.") keep their casing.
      if (kept.has(token) || /^(?:\p{L}\.){2,}[,;:]?$/u.test(token)) return token;
      if (/^(?:km|kg|mph|ml|cm|mm|mg)[,.;:]?$/i.test(token)) return token.toLowerCase();
      const edge =
        index === 0 || index === tokens.length - 1 || /[:—–]$/.test(tokens[index - 1] ?? "");
      // Keep surrounding punctuation: 'Why Pay More for Less?' and '"Quoted" Names'.
      const [, lead = "", word = "", tail = ""] =
        /^([^\p{L}\p{N}]*)(.*?)([^\p{L}\p{N}]*)$/u.exec(token) ?? [];
      return `${lead}${titleWord(word, edge)}${tail}`;
    })
    .join(" ");
}

/** "keyVisualElements" / "key_visual_elements" → "key visual elements". */
export function humanize(key: string): string {
  return key
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .replace(/[_-]+/g, " ")
    .toLowerCase()
    .trim();
}

/** Cut at a word boundary so the text fits `max` characters. */
export function fitLength(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max);
  const space = cut.lastIndexOf(" ");
  return (space > max * 0.6 ? cut.slice(0, space) : cut).replace(/[\s,;:]+$/, "");
}

/** A URL-safe slug: "Acme Coffee Co." → "acme-coffee-co". */
export function slugify(text: string): string {
  const slug = text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
  return slug === "" ? "brand" : slug;
}

export function numbered(lines: string[]): string {
  return lines.map((line, index) => `${index + 1}. ${line}`).join("\n");
}

/**
 * Text the user typed or a page said, safe to place in prose that may become markdown: markup
 * and link syntax, code marks and double quotes (which the studio uses itself) are removed, so
 * nothing typed can open an image, a link or a quotation the copy did not mean.
 */
export function plainText(text: string): string {
  const value = squash(
    text
      .replace(/!?\[([^\]]*)\]\([^)]*\)?/g, "$1")
      .replace(/\b(?:https?|ftp|javascript|data):\S*/gi, " ")
      .replace(/<[^>]*>?/g, " ")
      .replace(/["“”]/g, "'")
      .replace(/[`*_#|\\{}[\]<>~^]/g, " ")
      .replace(/\(\s*\)/g, " "),
  ).replace(/\s+([.,;:!?])/g, "$1");
  // A bracket left without its partner (from a cut-off link) goes too.
  return value.split("(").length === value.split(")").length
    ? value
    : squash(value.replace(/[()]/g, " "));
}

/** "Northbound's", "Smith's" (already possessive), "Wheels'", "your business's". */
export function possessive(name: string): string {
  if (/['’]s$/i.test(name)) return name;
  return /[^s]s$/i.test(name) ? `${name}'` : `${name}'s`;
}

/** "bold, playful and premium". */
export function joinList(items: string[]): string {
  if (items.length <= 1) return items[0] ?? "";
  return `${items.slice(0, -1).join(", ")} and ${items[items.length - 1]}`;
}

/** Words a phrase cannot end on: it would read as cut off ("commuters tired of", "the"). */
export const DANGLING_WORDS: ReadonlySet<string> = new Set(
  (
    "a an the and but or nor so yet as at by for from in into of on onto per than to via with " +
    "within without about across after against among between during through toward towards " +
    "under until upon my our your their its his that who which whose is are was were be been " +
    "will can could would should tired sick fond full aware afraid proud keen no every each " +
    "some any this these those very"
  ).split(" "),
);

/**
 * The opening of a long text, at most `maxWords` words, cut where a reader would pause: at the
 * first sentence end, else the last comma, semicolon or dash that leaves at least three words,
 * else at the limit; never on a word that needs a next one.
 */
export function cleanCut(text: string, maxWords: number): string {
  const first = splitSentences(text)[0]?.split(/\s+[-–—]\s+/)[0] ?? "";
  let words = clause(first).split(" ");
  if (words.length > maxWords) {
    const head = words.slice(0, maxWords);
    const pause = head.reduce(
      (at, word, index) => (/[,;:]$/.test(word) && index >= 2 ? index : at),
      -1,
    );
    words = pause >= 0 ? head.slice(0, pause + 1) : head;
  }
  let result = clause(words.join(" "));
  // A text kept whole ends as its author wrote it ("…never have to think about").
  if (result === clause(first)) return result;
  let list = result.split(" ");
  while (list.length > 1 && DANGLING_WORDS.has(list[list.length - 1].toLowerCase())) {
    list = list.slice(0, -1);
    result = clause(list.join(" "));
    list = result.split(" ");
  }
  return result;
}

/**
 * Text typed in capitals ("YOU DESERVE BETTER") in ordinary case; short acronyms, the brand's
 * words and "Gen Z" survive.
 */
export function unshout(text: string): string {
  const letters = text.replace(/[^\p{L}]/gu, "");
  const shouting = letters.length > 3 && letters === letters.toUpperCase();
  const value = shouting ? text.toLowerCase() : text;
  return value.replace(/\bgen\s?([xyz]|alpha)\b/gi, (_, tail: string) =>
    tail.length === 1 ? `Gen ${tail.toUpperCase()}` : "Gen Alpha",
  );
}

/** Sentences, not split after "No." or "e.g." or inside brackets and quotes. */
export function sentencesIn(text: string): string[] {
  const parts = splitSentences(text);
  const result: string[] = [];
  for (const part of parts) {
    const previous = result[result.length - 1];
    const open =
      previous !== undefined &&
      (previous.split("(").length !== previous.split(")").length ||
        (previous.match(/"/g) ?? []).length % 2 === 1 ||
        /\b(?:No|e\.g|i\.e|Mr|Mrs|Dr|St|vs)\.$/i.test(previous));
    if (open) result[result.length - 1] = `${previous} ${part}`;
    else result.push(part);
  }
  return result;
}

/** The first sentence of the texts that ends on a word finishing its thought. */
export function finishedSentence(...texts: string[]): string | undefined {
  return texts
    .flatMap(sentencesIn)
    .map(clause)
    .find((sentence) => {
      const last = sentence.split(" ").pop()?.toLowerCase() ?? "";
      return sentence !== "" && !DANGLING_WORDS.has(last);
    });
}
