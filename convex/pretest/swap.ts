import { FALLBACK_COMPETITOR } from "./lexicon";
import { brandInReason, brandNames, detectCategory, ownWords } from "./signals";
import type { PretestBrief, PretestIdea } from "./types";
import type { PretestResult } from "./validators";
import {
  capitalize,
  clause,
  isStop,
  matchesIn,
  phrasePattern,
  possessive,
  quoteList,
  sentence,
  tokens,
} from "./words";

/**
 * The swap test ("swap the logo"): the idea's line signed by a competitor. If it still works,
 * nothing in it belongs to the brand, so it is not ownable. What makes it break: the brand's own
 * proof (USP or product words), a number or name from the brief, or a play on the brand's name.
 */

type Swap = PretestResult["swap"];

/** The brief's competitors as typed ("Starbucks, Costa and Pret"), in their order. */
export function parseCompetitors(text: string | undefined): string[] {
  return (
    (text ?? "")
      // Not on "&": it sits inside names ("Marks & Spencer", "H&M").
      .split(/\s*(?:[,;/\n]|\band\b|\bor\b)\s*/i)
      .map((name) => clause(name))
      .filter((name) => name.length > 0)
  );
}

function pickCompetitor(brief: PretestBrief): { competitor: string; competitorAssumed: boolean } {
  const brand = clause(brief.brand).toLowerCase();
  const named = parseCompetitors(brief.competitors).find((name) => name.toLowerCase() !== brand);
  if (named) return { competitor: named, competitorAssumed: false };
  const known = detectCategory(brief)?.competitors.find((name) => name.toLowerCase() !== brand);
  return { competitor: known ?? FALLBACK_COMPETITOR, competitorAssumed: true };
}

/** The line with the competitor in place of every brand name, or signed by it when none. */
export function swapLine(brief: PretestBrief, line: string, competitor: string): string {
  let rewrite = line.replace(/\s+/g, " ").trim();
  let replaced = false;
  for (const name of brandNames(brief).sort((a, b) => b.length - a.length)) {
    const pattern = phrasePattern(name, "gi");
    if (pattern.test(rewrite)) {
      rewrite = rewrite.replace(phrasePattern(name, "gi"), competitor);
      replaced = true;
    }
  }
  if (replaced) return capitalize(rewrite);
  const signature = `${capitalize(competitor)}${/[.!?]$/.test(competitor) ? "" : "."}`;
  if (!rewrite) return signature;
  return `${/[.!?…]$/.test(rewrite) ? rewrite : `${rewrite}.`} ${signature}`;
}

/** A brand word used as an ordinary word or inside another ("pulse", "Brewtiful"): a pun. */
function brandPlay(brief: PretestBrief, line: string): string[] {
  const names = brandNames(brief)
    .flatMap((name) => tokens(name))
    .filter((w) => w.length >= 4);
  const words = line.split(/\s+/).map((raw) => raw.replace(/[^\p{L}\p{N}'-]/gu, ""));
  return words.filter((word) =>
    names.some((name) => {
      const lower = word.toLowerCase().replace(/['’]s$/, "");
      if (lower === name) return word === lower && word.length > 0;
      return lower.includes(name);
    }),
  );
}

/** Numbers and names the idea takes from the brief: facts only this brand can state. */
function briefFacts(brief: PretestBrief, text: string): string[] {
  // Numbers may come from anywhere in the brief; names only from what the brand owns (its
  // USP and notes), since the message's places ("Europe") are anyone's.
  const everywhere = [brief.uniqueSellingPoint, brief.product, brief.content, brief.message].join(
    " ",
  );
  const source = [brief.uniqueSellingPoint, brief.content].filter(Boolean).join(" ");
  const numbers = (text.match(/\d[\d.,:]*%?/g) ?? []).filter((n) => everywhere.includes(n));
  const brandWords = new Set(
    brandNames(brief).flatMap((name) => tokens(name).map((word) => word.replace(/'s$/, ""))),
  );
  const names = (text.match(/(?<=\s)[A-Z][\p{L}'-]{2,}/gu) ?? []).filter(
    (name) =>
      !brandWords.has(name.toLowerCase()) &&
      !isStop(name.toLowerCase()) &&
      new RegExp(`\\b${name}\\b`).test(source),
  );
  return [...new Set([...numbers, ...names])];
}

export function swapTest(brief: PretestBrief, idea: PretestIdea): Swap {
  const { competitor, competitorAssumed } = pickCompetitor(brief);
  const brand = brandInReason(brief);
  const held = `${idea.headline}. ${idea.campaignName}. ${idea.coreIdea}`;
  const puns = brandPlay(brief, `${idea.headline} ${idea.campaignName}`);
  const facts = briefFacts(brief, held);
  const own = matchesIn(ownWords(brief, detectCategory(brief)), held, true);
  const evidence = [
    ...new Map([...puns, ...facts, ...own].map((w) => [w.toLowerCase(), w])).values(),
  ];
  const stillWorks = evidence.length === 0;
  const lead = competitorAssumed
    ? `No competitors in the brief, so we assumed ${competitor}; signed by them,`
    : `Signed by ${competitor},`;
  const shown = evidence.slice(0, 2);
  const owned = competitorAssumed ? "" : `: nothing in it is ${possessive(brand)} alone`;
  const verdict = stillWorks
    ? `${lead} the line still works, so it is not ownable${owned}`
    : `${lead} the line breaks: ${quoteList(shown)} ${shown.length > 1 ? "belong" : "belongs"} to ${brand} alone`;
  return {
    competitor,
    competitorAssumed,
    rewrite: swapLine(brief, idea.headline.trim() || idea.campaignName, competitor),
    stillWorks,
    verdict: sentence(verdict),
  };
}
