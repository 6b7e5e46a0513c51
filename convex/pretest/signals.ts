import { CATEGORIES, GENERIC_CLICHES, type Category } from "./lexicon";
import type { PretestBrief, PretestIdea } from "./types";
import { clause, contentWords, hasPhrase, key, matchesIn, phrasePattern, tokens } from "./words";

/** Words too common to prove anything even when the USP uses them. */
const PLAIN_WORDS = new Set(
  (
    "day days time times every week weeks hour hours year years same move moves today only way " +
    "good great take takes make makes reach reaches give gives keep keeps help helps real best " +
    "better more less new work works use uses go goes come comes right well"
  ).split(" "),
);

/**
 * What the pre-test reads off the brief and the idea: the texts it compares, the category, the
 * brand's names, the clichés and the concrete specifics. Scores and reasons are in ./heuristics.
 */

/** The campaign line people would repeat, and the idea's main texts in priority order. */
export function ideaTexts(idea: PretestIdea) {
  const line = clause(idea.headline);
  const core = [idea.headline, idea.campaignName, idea.coreIdea, idea.concept].join(". ");
  const said = [core, idea.description].join(". ");
  const all = [said, ...idea.keyVisualElements, ...idea.executionStrategy].join(". ");
  return { line, core, said, all };
}

/** The category the brief's own words place it in, or null (then only ad-wide clichés count). */
export function detectCategory(brief: PretestBrief): Category | null {
  const text = [brief.brand, brief.product, brief.message, brief.uniqueSellingPoint, brief.content]
    .filter(Boolean)
    .join(" ");
  let best: Category | null = null;
  let bestHits = 0;
  for (const category of CATEGORIES) {
    const hits = category.triggers.filter((trigger) => hasPhrase(text, trigger)).length;
    if (hits > bestHits) {
      best = category;
      bestHits = hits;
    }
  }
  return best;
}

/** A product that is a name ("Pulse Pro"), not a description ("oat milk"), counts as the brand's. */
export function brandNames(brief: PretestBrief): string[] {
  const names = [clause(brief.brand)];
  const product = clause(brief.product ?? "");
  const words = product.split(" ");
  if (product && words.length <= 3 && words.every((word) => /^[A-Z0-9]/.test(word))) {
    names.push(product);
  }
  return names.filter(Boolean);
}

/** The brand as reasons name it: a name too long for one line becomes "the brand". */
export function brandInReason(brief: PretestBrief): string {
  const name = clause(brief.brand);
  return name && name.length <= 30 ? name : "the brand";
}

/** Words in a line, a brand name of any length counting as one. */
export function lineWords(brief: PretestBrief, line: string): number {
  let text = line;
  for (const name of brandNames(brief)) text = text.replace(phrasePattern(name, "gi"), "Brand");
  return tokens(text).length;
}

export function mentionsBrand(brief: PretestBrief, text: string): boolean {
  return brandNames(brief).some((name) => hasPhrase(text, name));
}

/**
 * The brief's words that only this brand can claim: its USP (the product only when there is
 * none: "rota app for restaurants" describes, it does not prove), minus the category's common
 * words and the brand's own name (a name is linkage, not proof).
 */
export function ownWords(brief: PretestBrief, category: Category | null): string {
  const common = new Set([
    ...(category?.triggers ?? []).map(key),
    ...brandNames(brief).flatMap((name) => tokens(name).map(key)),
  ]);
  return contentWords(clause(brief.uniqueSellingPoint ?? "") || clause(brief.product ?? ""))
    .filter((entry) => !common.has(entry.key) && !PLAIN_WORDS.has(entry.word))
    .map((entry) => entry.word)
    .join(" ");
}

