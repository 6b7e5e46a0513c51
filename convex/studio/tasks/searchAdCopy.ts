import type { Rng } from "../engine/random";
import { clause, plainText, sentence, sentencesIn, squash, unshout } from "../engine/text";
import { headlineLines, LEANS_BACK, type AdCopy, type IdeaCopyFacts } from "./campaignAds";
import {
  asHeadline,
  lastWord,
  OPEN_END,
  standsAlone,
  wholeClauses,
  words,
} from "./searchHeadlineCut";
import { CHANNELS, charCount } from "../../../shared/channels";
import { copyKey, searchBrand } from "../../../shared/channelCopy";

/**
 * The built-in studio's Google Search ad (issue 42): a responsive search ad a copywriter would
 * sign. Headlines: the brand alone, once more only with something to say; then the brief's and
 * the idea's own lines that fit whole, or cut where a reader pauses (a sentence or clause end,
 * never "Students have been promised"); then the legend's calls; generic spares only last, in
 * an order the seed picks so two briefs do not close on the same tail. Descriptions: whole
 * sentences with the call last, the campaign line at most once.
 */

const HEADLINES = CHANNELS.google_search.lists!.headlines;
const DESCRIPTIONS = CHANNELS.google_search.lists!.descriptions;

/** Headlines with no claim in them, for when the brief and the idea have said all they can. */
export const SEARCH_SPARES = [
  "Learn More Today",
  "See How It Works",
  "Find Out More",
  "Get Started Today",
  "Take a Closer Look",
  "Discover More",
  "Read the Full Story",
  "See It for Yourself",
  "Start Today",
  "Ask Us Anything",
  "Visit the Website",
  "See What's New",
  "Get the Details",
  "Find Out How",
  "See What We Do",
  "Read More Online",
  "Have a Look Around",
  "Find Out Why",
];

/** Descriptions' closing calls beyond the legend's own, and spares for an idea with little. */
export const DESCRIPTION_SPARES = [
  "Find out more on the website.",
  "See the whole story online.",
  "Take a closer look today.",
  "Learn more about what we do.",
];

/** Words that name nothing beside a brand: "Why Ledgerly?", "Meet Ledgerly", "… Official Site". */
const BRAND_STOCK = new Set(
  "why meet discover official site the a an this is from by at with hello hi".split(" "),
);

/** The brief's promise and selling point as typed, in ordinary case ("YOU DESERVE BETTER"). */
function promisesOf(facts: IdeaCopyFacts): string[] {
  return [facts.message ?? "", facts.uniqueSellingPoint ?? ""].map((text) =>
    unshout(plainText(text)),
  );
}

/** A line's key for sameness: "Made for baristas" and "For baristas" say one thing. */
function sayingKey(text: string): string {
  return copyKey(text).replace(/^(?:made)?for/, "");
}

/**
 * True when one line holds the other ("Get paid in 3 days" beside "Get paid in 3 days, not
 * 30"); a one-word key ("commuters" of "Made for commuters") may sit inside another line.
 */
function overlaps(a: string, b: string): boolean {
  const [short, long] = a.length <= b.length ? [a, b] : [b, a];
  return short !== "" && long.includes(short) && short.length >= 12;
}

/** A line that is one sentence of another ("Join for free" of "Join for free. Borrow anything"). */
function sentenceOf(line: string, other: string): boolean {
  return (
    sentencesIn(other).length > 1 &&
    sentencesIn(other).some((part) => sayingKey(part) === sayingKey(line))
  );
}

/** Whether a line names something beside the brand it mentions ("Harbour Bank Current Account"). */
function saysMoreThan(line: string, brand: string): boolean {
  const brandWords = new Set(words(brand).map((word) => copyKey(word)));
  return words(line).some((word) => {
    const key = copyKey(word);
    return key !== "" && !brandWords.has(key) && !BRAND_STOCK.has(key);
  });
}

/**
 * Whether a text carries a line of the legend's thinking rather than the ad's: a sentence of
 * the idea's core idea or concept ("Fame is earned in the conversation…", "Swap every adjective
 * for a specific figure") that neither the brief nor the idea's lines say.
 */
function fromStrategy(facts: IdeaCopyFacts, text: string): boolean {
  const thinking = copyKey(`${facts.coreIdea} ${facts.concept}`);
  const said = [
    facts.brand,
    facts.campaignName,
    facts.headline,
    facts.message ?? "",
    facts.uniqueSellingPoint ?? "",
    facts.audience ?? "",
  ].map(copyKey);
  return sentencesIn(text).some((part) => {
    const key = copyKey(part);
    return key.length > 0 && thinking.includes(key) && !said.some((field) => field.includes(key));
  });
}

