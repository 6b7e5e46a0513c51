import { messageForms } from "../engine/language";
import { plainText, sentencesIn, squash } from "../engine/text";
import { quotedFrom } from "../../discovery/research";

/**
 * The offline researcher's evidence: short lines quoted word for word from the user's idea and
 * from the website. A page's orders, questions and sign-in clutter are not evidence about an
 * audience (and an order is how a hostile page talks to a model), so they are never quoted.
 */

const NOT_EVIDENCE =
  /\b(?:ignore|instructions?|prompt|click|log ?in|sign ?in|sign up|cookies?|javascript|password|subscribe|newsletter|menu|cart|checkout|copyright|all rights)\b/i;

const wordsIn = (text: string) => text.split(/\s+/).filter(Boolean).length;

/** The page's sentences fit to quote: whole, short statements really on the page. */
export function siteQuotes(extra: Record<string, string>, brand: string): string[] {
  const raw = [extra.websiteDescription ?? "", (extra.websiteContent ?? "").slice(0, 4000)];
  const page = raw.join("\n");
  const seen = new Set<string>();
  const quotes: string[] = [];
  for (const sentence of raw.flatMap((part) => sentencesIn(plainText(part)))) {
    const line = squash(sentence);
    const words = wordsIn(line);
    if (words < 5 || words > 24 || NOT_EVIDENCE.test(line) || /[<>@]|\d{3,}/.test(line)) continue;
    if (!/[.!]$/.test(line) || messageForms(line, brand).kind !== "statement") continue;
    const key = line.toLowerCase();
    if (seen.has(key) || !quotedFrom(page, line)) continue;
    seen.add(key);
    quotes.push(line);
  }
  return quotes.slice(0, 3);
}

/** The idea's own sentences, each short enough to quote (a long one is cut at a word). */
export function ideaQuotes(idea: string): string[] {
  return sentencesIn(plainText(idea))
    .map((sentence) => squash(sentence))
    .filter((sentence) => wordsIn(sentence) >= 3)
    .map((sentence) =>
      wordsIn(sentence) <= 25 ? sentence : `${sentence.split(/\s+/).slice(0, 22).join(" ")}…`,
    )
    .slice(0, 3);
}
