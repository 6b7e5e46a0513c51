import { describe, expect, it } from "vitest";
import { composeWithStudio } from "../compose";
import { ideaDraftListSchema } from "../../lib/ai/prompts/ideaSchema";
import { IDEAS_TASK } from "../taskNames";
import { rosterPersonas } from "../engine/studioBriefs.fixtures";
import { ARCHETYPES } from "../engine/persona";
import { createRng } from "../engine/random";
import { DANGLING_WORDS, sentencesIn } from "../engine/text";
import { headlineLines, type IdeaCopyFacts } from "./campaignAds";
import { adPool, CALLS, writeChannelCopy } from "./channelCopy";
import { DESCRIPTION_SPARES, SEARCH_SPARES } from "./searchAdCopy";
import { asHeadline, wholeClauses } from "./searchHeadlineCut";
import { STUDIO_CORPUS, type CorpusBrief } from "../../../bench/fixtures/studioCorpus";
import { STUDIO_HELDOUT } from "../../../bench/fixtures/studioHeldout";
import { copyFacts } from "../../../bench/studio";
import { CHANNEL_IDS, CHANNELS, charCount } from "../../../shared/channels";
import { copyKey, fitCopy, searchBrand } from "../../../shared/channelCopy";

/**
 * The studio's Google Search ad read as a copywriter reads it (issue 42), over the realistic
 * corpora (bench/fixtures: 60 briefs and 12 held out): the brand in one or two headlines, not
 * five; every line the brief's or the idea's own, cut only where a reader pauses; the generic
 * tail different from brief to brief; descriptions of whole sentences with the call last.
 */

const BRIEFS: CorpusBrief[] = [...STUDIO_CORPUS, ...STUDIO_HELDOUT];
const LEGENDS = new Map(rosterPersonas().map((legend) => [legend.slug, legend]));

/** The first idea of the brief's first legend, with the brief's facts (bench/studio.ts). */
function factsOf(brief: CorpusBrief): IdeaCopyFacts {
  const legend = LEGENDS.get(brief.legends[0])!;
  const { ideas } = composeWithStudio(ideaDraftListSchema, {
    task: IDEAS_TASK,
    seed: `${legend.slug}|search-${brief.id}`,
    brief,
    legend,
  });
  return copyFacts(brief, ideas[0]);
}

