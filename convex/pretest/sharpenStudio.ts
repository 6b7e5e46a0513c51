import type { PretestDimension } from "../../shared/pretest";
import type { IdeaDraftFields } from "../ideas/schema";
import { detectCategory, findCliches, mentionsBrand, claims, points, brandNames } from "./signals";
import type { PretestBrief, SharpenLegend } from "./types";
import { capitalize, clause, contentWords, overlap, phrasePattern, tokens } from "./words";

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
const DROP = new Set(["revolutionary", "innovative", "amazing", "awesome", "ultimate", "world-class", "next-level", "cutting-edge", "best-in-class", "next-generation", "next-gen", "seamless", "delicious", "irresistible", "flawless", "like never before", "like no other", "second to none", "premium quality", "high quality", "mouth-watering", "mouthwatering", "game-changing"]);

/** The brief's most concrete short phrase: a short product name, else the USP's opening words. */
function specific(brief: PretestBrief): string {
  const product = clause(brief.product ?? "");
  if (product && product.split(" ").length <= 4) return inner(product, brief);
  const usp = clause(brief.uniqueSellingPoint ?? "");
  if (usp) return inner(usp.split(/[,;]/)[0].split(" ").slice(0, 6).join(" "), brief);
  return inner(clause(brief.message).split(" ").slice(0, 5).join(" "), brief);
}

function withoutCliches(text: string, cliches: string[], brief: PretestBrief): string {
  let value = text;
  for (const phrase of cliches) {
    const replacement = PLAIN[phrase] ?? (DROP.has(phrase) ? "" : specific(brief));
    value = value.replace(phrasePattern(phrase, "gi"), replacement);
  }
  return value === text ? text : tidy(value);
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

function signed(headline: string, brand: string): string {
  return `${ended(headline)} ${ended(brand)}`;
}

function sharpenKeyMessage(brief: PretestBrief, idea: IdeaDraftFields): Partial<IdeaDraftFields> {
  return { coreIdea: `${ended(idea.coreIdea)} In one line: ${ended(inner(brief.message, brief))}` };
}

function sharpenAudience(brief: PretestBrief, idea: IdeaDraftFields): Partial<IdeaDraftFields> {
  const who = inner(brief.audience, brief);
  return {
    coreIdea: `${ended(idea.coreIdea)} It talks straight to ${who}: your day, in your words.`,
  };
}

function sharpenDistinctive(brief: PretestBrief, idea: IdeaDraftFields): Partial<IdeaDraftFields> {
  const cliches = findCliches(brief, idea, detectCategory(brief));
  const fix = (text: string) => withoutCliches(text, cliches, brief);
  const proof = clause(brief.uniqueSellingPoint ?? "") || clause(brief.product ?? "");
  const coreIdea = fix(idea.coreIdea);
  return {
    headline: fix(idea.headline),
    campaignName: fix(idea.campaignName),
    coreIdea: proof ? `${ended(coreIdea)} The proof is concrete: ${ended(inner(proof, brief))}` : coreIdea,
    concept: fix(idea.concept),
    description: fix(idea.description),
  };
}

function sharpenBrandLinkage(brief: PretestBrief, idea: IdeaDraftFields): Partial<IdeaDraftFields> {
  const brand = clause(brief.brand);
  return {
    headline: mentionsBrand(brief, idea.headline) ? idea.headline : signed(idea.headline, brand),
    campaignName: mentionsBrand(brief, idea.campaignName)
      ? idea.campaignName
      : `${clause(idea.campaignName)} by ${brand}`,
  };
}

function sharpenSimplicity(brief: PretestBrief, idea: IdeaDraftFields): Partial<IdeaDraftFields> {
  const parts = claims(idea.headline);
  let headline = idea.headline;
  if (parts.length >= 2) {
    headline = ended(capitalize(parts[0]));
    // The brand stays on the line if it was there: one thought, still signed.
    if (mentionsBrand(brief, idea.headline) && !mentionsBrand(brief, headline)) {
      headline = signed(headline, clause(brief.brand));
    }
  }
  const words = tokens(headline);
  if (words.length > 10) {
    const first = clause(headline).split(/(?<=[.!?:—])\s+/)[0];
    if (tokens(first).length >= 2 && tokens(first).length < words.length) headline = ended(first);
  }
  const coreIdea =
    points(idea.coreIdea) >= 5 ? ended(clause(idea.coreIdea).split(/(?<=[.!?])\s+/)[0]) : idea.coreIdea;
  return { headline, coreIdea, executionStrategy: strongest(brief, idea.executionStrategy, 2) };
}

const SHARPENERS: Record<
  PretestDimension,
  (brief: PretestBrief, idea: IdeaDraftFields) => Partial<IdeaDraftFields>
> = {
  keyMessage: sharpenKeyMessage,
  audience: sharpenAudience,
  distinctive: sharpenDistinctive,
  brandLinkage: sharpenBrandLinkage,
  simplicity: sharpenSimplicity,
};

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
  const revised = { ...idea, ...SHARPENERS[dimension](brief, idea) };
  const touched = contentWords(revised.headline).length > 0 ? revised : { ...revised, headline: idea.headline };
  return {
    ...touched,
    selfCritique: `${legend.name}'s revision: ${change(brief, dimension)}.`,
  };
}
