import type { Rng } from "../lib/ai/studio/random";
import { capitalize, clause, sentence, sentencesIn, squash } from "../lib/ai/studio/text";
import { AD_LOB_LIMITS } from "../../shared/constants";

/**
 * Ad copy written from an idea's own words, no model involved: the initial lobs of a new
 * campaign page, and the offline studio's 'Add an ad'. Every line is a phrase the idea already
 * says, cut where a reader would pause, so nothing is invented and no template slot can show.
 */

/** The idea's text an ad is written from. */
export type IdeaCopyFacts = {
  brand: string;
  campaignName: string;
  headline: string;
  coreIdea: string;
  concept: string;
  keyVisualElements: string[];
  executionStrategy: string[];
};

export type AdCopy = { headline: string; body: string };

/** A line longer than this many words is body copy, not a headline. */
const HEADLINE_WORDS = 12;

/** What makes two headlines "the same" to a reader: letters and digits only. */
export function headlineKey(text: string): string {
  return text.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, "");
}

/**
 * Lines about the work rather than to the reader ("So the brand answers with a series…",
 * "Every piece carries the name…"): strategy for the client, never copy for an ad.
 */
const ABOUT_THE_WORK =
  /\b(?:campaigns?|ads?|adverts?|advertising|headlines?|series|pieces?|brief|execution|concept|strategy|research-first)\b|^(?:so|it works|let|prove|make|show|use|every piece)\b/i;

function words(text: string): number {
  return clause(text).split(/\s+/).filter(Boolean).length;
}

