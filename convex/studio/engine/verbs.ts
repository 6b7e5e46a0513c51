/**
 * Enough of English verbs to read a typed message: is "charges" in "Your phone charges while
 * you walk" a verb (so the line is a clause, carried as "the promise that…"), is "Study" in
 * "Study anywhere" an order, and how does a verb agree with a new subject ("we roast" →
 * "Northbound roasts"). A word list, not a grammar: it covers the verbs briefs use.
 */

/** Verbs in their base form that briefs, messages and selling points use. */
const BASE = (
  "absorb add answer arrive ask back bake be beat become begin believe belong book breathe bring brew " +
  "build buy " +
  "call care carry celebrate change charge chase check choose clean climb come compare connect " +
  "cook cost count create cut dare deliver deserve design discover ditch do dream drink drive " +
  "earn eat end enjoy expect explore fall feed feel fight find finish fit fix fly fold follow " +
  "foam forget fuel get give go grind grow handle happen hate have hear help hike hold imagine join keep know land " +
  "last laugh lead learn leave let lift like listen live look lose love make matter mean meet " +
  "miss move need open order own pack pay pick plan play power protect put quit reach read " +
  "recharge reclaim rediscover refill relax remember reserve rest rethink ride rise roast run save say see sell " +
  "send serve set share shine ship shop sort sign sip skip sleep smile speak spend stand start stay " +
  "step stop study swap swim switch take talk taste teach tell think track train travel treat trust " +
  "try turn unlock upgrade use visit wait wake walk want watch wear win wish work worry write"
).split(" ");
export const BASE_VERBS: ReadonlySet<string> = new Set(BASE);

/**
 * Verbs that are as often nouns ("Travel insurance", "Study without the all-nighters"): at the
 * start of a message they are an order only when what follows could only follow a verb.
 */
export const NOUN_VERBS: ReadonlySet<string> = new Set(
  (
    "book call care change charge cook cost count design dream drink drive end fall fight fit " +
    "fly hike lead love order pack plan play power rest ride roast run shop sign sleep smile " +
    "stand step study swim talk taste track train travel treat trust turn use visit wait walk " +
    "watch wish work worry"
  ).split(" "),
);

/** Forms that do not follow the -s/-ed rules. */
const IRREGULAR: Record<string, string> = {
  is: "be",
  are: "be",
  was: "be",
  were: "be",
  am: "be",
  has: "have",
  had: "have",
  does: "do",
  did: "do",
  goes: "go",
  went: "go",
  got: "get",
  made: "make",
  took: "take",
  gave: "give",
  came: "come",
  grew: "grow",
  kept: "keep",
  found: "find",
  felt: "feel",
  left: "leave",
  paid: "pay",
  sold: "sell",
  brought: "bring",
  built: "build",
  bought: "buy",
  ran: "run",
  knew: "know",
  thought: "think",
  spent: "spend",
  won: "win",
  lost: "lose",
  met: "meet",
};

/** Auxiliaries and modals: a subject before them is certain. */
export const AUXILIARY =
  /^(?:am|is|are|was|were|has|have|had|do|does|did|will|would|can|could|shall|should|may|might|must|isn['’]t|aren['’]t|wasn['’]t|weren['’]t|hasn['’]t|haven['’]t|doesn['’]t|don['’]t|didn['’]t|won['’]t|wouldn['’]t|can['’]t|couldn['’]t)$/i;

/** The base form of a verb form in the list, or undefined: "charges" → "charge". */
export function verbBase(word: string): string | undefined {
  const lower = word.toLowerCase().replace(/’/g, "'");
  if (BASE_VERBS.has(lower)) return lower;
  if (IRREGULAR[lower]) return IRREGULAR[lower];
  const candidates = [
    lower.replace(/ies$/, "y"),
    lower.replace(/es$/, ""),
    lower.replace(/s$/, ""),
    lower.replace(/ied$/, "y"),
    lower.replace(/ed$/, ""),
    lower.replace(/d$/, ""),
    lower.replace(/([^aeiou])\1ed$/, "$1"),
  ];
  return candidates.find((candidate) => candidate !== lower && BASE_VERBS.has(candidate));
}

/** "charges", "stays", "goes": a verb agreeing with a singular subject. */
export function isThirdPersonVerb(word: string): boolean {
  const lower = word.toLowerCase();
  return (
    /s$/.test(lower) &&
    !BASE_VERBS.has(lower) &&
    (verbBase(lower) !== undefined || /^(?:is|has|does|goes)$/.test(lower))
  );
}

/** "stayed", "arrived", "paid": a past form. */
export function isPastVerb(word: string): boolean {
  const lower = word.toLowerCase();
  const base = verbBase(lower);
  return (
    (/ed$/.test(lower) || IRREGULAR[lower] !== undefined) &&
    !/^(?:is|are|am|has|does|goes)$/.test(lower) &&
    base !== undefined &&
    base !== lower
  );
}

/** "we roast" → "Northbound roasts"; the verb agrees with its new singular subject. */
export function thirdPerson(verb: string): string {
  const lower = verb.toLowerCase().replace(/’/g, "'");
  const irregular: Record<string, string> = {
    are: "is",
    were: "was",
    have: "has",
    do: "does",
    go: "goes",
    "don't": "doesn't",
    "aren't": "isn't",
    "weren't": "wasn't",
    "haven't": "hasn't",
  };
  if (irregular[lower]) return irregular[lower];
  if (/^(?:can|could|will|would|shall|should|may|might|must|can't|won't|wouldn't)$/.test(lower)) {
    return lower;
  }
  // Already agreeing ("was", "had", a past form): nothing to change.
  if (/^(?:was|had|is|has|does)$/.test(lower)) return lower;
  if (/ed$/.test(lower) && !/eed$/.test(lower) && !BASE_VERBS.has(lower)) return lower;
  if (/(?:s|sh|ch|x|z|o)$/.test(lower)) return `${lower}es`;
  if (/[^aeiou]y$/.test(lower)) return `${lower.slice(0, -1)}ies`;
  return `${lower}s`;
}
