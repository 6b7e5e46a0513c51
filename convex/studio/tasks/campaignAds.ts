import type { Infer } from "convex/values";
import type { Rng } from "../engine/random";
import { audienceForms } from "../engine/audience";
import {
  capitalize,
  clause,
  DANGLING_WORDS,
  plainText,
  sentence,
  sentencesIn,
  squash,
  unshout,
} from "../engine/text";
import { AD_LOB_LIMITS, type AspectRatio } from "../../../shared/constants";
import type { ideaCopyFactsValidator } from "../../campaigns/jobShapes";

/**
 * Ad copy written without a model: the initial lobs of a new campaign page, and the offline
 * studio's 'Add an ad'. The brief gives the promise (key message, selling point) and the people
 * it is made for; the idea gives its proof lines and the campaign line that signs off. Every
 * line is a phrase the brief or the idea already says, cut where a reader would pause, so nothing
 * is invented and no template slot can show.
 */

/** What an ad is written from (../../campaigns/jobShapes.ts ideaCopyFactsValidator). */
export type IdeaCopyFacts = Infer<typeof ideaCopyFactsValidator>;

export type AdCopy = { headline: string; body: string };

/** A newline-joined list as a task's `extra` carries it (campaigns/adPrompt.ts studioExtra). */
export const extraLines = (text: string | undefined) =>
  (text ?? "")
    .split("\n")
    .map((line) => line.trim())
    .filter(Boolean);

/** An idea's copy facts from a studio task's `extra` ('Add an ad', the channel kit's copy). */
export function ideaCopyFactsOf(extra: Record<string, string>): IdeaCopyFacts {
  return {
    brand: extra.brand ?? "",
    campaignName: extra.campaignName ?? "",
    headline: extra.headline ?? "",
    coreIdea: extra.coreIdea ?? "",
    concept: extra.concept ?? "",
    keyVisualElements: extraLines(extra.keyVisualElements),
    executionStrategy: extraLines(extra.executionStrategy),
    audience: extra.audience ?? "",
    message: extra.message ?? "",
    uniqueSellingPoint: extra.uniqueSellingPoint ?? "",
  };
}

/** What makes two lines "the same" to a reader: letters and digits only. */
export function headlineKey(text: string): string {
  return text.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, "");
}

/** The key of a body's opening sentence: two bodies opening alike read as one ad twice. */
export function openingKey(body: string): string {
  return headlineKey(sentencesIn(body)[0] ?? body);
}

/**
 * The most words a headline may have in a format: a banner is read in passing, a story in two
 * beats, a feed post has room for a line with its body under it.
 */
export function headlineWordCap(aspectRatio: string): number {
  if (aspectRatio === "16:9") return 8;
  if (aspectRatio === "9:16") return 10;
  return 12;
}

/**
 * Lines about the work rather than to the reader ("So the brand answers with a series…",
 * "Every piece carries the name…"): strategy for the client, never copy for an ad.
 */
const ABOUT_THE_WORK =
  /\b(?:campaigns?|ads?|adverts?|advertising|headlines?|series|pieces?|brief|execution|concept|strategy|research(?:-first)?|claims?)\b|^(?:so|it works|let|prove|make|show|use|every piece)\b/i;

export function wordCount(text: string): number {
  return clause(text).split(/\s+/).filter(Boolean).length;
}

