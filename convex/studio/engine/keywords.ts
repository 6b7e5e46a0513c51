import { squash } from "./text";

/**
 * Picking a brief's distinctive words (for tags, invented brand names and slide props): the
 * likeliest nouns first, never stopwords or verb forms.
 */

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
