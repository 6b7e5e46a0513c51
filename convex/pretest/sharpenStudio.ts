import type { PretestDimension } from "../../shared/pretest";
import type { IdeaDraftFields } from "../ideas/schema";
import {
  brandNames,
  claims,
  detectCategory,
  findCliches,
  mentionsBrand,
  ownWords,
  points,
} from "./signals";
import { pretestTotal, scorePretest } from "./heuristics";
import type { PretestBrief, SharpenLegend } from "./types";
import {
  capitalize,
  clause,
  contentWords,
  hasPhrase,
  matchesIn,
  overlap,
  phrasePattern,
  tokens,
} from "./words";

/**
 * The built-in studio's Sharpen: a revision that fixes ONE pre-test dimension and leaves the
 * rest of the idea as it was, so the new version reads as the same idea, improved where the
 * pre-test said it was weak. Deterministic, like the pre-test that judges it.
 */

/** A text as a whole sentence (its own closing punctuation kept, else a full stop). */
function ended(text: string): string {
  const value = text.replace(/\s+/g, " ").trim();
  return value === "" || /[.!?…]$/.test(value) ? value : `${value}.`;
}

/** The brief's words mid-sentence: lowercased first letter unless it opens a name. */
function inner(text: string, brief: PretestBrief): string {
  const value = clause(text);
  const first = value.split(" ", 1)[0] ?? "";
  const keep =
    brandNames(brief).some((name) => name.startsWith(first)) ||
    /^[A-Z]{2,}/.test(first) ||
    /[A-Z]/.test(first.slice(1));
  return keep ? value : value.charAt(0).toLowerCase() + value.slice(1);
}

/** "a" or "an" to match the word after it, once words around it changed. */
function fixArticles(text: string): string {
  return text.replace(/\b([Aa])n? (?=([\p{L}]))/gu, (_match, a: string, next: string) =>
    /[aeiou]/i.test(next) ? `${a}n ` : `${a} `,
  );
}

/** Tidy spacing and punctuation left behind by a removed phrase; capitalise the start. */
function tidy(text: string): string {
  const value = text
    .replace(/\s+([,.;:!?])/g, "$1")
    .replace(/([,;:])(?=[.!?])/g, "")
    .replace(/^[\s,;:.—–-]+/, "")
    .replace(/\s{2,}/g, " ")
    .replace(/([.!?])\s*[,;:]+/g, "$1")
    .trim();
  return capitalize(fixArticles(value));
}

/** Verb clichés get a plain verb; the rest give way to the brief's own specific. */
const PLAIN: Record<string, string> = {
  unleash: "free",
  elevate: "lift",
  elevates: "lifts",
  transform: "change",
  discover: "find",
  unlock: "open",
  redefine: "rethink",
  redefines: "rethinks",
  revolutionise: "change",
  revolutionize: "change",
  streamline: "simplify",
  supercharge: "speed up",
  nourish: "feed",
};
/** Adjectives that add nothing: dropped outright. */
const DROP = new Set([
  "revolutionary",
  "innovative",
  "amazing",
  "awesome",
  "ultimate",
  "world-class",
  "next-level",
  "cutting-edge",
  "best-in-class",
  "next-generation",
  "next-gen",
  "seamless",
  "delicious",
  "irresistible",
  "flawless",
  "like never before",
  "like no other",
  "second to none",
  "premium quality",
  "high quality",
  "mouth-watering",
  "mouthwatering",
  "game-changing",
]);

/** The brief's proof as a line of its own: the USP's first clause ("Every bag is roasted…"). */
function proofLine(brief: PretestBrief): string {
  const usp = clause(brief.uniqueSellingPoint ?? "");
  const first = clause(usp.split(/[,;:]\s|\s[—–]\s/)[0]);
  return first ? ended(capitalize(first)) : "";
}

/**
 * The text without its clichés: a plain verb for a verb cliché, nothing for an empty adjective,
 * and any sentence built on another cliché ("the perfect cup") dropped whole, because swapping
 * a phrase into it reads like a mail merge. `fallback` when nothing is left.
 */
function withoutCliches(text: string, cliches: string[], fallback: string): string {
  let value = text;
  for (const phrase of cliches) {
    const replacement = PLAIN[phrase] ?? (DROP.has(phrase) ? "" : null);
    if (replacement !== null) value = value.replace(phrasePattern(phrase, "gi"), replacement);
  }
  if (value === text && !cliches.some((phrase) => hasPhrase(text, phrase))) return text;
  const kept = tidy(value)
    .split(/(?<=[.!?])\s+/)
    .filter((sentence) => !cliches.some((phrase) => hasPhrase(sentence, phrase)))
    .map((sentence) => tidy(sentence))
    .filter((sentence) => contentWords(sentence).length > 0);
  return kept.length ? kept.map(ended).join(" ") : fallback;
}

