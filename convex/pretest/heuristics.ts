import { PRETEST_DIMENSIONS, PRETEST_SCORE, type PretestDimension } from "../../shared/pretest";
import {
  brandInReason,
  claims,
  readsBriefBack,
  detectCategory,
  findCliches,
  findSpecifics,
  ideaTexts,
  lineWords,
  mentionsBrand,
  ownWords,
  points,
} from "./signals";
import { swapTest } from "./swap";
import type { PretestBrief, PretestIdea } from "./types";
import type { PretestResult } from "./validators";
import {
  contentWords,
  matchesIn,
  missingFrom,
  possessive,
  quote,
  quoteList,
  sentence,
} from "./words";

/**
 * The built-in studio's pre-test (issue 22): five transparent heuristics over the idea's text
 * and the brief, each 1–5 with the one line a planner would sign, quoting the words that earned
 * or lost the score. Deterministic: the same idea and brief always score the same.
 */

type Scored = { score: number; reason: string };

const clamp = (score: number) =>
  Math.max(PRETEST_SCORE.min, Math.min(PRETEST_SCORE.max, Math.round(score)));

/** The longest version of a reason that fits a line: lists shrink (3, 2, 1 items) until it does. */
function fit(make: (items: number) => string): string {
  for (const items of [3, 2]) {
    const reason = sentence(make(items));
    if (reason.length <= REASON_MAX) return reason;
  }
  return sentence(make(1));
}
export const REASON_MAX = 140;

