import { capitalize, clause, cleanCut, plainText, possessive, squash, unshout } from "./text";

/**
 * Reading the brief's sentences the way a copywriter would before reusing them: is the key
 * message a statement, an order, a question or a bare phrase, and who is speaking in it? The
 * answers decide how the studio may carry it: inside "that…" only when it is a statement
 * (turned into the third person), otherwise as a promise, an invitation or a quoted line.
 */

export type MessageKind = "statement" | "imperative" | "question" | "phrase";

export type MessageForms = {
  kind: MessageKind;
  /** The message as one sentence with its own end mark: "Get there under your own steam." */
  line: string;
  /** For quotation marks: the line without a closing full stop ("Why wait?" keeps its mark). */
  quote: string;
  /**
   * A noun phrase any sentence can carry: "the promise that Bean & Bloom's coffee is fair-trade",
   * "the promise that anyone can get there under their own steam", "the question "Why wait?"".
   */
  promise: string;
  /** Statements only, in the third person: "Bean & Bloom's coffee is fair-trade". */
  claim?: string;
  /** A short message as a campaign name would carry it, not yet title-cased. */
  short?: string;
};

const SUBJECT_PRONOUN =
  /^(?:we|i|you|they|it|he|she|there|this|that|these|those|everyone|everybody|nobody|nothing|everything|someone)(?:['’](?:s|re|ve|ll|d|m))?$/i;
const FINITE =
  /^(?:is|are|was|were|has|have|had|will|can|could|does|do|did|makes|takes|gives|keeps|tastes|works|stays|lasts|helps|means|costs|gets|goes|comes|feels|looks|brings|saves|lets|fits|runs|answers|delivers|folds|grows|matters|cares|knows|needs|deserves|belongs|starts|beats|turns|puts|isn['’]t|aren['’]t|won['’]t|can['’]t|doesn['’]t)$/i;
const IMPERATIVE = new Set(
  (
    "get make go be do find feel stop start try taste discover enjoy choose buy join live love " +
    "think take keep let see say give come bring build break eat drink drive ride run walk play " +
    "work learn grow save spend travel meet move pay rest sleep wake dream create share switch " +
    "upgrade shop order book call ask leave change treat trust plan protect celebrate explore " +
    "unlock own wear look listen hear read write open fly wait turn put set use help imagine " +
    "believe remember forget follow lead rise shine stay expect reach win beat fix cook bake brew " +
    "sip smile relax breathe connect send check compare skip ditch quit feed pick pack rethink " +
    "refill rediscover reclaim stand speak step sign dare hold bet don't never"
  ).split(" "),
);
/** What can follow an order's verb: "Get there", "Make every mile count", "Feel good". */
const OBJECT_START =
  /^(?:the|a|an|your|yours|yourself|every|each|more|less|there|it|this|that|them|us|me|up|out|in|on|off|back|home|better|smarter|good|free|together|now|today|here|away|something|anything|what|how|with|to|for|into|ahead|forward|local|big|small|fresh|real|exactly|just|first|again|why|where|when|who|\d\S*)$/i;
const NOT_A_NOUN_PHRASE =
  /^(?:\S+ed|\S+en|made|built|grown|brewed|baked|sold|\S+ly|always|never|just|only|simply|so|too|very|and|or|but|with|without|from|for|in|on|at|to|by|of)$/i;

/** Sentence adverbs that lead a line without being its subject: "Finally, …". */
export const LEAD_ADVERB = /^(?:finally|at last|at long last|now),?\s+/i;
/** "Don't take our word for it": an idiom that introduces the real line, not a promise. */
export const WORD_FOR_IT = /\btake (?:our|my|his|her|their|anyone's) word for it\b/i;

const isVerbS = (word: string) =>
  /^[a-z]+s$/i.test(word) && !/(?:ss|us|is|ness|ics|ous)$/i.test(word);

/** "we roast" → "Northbound roasts"; the verb agrees with its new singular subject. */
function thirdPerson(verb: string): string {
  const lower = verb.toLowerCase();
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
  if (/(?:s|sh|ch|x|z|o)$/.test(lower)) return `${lower}es`;
  if (/[^aeiou]y$/.test(lower)) return `${lower.slice(0, -1)}ies`;
  return `${lower}s`;
}

const ADVERB = /^(?:\S+ly|always|never|still|just|also|only|even|really|all)$/i;

/**
 * The message spoken about rather than by the brand: "we" becomes the brand (its verb agreeing),
 * "our" the brand's, and the reader's "you"/"your" become the audience's "they"/"their".
 */
export function toThirdPerson(text: string, brand: string, audience = "they"): string {
  const tokens = squash(text).split(" ");
  const out: string[] = [];
  let converted = false;
  for (let index = 0; index < tokens.length; index += 1) {
    const [, word = "", tail = ""] = /^(.*?)([.,;:!?]*)$/.exec(tokens[index]) ?? [];
    const lower = word.toLowerCase().replace(/’/g, "'");
    const previous = (out[out.length - 1] ?? "").toLowerCase();
    const subject =
      out.length === 0 ||
      /[,;:]$/.test(previous) ||
      /^(?:and|but|so|that|because|if|when)$/.test(previous);
    const swap: Record<string, string> = {
      "we're": `${brand} is`,
      "we've": `${brand} has`,
      "we'll": `${brand} will`,
      "we'd": `${brand} would`,
      "i'm": `${brand} is`,
      our: possessive(brand),
      my: possessive(brand),
      ours: possessive(brand),
      us: brand,
      me: brand,
      ourselves: "itself",
      "you're": "they're",
      "you've": "they've",
      "you'll": "they'll",
      "you'd": "they'd",
      your: "their",
      yours: "theirs",
      yourself: "themselves",
      yourselves: "themselves",
      // The reader opening the sentence is the audience; later, "they" or "them".
      you: out.length === 0 ? audience : subject ? "they" : "them",
    };
    // "we roast … and deliver it": the second verb agrees with the brand too.
    const object = /^(?:it|them|the|a|an|our|your|every|each)$/i.test(tokens[index + 1] ?? "");
    if (
      converted &&
      previous === "and" &&
      object &&
      /^[a-z]+$/.test(word) &&
      !/(?:s|ed|ing|ly)$/.test(word)
    ) {
      out.push(`${thirdPerson(word)}${tail}`);
      continue;
    }
    if (lower === "we" || lower === "i") {
      converted = true;
      out.push(brand);
      // The verb after any adverbs agrees with the brand: "we always answer" → "always answers".
      let next = index + 1;
      while (next < tokens.length && ADVERB.test(tokens[next])) out.push(tokens[next++]);
      if (next < tokens.length) {
        const [, verb = "", verbTail = ""] = /^(.*?)([.,;:!?]*)$/.exec(tokens[next]) ?? [];
        out.push(`${thirdPerson(verb)}${verbTail}`);
      }
      index = next;
      continue;
    }
    out.push(swap[lower] !== undefined ? `${swap[lower]}${tail}` : tokens[index]);
  }
  return out.join(" ");
}

function kindOf(words: string[], end: string, brand: string): MessageKind {
  const [first = "", second = ""] = words.map((word) => word.replace(/[,;:]$/, ""));
  if (end === "?") return "question";
  if (
    SUBJECT_PRONOUN.test(first) &&
    (/['’]/.test(first) || FINITE.test(second) || !OBJECT_START.test(second))
  ) {
    return words.length > 1 ? "statement" : "phrase";
  }
  const lower = first.toLowerCase();
  if (words.length > 1 && (IMPERATIVE.has(lower) || /^(?:don['’]t|never|always)$/i.test(first))) {
    if (/^(?:don['’]t|never|always)$/i.test(first) || OBJECT_START.test(second) || end === "!") {
      return "imperative";
    }
  }
  // "Folds in 10 seconds": a predicate whose subject is the brand.
  if (
    words.length > 1 &&
    isVerbS(first) &&
    /^(?:in|on|for|up|every|your|more|less|the|a|\d\S*)$/i.test(second)
  ) {
    return "statement";
  }
  // A subject before a verb: "Our coffee is…", "Northbound folds…", "Good food takes time".
  const brandWords = brand.toLowerCase().split(" ");
  for (let index = 1; index < Math.min(words.length, 6); index += 1) {
    const word = words[index].replace(/[,;:]$/, "");
    if (/^(?:you|we|they|i)['’]/i.test(word) || /,$/.test(words[index - 1])) break;
    if (FINITE.test(word)) return "statement";
    if (isVerbS(word) && brandWords.includes(words[index - 1].toLowerCase())) return "statement";
  }
  return "phrase";
}

export function messageForms(
  raw: string,
  brand: string,
  audience = "people",
  maxWords = 18,
): MessageForms {
  const text = unshout(plainText(raw));
  // A two-part line ("Don't take our word for it: see how it works") is carried by its first part.
  const opening = ((text.split(/(?<=[.!?])\s+/)[0] ?? text).split(/:\s/)[0] ?? text).trim();
  const body = cleanCut(opening, maxWords) || brand;
  const whole = body === clause(opening);
  const mark = whole && /[?!]$/.test(opening) ? opening.slice(-1) : ".";
  const words = body.split(" ");
  const kind = kindOf(words, mark, brand);
  const line = `${capitalize(body)}${mark}`;
  const quote = line.replace(/\.$/, "");
  const mid = keepProper(toThirdPerson(body, brand, audience), brand);
  let promise: string;
  let claim: string | undefined;
  switch (kind) {
    case "statement": {
      // "Folds in 10 seconds" says what the brand does: the brand is its subject.
      const brandFirst = words[0].toLowerCase() === brand.split(" ")[0].toLowerCase();
      claim = isVerbS(words[0]) && !brandFirst ? `${brand} ${mid}` : mid;
      promise = `the promise that ${claim}`;
      break;
    }
    case "imperative": {
      // "Don't take our word for it: see how it works" promises what follows the idiom.
      const after = text.split(/:\s+/)[1];
      if (WORD_FOR_IT.test(body) && after) {
        const rest = messageForms(after, brand, audience, maxWords);
        promise = rest.promise;
        if (rest.claim) claim = rest.claim;
        break;
      }
      // An order to the reader is a promise about what anyone can do ("anyone", not the
      // audience again: copy usually names the audience a few words earlier).
      const can = mid
        .replace(/^(?:don['’]t|do not)\s+/i, "no one need ")
        .replace(/^never\s+/i, "no one need ever ")
        .replace(/^always\s+/i, "anyone can always ");
      promise = `the promise that ${/^(?:no one|anyone) /.test(can) ? can : `anyone can ${can}`}`;
      break;
    }
    case "question":
      promise = `the question "${quote}"`;
      break;
    default: {
      // "Finally, a coffee subscription made for commuters" promises the subscription.
      const held = mid.replace(LEAD_ADVERB, "");
      const first = held.split(" ")[0] ?? "";
      const nounPhrase =
        held.split(" ").length <= 10 &&
        !NOT_A_NOUN_PHRASE.test(first) &&
        !(words.length === 1 && IMPERATIVE.has(words[0].toLowerCase()));
      promise = nounPhrase ? `the promise of ${held}` : `the line "${quote}"`;
    }
  }
  const short = words.length <= 6 && !/\b(?:we|our|us|i|my)\b/i.test(body) ? body : undefined;
  return { kind, line, quote, promise, ...(claim ? { claim } : {}), ...(short ? { short } : {}) };
}

/** Lowercases the opening word mid-sentence unless it is the brand, a name or an acronym. */
export function keepProper(text: string, brand: string): string {
  if (text.startsWith(brand)) return text;
  const [first = "", second = ""] = text.split(" ");
  if (first === "I" || /\p{Lu}{2}/u.test(first) || /^\p{Lu}/u.test(second)) return text;
  // "Trailcharge is…" under the brief's brand "Trailcharge Solar Backpack": still a name.
  const name = first.replace(/['’]s$/, "");
  const brandWords = brand.split(" ").filter((word) => !/^(?:the|a|an|and|of|for|&)$/i.test(word));
  if (/^\p{Lu}/u.test(name) && brandWords.includes(name)) return text;
  return text.charAt(0).toLowerCase() + text.slice(1);
}
