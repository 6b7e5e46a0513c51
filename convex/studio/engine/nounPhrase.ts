import { plural } from "./audience";
import { isPeople } from "./people";
import { article, splitSentences } from "./text";

/**
 * What a few typed sentences say is being sold, as a noun phrase: "A solar backpack for
 * hikers" → "solar backpack", "A subscription of freshly roasted coffee delivered before
 * commuters wake up" → "freshly roasted coffee subscription", "Trailcharge, a solar backpack"
 * → "solar backpack", "Commuters love our meal kit" → "meal kit". Plain pattern reading: it
 * finds what is clearly there, and nothing when nothing is ("I want to sell more").
 */

export type NounPhrase = {
  text: string;
  /** The last word: "backpack", "shoes", "coffee". */
  head: string;
  /** "a solar backpack that fits", "running shoes that fit", "coffee that fits". */
  number: "count" | "plural" | "mass";
};

/** Where a noun phrase stops: prepositions, relatives, conjunctions, pronouns, verbs. */
const STOP =
  /^(?:for|to|from|in|at|on|with|by|of|across|near|around|into|before|after|until|while|when|every|since|than|as|like|that|which|who|whose|where|and|or|but|because|so|if|is|are|was|were|be|been|being|has|have|had|will|can|could|would|should|it|me|us|them|you|we|i|they|helps?|makes?|lets?|gives?|offers?|delivers?|brings?|turns?|keeps?|saves?|writes?|runs?|sells?|uses?|visits?|comes?|works?|love|loves|want|wants|need|needs|get|gets|hate|hates|enjoy|enjoys|wake|designed|made|built)$/i;
const DETERMINER =
  /^(?:a|an|the|our|my|your|their|its|this|these|new|brand-new|first|some|more|any)$/i;
/** A determiner inside a run starts the phrase again: "launch my coffee subscription". */
const RESTART = /^(?:a|an|the|our|my|your|their|its|this|these|those)$/i;
const NOT_A_PRODUCT =
  /^(?:it|them|this|that|more|less|something|anything|everything|things?|stuff|business|company|brand|products?|help|people|everyone|customers?|sales|money|time|way|ads?|advertising|marketing|campaign|idea|ages|team|mission|story|budget|word|summer|winter|week|weeks|work)$/i;
/** Heads that need what they hold: "subscription" → "coffee subscription". */
export const GENERIC_HEAD =
  /^(?:subscription|app|platform|tool|service|store|shop|studio|agency|box|kit)$/i;
const MASS =
  /^(?:coffee|tea|beer|wine|gin|chocolate|bread|software|furniture|clothing|skincare|insurance|food|jewellery|jewelry|music|advice|equipment|luggage|gear|training|coaching|care|grooming|cleaning|banking|fitness|haircare|makeup|knitwear|homeware|stationery|soap|honey|cheese|jam|granola|pasta|yarn|wool|art)$/i;
const SELLING =
  /^(?:make|makes|sell|sells|run|runs|offer|offers|build|builds|design|designs|roast|roasts|brew|brews|bake|bakes|create|creates|craft|crafts|produce|produces|grow|grows|import|imports|launch|launching|introduce|introducing|selling|promoting|promote|advertising|advertise|offering|opening|open|building|making)$/i;
/** Openers that make a sentence an action, not a product: "Help me…", "Please…". */
const NOT_A_FRAGMENT =
  /^(?:we|i|you|they|it|he|she|we're|i'm|it's|help|please|get|want|need|looking|let|can|could|would|so|and|but|hi|hello|basically|honestly)$/;
const PRAISE = /^(?:good|great|best|better|nice|amazing|awesome|lovely|brilliant|quality)$/i;
/** Words ending in -ly that are not adverbs. */
const NOT_ADVERB =
  /^(?:family|belly|jelly|ally|rally|supply|assembly|lily|holly|daily|weekly|monthly|early|friendly|eco-friendly|lovely|only|elderly)$/i;

const bare = (word: string) => word.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}'’-]+$/gu, "");
const isAdverb = (word: string) => /^[a-z]{3,}ly$/i.test(word) && !NOT_ADVERB.test(word);
/** "roasted", "delivered" (not "need", "speed"), and common irregular ones. */
const isParticiple = (word: string) =>
  /^[a-z]{2,}[^e]ed$/i.test(word) || /^(?:grown|sold|spun|woven|sewn|shown)$/i.test(word);

/** After a participle, these show it began a clause: "coffee delivered before dawn". */
function clauseAfter(next: string | undefined): boolean {
  const word = bare(next ?? "");
  return word === "" || STOP.test(word) || RESTART.test(word) || isAdverb(word);
}

function numberOf(head: string): NounPhrase["number"] {
  if (MASS.test(head)) return "mass";
  return /[^su]s$/i.test(head) && !/(?:ss|is|us)$/i.test(head) ? "plural" : "count";
}

