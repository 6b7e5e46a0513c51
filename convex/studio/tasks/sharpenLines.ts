import type { PretestDimension } from "../../../shared/pretest";
import { BASE_VERBS, NOUN_VERBS, thirdPerson } from "../engine/verbs";
import type { IdeaDraftFields } from "../../ideas/schema";
import {
  claims,
  detectCategory,
  findCliches,
  mentionsBrand,
  ownWords,
  points,
  readsBriefBack,
} from "../../pretest/signals";
import { pretestTotal, scorePretest } from "../../pretest/heuristics";
import type { PretestBrief, SharpenLegend } from "../../pretest/types";
import {
  capitalize,
  clause,
  contentWords,
  matchesIn,
  overlap,
  phrasePattern,
  tokens,
} from "../../pretest/words";
import {
  ended,
  inner,
  proofLine,
  signed,
  titleCase,
  unlisted,
  withoutCliches,
} from "./sharpenText";
import { audienceWoven, messageWoven } from "./sharpenWoven";

/**
 * The built-in studio's Sharpen: a revision that fixes ONE pre-test dimension and leaves the
 * rest of the idea as it was, so the new version reads as the same idea, improved where the
 * pre-test said it was weak. Deterministic, like the pre-test that judges it.
 */

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

/**
 * The line rewritten around the key message or to the people (./sharpenWoven.ts); then, when
 * no such line fixes the dimension without costing the idea (see sharpenIdeaDraft), the core
 * idea rewritten the same way; a sentence added to the core idea only when neither can be.
 */
function rewoven(
  idea: IdeaDraftFields,
  weave: (line: string) => string[],
  added: () => string | null,
): Partial<IdeaDraftFields>[][] {
  const lines = weave(idea.headline).map((headline) => ({ headline }));
  const cores = weave(idea.coreIdea).map((coreIdea) => ({ coreIdea }));
  const sentence = added();
  const last = sentence === null ? [] : [{ coreIdea: `${ended(idea.coreIdea)} ${sentence}` }];
  return [lines, cores, last];
}

function sharpenKeyMessage(brief: PretestBrief, idea: IdeaDraftFields) {
  return rewoven(
    idea,
    (line) => messageWoven(brief, line),
    () => `In one line: ${ended(inner(brief.message, brief))}`,
  );
}

function sharpenAudience(brief: PretestBrief, idea: IdeaDraftFields) {
  const who = inner(brief.audience, brief).replace(/^(?:the|a|an)\s+/i, "");
  return rewoven(
    idea,
    (line) => audienceWoven(brief, line),
    () => (who ? `If you're one of the ${who}, this is for you.` : null),
  );
}

/**
 * With no proof in the brief, the line's cliché gives way to the brief's own promise ("who
 * expect the best" → "who expect small-batch coffee roasted the night before"), so the line
 * keeps its shape and says something only this brief says.
 */
function promisedInstead(brief: PretestBrief, line: string, cliches: string[]): string {
  const promise = clause(brief.message).replace(/[.!?]+$/, "");
  const phrase = cliches.find((cliche) => phrasePattern(cliche, "i").test(line));
  if (!promise || !phrase) return line;
  const lower = /^[A-Z][a-z]/.test(promise) ? promise[0].toLowerCase() + promise.slice(1) : promise;
  return line.replace(phrasePattern(phrase, "i"), lower);
}

function sharpenDistinctive(brief: PretestBrief, idea: IdeaDraftFields): Partial<IdeaDraftFields> {
  const cliches = findCliches(brief, idea, detectCategory(brief));
  const line = proofLine(brief);
  // The USP is the proof; without one, the product itself is the concrete thing to show.
  const product = clause(brief.product ?? "");
  const proof =
    clause(brief.uniqueSellingPoint ?? "") || (product && `the ${inner(product, brief)} itself`);
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
    // A line that reads the brief back gives way to the brief's proof, like a cliché does.
    headline:
      readsBriefBack(brief, idea.headline) && line
        ? line
        : withoutCliches(
            idea.headline,
            cliches,
            line || promisedInstead(brief, idea.headline, cliches),
          ),
    campaignName: withoutCliches(idea.campaignName, cliches, name),
    coreIdea: proven,
    concept: withoutCliches(idea.concept, cliches, ""),
    description: withoutCliches(idea.description, cliches, ""),
  };
}

/** "Tidewell's", "Hartwell & Finch's", "Pins'": the brand owning what follows. */
const owning = (brand: string) => (/s$/i.test(brand) ? `${brand}'` : `${brand}'s`);

/** "We're" → "Ledgerly is": the verb after "we" said of the brand. */
const CONTRACTED: Record<string, string> = {
  "'re": "is",
  "'ve": "has",
  "'ll": "will",
  "'d": "would",
};
const SAID_OF_IT: Record<string, string> = { are: "is", have: "has", were: "was", do: "does" };

