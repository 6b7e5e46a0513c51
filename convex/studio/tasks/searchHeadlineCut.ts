import { clause, DANGLING_WORDS, sentencesIn, squash } from "../engine/text";
import { LEANS_BACK, SUBORDINATE } from "./campaignAds";
import { charCount } from "../../../shared/channels";

/**
 * Where a search headline may stop (issue 42): a line of the brief or the idea cut to 30
 * characters only where a reader pauses (a sentence or clause end, a whole noun phrase), never
 * "Students have been promised" or "City Commuters Tired"; and whether a line stands alone.
 */

/** Words a cut line cannot end on: it would promise a next word ("…so they trust what they"). */
export const OPEN_END = new Set([...DANGLING_WORDS, "they", "we", "i", "he", "she"]);

/** Where a clause ends inside a line: . ! ? … , ; : before a space, or a spaced dash. */
const CLAUSE_END = /[.!?…,;:]["”’)]?(?=\s)|(?=\s[-–—]\s)/gu;

/** A full stop that closes a short form rather than a sentence: "U.S.", "3 a.m.", "Dr.". */
const SHORT_FORM =
  /(?:^|\s)(?:(?:\p{L}\.){2,}|\p{Lu}\.|Mr\.|Mrs\.|Ms\.|Dr\.|St\.|No\.|vs\.|Co\.)$/u;

export function words(text: string): string[] {
  return squash(text).split(" ").filter(Boolean);
}

export function lastWord(text: string): string {
  const all = words(text);
  return (all[all.length - 1] ?? "").toLowerCase().replace(/[^\p{L}\p{N}&'’]/gu, "");
}

function balanced(text: string): boolean {
  return (
    (text.match(/"/g) ?? []).length % 2 === 0 &&
    text.split("(").length === text.split(")").length &&
    text.split("“").length === text.split("”").length
  );
}

/** A line as a headline shows it: no closing full stop or comma; a question keeps its mark. */
export function asHeadline(text: string): string {
  const value = squash(text);
  return /\?["”’)]?$/u.test(value) ? value : clause(value);
}

/** Where a noun phrase ends before what is said of it: "Automatic reminders | that clients…". */
const PHRASE_END = /\s(?=(?:who|that|which|whose|with)\s)/giu;

/** Where a main clause ends before a clause it governs: "Customs paperwork done | before…". */
const CLAUSE_BEFORE =
  /\s(?=(?:before|after|when|while|until|because|so|if|unless|once|since)\s)/giu;

/** Verbs "that" follows as a conjunction ("We know that…"): what comes before is not a phrase. */
const SAYING = new Set(
  (
    "know knows knew say says said believe believes think thinks prove proves show shows see " +
    "sees mean means promise promises ensure ensures hope hopes feel feels find finds so such"
  ).split(" "),
);

/** Words that open a phrase, not a sentence ("Even a drill", "And more"). */
const FRAGMENT_OPENERS = new Set("even and but or nor so yet then because".split(" "));

/** Prepositions: a short line opening on one is a phrase ("In 8 weeks"), a longer one may stand. */
const PREPOSITIONS = new Set(
  (
    "in on at by with from to of into onto under over after during through across about within " +
    "without until since like than via per"
  ).split(" "),
);

/** Words before a noun that leave it a thing, not yet a phrase ("A brand", "The frame"). */
const DETERMINERS = new Set("a an the this that these those every each one".split(" "));

/** A sentence that can open a headline: not on a preposition, a conjunction or "When…". */
function opensWhole(text: string): boolean {
  return sentencesIn(text).every((part) => {
    const first = (words(part)[0] ?? "").toLowerCase().replace(/[^\p{L}]/gu, "");
    if (PREPOSITIONS.has(first) && words(part).length <= 3) return false;
    return !FRAGMENT_OPENERS.has(first) && !SUBORDINATE.test(first);
  });
}

/** The run as a headline if it stops where a reader pauses and fits; else null. */
function pausedRun(run: string, limit: number, kind: "sentence" | "clause" | "phrase") {
  const line = asHeadline(run);
  const all = words(line);
  // A sentence stands at two words ("Fixed prices."); a clause or a phrase wants more.
  if (charCount(line) > limit || all.length < (kind === "clause" ? 3 : 2)) return null;
  if (OPEN_END.has(lastWord(line)) || !balanced(line)) return null;
  // "Why run on the spot | when you can climb a wall" asks nothing without its second half.
  if (kind === "clause" && /^(?:why|how|what|where|who|which)$/i.test(all[0] ?? "")) return null;
  if (kind === "phrase") {
    // "A brand | that owns…" or "We know | that…" names nothing yet.
    const last = sentencesIn(line).pop() ?? line;
    const named = words(last).filter((word) => !DETERMINERS.has(word.toLowerCase()));
    if (SAYING.has(lastWord(line)) || named.length < 2) return null;
  }
  return line;
}

/**
 * `text` as a headline within `limit`: whole when it fits, else its longest opening run of
 * whole clauses that does (cut after a sentence end, a comma, colon or semicolon, or before a
 * dash), else its opening noun phrase ("Automatic reminders", "Homeowners in Leeds"). Never a
 * run ending on a word that wants the next. Null when none fits.
 */
export function wholeClauses(text: string, limit: number): { line: string; cut: boolean } | null {
  const value = squash(text);
  if (value === "") return null;
  if (charCount(asHeadline(value)) <= limit) return { line: asHeadline(value), cut: false };
  const ends = [
    ...[...value.matchAll(CLAUSE_END)].map((match) => match.index + match[0].length),
    ...[...value.matchAll(CLAUSE_BEFORE)].map((match) => match.index),
  ].sort((a, b) => a - b);
  for (const end of ends.reverse()) {
    const run = value.slice(0, end);
    if (SHORT_FORM.test(run)) continue;
    const line = pausedRun(run, limit, /[.!?…]["”’)]?$/u.test(run) ? "sentence" : "clause");
    if (line !== null) return { line, cut: true };
  }
  const phrases = [...value.matchAll(PHRASE_END)].map((match) => match.index);
  for (const end of phrases.reverse()) {
    const line = pausedRun(value.slice(0, end), limit, "phrase");
    if (line !== null) return { line, cut: true };
  }
  return null;
}

/** A line a reader could take on its own: words in it, nothing pointing back, no "!". */
export function standsAlone(line: string): boolean {
  return (
    /\p{L}/u.test(line) &&
    !LEANS_BACK.test(line) &&
    opensWhole(line) &&
    !/\bfor that\??$/i.test(line) &&
    // Google's editorial rules keep exclamation marks out of headlines.
    !line.includes("!")
  );
}
