import { squash } from "./text";

/**
 * Who a sentence is about, in its own words: "…delivered before commuters wake up" →
 * "commuters", "a meal kit for new parents" → "new parents", "Dog owners love our treats" →
 * "dog owners". The people a user names are the audience a strategist writes for; a category
 * persona ("food lovers") is only for when they name no one.
 */

export type People = {
  /** "new parents", "small restaurants": the head noun with at most two modifiers. */
  text: string;
  head: string;
  /** Businesses rather than people ("small restaurants"): they work, they ask peers. */
  business: boolean;
};

/** Businesses an offer can be for: copy says "that", "work" and "peers" for them. */
const BUSINESSES =
  /^(?:businesses|restaurants|cafes|cafés|bars|pubs|shops|stores|retailers|startups|companies|agencies|studios|salons|clinics|hotels|bakeries|schools|charities|brands|firms|practices|gyms|teams)$/;

/** Plural nouns for people (and the businesses above), as audiences are usually named. */
const PEOPLE =
  /^(?:people|folk|folks|staff|employees|workers|commuters|hikers|walkers|runners|joggers|cyclists|riders|climbers|campers|swimmers|surfers|skiers|golfers|athletes|players|gamers|parents|mums|moms|mothers|dads|fathers|families|kids|children|teens|teenagers|students|pupils|learners|graduates|teachers|nurses|doctors|carers|caregivers|patients|owners|renters|tenants|homeowners|landlords|buyers|shoppers|travellers|travelers|tourists|nomads|expats|freelancers|designers|developers|engineers|founders|entrepreneurs|creators|makers|artists|musicians|writers|readers|photographers|professionals|executives|managers|marketers|retirees|pensioners|seniors|couples|singles|women|men|girls|boys|millennials|vegans|vegetarians|foodies|cooks|chefs|bakers|gardeners|growers|farmers|drivers|pilots|volunteers|donors|investors|savers|fans|enthusiasts|beginners|newcomers|neighbours|neighbors|locals|residents|guests|visitors|members|knitters|crafters)$/;

/** Words that end a modifier run: determiners, prepositions, verbs, conjunctions. */
const NOT_MODIFIER =
  /^(?:a|an|the|our|my|your|their|its|this|that|these|those|some|any|more|most|many|all|other|every|each|to|for|from|in|at|on|with|by|of|before|after|and|or|but|so|is|are|was|were|be|been|helps?|makes?|lets?|love|loves|want|wants|need|needs|sell|selling|launch|launching|delivered|make|bake|we|i|you|they|it|me|us|them|who|which|where|when|than|as|mostly|basically|honestly|just|really|like)$/;

/** Cues that the noun that follows is whom the offer is for, strongest first: "deliver it to
 * offices" names a destination, "a subscription for remote workers" the audience. */
const FOR_CUE = /^(?:for|targeting|helping|helps|help|serving|among)$/;
const TO_CUE = /^(?:to|at|by|with)$/;

const bare = (token: string) => token.toLowerCase().replace(/^[^\p{L}]+|[^\p{L}'-]+$/gu, "");

export function isPeople(word: string): boolean {
  return PEOPLE.test(word) || BUSINESSES.test(word);
}

/** The phrase ending at `end` (a people noun): up to two modifiers before it. */
function phraseEndingAt(tokens: string[], end: number): string[] {
  const words = [bare(tokens[end])];
  for (let index = end - 1; index >= 0 && words.length < 3; index -= 1) {
    const word = bare(tokens[index]);
    // A comma or full stop before the word means it belongs to something else.
    if (/[,.;:!?]$/.test(tokens[index]) || word === "" || NOT_MODIFIER.test(word)) break;
    if (/ly$/.test(word) || /ing$/.test(word)) break;
    words.unshift(word);
  }
  return words;
}

/**
 * The people a text names, best first: those it says the offer is for ("for hikers"), else
 * the first people it mentions anywhere ("before commuters wake up"). `product` words are
 * never people ("dog treats for dog owners" is for dog owners, not treats).
 */
export function peopleIn(text: string, product = ""): People | undefined {
  const tokens = squash(text).split(" ");
  const productWords = product.toLowerCase().split(/\s+/).filter(Boolean);
  const candidates: { words: string[]; cue: number }[] = [];
  tokens.forEach((token, index) => {
    const word = bare(token);
    if (!isPeople(word)) return;
    // A business head right after the product's words is part of it: "coffee shops" sold.
    if (productWords.includes(word)) return;
    const words = phraseEndingAt(tokens, index);
    const before = bare(tokens[index - words.length] ?? "");
    candidates.push({ words, cue: FOR_CUE.test(before) ? 2 : TO_CUE.test(before) ? 1 : 0 });
  });
  const best = [...candidates].sort((a, b) => b.cue - a.cue)[0];
  if (!best) return undefined;
  const head = best.words[best.words.length - 1];
  return { text: best.words.join(" "), head, business: BUSINESSES.test(head) };
}