/** Clichés in what the idea says, longest first, none inside another, none the brief asked for. */
export function findCliches(brief: PretestBrief, idea: PretestIdea, category: Category | null) {
  const { said } = ideaTexts(idea);
  const asked = [brief.message, brief.uniqueSellingPoint].filter(Boolean).join(". ");
  const phrases = [...(category?.cliches ?? []), ...GENERIC_CLICHES].sort(
    (a, b) => b.length - a.length,
  );
  const found: string[] = [];
  for (const phrase of phrases) {
    if (!hasPhrase(said, phrase) || hasPhrase(asked, phrase)) continue;
    if (found.some((longer) => hasPhrase(longer, phrase))) continue;
    found.push(phrase);
  }
  return found;
}

const NUMBER_WORDS =
  "two three four five six seven eight nine ten eleven twelve twenty thirty forty fifty hundred thousand";
const NUMBER_PATTERN = new RegExp(
  `(?:[£$€]?\\d[\\d.,:]*%?|\\b(?:${NUMBER_WORDS.split(" ").join("|")})\\b)`,
  "gi",
);

/** Capitalised words inside a sentence, skipping title-cased fields and the brand's names. */
function properNouns(text: string, brief: PretestBrief): string[] {
  const brandWords = new Set(
    brandNames(brief).flatMap((name) => tokens(name).map((word) => word.replace(/'s$/, ""))),
  );
  // Quoted titles ("Kettle & Crumb, Year after Year") are title case, not names.
  const words = text
    .replace(/“[^”]*”|"[^"]*"/g, ". ")
    .split(/\s+/)
    .filter(Boolean);
  const capitalised = words.filter((word) => /^[“"‘(]?[A-Z]/.test(word)).length;
  if (words.length === 0 || capitalised / words.length > 0.5) return [];
  const found: string[] = [];
  let sentenceStart = true;
  for (const raw of words) {
    const word = raw
      .replace(/^[“"‘(]+/, "")
      .replace(/[”"’),.;:!?…]+$/, "")
      .replace(/['’]s$/, "");
    const isName = /^[A-Z][\p{L}'’-]+$/u.test(word) || /^[A-Z]{2,}$/.test(word);
    if (!sentenceStart && isName && word !== "I" && !brandWords.has(word.toLowerCase())) {
      found.push(word);
    }
    sentenceStart = /[.!?:—]$/.test(raw) || /^[—–-]$/.test(raw);
  }
  return found;
}

/** Concrete things to remember: numbers, names, and the brief's own proof in the idea's words. */
export function findSpecifics(brief: PretestBrief, idea: PretestIdea, category: Category | null) {
  const fields = [idea.headline, idea.coreIdea, idea.concept, idea.description];
  const numbers = fields.flatMap((field) => field.match(NUMBER_PATTERN) ?? []);
  const names = fields.flatMap((field) => properNouns(field, brief));
  const proof = matchesIn(ownWords(brief, category), ideaTexts(idea).said, true).slice(0, 3);
  const seen = new Set<string>();
  return [...numbers, ...names, ...proof].filter((item) => {
    const id = item.toLowerCase();
    if (seen.has(id)) return false;
    seen.add(id);
    return true;
  });
}

/** Separate claims in a line: parts between commas, "and", "plus", semicolons, ampersands. */
export function claims(text: string): string[] {
  return (
    clause(text)
      // Not on "&": it joins names ("Bean & Bloom") more often than claims.
      .split(/\s*(?:,(?!\d)|;|\+|\band\b|\bplus\b|\bwhile\b|\balso\b)\s*/i)
      .map((part) => part.trim())
      .filter((part) => contentWords(part).length > 0)
  );
}

/** Sentences or clauses in a paragraph (for the core idea's point count). */
export function points(text: string): number {
  return clause(text)
    .split(/[.!?;]\s+/)
    .flatMap((sentence) => claims(sentence)).length;
}

/**
 * A line made of the brief's own words (five or more, nearly all from its key message, product
 * and brand) is the brief read back, not an idea: a planner sends it back however on message it
 * is. The USP is left out: its facts in a line are proof, not an echo.
 */
export function readsBriefBack(brief: PretestBrief, line: string): boolean {
  const words = contentWords(line);
  if (words.length < 5) return false;
  const source = [brief.brand, brief.product, brief.message].join(". ");
  return matchesIn(source, line).length / words.length >= 0.9;
}