function balanced(text: string): boolean {
  return (
    (text.match(/"/g) ?? []).length % 2 === 0 && text.split("(").length === text.split(")").length
  );
}

/** A line a reader could be shown as it stands: short, whole, and speaking to them. */
function readerLine(text: string, maxWords = 12): boolean {
  const value = clause(text);
  return (
    value !== "" &&
    wordCount(value) >= 2 &&
    wordCount(value) <= maxWords &&
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

/** A field as the user typed it, safe and in ordinary case ("YOU DESERVE BETTER"). */
function typed(text: string | undefined): string {
  return clause(unshout(plainText(text ?? "")));
}

/** A sentence that keeps a lowercase brand as typed ("kettle & crumb bakes…"). */
function line(text: string, brand: string): string {
  const value = clause(text);
  if (brand !== "" && value.startsWith(brand)) return /[.!?]$/.test(text) ? text : `${value}.`;
  return sentence(squash(text));
}

/** The campaign line as the body's last words, with the brand unless the body already names it. */
function endline(facts: IdeaCopyFacts, content: string): string {
  const campaign = sentence(clause(facts.campaignName));
  const brand = clause(facts.brand);
  const named = (text: string) => brand !== "" && headlineKey(text).includes(headlineKey(brand));
  return brand === "" || named(campaign) || named(content) ? campaign : `${brand}. ${campaign}`;
}

/** Openers of a clause that cannot stand alone ("Before we wrote a word, …"). */
export const SUBORDINATE =
  /^(?:before|after|when|whenever|if|because|although|though|as|since|while|until|unless|once)$/i;

/** Words a second beat may open on ("Loose-leaf flavour. In a bag that takes ninety seconds."). */
const BEAT_OPENERS = new Set(
  "in within under with without for at by from and before after until".split(" "),
);

/**
 * The promise said in two beats, the way a story or a poster sets it: cut at the writer's own
 * comma, colon or dash, else before a preposition that opens the second half. Null when the
 * line is a question, too short to cut or too long to be punchy.
 */
export function twoBeats(text: string, brand = ""): string | null {
  const value = clause(text);
  const words = value.split(" ");
  if (/[?!]$/.test(squash(text)) || words.length < 4 || words.length > 14) return null;
  const whole = (left: string[], right: string[]) =>
    left.length >= 2 &&
    right.length >= 2 &&
    !DANGLING_WORDS.has(left[left.length - 1].toLowerCase().replace(/[,:;]$/, ""));
  const beats = (left: string[], right: string[]) =>
    `${line(clause(left.join(" ")), brand)} ${sentence(clause(right.join(" ")))}`;
  // "Before we wrote a word, we listened": a clause that cannot stand alone is one beat.
  const subordinate = SUBORDINATE.test(words[0]);
  for (let index = 1; index < words.length && !subordinate; index += 1) {
    if (/[,:;]$/.test(words[index - 1]) || /^[-–—]$/.test(words[index])) {
      const right = words.slice(/^[-–—]$/.test(words[index]) ? index + 1 : index);
      if (whole(words.slice(0, index), right)) return beats(words.slice(0, index), right);
    }
  }
  for (let index = 2; index < words.length - 1; index += 1) {
    if (
      BEAT_OPENERS.has(words[index].toLowerCase()) &&
      whole(words.slice(0, index), words.slice(index))
    ) {
      return beats(words.slice(0, index), words.slice(index));
    }
  }
  return null;
}

/**
 * Every line of the idea that reads as copy, strongest first: the headline's own sentences
 * (and what follows its colon), the lines it quotes, then its short reader-facing sentences.
 */
function proofLines(facts: IdeaCopyFacts): string[] {
  const headline = sentencesIn(facts.headline);
  const afterColon = headline.flatMap((text) => {
    const [, tail] = text.split(/:\s+/, 2);
    return tail ? [tail] : [];
  });
  const quoted = [facts.coreIdea, facts.concept].flatMap(quotedLines);
  const plain = [facts.coreIdea, facts.concept].flatMap((text) => sentencesIn(text));
  const seen = new Set([headlineKey(facts.campaignName), headlineKey(facts.headline)]);
  const lines: string[] = [];
  for (const text of [...headline, ...afterColon, ...quoted, ...plain]) {
    const key = headlineKey(text);
    if (seen.has(key) || !readerLine(text) || LEANS_BACK.test(text)) continue;
    seen.add(key);
    lines.push(sentence(capitalize(clause(text))));
  }
  return lines;
}

type Line = {
  text: string;
  kind: "promise" | "beat" | "question" | "short" | "audience" | "proof";
};

/** The brief's promise: the key message, then the selling point when it says something else. */
function promises(facts: IdeaCopyFacts): string[] {
  const brand = clause(facts.brand);
  const found: string[] = [];
  for (const text of [typed(facts.message), typed(facts.uniqueSellingPoint)]) {
    if (text === "" || found.some((other) => headlineKey(other) === headlineKey(text))) continue;
    found.push(text);
  }
  return found.map((text) => clause(line(text, brand)));
}

const SECOND_PERSON: Record<string, string> = {
  their: "your",
  theirs: "yours",
  them: "you",
  they: "you",
  themselves: "yourself",
  her: "your",
  his: "your",
  herself: "yourself",
  himself: "yourself",
  has: "have",
  is: "are",
  was: "were",
  does: "do",
  "they're": "you're",
};

/** "loves" → "love", "watches" → "watch", "carries" → "carry". */
function baseForm(verb: string): string {
  if (/[^aeiou]ies$/.test(verb)) return verb.replace(/ies$/, "y");
  if (/(?:ss|sh|ch|x|z|o)es$/.test(verb)) return verb.replace(/es$/, "");
  return verb.replace(/s$/, "");
}

/**
 * The audience's own moment said to them, from what the brief says they do: "office workers
 * who drink tea at their desk all afternoon" → "You drink tea at your desk all afternoon.";
 * "commuters tired of crowded trains" → "Tired of crowded trains?". Null when the brief only
 * names the group.
 */
export function audienceMoment(audience: string | undefined): string | null {
  if (!audience) return null;
  const { phrase } = audienceForms(audience);
  const fed = /\b(tired|sick) of ([^,;]+)$/i.exec(phrase);
  if (fed) return `${capitalize(fed[1].toLowerCase())} of ${clause(fed[2])}?`;
  const who = /\b(?:who|that)\s+(.+)$/i.exec(phrase);
  if (!who) return null;
  const singular =
    /^(?:a|an|every|each|one|anyone|anybody|everyone|everybody|someone|somebody)\s/i.test(phrase);
  const words = clause(who[1])
    .split(" ")
    .map((word, index) => {
      const swapped = SECOND_PERSON[word.toLowerCase()];
      if (swapped) return swapped;
      // "a busy mum who needs…" → "you need…"; only the verb after "who" agrees.
      if (singular && index === 0 && /[^s]s$/.test(word)) return baseForm(word);
      return word;
    });
  return words.length >= 2 ? sentence(`You ${words.join(" ")}`) : null;
}

export const LEANS_BACK = /^(?:here|there|they|them|it|this|these|those|then|that|he|she)\b/i;

/** Sentences of the idea a reader could be told: its insight and proof, not its strategy. */
function insightLines(facts: IdeaCopyFacts): string[] {
  return (
    [facts.headline, facts.coreIdea, facts.concept]
      .flatMap((text) => sentencesIn(text))
      // "Here is what they want to know" needs the sentence before it.
      .filter((text) => readerLine(text, 28) && wordCount(text) >= 5 && !LEANS_BACK.test(text))
      .map((text) => sentence(clause(text)))
  );
}

/** Headlines, strongest first: the promise made short, said to its people, then the proof. */
function headlinePool(facts: IdeaCopyFacts): Line[] {
  const brand = clause(facts.brand);
  const pool: Line[] = [];
  const [message, usp] = promises(facts);
  const audience = facts.audience ? audienceForms(facts.audience) : null;
  const addressed = audience && audience.short !== "people" ? audience.short : "";
  const moment = audienceMoment(facts.audience);
  for (const [index, promise] of [message, usp].entries()) {
    if (!promise) continue;
    const beats = twoBeats(promise, brand);
    if (beats) pool.push({ text: beats, kind: "beat" });
    pool.push({ text: line(promise, brand), kind: "promise" });
    if (index === 0 && moment) pool.push({ text: moment, kind: "audience" });
  }
  // "Why Tidewater Tea? Loose-leaf flavour." and "Tidewater Tea. Loose-leaf flavour in a bag…":
  // the brand's name set against each promise, the way an endline or a story card sets it.
  for (const promise of [message, usp]) {
    if (!promise || brand === "" || headlineKey(promise).includes(headlineKey(brand))) continue;
    const first = twoBeats(promise, brand)?.split(/(?<=[.!?])\s/)[0] ?? `${promise}.`;
    pool.push({ text: `Why ${brand}? ${first}`, kind: "question" });
    pool.push({ text: `${brand}. ${line(promise, brand)}`, kind: "promise" });
  }
  if (addressed && brand !== "") {
    pool.push({ text: `${capitalize(addressed)}, meet ${brand}.`, kind: "audience" });
  }
  if (audience && audience.short !== "people") {
    pool.push({ text: sentence(`For ${audience.phrase}`), kind: "audience" });
    pool.push({ text: sentence(`Made for ${audience.short}`), kind: "audience" });
  }
  for (const proof of proofLines(facts)) pool.push({ text: proof, kind: "proof" });
  // The idea's longer insights, to their first pause: "Office workers have been promised too
  // much by too many brands".
  for (const insight of insightLines(facts)) {
    const head = clause(insight.split(/[,;:]\s/)[0] ?? "");
    const last = head.split(" ").pop()?.toLowerCase() ?? "";
    if (head === clause(insight) || SUBORDINATE.test(head.split(" ")[0] ?? "")) continue;
    // The hero's body already opens on it.
    if (headlineKey(facts.headline).includes(headlineKey(head))) continue;
    if (wordCount(head) >= 4 && !DANGLING_WORDS.has(last)) {
      pool.push({ text: sentence(head), kind: "proof" });
    }
  }
  // A banner's shortest promise: the first beat alone ("Loose-leaf flavour.").
  for (const promise of [message, usp]) {
    const first = promise ? twoBeats(promise, brand)?.split(/(?<=[.!?])\s/)[0] : undefined;
    if (first && wordCount(first) >= 2) pool.push({ text: first, kind: "short" });
    // A long promise to its first pause: "Good food takes time."
    const head = promise ? clause(promise.split(/[,;:]\s/)[0] ?? "") : "";
    if (head !== "" && head !== clause(promise) && wordCount(head) >= 3) {
      pool.push({ text: line(head, brand), kind: "short" });
    }
  }
  return unique(pool, (entry) => entry.text).filter(
    (entry) => entry.text.length <= AD_LOB_LIMITS.headlineChars && balanced(entry.text),
  );
}

/**
 * The headlines the brief and the idea say whole, strongest first: the search ad's own lines
 * (./searchAdCopy.ts). Not the two-beat splits a poster sets ("Roasted to taste as good. At 3
 * a.m. as at 9."): a beat read alone, without the other, can stop mid-thought.
 */
export function headlineLines(facts: IdeaCopyFacts): string[] {
  return headlinePool(facts)
    .filter((entry) => entry.kind !== "beat" && entry.kind !== "short" && entry.kind !== "question")
    .map((entry) => entry.text);
}

/** The keys of the sentences the hero's body says, but for its sign-off (the brand, the name). */
function heroSentences(facts: IdeaCopyFacts): Set<string> {
  const signs = new Set([headlineKey(facts.brand), headlineKey(facts.campaignName)]);
  return new Set(
    sentencesIn(facts.headline)
      .map(headlineKey)
      .filter((key) => !signs.has(key)),
  );
}

/**
 * A body's content without the sentences the hero's body (the idea's headline) prints already:
 * the rest opens the body instead. A headline built of the brief's own sentences would
 * otherwise cost the page every body that opens on them. Null when nothing is left that stands
 * on its own ("Ledgerly was made for that." needs the sentence before it).
 */
function besideHero(facts: IdeaCopyFacts, content: string): string | null {
  const hero = heroSentences(facts);
  const parts = sentencesIn(content);
  const kept = parts.filter((part) => !hero.has(headlineKey(part)));
  if (kept.length === parts.length) return content;
  if (kept.length === 0 || LEANS_BACK.test(kept[0]) || /\bfor that\.$/.test(kept[0])) return null;
  return kept.join(" ");
}

/**
 * Bodies, each saying one thing of its own (the promise, the audience's moment, the selling
 * point, the idea's insight) and signing off with the campaign line once.
 */
function bodyPool(facts: IdeaCopyFacts): string[] {
  const brand = clause(facts.brand);
  const [message, usp] = promises(facts);
  const audience = facts.audience ? audienceForms(facts.audience) : null;
  const moment = audienceMoment(facts.audience);
  const contents: string[] = [];
  if (message) contents.push(line(message, brand));
  if (moment && message) {
    // A question is answered by the promise; a moment is met by the brand.
    contents.push(
      moment.endsWith("?") || brand === ""
        ? `${moment} ${line(message, brand)}`
        : `${moment} ${brand} was made for that.`,
    );
  }
  if (usp) contents.push(line(usp, brand));
  if (audience && audience.short !== "people") {
    contents.push(sentence(`Made for ${audience.phrase}`));
  }
  contents.push(...insightLines(facts));
  const around = contents
    .map((content) => besideHero(facts, content))
    .filter((content): content is string => content !== null);
  return unique(around, openingKey).map((content) =>
    clip(`${content} ${endline(facts, content)}`, AD_LOB_LIMITS.bodyChars),
  );
}

function unique<T>(items: T[], key: (item: T) => string): T[] {
  const seen = new Set<string>();
  return items.filter((item) => {
    const value = headlineKey(key(item));
    if (value === "" || seen.has(value)) return false;
    seen.add(value);
    return true;
  });
}

/** True when one text says the other ("Fresh bread. Every morning." over "Fresh bread, every morning."). */
function overlaps(a: string, b: string): boolean {
  const ka = headlineKey(a);
  const kb = headlineKey(sentencesIn(b)[0] ?? b);
  return ka !== "" && kb !== "" && (ka.includes(kb) || kb.includes(ka));
}

/** True when a body says its headline again, in any sentence but the sign-off. */
function repeats(facts: IdeaCopyFacts, headline: string, body: string): boolean {
  const signs = new Set([headlineKey(facts.brand), headlineKey(facts.campaignName)]);
  return sentencesIn(body).some(
    (part) =>
      !signs.has(headlineKey(part)) && (overlaps(headline, part) || overlaps(part, headline)),
  );
}

/** What a page already shows, so the next ad says something else. */
export type PageSoFar = { headlines: readonly string[]; bodies: readonly string[] };

/**
 * Every line the page could open a body with, beyond the bodies above: the headlines' lines,
 * each followed by the promise when it does not say it already.
 */
function spareBodies(facts: IdeaCopyFacts): string[] {
  const brand = clause(facts.brand);
  const [message, usp] = promises(facts);
  const lines = unique(
    [
      ...headlinePool(facts)
        .filter(
          (entry) =>
            entry.kind === "promise" || entry.kind === "audience" || entry.kind === "proof",
        )
        .map((entry) => entry.text),
      ...insightLines(facts),
    ],
    (text) => text,
  );
  // Each line is followed by a different one of the promises, so the page does not say one
  // promise under every ad.
  const seconds = [message, usp]
    .filter((text): text is string => Boolean(text))
    .map((text) => line(text, brand));
  const bodies = lines.map((text, index) => {
    const fits = seconds.filter((second) => !repeats(facts, text, second));
    const second = fits.length > 0 ? ` ${fits[index % fits.length]}` : "";
    return `${text}${second}`;
  });
  // A line with one of the idea's insights after it, when even those are used.
  const insights = insightLines(facts);
  for (const first of lines) {
    for (const other of insights) {
      if (other !== first && !repeats(facts, first, other)) bodies.push(`${first} ${other}`);
    }
  }
  return bodies
    .map((content) => besideHero(facts, content))
    .filter((content): content is string => content !== null)
    .map((content) => clip(`${content} ${endline(facts, content)}`, AD_LOB_LIMITS.bodyChars));
}

/**
 * The next ad for a page in one format: a headline the page does not have, that fits the
 * format, over a body no other ad on the page has, opening on a sentence no other body opens
 * with where the brief and the idea have one left, and not repeating its own headline.
 * The studio varies between the strongest few (`rng`); the initial lobs take them in order.
 */
export function nextAd(
  facts: IdeaCopyFacts,
  aspectRatio: string,
  page: PageSoFar,
  rng?: Rng,
): AdCopy {
  // The hero's body is the idea's headline: its sentences are taken too. The hero's headline is
  // the campaign name: "Kettle & Crumb. Delivered within twenty minutes." would print it again.
  const usedHeadlines = new Set([
    ...[...page.headlines, facts.headline]
      .flatMap((text) => [text, ...sentencesIn(text)])
      .map(headlineKey),
    headlineKey(facts.campaignName),
    headlineKey(`${facts.brand} ${facts.campaignName}`),
  ]);
  const usedBodies = new Set(page.bodies.map(headlineKey));
  const usedOpenings = new Set(page.bodies.map(openingKey));
  const cap = headlineWordCap(aspectRatio);
  // A story reads in two beats, and "Why Tidewater Tea? Loose-leaf flavour." is kept for one.
  const story = (entry: Line) =>
    aspectRatio === "9:16"
      ? Number(entry.kind === "beat" || entry.kind === "question")
      : -Number(entry.kind === "question");
  const headlines = headlinePool(facts)
    .filter((entry) => !usedHeadlines.has(headlineKey(entry.text)) && wordCount(entry.text) <= cap)
    // A line a body already opens with comes last.
    .sort(
      (a, b) =>
        story(b) - story(a) ||
        Number(usedOpenings.has(headlineKey(a.text))) -
          Number(usedOpenings.has(headlineKey(b.text))),
    )
    .map((entry) => entry.text);
  if (headlines.length === 0) headlines.push(spareHeadline(facts, usedHeadlines, cap));
  // The hero's body is the idea's headline: no other body repeats its sentences, though the
  // brand it signs with ("… Northbound.") may sign them too.
  const heroLines = heroSentences(facts);
  const bodies = unique([...bodyPool(facts), ...spareBodies(facts)], (text) => text).filter(
    (body) =>
      !usedBodies.has(headlineKey(body)) &&
      !sentencesIn(body).some((part) => heroLines.has(headlineKey(part))),
  );
  const ads: AdCopy[] = [];
  for (const headline of headlines) {
    const fits = bodies.filter((text) => !repeats(facts, headline, text));
    const fresh = fits.filter((text) => !usedOpenings.has(openingKey(text)));
    // Best: a body opening on a line no headline on the page says either.
    const body =
      fresh.find((text) => page.headlines.every((shown) => !repeats(facts, shown, text))) ??
      fresh[0] ??
      fits[0] ??
      bodies[0] ??
      `${sentence(clause(facts.campaignName))} ${page.bodies.length + 1}.`;
    ads.push({
      headline: clip(headline, AD_LOB_LIMITS.headlineChars),
      body: clip(body, AD_LOB_LIMITS.bodyChars),
    });
    if (ads.length === 3) break;
  }
  return rng ? rng.pick(ads) : ads[0];
}

/**
 * When the brief and the idea have no line left for a headline: the campaign line, numbered,
 * so a page never shows two ads with one headline.
 */
function spareHeadline(facts: IdeaCopyFacts, used: ReadonlySet<string>, cap: number): string {
  // A campaign name too long for the format ("Considered Buyers Who Compare Options Before
  // They Commit, part 2.") gives way to the brand.
  const named = clause(facts.campaignName);
  const campaign =
    named && (wordCount(named) + 2 <= cap || !clause(facts.brand))
      ? named
      : clause(facts.brand) || named;
  const group = facts.audience ? audienceForms(facts.audience).short : "people";
  const spares = [
    ...(group !== "people" ? [`${campaign}, for ${group}.`] : []),
    `${campaign}, again.`,
  ].filter((text) => wordCount(text) <= cap);
  let headline = spares.find((text) => !used.has(headlineKey(text))) ?? `${campaign}, part 2.`;
  for (let n = 3; used.has(headlineKey(headline)); n += 1) headline = `${campaign}, part ${n}.`;
  return headline;
}

/**
 * The copy of a new page's initial lobs: the hero carries the campaign line over the idea's
 * headline, the two details a headline each of their own with one or two sentences under it.
 */
export function initialAdCopy(
  facts: IdeaCopyFacts,
  aspectRatios: readonly AspectRatio[] = ["16:9", "1:1", "1:1"],
): AdCopy[] {
  const hero: AdCopy = {
    headline: clip(sentence(clause(facts.campaignName)), AD_LOB_LIMITS.headlineChars),
    body: clip(sentence(facts.headline), AD_LOB_LIMITS.bodyChars),
  };
  const ads = [hero];
  for (const aspectRatio of aspectRatios.slice(1)) {
    ads.push(
      nextAd(facts, aspectRatio, {
        headlines: ads.map((ad) => ad.headline),
        bodies: ads.map((ad) => ad.body),
      }),
    );
  }
  return ads;
}