/** Execution items ranked by how much of the brief they carry; the best two, in their order. */
function strongest(brief: PretestBrief, items: string[], keep: number): string[] {
  if (items.length <= keep) return items;
  const wanted = [brief.message, brief.audience, brief.uniqueSellingPoint, brief.brand].join(". ");
  const ranked = items
    .map((item, index) => ({ index, weight: overlap(wanted, item).length }))
    .sort((a, b) => b.weight - a.weight || a.index - b.index)
    .slice(0, keep)
    .map((entry) => entry.index)
    .sort((a, b) => a - b);
  return ranked.map((index) => items[index]);
}

const SMALL_WORDS = new Set([
  "a",
  "an",
  "and",
  "at",
  "by",
  "for",
  "in",
  "of",
  "on",
  "or",
  "the",
  "to",
]);

function titleCase(text: string): string {
  return text
    .split(" ")
    .map((word, index) =>
      index > 0 && SMALL_WORDS.has(word)
        ? word
        : word.replace(
            /(^|-)(\p{Ll})/gu,
            (_m, gap: string, letter: string) => gap + letter.toUpperCase(),
          ),
    )
    .join(" ");
}

/** A USP quoted after a colon keeps no colon of its own ("three ingredients — flour…"). */
function unlisted(text: string): string {
  return text.replace(/\s*:\s+/g, " — ");
}

function signed(headline: string, brand: string): string {
  return `${ended(headline)} ${ended(brand)}`;
}

function sharpenKeyMessage(brief: PretestBrief, idea: IdeaDraftFields): Partial<IdeaDraftFields> {
  return { coreIdea: `${ended(idea.coreIdea)} In one line: ${ended(inner(brief.message, brief))}` };
}

function sharpenAudience(brief: PretestBrief, idea: IdeaDraftFields): Partial<IdeaDraftFields> {
  const who = inner(brief.audience, brief).replace(/^(?:the|a|an)\s+/i, "");
  if (!who) return {};
  return { coreIdea: `${ended(idea.coreIdea)} If you're one of the ${who}, this is for you.` };
}

function sharpenDistinctive(brief: PretestBrief, idea: IdeaDraftFields): Partial<IdeaDraftFields> {
  const cliches = findCliches(brief, idea, detectCategory(brief));
  const line = proofLine(brief);
  const proof = clause(brief.uniqueSellingPoint ?? "");
  const name = clause(brief.product ?? "")
    ? `${clause(brief.brand)} ${titleCase(clause(brief.product ?? ""))}`
    : idea.campaignName;
  const coreIdea = withoutCliches(idea.coreIdea, cliches, "");
  const proven = proof
    ? coreIdea
      ? `${ended(coreIdea)} The proof is concrete: ${ended(unlisted(inner(proof, brief)))}`
      : ended(capitalize(proof))
    : coreIdea;
  return {
    headline: withoutCliches(idea.headline, cliches, line || idea.headline),
    campaignName: withoutCliches(idea.campaignName, cliches, name),
    coreIdea: proven,
    concept: withoutCliches(idea.concept, cliches, ""),
    description: withoutCliches(idea.description, cliches, ""),
  };
}

function sharpenBrandLinkage(brief: PretestBrief, idea: IdeaDraftFields): Partial<IdeaDraftFields> {
  const brand = clause(brief.brand);
  const held = `${idea.headline}. ${idea.campaignName}. ${idea.coreIdea}`;
  const usp = clause(brief.uniqueSellingPoint ?? "");
  // A line only this brand can sign: its own proof beside the name, when the idea has none.
  const owned = matchesIn(ownWords(brief, detectCategory(brief)), held, true).length > 0;
  return {
    coreIdea:
      usp && !owned
        ? `${ended(idea.coreIdea)} Only ${brand} can say it: ${ended(unlisted(inner(usp, brief)))}`
        : idea.coreIdea,
    headline: mentionsBrand(brief, idea.headline) ? idea.headline : signed(idea.headline, brand),
    campaignName: mentionsBrand(brief, idea.campaignName)
      ? idea.campaignName
      : `${clause(idea.campaignName)} by ${brand}`,
  };
}

/**
 * The line cut to one claim: its first, then each other claim as an alternative (the studio
 * keeps the one that scores best), still signed by the brand if the brand was on it.
 */
