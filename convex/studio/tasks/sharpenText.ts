import type { PretestBrief } from "../../pretest/types";
import { brandNames } from "../../pretest/signals";
import { capitalize, clause, contentWords, hasPhrase, phrasePattern } from "../../pretest/words";

/** Sharpen's copy-editing: sentences, names, and the brief's proof in place of clichés. */

/** A text as a whole sentence (its own closing punctuation kept, else a full stop). */
export function ended(text: string): string {
  const value = text.replace(/\s+/g, " ").trim();
  return value === "" || /[.!?…]$/.test(value) ? value : `${value}.`;
}

/** The brief's words mid-sentence: lowercased first letter unless it opens a name. */
export function inner(text: string, brief: PretestBrief): string {
  const value = clause(text);
  const first = value.split(" ", 1)[0] ?? "";
  const keep =
    brandNames(brief).some((name) => name.split(" ")[0] === first) ||
    /^[A-Z]{2,}/.test(first) ||
    /[A-Z]/.test(first.slice(1));
  return keep ? value : value.charAt(0).toLowerCase() + value.slice(1);
}

/** "a" or "an" to match the word after it, once words around it changed. */
function fixArticles(text: string): string {
  return text.replace(
    /(^|\s)([Aa])n? (?=(\p{Ll}))/gu,
    (_m, gap: string, a: string, next: string) =>
      /[aeiou]/.test(next) ? `${gap}${a}n ` : `${gap}${a} `,
  );
}

/** Tidy spacing and punctuation left behind by a removed phrase; capitalise the start. */
export function tidy(text: string): string {
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
export function proofLine(brief: PretestBrief): string {
  const usp = clause(brief.uniqueSellingPoint ?? "");
  const first = clause(usp.split(/[,;:]\s|\s[—–]\s/)[0]);
  return first ? ended(capitalize(first)) : "";
}

/**
 * The text without its clichés: a plain verb for a verb cliché, nothing for an empty adjective,
 * and any sentence built on another cliché ("the perfect cup") dropped whole, because swapping
 * a phrase into it reads like a mail merge. `fallback` when nothing is left.
 */
export function withoutCliches(text: string, cliches: string[], fallback: string): string {
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

export function titleCase(text: string): string {
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
export function unlisted(text: string): string {
  return text.replace(/\s*:\s+/g, " — ");
}

export function signed(headline: string, brand: string): string {
  return `${ended(headline)} ${ended(brand)}`;
}