/** A line as compared: lower case, without the marks that close it. */
const plain = (text: string) =>
  text
    .toLowerCase()
    .replace(/\s+/g, " ")
    .trim()
    .replace(/[\s.!?"”’)]+$/u, "");

/** What may follow a line cut from a longer one: its end, a clause mark, or a new clause. */
const PAUSE =
  /^(?:$|[.!?…,;:]|\s[-–—]\s|\s(?:who|that|which|whose|with|before|after|when|while|until|because|so|if|unless|once|since)\s)/u;

const OPEN_END = new Set([...DANGLING_WORDS, "they", "we", "i", "he", "she"]);
const lastWord = (text: string) =>
  (text.split(" ").pop() ?? "").toLowerCase().replace(/[^\p{L}\p{N}&'’]/gu, "");

const written = BRIEFS.map((brief, index) => {
  const facts = factsOf(brief);
  const archetype = ARCHETYPES[index % ARCHETYPES.length];
  const channels = CHANNEL_IDS;
  const kit = writeChannelCopy(facts, channels, archetype, createRng(brief.id));
  // The same pool the kit drew from (adPool takes the rng first), for the lines' sources.
  const ads = adPool(facts, Math.max(channels.length + 1, 6), createRng(brief.id));
  const sources = [
    facts.campaignName,
    facts.headline,
    facts.coreIdea,
    facts.concept,
    facts.message ?? "",
    facts.uniqueSellingPoint ?? "",
    facts.audience ?? "",
    ...headlineLines(facts),
    ...ads.flatMap((ad) => [ad.headline, ad.body]),
  ].flatMap((text) => [text, ...sentencesIn(text)]);
  const search = kit.google_search!;
  return {
    brief,
    facts,
    calls: CALLS[archetype],
    sources,
    headlines: search.headlines ?? [],
    descriptions: search.descriptions ?? [],
  };
});

describe("the studio's Google Search ad, over the corpus", () => {
  it("names the brand in one or two of the fifteen headlines, never five", () => {
    expect(written.length).toBe(72);
    for (const { brief, headlines } of written) {
      const brand = copyKey(searchBrand(brief.brand, 30));
      const naming = headlines.filter((line) => copyKey(line).includes(brand));
      expect(headlines, brief.id).toHaveLength(15);
      expect(new Set(headlines.map(copyKey)).size, brief.id).toBe(15);
      expect(naming.length, `${brief.id}: ${naming.join(" | ")}`).toBeGreaterThanOrEqual(1);
      expect(naming.length, `${brief.id}: ${naming.join(" | ")}`).toBeLessThanOrEqual(2);
      for (const line of headlines) expect(charCount(line)).toBeLessThanOrEqual(30);
    }
  });

  it("writes every headline from the brief or the idea, cut only where a reader pauses", () => {
    for (const { brief, calls, sources, headlines } of written) {
      const generic = new Set([...SEARCH_SPARES, ...calls.map(asHeadline)].map(copyKey));
      const lower = sources.map(plain);
      for (const line of headlines) {
        // Words, never "6" or "7" alone.
        expect(line, brief.id).toMatch(/\p{L}/u);
        expect(OPEN_END.has(lastWord(line)), `${brief.id}: "${line}"`).toBe(false);
        if (line === searchBrand(brief.brand, 30) || generic.has(copyKey(line))) continue;
        // The line opens a source sentence and stops at its end, a clause mark or a new
        // clause: "Students have been promised" (…too much) and "City Commuters Tired" fail.
        const head = plain(line);
        const whole = lower.some(
          (source) => source.startsWith(head) && PAUSE.test(source.slice(head.length)),
        );
        expect(whole, `${brief.id}: "${line}"`).toBe(true);
      }
    }
  });

  it("puts the brief's and the idea's lines before the calls, and calls before the spares", () => {
    for (const { brief, calls, headlines } of written) {
      const spares = new Set(SEARCH_SPARES.map(copyKey));
      const called = new Set(calls.map((call) => copyKey(asHeadline(call))));
      const rank = (line: string) =>
        spares.has(copyKey(line)) ? 2 : called.has(copyKey(line)) ? 1 : 0;
      const ranks = headlines.map(rank);
      expect(ranks, brief.id).toEqual([...ranks].sort((a, b) => a - b));
      // Every call of the legend is used before the first generic spare.
      if (ranks.includes(2))
        expect(
          ranks.filter((r) => r === 1),
          brief.id,
        ).toHaveLength(3);
    }
  });

  it("closes each brief's headlines on a tail of its own", () => {
    const tails = written.map(({ headlines }) => headlines.slice(-5).join(" | "));
    expect(new Set(tails).size).toBe(written.length);
    // No spare stands in every kit.
    for (const spare of SEARCH_SPARES) {
      const kits = written.filter(({ headlines }) => headlines.includes(spare)).length;
      expect(kits, spare).toBeLessThan(written.length * 0.75);
    }
  });

  it("writes descriptions of whole sentences, the call last, the campaign line at most once", () => {
    const rule = CHANNELS.google_search.lists!.descriptions;
    for (const { brief, facts, calls, sources, descriptions } of written) {
      expect(descriptions, brief.id).toHaveLength(rule.count);
      expect(new Set(descriptions.map(copyKey)).size, brief.id).toBe(rule.count);
      const closers = [...calls, ...DESCRIPTION_SPARES];
      const said = new Set(sources.map(plain));
      const campaign = copyKey(facts.campaignName);
      const naming = descriptions.filter((text) => copyKey(text).includes(campaign));
      expect(naming.length, `${brief.id}: ${naming.join(" | ")}`).toBeLessThanOrEqual(1);
      for (const text of descriptions) {
        expect(charCount(text)).toBeLessThanOrEqual(rule.max);
        expect(text, brief.id).toMatch(/[.!?]["”’)]?$/u);
        expect(OPEN_END.has(lastWord(text)), `${brief.id}: "${text}"`).toBe(false);
        // What comes before the call is sentences the brief, the idea or its ads say whole.
        const call = closers.find((option) => text.endsWith(option));
        const content = call ? text.slice(0, -call.length).trim() : text;
        for (const part of sentencesIn(content)) {
          expect(said.has(plain(part)), `${brief.id}: "${part}" in "${text}"`).toBe(true);
        }
      }
    }
  });
});

describe("a search headline cut to fit", () => {
  it("stops at a sentence, a clause or a whole noun phrase, or is not written", () => {
    const fit = (text: string) => wholeClauses(text, 30)?.line ?? null;
    expect(fit("Fixed prices quoted.")).toBe("Fixed prices quoted");
    expect(fit("Tired of crowded trains?")).toBe("Tired of crowded trains?");
    expect(fit("At your door within the hour, or the call-out is free")).toBe(
      "At your door within the hour",
    );
    expect(fit("Customs paperwork done before the lorry leaves the yard")).toBe(
      "Customs paperwork done",
    );
    expect(fit("Automatic reminders that clients actually answer")).toBe("Automatic reminders");
    expect(fit("You eat at 3 a.m. and nobody cooks for you at that hour")).toBe(null);
    // The fragments the old cut printed.
    expect(fit("City Commuters Tired of Crowded Trains")).toBe(null);
    expect(fit("Students have been promised too much by too many brands, so they trust")).toBe(
      null,
    );
    expect(fit("A brand that owns one image owns a place in memory")).toBe(null);
    expect(fit("Why run on the spot when you can climb a wall")).toBe(null);
    expect(fit("Warehouse managers at U.S. distribution centres")).toBe(null);
  });
});

describe("fitCopy's cut (shared/channelCopy.ts)", () => {
  it("never ends on a subject pronoun that waits for its verb", () => {
    const text = "Local businesses were promised too much, so they trust what they can check";
    for (let limit = 1; limit <= charCount(text); limit += 1) {
      const cut = fitCopy(text, limit);
      expect(cut, `${limit}`).not.toMatch(/\b(?:they|we|i|he|she)$/i);
    }
    // "you", "it", "us" and "them" close a line well.
    expect(fitCopy("Made for you and the family", 14)).toBe("Made for you");
    expect(fitCopy("Don't bin them and buy again", 16)).toBe("Don't bin them");
  });
});