/**
 * The line rewritten so the brand is inside it, not signed under it (issue 40): the brand
 * takes the place of "we", "our" or "it" ("We answer every call" → "Joe's Garage answers every
 * call"), names the thing the line points at ("Notice the detail" → "Notice the Tidewell
 * detail"), or is what an order is done with ("Get paid in 3 days" → "…with Ledgerly").
 * Candidates, best first; empty when the line gives the brand no place.
 */
export function brandWoven(line: string, brand: string): string[] {
  const text = clause(line);
  const stop = /[?!]$/.test(line.trim()) ? line.trim().slice(-1) : ".";
  const out: string[] = [];
  const we = /^(?:We|It)(?:('re|'ve|'ll|'d|'s)|\s+(\p{Ll}+))\b(.*)$/u.exec(text);
  if (we) {
    const [, contraction, verb, rest] = we;
    const said = contraction
      ? contraction === "'s"
        ? "is"
        : CONTRACTED[contraction]
      : (SAID_OF_IT[verb] ?? (BASE_VERBS.has(verb) ? thirdPerson(verb) : verb));
    out.push(`${brand} ${said}${rest}${stop}`);
  }
  const our = /^(.*?)\b[Oo]ur\s(.*)$/.exec(text);
  if (our) out.push(`${capitalize(`${our[1]}${owning(brand)} ${our[2]}`)}${stop}`);
  const words = text.split(" ");
  const first = words[0]?.toLowerCase() ?? "";
  const order =
    stop !== "?" &&
    ((BASE_VERBS.has(first) && !NOUN_VERBS.has(first)) ||
      // An order the verb list does not know: "Notice the detail", "Savour it".
      (/^\p{Lu}\p{Ll}+$/u.test(words[0] ?? "") &&
        !/(?:s|ed|ing|ly)$/.test(first) &&
        /^(?:the|a|an|your|every|it|this|that|more|less)$/i.test(words[1] ?? "")));
  // The brand before the thing a short line points at: "Notice the Tidewell detail".
  const the = /^(.*?\b)(the)\s(\p{Ll}[\p{Ll}-]*)(.*)$/u.exec(text);
  if (!we && !our && the && words.length <= 8 && brand.split(" ").length <= 3) {
    out.push(`${the[1]}${the[2]} ${brand} ${the[3]}${the[4]}${stop}`);
  }
  // An order done with the brand, before the line's afterthought: "Get paid in 3 days with
  // Ledgerly, not 30."
  if (order && words.length <= 12) {
    const comma = text.indexOf(", ");
    out.push(
      comma > 0
        ? `${text.slice(0, comma)} with ${brand}${text.slice(comma)}${stop}`
        : `${text} with ${brand}${stop}`,
    );
  }
  return out.filter((candidate) => candidate !== line);
}

/** The campaign name with the brand in it: "The Tidewell Detail", "Notice the Detail, Tidewell". */
function nameWoven(name: string, brand: string): string {
  const text = clause(name);
  if (/^the\s/i.test(text) && brand.split(" ").length <= 3) {
    return `The ${brand} ${text.slice(4)}`;
  }
  return `${text}, ${brand}`;
}

function sharpenBrandLinkage(
  brief: PretestBrief,
  idea: IdeaDraftFields,
): Partial<IdeaDraftFields>[] {
  const brand = clause(brief.brand);
  const held = `${idea.headline}. ${idea.campaignName}. ${idea.coreIdea}`;
  const usp = clause(brief.uniqueSellingPoint ?? "");
  // A line only this brand can sign: its own proof beside the name, when the idea has none.
  const owned = matchesIn(ownWords(brief, detectCategory(brief)), held, true).length > 0;
  const coreIdea =
    usp && !owned
      ? `${ended(idea.coreIdea)} Only ${brand} can say it: ${ended(unlisted(inner(usp, brief)))}`
      : idea.coreIdea;
  const campaignName = mentionsBrand(brief, idea.campaignName)
    ? idea.campaignName
    : nameWoven(idea.campaignName, brand);
  if (mentionsBrand(brief, idea.headline)) return [{ coreIdea, campaignName }];
  // The line rewritten around the brand; signed under it only when it gives the brand no place.
  const woven = brandWoven(idea.headline, brand);
  const headlines = woven.length > 0 ? woven : [signed(idea.headline, brand)];
  return headlines.map((headline) => ({ coreIdea, campaignName, headline }));
}

/**
 * The line cut to one claim: its first, then each other claim as an alternative (the studio
 * keeps the one that scores best), still signed by the brand if the brand was on it.
 */
function oneClaimLines(brief: PretestBrief, headline: string): string[] {
  const parts = claims(headline);
  const lines = parts.length >= 2 ? parts.map((part) => ended(capitalize(part))) : [headline];
  return lines.flatMap(shorter).map((cut) => {
    // One thought, still signed.
    const brandGone = mentionsBrand(brief, headline) && !mentionsBrand(brief, cut);
    return brandGone ? signed(cut, clause(brief.brand)) : cut;
  });
}

/** Where a long line can stop and still be a sentence: before its qualifying phrase. */
const CUT_BEFORE =
  /\s(?=(?:within|every|with|for|so|because|before|after|when|while|that|in|on|to|by)\s)/gi;

/** A line of ten words or fewer: itself, or cut at its first sentence or a qualifying phrase. */
function shorter(line: string): string[] {
  if (tokens(line).length <= 10) return [line];
  const body = clause(line).replace(/^[^:]{1,30}:\s+/, "");
  // The first sentence keeps its own stop ("Haven't trained since school?"); a cut gets one.
  const cuts = [
    line.trim().split(/(?<=[.!?])\s+/)[0],
    ...[...body.matchAll(CUT_BEFORE)].map((m) => clause(body.slice(0, m.index))),
  ];
  const fitting = cuts.filter((cut) => tokens(cut).length >= 3 && tokens(cut).length <= 10);
  if (fitting.length) return [...new Set(fitting)].map((cut) => ended(capitalize(cut)));
  // Nothing fits in ten words: its first sentence is still shorter than the whole line.
  return tokens(cuts[0]).length >= 3 && tokens(cuts[0]).length < tokens(line).length
    ? [ended(cuts[0]), line]
    : [line];
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

/**
 * Each dimension's revisions in tiers, the plainest first within each; sharpenIdeaDraft keeps
 * the one that scores, from the first tier with one that fixes the dimension at no cost.
 */
const SHARPENERS: Record<
  PretestDimension,
  (brief: PretestBrief, idea: IdeaDraftFields) => Partial<IdeaDraftFields>[][]
> = {
  keyMessage: sharpenKeyMessage,
  audience: sharpenAudience,
  distinctive: (brief, idea) => [[sharpenDistinctive(brief, idea)]],
  brandLinkage: (brief, idea) => [sharpenBrandLinkage(brief, idea)],
  simplicity: (brief, idea) => [sharpenSimplicity(brief, idea)],
};

/**
 * The studio checks its own work with the pre-test: of the candidate revisions, the one that
 * costs the idea at most a point overall, then scores highest on the dimension, then overall.
 */
function best(
  brief: PretestBrief,
  idea: IdeaDraftFields,
  dimension: PretestDimension,
  tiers: IdeaDraftFields[][],
): IdeaDraftFields {
  const scored = scorePretest(brief, idea);
  const before = pretestTotal(scored);
  const was = scored.scores.find((entry) => entry.dimension === dimension)?.score ?? 0;
  const rank = (candidates: IdeaDraftFields[]) => {
    const ranked = candidates.map((candidate, index) => {
      const result = scorePretest(brief, candidate);
      const total = pretestTotal(result);
      const score = result.scores.find((entry) => entry.dimension === dimension)?.score ?? 0;
      return { candidate, index, keeps: total >= before - 1 ? 1 : 0, score, total };
    });
    ranked.sort(
      (a, b) => b.keeps - a.keeps || b.score - a.score || b.total - a.total || a.index - b.index,
    );
    return ranked[0];
  };
  const filled = tiers.filter((tier) => tier.length > 0);
  if (filled.length === 0) return idea;
  for (const tier of filled) {
    const top = rank(tier);
    if (top.keeps === 1 && top.score > was) return top.candidate;
  }
  return rank(filled.flat()).candidate;
}

/** What the revision changed, in the legend's critique line (`inLine`: the headline changed). */
function change(brief: PretestBrief, dimension: PretestDimension, inLine: boolean): string {
  const brand = clause(brief.brand);
  switch (dimension) {
    case "keyMessage":
      return inLine
        ? "the key message is now inside the line, in the brief's own words"
        : "the key message now sits in the core idea, in the brief's own words";
    case "audience":
      return `it now talks to ${inner(brief.audience, brief)} directly`;
    case "distinctive":
      return brief.uniqueSellingPoint || brief.product
        ? "the clichés are out and the brief's own proof is in"
        : "the clichés give way to the brief's own promise; a proof in the brief would make the line the brand's alone";
    case "brandLinkage":
      return `${brand} is now inside the line and the campaign name, not signed under them`;
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
  const candidates = SHARPENERS[dimension](brief, idea).map((tier) =>
    tier.map((change) => {
      const revised = { ...idea, ...change };
      // A revision never leaves the idea without a line.
      return contentWords(revised.headline).length > 0
        ? revised
        : { ...revised, headline: idea.headline };
    }),
  );
  const chosen = best(brief, idea, dimension, candidates);
  const inLine = chosen.headline !== idea.headline;
  return {
    ...chosen,
    selfCritique: `${legend.name}'s revision: ${change(brief, dimension, inLine)}.`,
  };
}
