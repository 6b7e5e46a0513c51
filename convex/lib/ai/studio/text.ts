/**
 * Small copy helpers so user-typed brief fields read naturally inside composed sentences.
 */

export function squash(text: string): string {
  return text.replace(/\s+/g, " ").trim();
}

/** Trimmed, without closing punctuation, so it can sit inside a sentence. */
export function clause(text: string): string {
  return squash(text).replace(/[\s.!?;:,]+$/, "");
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
  return /^\p{Lu}\p{Ll}+$/u.test(bare) && !/^\p{Lu}/u.test(second)
    ? value.charAt(0).toLowerCase() + value.slice(1)
    : value;
}

/** "a" or "an" before a word, by its sound as far as spelling tells. */
export function article(word: string): string {
  return /^(?:[aeio]|u(?!ni|se|su)|hour|honest)/i.test(word.trim()) ? "an" : "a";
}

/** The first `count` sentences of a text. */
export function firstSentences(text: string, count: number): string {
  return squash(text)
    .split(/(?<=[.!?])\s+/)
    .slice(0, count)
    .join(" ");
}

/** One sentence: capitalised, ending in . ! or ?. */
export function sentence(text: string): string {
  const value = squash(text);
  if (value === "") return value;
  const cased = capitalize(value);
  return /[.!?]["')\]]?$/.test(cased) ? cased : `${cased}.`;
}

export function titleCase(text: string): string {
  const small = new Set(["a", "an", "and", "as", "at", "for", "in", "of", "on", "or", "the", "to"]);
  return squash(text)
    .split(" ")
    .map((word, index) =>
      index > 0 && small.has(word.toLowerCase()) ? word.toLowerCase() : capitalize(word),
    )
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

const STOPWORDS = new Set(
  (
    "about above after again against also always because been before being below between both " +
    "could does doing down during each every from further have having here into just like made " +
    "make more most much must only other ours over same should such than that their them then " +
    "there these they this those through under until very want were what when where which while " +
    "will with without would your yours ours really truly people everyone something thing things " +
    "best great good better help helps helping need needs using used who whom whose brand product " +
    "company business customers customer audience message tone style"
  ).split(" "),
);

/** Words that read badly as the hook of a name ("Moments of Ever"). */
const WEAK = new Set(
  (
    "ever never always often free fresh easy fast quick simple hidden whole real true many each " +
    "small little weekly daily local premium natural modern classic perfect special unique"
  ).split(" "),
);

/** Third-person verbs look like plurals to nounScore; these are the common ones in briefs. */
const VERBS = new Set(
  (
    "tastes makes gives keeps helps lets feels looks works lasts saves brings takes comes goes " +
    "needs wants loves gets does says means stays costs fits runs turns offers delivers provides " +
    "includes creates builds grows cares"
  ).split(" "),
);

/**
 * Rough part-of-speech guess: plurals and noun endings up; adjective endings and compounds
 * ("whole-bean", "fair-trade" are usually adjectives in a brief) down. Negative: avoid.
 */
export function nounScore(word: string): number {
  let value = 0;
  if (word.includes("-")) value -= 1;
  if (/[^su]s$/.test(word) && !/(ous|ss|is)$/.test(word)) value += 2;
  if (/(ness|ment|tion|sion|ity|ism|ship|hood|ery|age|ee)$/.test(word)) value += 1;
  if (/(ous|ful|ive|able|ible|al|en|ic|less|ish|est)$/.test(word)) value -= 1;
  if (WEAK.has(word)) value -= 3;
  return value;
}

/**
 * Distinctive words, the likeliest nouns first (ties keep their order of appearance): the raw
 * material for names and hooks.
 */
export function keywords(text: string): string[] {
  const words = squash(text)
    .toLowerCase()
    .match(/[a-z0-9][a-z0-9'-]*[a-z0-9]/g);
  if (!words) return [];
  const seen = new Set<string>();
  const result: string[] = [];
  for (const word of words) {
    const bare = word.replace(/'s$/, "");
    if (bare.length < 4 || STOPWORDS.has(bare) || VERBS.has(bare) || /^\d+$/.test(bare)) continue;
    // Verb forms make awkward names ("The Tastes Project").
    if (/(ing|ed|ly)$/.test(bare) && bare.length > 5) continue;
    if (!seen.has(bare)) {
      seen.add(bare);
      result.push(bare);
    }
  }
  return result
    .map((word, index) => ({ word, index, score: nounScore(word) }))
    .sort((a, b) => b.score - a.score || a.index - b.index)
    .map((entry) => entry.word);
}

/** The head of a long phrase: "busy parents aged 30-45 who cook" → "busy parents". */
export function shortPhrase(text: string, maxWords = 4): string {
  const head = clause(text).split(
    /,|;|\(|\s(?:who|that|which|aged|with|in|between|across|from|looking|\w{3,}ing)\s/i,
  )[0];
  const words = squash(head ?? "")
    .split(" ")
    .slice(0, maxWords);
  // Never end on a word that needs a next one ("students of", "parents and").
  const dangling = /^(of|for|the|a|an|and|or|to|their|our|your|who|with)$/i;
  while (words.length > 1 && dangling.test(words[words.length - 1])) words.pop();
  return words.join(" ");
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
