import { isPeople } from "./people";
import {
  clause,
  cleanCut,
  DANGLING_WORDS,
  joinList,
  lowerLead,
  plainText,
  splitSentences,
  squash,
  unshout,
} from "./text";

/**
 * The audience and the tone as copy can carry them. An audience field can be two words or a
 * paragraph; copy needs it whole but short ("busy parents aged 30-45 who work from home") and
 * as a plural head noun for headlines ("busy parents"), never cut where a reader expects more.
 */

export type AudienceForms = {
  /** The first clause, for mid-sentence use: "city commuters tired of crowded trains". */
  phrase: string;
  /** The group in a few words, plural: "city commuters", "busy mums", "people". */
  short: string;
};

/** Where the head noun phrase ends: relative clauses, ages, -ing phrases, "tired of…". */
const HEAD_END =
  /^(?:who(?:['’](?:ve|re|d|ll|s))?|that|which|whose|aged|with|between|looking|living|working|in|on|at|across|along|around|by|from|near|tired|sick|fed|keen|ready|eager|desperate|fond|proud|afraid|wanting|trying|seeking)$/i;
const DETERMINER = /^(?:a|an|every|each|one|any|the|all|our|your|their)$/i;
const PRONOUN_GROUP =
  /^(?:everyone|everybody|anyone|anybody|someone|somebody|all|people|those|whoever)$/i;

const IRREGULAR: Record<string, string> = {
  person: "people",
  man: "men",
  woman: "women",
  child: "children",
  foot: "feet",
};

export function plural(word: string): string {
  const lower = word.toLowerCase();
  if (IRREGULAR[lower]) return IRREGULAR[lower];
  if (/(?:s|sh|ch|x|z)$/.test(lower)) return `${word}es`;
  if (/[^aeiou]y$/.test(lower)) return `${word.slice(0, -1)}ies`;
  return `${word}s`;
}

/** A count or a measure: "two hours from the nearest GP" is not part of "rural families". */
const COUNT = /^(?:\d[\d.,%-]*\w*|one|two|three|four|five|six|seven|eight|nine|ten|twelve)$/i;

export function audienceForms(raw: string): AudienceForms {
  const text = unshout(plainText(raw));
  const clauseOf = text.split(/[:;]\s/)[0] ?? text;
  const cut = cleanCut(clauseOf, 14);
  const words = cut.replace(/[,(].*$/, "").split(" ");
  const head: string[] = [];
  for (const word of words) {
    // "…working from home", "…bored of the gym": a participle starts what is said of them.
    if (head.length > 0 && (HEAD_END.test(word) || /^\w{3,}(?:ing|ed)$/i.test(word))) break;
    // "rural families two hours from…": the people end before a count that starts a phrase.
    if (head.length > 0 && COUNT.test(word) && /s$/i.test(head[head.length - 1])) break;
    head.push(word);
  }
  // Never cut where a reader expects more: an audience longer than a line can carry is its
  // people alone, unless it cuts at its own pause ("busy parents, mostly mums, …").
  const whole = clause(splitSentences(clauseOf)[0]?.split(/\s+[-–—]\s+/)[0] ?? "");
  const paused = cut === whole || whole.startsWith(`${cut},`);
  const phrase = lowerLead(paused ? cut : head.join(" ")) || "people";
  let singular = false;
  while (head.length > 1 && DETERMINER.test(head[0])) {
    singular = singular || /^(?:a|an|every|each|one|any)$/i.test(head[0]);
    head.shift();
  }
  // Cut to four words first, so the cut never ends on "along the" ("early commuters along the").
  head.splice(4);
  while (head.length > 1 && DANGLING_WORDS.has(head[head.length - 1].toLowerCase())) head.pop();
  let short = head.join(" ");
  const last = head[head.length - 1] ?? "";
  // "the solo traveller", "busy nurse": one person standing for many, written as the many.
  const onePerson = !/s$/i.test(last) && isPeople(plural(last).toLowerCase());
  if (PRONOUN_GROUP.test(short) || short === "") short = "people";
  else if (singular || onePerson) {
    const list = short.split(" ");
    list[list.length - 1] = plural(list[list.length - 1]);
    short = list.join(" ");
  }
  return { phrase, short: lowerLead(short) };
}

/**
 * The tone as a short list ("bold, playful and premium"): typed separators become commas,
 * a long description keeps its first few short qualities.
 */
export function toneText(raw: string): string {
  const text = unshout(plainText(raw))
    .toLowerCase()
    .replace(/[.!?]+$/, "");
  // A short tone stays as typed ("warm, witty"); only lists and long descriptions are reshaped.
  if (text.split(" ").length <= 6 && !/[;/|]/.test(text) && text !== "") return text;
  const items = text
    .split(/\s*[,;/|]\s*|\s+and\s+|\.\s*/)
    .map((item) => squash(item).replace(/^(?:and|but|or)\s+/, ""))
    .filter((item) => item !== "" && item.split(" ").length <= 5)
    .filter((item) => !DANGLING_WORDS.has(item.split(" ").pop() ?? ""));
  const chosen = [...new Set(items)].slice(0, text.length > 80 ? 3 : 4);
  return chosen.length > 0 ? joinList(chosen) : "clear and confident";
}
