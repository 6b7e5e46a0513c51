import { toThirdPerson } from "./person";
import { capitalize, clause, cleanCut, endWith, plainText, splitSentences, unshout } from "./text";
import { AUXILIARY, BASE_VERBS, isThirdPersonVerb, NOUN_VERBS, verbBase } from "./verbs";

export { toThirdPerson };

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

/** Personal pronouns: a verb usually follows ("We roast", "You deserve"). */
const PERSONAL = /^(?:we|i|you|they|it|he|she)(?:['’](?:s|re|ve|ll|d|m))?$/i;
/** Other pronouns that can open a clause, when a verb follows: "Everyone deserves…". */
const PRONOUN =
  /^(?:there|this|that|these|those|everyone|everybody|nobody|nothing|everything|someone|something|it['’]s|that['’]s|there['’]s)$/i;
/** What can follow an order's verb: "Get there", "Make every mile count", "Study anywhere". */
const OBJECT_START =
  /^(?:the|a|an|your|yours|yourself|every|each|more|less|there|it|this|that|them|us|me|up|out|in|on|off|back|home|better|smarter|faster|harder|easier|easy|light|well|like|good|free|together|now|today|tonight|here|away|anywhere|everywhere|anytime|something|anything|everything|what|how|with|to|for|into|ahead|forward|local|big|small|fresh|real|exactly|just|first|again|why|where|when|who|\d\S*)$/i;
const NOT_A_NOUN_PHRASE =
  /^(?:\S+ed|\S+en|made|built|grown|brewed|baked|sold|\S+ly|always|never|just|only|simply|so|too|very|and|or|but|with|without|from|for|in|on|at|to|by|of|why|how|what|when|where|who|which|whether|if|let['’]s)$/i;
const POSSESSIVE = /^(?:your|our|my|their|his|her|its)$/i;
/** Words that show an -s word was a plural noun after all: "dog treats for puppies". */
const STOP_AFTER_VERB =
  /^(?:for|with|from|in|on|at|to|by|of|that|which|who|we|you|they|i|and|or|made|built)$/i;
/** Determiners that make the next noun singular: "Every bean counts". */
const SINGULAR = /^(?:every|each|no|this|that|a|an)$/i;
/** Where a subject stops being one: a relative clause or the reader ("…backpack you need"). */
const SUBJECT_STOP = /^(?:that|which|who|whose|where|when|you|we|they|i)$/i;
/** A sentence that opens with its subordinate clause: "When you walk, your phone charges". */
const LEADING = /^(?:when|whenever|while|if|once|because|wherever|as|since|after|before|until)$/i;
const ADVERB = /^(?:\S+ly|always|never|still|just|also|only|even|really|all|ever)$/i;

/** Sentence adverbs that lead a line without being its subject: "Finally, …". */
export const LEAD_ADVERB = /^(?:finally|at last|at long last|now),?\s+/i;
/** "Don't take our word for it": an idiom that introduces the real line, not a promise. */
export const WORD_FOR_IT = /\btake (?:our|my|his|her|their|anyone's) word for it\b/i;

const isVerbS = (word: string) =>
  /^[a-z]+s$/i.test(word) &&
  !/(?:ss|us|is|ness|ics|ous)$/i.test(word) &&
  !/^(?:its|his|hers|yours|ours|theirs|this|was|has|does|always|sometimes|perhaps)$/i.test(word);
const plural = (word: string) => /[^su]s$/i.test(word) && !/(?:ness|ics|ous)$/i.test(word);
const verbish = (word: string) =>
  AUXILIARY.test(word) || verbBase(word) !== undefined || ADVERB.test(word);

/**
 * Whether the words open with a subject and its verb: "Your phone charges…", "Your invoices
 * get paid…", "Good food takes time", "Northbound folds…". A noun phrase ("A bank that
 * answers the phone", "Real food for busy nights") has no verb before its relative clause.
 */
function subjectThenVerb(words: string[], brand: string): boolean {
  const brandWords = brand.toLowerCase().split(" ");
  const first = words[0].toLowerCase();
  for (let index = 1; index < Math.min(words.length, 7); index += 1) {
    const word = words[index].replace(/[,;:]$/, "");
    const previous = words[index - 1];
    if (
      /[,;:]$/.test(previous) ||
      SUBJECT_STOP.test(word) ||
      /^(?:you|we|they|i)['’]/i.test(word)
    ) {
      return false;
    }
    const lower = word.toLowerCase();
    if (AUXILIARY.test(lower)) return true;
    const noun = previous.toLowerCase();
    if (isThirdPersonVerb(lower) && !plural(noun)) {
      // "Your weekend plans" is a noun phrase; "Every bean counts" a sentence.
      const last = index === words.length - 1;
      const base = verbBase(lower) ?? "";
      // "Repair shops rated by…": a noun that can be a verb, then a participle, is a noun.
      const after = words[index + 1]?.toLowerCase() ?? "";
      const participle = NOUN_VERBS.has(base) && /^\p{L}+ed$/u.test(after);
      if (!participle && (!last || !NOUN_VERBS.has(base) || SINGULAR.test(first))) return true;
    }
    if (isVerbS(lower) && brandWords.includes(noun)) return true;
    // "Your invoices get paid", "Dog owners love…": a plural noun before a base verb.
    if (BASE_VERBS.has(lower) && plural(noun) && verbBase(noun) === undefined) return true;
    // "Your data backs itself up": after a possessive and its noun, an -s word that goes on
    // to an object, not to a preposition ("Our dog treats for puppies" is a noun phrase).
    const next = words[index + 1]?.toLowerCase() ?? "";
    if (index === 2 && POSSESSIVE.test(first) && isVerbS(lower) && !/,$/.test(word)) {
      if (next !== "" && !STOP_AFTER_VERB.test(next.replace(/[,;:]$/, ""))) return true;
    }
  }
  return false;
}

function kindOf(words: string[], end: string, brand: string): MessageKind {
  const clean = words.map((word) => word.replace(/[,;:]$/, ""));
  const [first = "", second = ""] = clean;
  const lower = first.toLowerCase().replace(/’/g, "'");
  if (end === "?") return "question";
  if (words.length < 2) return "phrase";
  if (
    PERSONAL.test(first) &&
    (/['’]/.test(first) || verbish(second) || !OBJECT_START.test(second))
  ) {
    return "statement";
  }
  if (PRONOUN.test(first) && (/['’]/.test(first) || verbish(second))) return "statement";
  if (LEADING.test(first) && words.slice(1, -1).some((word) => /,$/.test(word))) {
    return "statement";
  }
  if (/^(?:don't|never|always|let's)$/.test(lower)) return "imperative";
  // "Stays fresh for 10 days": a predicate whose subject is the brand, whatever follows.
  if (isThirdPersonVerb(lower) && !NOUN_VERBS.has(verbBase(lower) ?? "")) return "statement";
  // "Charge once, ride all week": orders in a row, or a verb with "once"/"twice".
  const orders = clean
    .slice(1)
    .some((word, index) => /,$/.test(words[index]) && BASE_VERBS.has(word.toLowerCase()));
  if (BASE_VERBS.has(lower) && (orders || /^(?:once|twice)$/i.test(second))) return "imperative";
  // An order: a verb that is rarely a noun ("Discover…", "Earn…"), or one that often is
  // ("Study", "Travel") followed by what only follows a verb ("anywhere", "better", "your").
  if (BASE_VERBS.has(lower)) {
    // "Power for the whole trail" is a noun phrase, "Care for your skin" an order.
    const preposition = /^(?:for|with|to|into)$/i.test(second);
    const follows =
      (OBJECT_START.test(second) && !preposition) ||
      (preposition && /^(?:your|yours|yourself|you)$/i.test(clean[2] ?? "")) ||
      /^[a-z]{3,}ly$/i.test(second) ||
      end === "!";
    if (!NOUN_VERBS.has(lower) || follows) return "imperative";
  }
  // "Folds in 10 seconds": a predicate whose subject is the brand.
  if (isVerbS(first) && /^(?:in|on|for|up|every|your|more|less|the|a|\d\S*)$/i.test(second)) {
    return "statement";
  }
  return subjectThenVerb(words, brand) ? "statement" : "phrase";
}

/** An order carried as what the audience (or, unnamed, anyone) can do. */
function orderAsPromise(order: string, audience: string): string {
  const who = audience === "people" || audience === "they" ? undefined : audience;
  // Orders in a row become one promise: "charge once, ride all week" → "…and ride all week".
  const mid = order.replace(/, (\S+)(?=[^,]*$)/, (all, verb: string) =>
    BASE_VERBS.has(verb.toLowerCase()) ? ` and ${verb}` : all,
  );
  const [opener = "", ...rest] = mid.split(" ");
  const tail = rest.join(" ");
  switch (opener.toLowerCase().replace(/’/g, "'")) {
    case "don't":
      return who ? `${who} never have to ${tail}` : `no one need ${tail}`;
    case "never":
      return who ? `${who} will never ${tail}` : `no one need ever ${tail}`;
    case "always":
      return `${who ?? "anyone"} can always ${tail}`;
    case "let's":
      return `${who ?? "anyone"} can ${tail}`;
    default:
      return `${who ?? "anyone"} can ${mid}`;
  }
}

export function messageForms(
  raw: string,
  brand: string,
  audience = "people",
  maxWords = 18,
): MessageForms {
  const text = unshout(plainText(raw));
  // A two-part line ("Don't take our word for it: see how it works") is carried by its first part.
  const opening = ((splitSentences(text)[0] ?? text).split(/:\s/)[0] ?? text).trim();
  const body = cleanCut(opening, maxWords) || brand;
  const whole = body === clause(opening);
  const mark = whole && /[?!]$/.test(opening) ? opening.slice(-1) : ".";
  const words = body.split(" ");
  const kind = kindOf(words, mark, brand);
  // The line and its quote are the message whole ("It takes an hour. It lasts a lifetime.")
  // when it is short enough to carry; a message cut short is never put in quotation marks.
  const typed = clause(text);
  const entire = typed.split(" ").length <= maxWords + 6 && typed !== "" ? typed : body;
  const typedMark = /[?!]$/.test(text.trim()) ? text.trim().slice(-1) : ".";
  const entireMark = entire === typed ? typedMark : mark;
  const line = endWith(capitalize(entire), entireMark);
  const quote = /\.$/.test(line) && !/(?:\p{L}\.){2,}$/u.test(line) ? line.slice(0, -1) : line;
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
      // An order to the reader is a promise about what they can do: "Study anywhere" →
      // "the promise that students can study anywhere".
      promise = `the promise that ${orderAsPromise(mid, audience)}`;
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
        // A verb never follows "the promise of": "stays fresh…", "get paid…".
        !isThirdPersonVerb(first) &&
        !(BASE_VERBS.has(first.toLowerCase()) && !NOUN_VERBS.has(first.toLowerCase()));
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