/** The noun phrase starting at `start`, determiners skipped, at most four words. */
function phraseAt(tokens: string[], start: number): NounPhrase | undefined {
  let index = start;
  while (index < tokens.length && DETERMINER.test(bare(tokens[index]))) index += 1;
  let words: string[] = [];
  for (; index < tokens.length; index += 1) {
    const word = bare(tokens[index]);
    const next = tokens[index + 1];
    if (word === "" || STOP.test(word)) break;
    if (RESTART.test(word)) {
      words = [];
      continue;
    }
    // "freshly roasted coffee" keeps its adverb; "…, mostly for" does not.
    if (isAdverb(word) && !isParticiple(bare(next ?? ""))) break;
    const previous = words[words.length - 1] ?? "";
    if (isParticiple(word) && previous !== "" && !isAdverb(previous) && clauseAfter(next)) break;
    words.push(word);
    if (/[,.;:!?)]$/.test(tokens[index])) break;
  }
  const kept = words.slice(-4);
  const head = kept[kept.length - 1];
  if (!head || NOT_A_PRODUCT.test(head) || isPeople(head.toLowerCase()) || /^\d/.test(head)) {
    return undefined;
  }
  const text = kept
    .map((word) => (/^\p{Lu}{2,}$/u.test(word) ? word : word.toLowerCase()))
    .join(" ");
  // "a subscription of freshly roasted coffee" is a coffee subscription.
  if (GENERIC_HEAD.test(text) && bare(tokens[index] ?? "").toLowerCase() === "of") {
    const held = phraseAt(tokens, index + 1);
    if (held?.number === "mass") return { text: `${held.text} ${text}`, head, number: "count" };
  }
  return { text, head: head.toLowerCase(), number: numberOf(head) };
}

/**
 * The product phrase of a text; `names` (a brand) introduce one with "is a…" and are never
 * the product. `fragments` lets a sentence be the product itself ("Handmade candles",
 * "A solar backpack for hikers"), for what a person typed rather than a web page.
 */
export function productPhrase(
  text: string,
  names: string[] = [],
  fragments = true,
): NounPhrase | undefined {
  const sentences = splitSentences(text);
  const strong: NounPhrase[] = [];
  const weak: NounPhrase[] = [];
  const named = names.map((name) => name.toLowerCase());
  const add = (list: NounPhrase[], phrase: NounPhrase | undefined) => {
    if (phrase && !named.some((name) => phrase.text.includes(name))) list.push(phrase);
  };
  for (const sentence of sentences) {
    const tokens = sentence.split(" ");
    const lower = tokens.map((token) => bare(token).toLowerCase().replace(/’/g, "'"));
    // "We make running shoes…", "Launching a subscription…", "sell more solar backpacks".
    lower.forEach((word, index) => {
      if (SELLING.test(word)) add(strong, phraseAt(tokens, index + 1));
    });
    lower.forEach((word, index) => {
      const article = /^(?:a|an|the)$/.test(lower[index + 1] ?? "");
      // "Brightside is a budgeting app…", "basically it's a coffee subscription".
      const is =
        /^(?:is|are|it's|that's|here's)$/.test(word) &&
        (names.length === 0 || names.some((name) => sentence.includes(name)) || index <= 3);
      // "Trailcharge, a solar backpack for hikers".
      const apposition = /,$/.test(tokens[index]) && /^(?:a|an)$/.test(lower[index + 1] ?? "");
      if ((is && article) || apposition) add(strong, phraseAt(tokens, index + 1));
      // "basically it's dog treats": without an article, only a phrase of two words or more.
      if (is && !article) {
        const phrase = phraseAt(tokens, index + 1);
        if (phrase?.text.includes(" ")) add(strong, phrase);
      }
      // "Commuters love our meal kit": what is ours is likely what is sold.
      if (/^(?:our|my)$/.test(word) && index > 0) add(weak, phraseAt(tokens, index));
    });
    // "A solar backpack for hikers", "Handmade candles": the sentence is the product.
    const opener = lower[0] ?? "";
    if (fragments && !NOT_A_FRAGMENT.test(opener) && !SELLING.test(opener)) {
      add(strong, phraseAt(tokens, 0));
    }
  }
  const found = [...strong, ...weak];
  // A bare "subscription" says little: lead with what is subscribed to.
  const specific = found.find((phrase) => !GENERIC_HEAD.test(phrase.text));
  const generic = found.find((phrase) => GENERIC_HEAD.test(phrase.text));
  if (generic && specific && specific.number === "mass") {
    return { text: `${specific.text} ${generic.text}`, head: generic.head, number: "count" };
  }
  return found.find((phrase) => phrase.text.includes(" ")) ?? specific ?? found[0];
}

/**
 * The phrase as a working name would carry it: an adverb and the participle it leads are
 * description, not name ("freshly roasted coffee subscription" → "coffee subscription").
 */
export function namePhrase(phrase: NounPhrase): NounPhrase {
  // Praise is not a name either: "good candles" are candles.
  const words = phrase.text.split(" ");
  while (words.length > 1 && PRAISE.test(words[0])) words.shift();
  const start = words.findIndex(
    (word, index) => !(isAdverb(word) || (index > 0 && isAdverb(words[index - 1]))),
  );
  const kept = start > 0 && start < words.length ? words.slice(start) : words;
  return { ...phrase, text: kept.join(" ") };
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
  return `${article(phrase.text)} ${phrase.text}`;
}
