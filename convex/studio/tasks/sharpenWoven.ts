import { mentionsBrand } from "../../pretest/signals";
import type { PretestBrief } from "../../pretest/types";
import { capitalize, clause, tokens } from "../../pretest/words";
import { AUXILIARY, BASE_VERBS, isPastVerb, isThirdPersonVerb, NOUN_VERBS } from "../engine/verbs";
import { brandNames } from "../../pretest/signals";
import { ended, inner } from "./sharpenText";

/**
 * Sharpen for the key message and for the audience (issue 40): the line rewritten so the
 * message's words or the people are inside its sentence, the way brand linkage weaves the brand
 * in, instead of a sentence stuck on after the core idea ("… If you're one of the busy parents,
 * this is for you."). Each gives candidates, best first; ./sharpenLines.ts keeps the one the
 * pre-test scores highest.
 */

/** The line's sentences; the last one kept apart when it only signs the brand. */
function parts(brief: PretestBrief, headline: string): { body: string; signature: string } {
  const sentences = headline.trim().split(/(?<=[.!?])\s+(?=\p{Lu})/u);
  const last = sentences.at(-1) ?? "";
  const signs = sentences.length > 1 && mentionsBrand(brief, last) && tokens(last).length <= 4;
  return signs
    ? { body: sentences.slice(0, -1).join(" "), signature: ` ${last}` }
    : { body: headline.trim(), signature: "" };
}

/** A line that tells the reader to do something: "Notice the detail", "Get paid in 3 days". */
function isOrder(line: string): boolean {
  const first = clause(line).split(" ")[0] ?? "";
  const word = first.toLowerCase();
  return !/\?$/.test(line.trim()) && BASE_VERBS.has(word) && !NOUN_VERBS.has(word);
}

/** The line mid-sentence: its first letter lowered unless it opens a name or an acronym. */
function lowered(line: string, brief: PretestBrief): string {
  const stop = /[?!]$/.test(line.trim()) ? line.trim().slice(-1) : "";
  const first = (line.trim().split(" ")[0] ?? "").replace(/(?:['’]s)?[,:;.!?]*$/, "");
  const named = brandNames(brief).some((name) => name.split(" ")[0] === first);
  return (named ? clause(line) : inner(line, brief)) + stop;
}

/**
 * Whether a line is a sentence, not a fragment ("Radiant skin, naturally."): it has a verb, an
 * auxiliary or one agreeing with its subject ("holds", "made").
 */
function hasVerb(line: string): boolean {
  return tokens(line).some(
    (word) => AUXILIARY.test(word) || isThirdPersonVerb(word) || isPastVerb(word),
  );
}

/** The message's words, ready to follow a colon or "so": "get paid in 3 days, not 30". */
function messageInside(brief: PretestBrief): string {
  return inner(brief.message, brief);
}

/**
 * The key message inside the line: a question answered by it ("Still chasing invoices? Get
 * paid in 3 days, not 30."), an order or a statement that the message explains after a colon
 * ("Notice the detail: get paid in 3 days, not 30."), or, when the line signs the brand, the
 * message in the line's place with the same signature.
 */
export function messageWoven(brief: PretestBrief, line: string): string[] {
  const message = messageInside(brief);
  if (!message) return [];
  const { body, signature } = parts(brief, line);
  const out: string[] = [];
  const [first, ...rest] = body.split(/(?<=[.!?])\s+/);
  const after = rest.length > 0 ? ` ${rest.join(" ")}` : "";
  const colon = first.indexOf(": ");
  if (/\?$/.test(first)) out.push(`${first} ${ended(capitalize(message))}${after}${signature}`);
  else if (colon < 0) out.push(`${clause(first)}: ${ended(message)}${after}${signature}`);
  else if (tokens(first.slice(0, colon)).length <= 3) {
    // "Forge: classes, open gym, sauna…": the name stays, the list gives way to the message.
    out.push(`${first.slice(0, colon)}: ${ended(message)}${after}${signature}`);
  }
  // A line of several beats: the message in place of the ones after the first (the pre-test
  // counts each beat as a claim, and the message is the claim that matters).
  if (rest.length > 0) {
    out.push(
      /\?$/.test(first)
        ? `${first} ${ended(capitalize(message))}${signature}`
        : `${clause(first)}: ${ended(message)}${signature}`,
    );
  }
  if (signature) out.push(`${ended(capitalize(message))}${signature}`);
  return out.filter((candidate) => candidate !== line);
}

/** "their" and "they" inside the audience's clause, as said to them: "your", "you". */
const TO_YOU: [RegExp, string][] = [
  [/\bthey're\b/gi, "you're"],
  [/\bthey've\b/gi, "you've"],
  [/\bthey'd\b/gi, "you'd"],
  [/\bthey'll\b/gi, "you'll"],
  [/\bthemselves\b/gi, "yourselves"],
  [/\bthey\b/gi, "you"],
  [/\btheir\b/gi, "your"],
  [/\bthem\b/gi, "you"],
];

/**
 * What the audience's "who" clause says, said to them: "Small business owners who still chase
 * invoices by email" → "you still chase invoices by email". Null for an audience without one.
 */
export function audienceAsYou(audience: string): string | null {
  const match = /^(.+?)\s+(?:who|that)\s+(.+)$/i.exec(clause(audience));
  if (!match) return null;
  const said = TO_YOU.reduce((text, [pattern, to]) => text.replace(pattern, to), match[2]);
  // "who's given up" is "who has": said to them, "you've".
  return `you ${said.replace(/^'s\s/, "'ve ").replace(/^is\s/, "are ")}`.replace(/^you '/, "you'");
}

/**
 * The audience inside the line: told what the line says on their condition ("If you still
 * chase invoices by email, get paid in 3 days, not 30."), called by name before an order or a
 * question ("Night-shift nurses, notice the detail."), or named where the line says "people".
 */
export function audienceWoven(brief: PretestBrief, line: string): string[] {
  const who = inner(brief.audience, brief);
  if (!who) return [];
  const { body, signature } = parts(brief, line);
  const single = body.split(/(?<=[.!?])\s+/).length === 1;
  const question = /\?$/.test(body);
  const out: string[] = [];
  const condition = audienceAsYou(brief.audience);
  const colon = body.indexOf(": ");
  if (condition && single && colon > 0 && tokens(body.slice(0, colon)).length <= 3) {
    // "Forge: coached strength…" → "Forge, if you have not trained in years: coached strength…"
    out.push(`${body.slice(0, colon)}, if ${condition}${body.slice(colon)}${signature}`);
  } else if (condition && single && !question && (isOrder(body) || hasVerb(body))) {
    out.push(`If ${condition}, ${ended(lowered(body, brief))}${signature}`);
  }
  if (single && (question || isOrder(body) || /^(?:you|your)\b/i.test(body))) {
    out.push(`${capitalize(who)}, ${ended(lowered(body, brief))}${signature}`);
  }
  // "for everyone", "to people": the people named instead (not "six people", a count).
  const people = /\b(?<=(?:for|to|with)\s)(?:everyone|everybody|anyone|anybody|people)\b/i;
  if (people.test(body)) out.push(`${body.replace(people, who)}${signature}`);
  return out.filter((candidate) => candidate !== line);
}