const NUMBERS = ["no", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine"];
const count = (n: number) => NUMBERS[n] ?? String(n);
const isAre = (items: string[]) => (items.length > 1 ? "are" : "is");

export function scoreKeyMessage(brief: PretestBrief, idea: PretestIdea): Scored {
  const { core, line } = ideaTexts(idea);
  const wanted = contentWords(brief.message).length;
  const missing = missingFrom(brief.message, core);
  const hits = matchesIn(brief.message, core);
  const inLine = matchesIn(brief.message, line);
  const coverage = wanted === 0 ? 0 : (wanted - missing.length) / wanted;
  const base =
    coverage >= 0.6 ? 5 : coverage >= 0.4 ? 4 : coverage >= 0.25 ? 3 : hits.length ? 2 : 1;
  const score = clamp(base + (inLine.length && base < 5 && base > 1 ? 1 : 0));
  if (wanted === 0) {
    return { score, reason: "The brief states no key message, so there is nothing to answer yet." };
  }
  if (hits.length === 0) {
    return {
      score,
      reason: sentence(`Says nothing of the key message, ${quote(brief.message, 70)}`),
    };
  }
  const where = inLine.length ? "right in the line" : "in the core idea, not the line";
  if (missing.length === 0 || score === 5) {
    return { score, reason: fit((n) => `Carries the key message ${where}: ${quoteList(hits, n)}`) };
  }
  const gone = missing.slice(0, 2);
  if (hits.length === 1) {
    return {
      score,
      reason: sentence(
        `Only ${quoteList(hits)} echoes the key message; ${quoteList(gone)} never ${gone.length > 1 ? "come" : "comes"} up`,
      ),
    };
  }
  return {
    score,
    reason: sentence(
      `Gets ${quoteList(hits, 2)} across ${where}, but ${quoteList(gone)} ${isAre(gone)} missing`,
    ),
  };
}

const YOU = /\b(?:you|your|you're|you’re|yourself|yours)\b/i;

export function scoreAudience(brief: PretestBrief, idea: PretestIdea): Scored {
  const { said, all } = ideaTexts(idea);
  const hits = matchesIn(brief.audience, all);
  const you = YOU.test(said);
  // Three points for naming their world; a one-word audience ("students") earns them in one.
  const needed = Math.min(3, contentWords(brief.audience).length) || 3;
  const score = clamp(1 + Math.round((3 * Math.min(hits.length, needed)) / needed) + (you ? 1 : 0));
  const who = contentWords(brief.audience).length ? quote(brief.audience, 60) : "a named audience";
  if (hits.length >= 2 && you) {
    return {
      score,
      reason: fit((n) => `Talks to them as “you” and names their world: ${quoteList(hits, n)}`),
    };
  }
  if (hits.length >= 1 && you) {
    return {
      score,
      reason: sentence(`Says “you” and touches their world with ${quoteList(hits)}, but only just`),
    };
  }
  if (hits.length >= 1) {
    return {
      score,
      reason: sentence(`Names ${quoteList(hits)} but talks about them, not to them`),
    };
  }
  if (you) return { score, reason: sentence(`Says “you” but never says who: nothing of ${who}`) };
  return { score, reason: sentence(`Could be for anyone: nothing of ${who} and no “you”`) };
}

export function scoreDistinctive(brief: PretestBrief, idea: PretestIdea): Scored {
  const category = detectCategory(brief);
  const cliches = findCliches(brief, idea, category);
  const specifics = findSpecifics(brief, idea, category);
  const echo = readsBriefBack(brief, idea.headline);
  const score = clamp(
    3 -
      Math.min(2, cliches.length) -
      (echo ? 2 : 0) +
      (specifics.length >= 1 ? 1 : 0) +
      (specifics.length >= 3 ? 1 : 0),
  );
  if (echo) {
    return {
      score,
      reason: sentence(
        `The line reads the brief back, ${quote(idea.headline, 60)}: on message, but nothing new to remember`,
      ),
    };
  }
  const ownCliche = cliches.some((phrase) => category?.cliches.includes(phrase));
  const who = category && ownCliche ? `every ${category.name} ad` : "every ad";
  if (cliches.length > 0 && specifics.length > 0) {
    return {
      score,
      reason: sentence(
        `${quoteList(specifics, 2)} ${isAre(specifics.slice(0, 2))} concrete, but ${quoteList(cliches, 2)} ${isAre(cliches.slice(0, 2))} what ${who} says`,
      ),
    };
  }
  if (cliches.length > 0) {
    return {
      score,
      reason: fit(
        (n) =>
          `Leans on what ${who} says, ${quoteList(cliches, n)}, with nothing concrete to remember`,
      ),
    };
  }
  if (specifics.length > 0) {
    return { score, reason: sentence(`No clichés, and concrete: ${quoteList(specifics)}`) };
  }
  return {
    score,
    reason: "No clichés, but nothing concrete either: no number, name or detail to hold on to.",
  };
}

export function scoreBrandLinkage(brief: PretestBrief, idea: PretestIdea): Scored {
  const brand = brandInReason(brief);
  const inLine = mentionsBrand(brief, idea.headline);
  const inName = mentionsBrand(brief, idea.campaignName);
  const inCore = mentionsBrand(brief, `${idea.coreIdea} ${idea.concept}`);
  const held = `${idea.headline}. ${idea.campaignName}. ${idea.coreIdea}`;
  const own = matchesIn(ownWords(brief, detectCategory(brief)), held, true).slice(0, 2);
  const score = clamp(
    1 +
      (inLine ? 2 : 0) +
      (inName ? 1 : 0) +
      (!inLine && !inName && inCore ? 1 : 0) +
      (own.length ? 1 : 0),
  );
  const ties = own.length > 1 ? "tie" : "ties";
  const proof = own.length ? `, and ${quoteList(own)} ${ties} it to what only ${brand} offers` : "";
  if (inLine && !own.length) {
    const where = inName ? "the line and the campaign name" : "the line itself";
    return {
      score,
      reason: sentence(`${brand} is in ${where}, but nothing in it is ${possessive(brand)} alone`),
    };
  }
  if (inLine) return { score, reason: sentence(`${brand} is in the line itself${proof}`) };
  if (inName)
    return {
      score,
      reason: sentence(
        `${brand} is in the campaign name but not the line people will repeat${own.length ? `; ${quoteList(own)} ${own.length > 1 ? "help" : "helps"}` : ""}`,
      ),
    };
  if (inCore)
    return {
      score,
      reason: sentence(
        `${brand} turns up only in the explanation; the line could sign off for anyone`,
      ),
    };
  if (own.length) {
    return {
      score,
      reason: sentence(
        `${quoteList(own)} ${own.length > 1 ? "hint" : "hints"} at ${possessive(brand)} offer, but the name is missing from the line and campaign name`,
      ),
    };
  }
  return {
    score,
    reason: sentence(
      `Nobody would know it was ${brand}: the name is missing from the line and campaign name`,
    ),
  };
}

export function scoreSimplicity(brief: PretestBrief, idea: PretestIdea): Scored {
  const words = lineWords(brief, idea.headline);
  if (words === 0) {
    return {
      score: PRETEST_SCORE.min,
      reason: "There is no campaign line yet, so no one thought to carry.",
    };
  }
  const parts = claims(idea.headline);
  const corePoints = points(idea.coreIdea);
  const items = idea.executionStrategy.length;
  const problems: [boolean, number, string][] = [
    [
      parts.length >= 2,
      parts.length >= 3 ? 2 : 1,
      // Each claim quoted whole (clipped with "…" only when long), never its first words.
      `The line makes ${count(parts.length)} claims at once (${quoteList(parts, 2)}); it needs one`,
    ],
    [words > 10, words > 16 ? 2 : 1, `At ${words} words the line is too long to repeat`],
    [corePoints >= 5, 1, `The core idea stacks ${count(corePoints)} points where one would do`],
    [
      items > 4,
      1,
      `${count(items)} execution items pull in different directions; the two strongest would do`,
    ],
  ];
  const found = problems.filter(([present]) => present);
  const score = clamp(5 - found.reduce((sum, [, cost]) => sum + cost, 0));
  if (found.length === 0) {
    return {
      score,
      reason: sentence(`One thought in ${count(words)} words: ${quote(idea.headline, 60)}`),
    };
  }
  const reason = sentence(found[0][2]);
  const next = found[1] ? sentence(found[1][2]) : "";
  return {
    score,
    reason: next && reason.length + next.length < 140 ? `${reason} ${next}` : reason,
  };
}

const SCORERS: Record<PretestDimension, (brief: PretestBrief, idea: PretestIdea) => Scored> = {
  keyMessage: scoreKeyMessage,
  audience: scoreAudience,
  distinctive: scoreDistinctive,
  brandLinkage: scoreBrandLinkage,
  simplicity: scoreSimplicity,
};

/** The built-in studio's pre-test: transparent heuristics over the idea's text and the brief. */
export function scorePretest(brief: PretestBrief, idea: PretestIdea): PretestResult {
  return {
    scores: PRETEST_DIMENSIONS.map((dimension) => ({
      dimension,
      ...SCORERS[dimension](brief, idea),
    })),
    swap: swapTest(brief, idea),
  };
}

/** The sum of a result's scores (what the board sorts by). */
export function pretestTotal(result: PretestResult): number {
  return result.scores.reduce((sum, entry) => sum + entry.score, 0);
}