function oneClaimLines(brief: PretestBrief, headline: string): string[] {
  const parts = claims(headline);
  const lines = parts.length >= 2 ? parts.map((part) => ended(capitalize(part))) : [headline];
  return lines.map((line) => {
    let cut = line;
    if (tokens(cut).length > 10) {
      const first = clause(cut).split(/(?<=[.!?:—])\s+/)[0];
      if (tokens(first).length >= 2) cut = ended(first);
    }
    // One thought, still signed.
    const brandGone = mentionsBrand(brief, headline) && !mentionsBrand(brief, cut);
    return brandGone ? signed(cut, clause(brief.brand)) : cut;
  });
}

function sharpenSimplicity(brief: PretestBrief, idea: IdeaDraftFields): Partial<IdeaDraftFields>[] {
  const executionStrategy = strongest(brief, idea.executionStrategy, 2);
  const headlines = oneClaimLines(brief, idea.headline);
  if (points(idea.coreIdea) < 5)
    return headlines.map((headline) => ({ headline, executionStrategy }));
  const headline = headlines[0];
  // A core idea that stacks points: its first sentence, or what comes before its list, alone
  // or followed by the key message (the one thought the list was burying).
  const first = ended(clause(idea.coreIdea).split(/(?<=[.!?])\s+/)[0]);
  const lead = clause(first).split(/:\s|\s[—–]\s/)[0];
  const cores = [first];
  if (tokens(lead).length >= 4 && lead !== clause(first)) {
    cores.push(ended(lead), `${ended(lead)} ${ended(capitalize(clause(brief.message)))}`);
  }
  return cores.map((coreIdea) => ({ headline, coreIdea, executionStrategy }));
}

/** Each dimension's revisions, the plainest first; sharpenIdeaDraft keeps the one that scores. */
const SHARPENERS: Record<
  PretestDimension,
  (brief: PretestBrief, idea: IdeaDraftFields) => Partial<IdeaDraftFields>[]
> = {
  keyMessage: (brief, idea) => [sharpenKeyMessage(brief, idea)],
  audience: (brief, idea) => [sharpenAudience(brief, idea)],
  distinctive: (brief, idea) => [sharpenDistinctive(brief, idea)],
  brandLinkage: (brief, idea) => [sharpenBrandLinkage(brief, idea)],
  simplicity: sharpenSimplicity,
};

/**
 * The studio checks its own work with the pre-test: of the candidate revisions, the one that
 * costs the idea at most a point overall, then scores highest on the dimension, then overall.
 */
function best(
  brief: PretestBrief,
  idea: IdeaDraftFields,
  dimension: PretestDimension,
  candidates: IdeaDraftFields[],
): IdeaDraftFields {
  const before = pretestTotal(scorePretest(brief, idea));
  const ranked = candidates.map((candidate, index) => {
    const result = scorePretest(brief, candidate);
    const total = pretestTotal(result);
    const score = result.scores.find((entry) => entry.dimension === dimension)?.score ?? 0;
    return { candidate, index, keeps: total >= before - 1 ? 1 : 0, score, total };
  });
  ranked.sort(
    (a, b) => b.keeps - a.keeps || b.score - a.score || b.total - a.total || a.index - b.index,
  );
  return ranked[0].candidate;
}

/** What the revision changed, in the legend's critique line. */
function change(brief: PretestBrief, dimension: PretestDimension): string {
  const brand = clause(brief.brand);
  switch (dimension) {
    case "keyMessage":
      return "the key message now sits in the core idea, in the brief's own words";
    case "audience":
      return `it now talks to ${inner(brief.audience, brief)} directly`;
    case "distinctive":
      return "the category clichés are out and the brief's own proof is in";
    case "brandLinkage":
      return `${brand} now signs the line and the campaign name`;
    case "simplicity":
      return "one claim on the line and only the two strongest execution items";
  }
}

/** The built-in studio's revision of an idea that fixes one pre-test dimension. */
export function sharpenIdeaDraft(
  brief: PretestBrief,
  idea: IdeaDraftFields,
  dimension: PretestDimension,
  legend: SharpenLegend,
): IdeaDraftFields {
  const candidates = SHARPENERS[dimension](brief, idea).map((change) => {
    const revised = { ...idea, ...change };
    // A revision never leaves the idea without a line.
    return contentWords(revised.headline).length > 0
      ? revised
      : { ...revised, headline: idea.headline };
  });
  return {
    ...best(brief, idea, dimension, candidates),
    selfCritique: `${legend.name}'s revision: ${change(brief, dimension)}.`,
  };
}