/**
 * The brief's and the idea's lines a search headline can come from, strongest first: the
 * campaign line, the ads' headlines, the promise and selling point (whole, then each sentence),
 * the idea's headline, then the sentences the ads' bodies say.
 */
function headlineSources(facts: IdeaCopyFacts, ads: readonly AdCopy[]): string[] {
  const promises = promisesOf(facts);
  return [
    facts.campaignName,
    ...headlineLines(facts),
    ...promises,
    ...promises.flatMap((text) => sentencesIn(text)),
    ...sentencesIn(facts.headline),
    ...ads.flatMap((ad) => sentencesIn(bodyContent(facts, ad.body))),
  ].filter((text) => squash(text) !== "" && !fromStrategy(facts, text));
}

/**
 * Fifteen distinct search headlines (≤ 30): the brand, the idea's and the brief's lines (whole
 * first, then cut at a clause), the legend's calls, then spares in the seed's order. At most two
 * name the brand, and no line says what another already says.
 */
export function searchHeadlines(
  facts: IdeaCopyFacts,
  ads: readonly AdCopy[],
  calls: readonly string[],
  rng: Rng,
): string[] {
  const brand = searchBrand(clause(facts.brand), HEADLINES.max);
  const brandKey = copyKey(brand);
  const names = (line: string) => brandKey !== "" && copyKey(line).includes(brandKey);
  const out: string[] = [];
  const add = (line: string) => {
    const key = sayingKey(line);
    if (out.length >= HEADLINES.count || key === "" || !standsAlone(line)) return;
    if (charCount(line) > HEADLINES.max || words(line).length < 2) return;
    if (names(line) && (out.filter(names).length >= 2 || !saysMoreThan(line, brand))) return;
    // The brand alone sits inside its own lines; any other overlap says one thing twice.
    const others = out.filter((used) => used !== brand);
    const said = others.map(sayingKey);
    if (said.some((used) => used === key || overlaps(used, key)) || key === sayingKey(brand))
      return;
    if (others.some((used) => sentenceOf(line, used) || sentenceOf(used, line))) return;
    out.push(line);
  };
  if (brandKey !== "") out.push(brand);
  const fitted = headlineSources(facts, ads)
    .map((text) => wholeClauses(text, HEADLINES.max))
    .filter((fit): fit is { line: string; cut: boolean } => fit !== null);
  for (const fit of fitted) if (!fit.cut) add(fit.line);
  for (const fit of fitted) if (fit.cut) add(fit.line);
  for (const call of rng.sample(calls, calls.length)) add(asHeadline(call));
  const spares = rng.sample(SEARCH_SPARES, SEARCH_SPARES.length);
  for (const spare of spares) add(spare);
  // Fifteen whatever the lines above took: the spares differ from one another.
  for (const spare of spares) {
    const key = copyKey(spare);
    if (out.length < HEADLINES.count && !out.some((line) => copyKey(line) === key)) out.push(spare);
  }
  return out;
}

/** A name as a sentence of its own, cased as typed ("kettle & crumb."). */
function named(name: string): string {
  const value = clause(name);
  return value === "" ? "" : /[.!?]$/.test(value) ? value : `${value}.`;
}

/**
 * A body without its sign-offs (the brand, the campaign line) at either end, matched as text in
 * any case: "TaxPal. U.S. Freelancers." splits wrongly at "U.S.", and the ads capitalise a
 * lowercase brand opening a sentence. Sentences with no words go too: a page out of lines
 * numbers its campaign line ("… LiftRight Fleet. 6.").
 */
