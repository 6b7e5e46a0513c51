import { plural } from "./audience";
import { squash } from "./text";

/**
 * What a few typed sentences say is being sold, as a noun phrase: "A solar backpack for
 * hikers" → "solar backpack", "We make running shoes from recycled plastic" → "running shoes",
 * "Brightside is a budgeting app for students" → "budgeting app". Plain pattern reading: it
 * finds what is clearly there, and nothing when nothing is ("I want to sell more").
 */

export type NounPhrase = {
  text: string;
  /** The last word: "backpack", "shoes", "coffee". */
  head: string;
  /** "a solar backpack that fits", "running shoes that fit", "coffee that fits". */
  number: "count" | "plural" | "mass";
};

/** Where a noun phrase stops: prepositions, relatives, conjunctions and common verbs. */
const STOP =
  /^(?:for|to|from|in|at|on|with|by|of|across|near|around|into|that|which|who|whose|where|and|or|but|because|so|is|are|was|were|has|have|will|can|helps?|makes?|lets?|gives?|offers?|delivers?|brings?|turns?|keeps?|saves?|writes?|runs?|sells?|uses?|visits?|comes?|works?|designed|made|built)$/i;
const DETERMINER = /^(?:a|an|the|our|my|your|their|its|this|these|new|brand-new|first|some)$/i;
const NOT_A_PRODUCT =
  /^(?:it|them|this|that|more|less|something|anything|everything|things?|stuff|business|company|brand|products?|help|people|everyone|customers?|sales|money|time|way|ads?|advertising|marketing|campaign|idea)$/i;
/** Heads that need what they hold: "subscription" → "coffee subscription". */
export const GENERIC_HEAD =
  /^(?:subscription|app|platform|tool|service|store|shop|studio|agency|box|kit)$/i;
const MASS =
  /^(?:coffee|tea|beer|wine|gin|chocolate|bread|software|furniture|clothing|skincare|insurance|food|jewellery|jewelry|music|advice|equipment|luggage|gear|training|coaching|care|grooming|cleaning|banking|fitness|haircare|makeup|knitwear|homeware|stationery)$/i;
const SELLING =
  /^(?:make|makes|sell|sells|run|runs|offer|offers|build|builds|design|designs|roast|roasts|brew|brews|bake|bakes|create|creates|craft|crafts|produce|produces|grow|grows|import|imports|launch|launching|introduce|introducing|selling|promoting|promote|advertising|advertise|offering|opening|open|building|making|run)$/i;

const bare = (word: string) => word.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}'’-]+$/gu, "");

/** The noun phrase starting at `start`, determiners skipped, at most four words. */
function phraseAt(tokens: string[], start: number): NounPhrase | undefined {
  let index = start;
  while (index < tokens.length && DETERMINER.test(bare(tokens[index]))) index += 1;
  const words: string[] = [];
  for (; index < tokens.length; index += 1) {
    const word = bare(tokens[index]);
    if (word === "" || STOP.test(word)) break;
    words.push(word);
    if (/[,.;:!?)]$/.test(tokens[index])) break;
  }
  const kept = words.slice(-4);
  const head = kept[kept.length - 1];
  if (!head || NOT_A_PRODUCT.test(head) || /^\d/.test(head)) return undefined;
  const text = kept
    .map((word) => (/^\p{Lu}{2,}$/u.test(word) ? word : word.toLowerCase()))
    .join(" ");
  const number = MASS.test(head)
    ? "mass"
    : /[^su]s$/i.test(head) && !/(?:ss|is|us)$/i.test(head)
      ? "plural"
      : "count";
  return { text, head: head.toLowerCase(), number };
}

/**
 * The product phrase of a text; `names` (a brand) introduce one with "is a…". `fragments`
 * lets a short sentence be the product itself ("Handmade candles"), for what a person typed
 * rather than a web page ("Welcome to our shop").
 */
export function productPhrase(
  text: string,
  names: string[] = [],
  fragments = true,
): NounPhrase | undefined {
  const sentences = squash(text).split(/(?<=[.!?])\s+/);
  const found: NounPhrase[] = [];
  for (const sentence of sentences) {
    const tokens = sentence.split(" ");
    const lower = tokens.map((token) => bare(token).toLowerCase());
    // "Launching a subscription…", "We make running shoes…", "We're opening a refill store".
    const verb = lower.findIndex((word) => SELLING.test(word));
    if (verb >= 0) {
      const phrase = phraseAt(tokens, verb + 1);
      if (phrase) found.push(phrase);
    }
    // "Brightside is a budgeting app…": a name, then what it is.
    const is = lower.findIndex(
      (word, index) => /^(?:is|are)$/.test(word) && /^(?:a|an|the)$/.test(lower[index + 1] ?? ""),
    );
    if (
      is > 0 &&
      (names.length === 0 || names.some((name) => sentence.includes(name)) || is <= 3)
    ) {
      const phrase = phraseAt(tokens, is + 1);
      if (phrase) found.push(phrase);
    }
    // "A solar backpack for hikers", "Handmade candles": the sentence is the product.
    const opener = lower[0] ?? "";
    const pronoun = /^(?:we|i|you|they|it|he|she|we're|i'm|it's)$/.test(opener);
    if (
      fragments &&
      !pronoun &&
      !SELLING.test(opener) &&
      (DETERMINER.test(opener) || tokens.length <= 6)
    ) {
      const phrase = phraseAt(tokens, 0);
      if (phrase) found.push(phrase);
    }
  }
  // A bare "subscription" says little: lead with what is subscribed to.
  const specific = found.find((phrase) => !GENERIC_HEAD.test(phrase.text));
  const generic = found.find((phrase) => GENERIC_HEAD.test(phrase.text));
  if (generic && specific && specific.number === "mass") {
    return { text: `${specific.text} ${generic.text}`, head: generic.head, number: "count" };
  }
  return found.find((phrase) => phrase.text.includes(" ")) ?? specific ?? found[0];
}

/** "solar backpacks", "running shoes", "coffee": the category a product belongs to. */
export function goods(phrase: NounPhrase): string {
  if (phrase.number !== "count") return phrase.text;
  const words = phrase.text.split(" ");
  words[words.length - 1] = plural(words[words.length - 1]);
  return words.join(" ");
}

/** "a solar backpack", "running shoes", "coffee". */
export function withArticle(phrase: NounPhrase): string {
  if (phrase.number !== "count") return phrase.text;
  return `${/^[aeio]|^u(?!ni|se)|^AI\b/i.test(phrase.text) ? "an" : "a"} ${phrase.text}`;
}
