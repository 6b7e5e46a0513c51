import { possessive, squash } from "./text";
import { AUXILIARY, thirdPerson, verbBase } from "./verbs";

/**
 * A typed line spoken about rather than by the brand or to the reader: "we" becomes the brand
 * (its verb agreeing), "our" the brand's, and the reader's "you"/"your" the audience's
 * "they"/"their", as subject or object by where "you" stands: "Your phone charges while you
 * walk" → "their phone charges while they walk", "we'll get you there" → "… get them there".
 */

/** Words after which "you" opens a clause: "while you walk", "so you can", "and you sip". */
const CLAUSE_OPENER =
  /^(?:and|but|or|nor|so|that|because|if|when|whenever|while|where|wherever|once|unless|though|although|whether|until|till|before|after|since|as|than|like)$/i;
/** Openers that are also prepositions or coordinators ("made for you and me", "after you",
 * "people like you"): there "you" is a subject only when a verb follows. */
const ALSO_NOT_A_CLAUSE = /^(?:and|but|or|nor|until|till|before|after|since|as|than|like)$/i;
/** A leading subordinate clause: "When you walk, your phone charges". */
const LEADING = /^(?:when|whenever|while|if|once|because|wherever|as|since|after|before|until)$/i;
const PREPOSITION =
  /^(?:to|for|with|from|about|of|at|by|in|into|on|onto|without|between|among|toward|towards|upon|against|near|behind|beyond|past|through|under|within|via)$/i;
const ADVERB = /^(?:\S+ly|always|never|still|just|also|only|even|really|all|ever|already)$/i;

const bare = (token: string) => token.replace(/[.,;:!?]+$/, "");
const endsClause = (token: string) => /[,;:]$/.test(token);

/** Whether the word after "you" makes it a subject: a verb, an auxiliary or an adverb. */
function verbNext(token: string | undefined): boolean {
  if (token === undefined) return false;
  const word = bare(token);
  return AUXILIARY.test(word) || verbBase(word) !== undefined || ADVERB.test(word);
}

/** The reader's contractions, with the audience named or as "they". */
function youContraction(lower: string, who: string): string | undefined {
  const verbs: Record<string, string> = {
    "'re": "are",
    "'ve": "have",
    "'ll": "will",
    "'d": "would",
  };
  const tail = /^you('(?:re|ve|ll|d))$/.exec(lower)?.[1];
  if (!tail) return undefined;
  return who === "they" ? `they${tail}` : `${who} ${verbs[tail]}`;
}

export function toThirdPerson(text: string, brand: string, audience = "they"): string {
  const tokens = squash(text).split(" ");
  const out: string[] = [];
  let converted = false;
  for (let index = 0; index < tokens.length; index += 1) {
    const [, word = "", tail = ""] = /^(.*?)([.,;:!?]*)$/.exec(tokens[index]) ?? [];
    const lower = word.toLowerCase().replace(/’/g, "'");
    const previousToken = out[out.length - 1] ?? "";
    const previous = bare(previousToken).toLowerCase();
    const next = tokens[index + 1];
    // The reader opening the line (or its leading "When you…") is the audience, by name.
    const opening =
      index === 0 || (index === 1 && LEADING.test(bare(tokens[0])) && audience !== "they");
    const who = opening ? audience : "they";
    // "everything you need": a verb after "you" and no verb or preposition before it.
    // "the work you love": a word after a determiner is a noun even when it could be a verb.
    const noun = /^(?:the|a|an|their|its|every|each|this|that|all)$/i.test(
      bare(out[out.length - 2] ?? ""),
    );
    const relative =
      verbNext(next) &&
      !PREPOSITION.test(previous) &&
      !AUXILIARY.test(previous) &&
      (noun || verbBase(previous) === undefined);
    const subject =
      opening ||
      relative ||
      (endsClause(previousToken) && next !== undefined) ||
      (CLAUSE_OPENER.test(previous) &&
        next !== undefined &&
        (!ALSO_NOT_A_CLAUSE.test(previous) || verbNext(next)));
    const contraction = youContraction(lower, who);
    if (contraction) {
      out.push(`${contraction}${tail}`);
      continue;
    }
    const swap: Record<string, string> = {
      "we're": `${brand} is`,
      "we've": `${brand} has`,
      "we'll": `${brand} will`,
      "we'd": `${brand} would`,
      "i'm": `${brand} is`,
      "i've": `${brand} has`,
      "i'll": `${brand} will`,
      our: possessive(brand),
      my: possessive(brand),
      ours: possessive(brand),
      us: brand,
      me: brand,
      ourselves: "itself",
      myself: "itself",
      your: "their",
      yours: "theirs",
      yourself: "themselves",
      yourselves: "themselves",
      you: subject ? who : "them",
    };
    // "we roast … and deliver it": the second verb agrees with the brand too.
    const object = /^(?:it|them|the|a|an|our|your|every|each)$/i.test(next ?? "");
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
      let after = index + 1;
      while (after < tokens.length && ADVERB.test(tokens[after])) out.push(tokens[after++]);
      if (after < tokens.length) {
        const [, verb = "", verbTail = ""] = /^(.*?)([.,;:!?]*)$/.exec(tokens[after]) ?? [];
        out.push(`${thirdPerson(verb)}${verbTail}`);
      }
      index = after;
      continue;
    }
    out.push(swap[lower] !== undefined ? `${swap[lower]}${tail}` : tokens[index]);
  }
  return out.join(" ");
}