function bodyContent(facts: IdeaCopyFacts, body: string): string {
  const signs = [named(facts.campaignName), named(facts.brand)]
    .filter((sign) => sign !== "")
    .map((sign) => sign.toLowerCase());
  let text = squash(body);
  for (let changed = true; changed;) {
    changed = false;
    for (const sign of signs) {
      const lower = text.toLowerCase();
      if (lower === sign) return "";
      // Only a sentence of its own: "Dog owners, meet Paws & Claws Vets." keeps its brand.
      const before = text.slice(0, text.length - sign.length - 1);
      if (lower.endsWith(` ${sign}`) && /[.!?]["”’)]?$/u.test(before)) {
        text = before.trim();
        changed = true;
      }
      if (text.toLowerCase().startsWith(`${sign} `)) {
        text = text.slice(sign.length).trim();
        changed = true;
      }
    }
  }
  return sentencesIn(text)
    .filter((part) => /\p{L}/u.test(part))
    .join(" ");
}

/** A question the brief asks keeps its mark where a line made it a statement. */
function asked(facts: IdeaCopyFacts, text: string): string {
  const questions = new Set(
    [facts.message ?? "", facts.uniqueSellingPoint ?? "", facts.headline, facts.campaignName]
      .flatMap((field) => sentencesIn(field))
      .filter((part) => part.endsWith("?"))
      .map(copyKey),
  );
  return sentencesIn(text)
    .map((part) => (questions.has(copyKey(part)) ? part.replace(/\.$/, "?") : part))
    .join(" ");
}

/**
 * What the descriptions say, whole, each saying something the others do not: each ad's body
 * without its sign-off, or its opening sentence when the body runs past a description (never a
 * sentence cut short), then the brief's promise and selling point.
 */
function descriptionContents(facts: IdeaCopyFacts, ads: readonly AdCopy[]): string[] {
  const found: string[] = [];
  const said: string[] = [];
  const bodies = ads.map((ad) => bodyContent(facts, ad.body));
  for (const content of [...bodies, ...promisesOf(facts)]) {
    const first = sentencesIn(content)[0] ?? "";
    const text = asked(facts, sentence(charCount(content) <= DESCRIPTIONS.max ? content : first));
    if (text === "" || charCount(text) > DESCRIPTIONS.max || LEANS_BACK.test(text)) continue;
    if (fromStrategy(facts, text)) continue;
    const keys = sentencesIn(text).map(sayingKey);
    // Stricter than a headline's: "Made for homeowners." under "Made for homeowners in Leeds…".
    const within = (a: string, b: string) =>
      a.length >= 3 && b.length >= 3 && (a.includes(b) || b.includes(a));
    if (keys.some((key) => said.some((used) => used === key || within(used, key)))) continue;
    said.push(...keys);
    found.push(text);
  }
  return found;
}

/**
 * Four distinct search descriptions (≤ 90): whole sentences, a second where there is room, and
 * a call last where it fits (each its own while they last); the campaign line at most once.
 */
export function searchDescriptions(
  facts: IdeaCopyFacts,
  ads: readonly AdCopy[],
  calls: readonly string[],
  rng: Rng,
): string[] {
  const closers = [...rng.sample(calls, calls.length), ...DESCRIPTION_SPARES];
  const campaignKey = copyKey(facts.campaignName);
  const naming = (text: string) => campaignKey !== "" && copyKey(text).includes(campaignKey);
  const contents = descriptionContents(facts, ads);
  const brand = clause(facts.brand);
  // When the idea has little to say: its line (once), then the brand, each led into the call.
  const fits = (text: string) => charCount(text) <= DESCRIPTIONS.max;
  const fallbacks = [named(facts.campaignName), named(brand)].filter(fits);
  // "…Bean & Bloom was made for that." wants its call after it, or it reads as cut off.
  const closes = (text: string) =>
    !OPEN_END.has(lastWord(text)) || closers.some((call) => fits(`${text} ${call}`));
  const picked: string[] = [];
  let campaignSaid = false;
  for (const content of [...contents, ...fallbacks]) {
    if (picked.length >= DESCRIPTIONS.count || content === "" || !closes(content)) continue;
    if ((naming(content) && campaignSaid) || picked.some((p) => copyKey(p) === copyKey(content)))
      continue;
    campaignSaid ||= naming(content);
    picked.push(content);
  }
  // What is left of the idea's lines goes with a short one: "Only 300 pieces a year. Made for
  // collectors." (never the campaign line a second time).
  const left = contents.filter((content) => !picked.includes(content) && !naming(content));
  const unused = [...closers];
  const out = picked.map((content) => {
    const nextIndex = left.findIndex((other) =>
      unused.some((call) => fits(`${content} ${other} ${call}`)),
    );
    const joined = nextIndex >= 0 ? `${content} ${left.splice(nextIndex, 1)[0]}` : content;
    // Each its own call while they last; then any that fits rather than none.
    const call =
      unused.find((option) => fits(`${joined} ${option}`)) ??
      closers.find((option) => fits(`${joined} ${option}`));
    if (call === undefined) return joined;
    if (unused.includes(call)) unused.splice(unused.indexOf(call), 1);
    return `${joined} ${call}`;
  });
  for (const spare of DESCRIPTION_SPARES) {
    if (out.length < DESCRIPTIONS.count && !out.some((text) => copyKey(text) === copyKey(spare)))
      out.push(spare);
  }
  return out;
}