function balanced(text: string): boolean {
  return (
    (text.match(/"/g) ?? []).length % 2 === 0 && text.split("(").length === text.split(")").length
  );
}

/** A line a reader could be shown as it stands: short, whole, and speaking to them. */
function readerLine(text: string, maxWords = HEADLINE_WORDS): boolean {
  const value = clause(text);
  return (
    value !== "" &&
    words(value) >= 2 &&
    words(value) <= maxWords &&
    balanced(value) &&
    !ABOUT_THE_WORK.test(value)
  );
}

/** Phrases the idea quotes ("…the line "Roasted this week, at your desk by nine"…"): written copy. */
function quotedLines(text: string): string[] {
  return [...text.matchAll(/"([^"]+)"/g)].map((match) => match[1]);
}

function clip(text: string, max: number): string {
  const value = squash(text);
  if (value.length <= max) return value;
  let kept = "";
  for (const part of sentencesIn(value)) {
    if (`${kept} ${part}`.trim().length > max) break;
    kept = `${kept} ${part}`.trim();
  }
  return kept || `${value.slice(0, max - 1).trimEnd()}…`;
}

/** The brand's sign-off under an ad's body ("Northbound Coffee. The Fair Test."). */
function signOff(facts: IdeaCopyFacts): string {
  const line = sentence(clause(facts.campaignName));
  const brand = clause(facts.brand);
  return brand === "" || headlineKey(line).includes(headlineKey(brand))
    ? line
    : `${sentence(brand)} ${line}`;
}

/**
 * Every line of the idea that reads as copy, strongest first: the headline's own sentences
 * (and what follows its colon), the lines it quotes, then its short reader-facing sentences.
 */
function copyLines(facts: IdeaCopyFacts): string[] {
  const headline = sentencesIn(facts.headline);
  const afterColon = headline.flatMap((line) => {
    const [, tail] = line.split(/:\s+/, 2);
    return tail ? [tail] : [];
  });
  const quoted = [facts.coreIdea, facts.concept].flatMap(quotedLines);
  const plain = [facts.coreIdea, facts.concept].flatMap((text) => sentencesIn(text));
  const seen = new Set([headlineKey(facts.campaignName), headlineKey(facts.headline)]);
  const lines: string[] = [];
  for (const line of [...headline, ...afterColon, ...quoted, ...plain]) {
    const key = headlineKey(line);
    if (seen.has(key) || !readerLine(line)) continue;
    seen.add(key);
    lines.push(sentence(capitalize(clause(line))));
  }
  return lines;
}

/**
 * The idea's promises set the way ads set them: with the brand's name, or under the campaign
 * line. Each is a whole line of the idea framed by a short phrase, so none reads half-written.
 */
function framedLines(facts: IdeaCopyFacts, lines: readonly string[]): string[] {
  const brand = clause(facts.brand);
  const line = clause(facts.campaignName);
  const promises = lines.filter((text) => words(text) >= 4);
  const named = (text: string) => brand !== "" && headlineKey(text).includes(headlineKey(brand));
  const framed: string[] = [];
  for (const promise of promises) {
    if (brand !== "" && !named(promise)) {
      framed.push(`${sentence(brand)} ${promise}`, `${promise} That's ${brand}.`);
    }
    // Only a line that is not our own word already ("We could tell you…") can follow it.
    if (!/^(?:we|our|i)\b/i.test(promise)) framed.push(`Don't take our word for it. ${promise}`);
  }
  if (brand !== "" && !named(line)) {
    framed.push(`${line}. Only from ${brand}.`, `${brand}: ${line}.`);
  }
  framed.push(`This is ${lowerThe(line)}.`);
  return framed.filter((text) => text.length <= AD_LOB_LIMITS.headlineChars);
}

/** "The Fair Test" reads "the Fair Test" after "This is". */
function lowerThe(text: string): string {
  return text.replace(/^The\b/, "the");
}

/** Every headline the idea can carry, strongest first, each with a body that fits it. */
export function adCandidates(facts: IdeaCopyFacts): AdCopy[] {
  const lines = copyLines(facts);
  const sign = signOff(facts);
  const headlines = [...lines, ...framedLines(facts, lines)];
  return headlines
    .map((headline, index) => {
      // The body is another line of the idea the headline does not already say, then the
      // brand's sign-off.
      const other = [lines[index + 1], lines[index - 1], ...lines].find(
        (text) => text !== undefined && !headlineKey(headline).includes(headlineKey(text)),
      );
      const body = other ? `${other} ${sign}` : sign;
      return {
        headline: clip(headline, AD_LOB_LIMITS.headlineChars),
        body: clip(body, AD_LOB_LIMITS.bodyChars),
      };
    })
    .filter((ad) => ad.headline !== "" && ad.body !== "");
}

/** The first candidate whose headline none of `taken` has, or null when all are used. */
export function freshAd(
  candidates: readonly AdCopy[],
  taken: Iterable<string>,
  rng?: Rng,
): AdCopy | null {
  const used = new Set([...taken].map(headlineKey));
  const fresh = candidates.filter((ad) => !used.has(headlineKey(ad.headline)));
  if (fresh.length === 0) return null;
  // The studio varies between the strongest few; the initial lobs take them in order.
  return rng ? rng.pick(fresh.slice(0, 3)) : fresh[0];
}

/**
 * The copy of a new page's initial lobs: the hero carries the campaign line over the headline,
 * the two details a headline each of their own with one or two sentences under it.
 */
export function initialAdCopy(facts: IdeaCopyFacts): AdCopy[] {
  const hero: AdCopy = {
    headline: clip(sentence(clause(facts.campaignName)), AD_LOB_LIMITS.headlineChars),
    body: clip(sentence(facts.headline), AD_LOB_LIMITS.bodyChars),
  };
  const ads = [hero];
  const candidates = adCandidates(facts);
  for (let index = 0; index < 2; index += 1) {
    // The hero's body already says the headline's sentences: the details find lines of their own.
    const next = freshAd(candidates, [
      ...ads.map((ad) => ad.headline),
      ...sentencesIn(facts.headline),
    ]);
    ads.push(next ?? lastResort(facts, ads.length));
  }
  return ads;
}

/**
 * When the idea's own lines are all used: the campaign line signed by the brand, then as a
 * numbered series, so a page never shows two ads with one headline.
 */
export function lastResort(facts: IdeaCopyFacts, position: number): AdCopy {
  const line = clause(facts.campaignName);
  const brand = clause(facts.brand);
  const body = clip(sentence(facts.headline), AD_LOB_LIMITS.bodyChars) || signOff(facts);
  if (position === 0 && brand !== "" && !headlineKey(line).includes(headlineKey(brand))) {
    return { headline: `${line}, from ${brand}.`, body };
  }
  return { headline: `${line}, part ${position + 1}.`, body };
}
