import { describe, expect, it } from "vitest";
import { composeWithStudio } from "../compose";
import { ideaDraftListSchema } from "../../lib/ai/prompts/ideaSchema";
import { studioBriefs, type StudioBrief } from "../engine/studioBriefs.fixtures";
import { sentencesIn } from "../engine/text";
import { BRIEF } from "../../briefs/briefs.fixtures";
import { AD_LOB_TASK, adLobDraftSchema, studioExtra } from "../../campaigns/adPrompt";
import {
  audienceMoment,
  headlineKey,
  headlineWordCap,
  initialAdCopy,
  openingKey,
  twoBeats,
  wordCount,
  type AdCopy,
  type IdeaCopyFacts,
} from "./campaignAds";

/** The copy written without a model: real ad lines from the brief and the idea, never a repeat. */

const STRATEGY_SPEAK = /\b(?:campaign|series|execution|it works because|every piece)\b/i;
const ADDED_FORMATS = ["9:16", "16:9", "1:1", "4:5", "9:16"] as const;
const TIDEWATER: StudioBrief = {
  id: "tidewater",
  brand: "Tidewater Tea",
  audience: "Office workers who drink tea at their desk all afternoon",
  message: "Loose-leaf flavour in a bag that takes ninety seconds",
  tone: "warm, confident",
};

function studioIdeas(brief: StudioBrief, slug: string): IdeaCopyFacts[] {
  const { ideas } = composeWithStudio(ideaDraftListSchema, {
    task: "ideas",
    seed: `${brief.id}|${slug}`,
    brief,
    legend: { name: slug, slug, approach: "Research first" },
  });
  return ideas.map((idea) => ({
    brand: brief.brand,
    audience: brief.audience,
    message: brief.message,
    uniqueSellingPoint: brief.uniqueSellingPoint ?? "",
    ...idea,
  }));
}

type Ad = AdCopy & { aspectRatio: string };

/** A page as users build it: the three initial lobs, then five added in mixed formats. */
function pageOf(facts: IdeaCopyFacts, seed: string): Ad[] {
  const page: Ad[] = initialAdCopy(facts).map((ad, index) => ({
    ...ad,
    aspectRatio: index === 0 ? "16:9" : "1:1",
  }));
  for (const [index, aspectRatio] of ADDED_FORMATS.entries()) {
    const ad = composeWithStudio(adLobDraftSchema, {
      task: AD_LOB_TASK,
      seed: `${seed}|${index}`,
      extra: studioExtra({
        ...facts,
        formatLabel: `Format ${aspectRatio}`,
        aspectRatio,
        visualPrompt: "A cup on a desk",
        existingHeadlines: page.map((other) => other.headline),
        existingBodies: page.map((other) => other.body),
      }),
    });
    expect(ad.visualPrompt).toContain(`Format ${aspectRatio}`);
    page.push({ headline: ad.headline, body: ad.body, aspectRatio });
  }
  return page;
}

function expectReadable(text: string) {
  expect(text.trim()).not.toBe("");
  expect(text).not.toMatch(/[{}<>]|undefined|null|NaN|\$\{| {2}|\.\.(?!\.)|\s[.,!?]/);
  expect((text.match(/"/g) ?? []).length % 2).toBe(0);
  for (const part of sentencesIn(text)) expect(part).toMatch(/[.!?…]["')]?$/);
}

function expectGoodPage(page: Ad[], facts: IdeaCopyFacts) {
  const distinct = (keys: string[]) => expect(new Set(keys).size).toBe(keys.length);
  distinct(page.map((ad) => headlineKey(ad.headline)));
  distinct(page.map((ad) => headlineKey(ad.body)));
  const wrapped = headlineKey(`${facts.brand} ${facts.campaignName}`);
  for (const [index, ad] of page.entries()) {
    expectReadable(ad.headline);
    expectReadable(ad.body);
    if (index === 0) continue;
    expect(ad.headline).not.toMatch(/^(?:This is|Only from)\b/);
    expect(headlineKey(ad.headline)).not.toBe(wrapped);
    expect(ad.headline).not.toMatch(STRATEGY_SPEAK);
    expect(wordCount(ad.headline)).toBeLessThanOrEqual(headlineWordCap(ad.aspectRatio));
  }
  // The brief's key message is on the page: its first words, at least.
  const text = headlineKey(page.map((ad) => `${ad.headline} ${ad.body}`).join(" "));
  const opening = (facts.message ?? "")
    .split(/\s+/)
    .slice(0, 3)
    .map((word) => headlineKey(word).replace(/^(?:we|were|our|its|why|you)$/, ""));
  for (const word of opening) expect(text).toContain(word);
}

function printed(page: Ad[]): string {
  return page.map((ad) => `[${ad.aspectRatio}] ${ad.headline}\n        ${ad.body}`).join("\n");
}

describe("ad copy from the brief and the idea", () => {
  it("says the audience's moment to them, and the promise in two beats", () => {
    expect(audienceMoment(TIDEWATER.audience)).toBe("You drink tea at your desk all afternoon.");
    expect(audienceMoment("Anyone who loves coffee")).toBe("You love coffee.");
    expect(audienceMoment("A busy mum who has no time for herself")).toBe(
      "You have no time for yourself.",
    );
    expect(audienceMoment("City commuters tired of crowded trains")).toBe(
      "Tired of crowded trains?",
    );
    expect(audienceMoment("Gen Z")).toBeNull();
    expect(twoBeats("Fresh bread, every morning")).toBe("Fresh bread. Every morning.");
    expect(twoBeats("Get there under your own steam")).toBe("Get there. Under your own steam.");
    expect(twoBeats("Before we wrote a word, we listened")).toBeNull();
    expect(twoBeats("Why pay more for less?")).toBeNull();
  });

  it("writes the Tidewater Tea page a copywriter would sign", () => {
    const [idea] = studioIdeas(TIDEWATER, "david-ogilvy");
    const facts = {
      ...idea,
      campaignName: "First Class, Every Time",
      headline: TIDEWATER_HEADLINE,
      concept: idea.concept.replaceAll(idea.campaignName, "First Class, Every Time"),
    };
    const page = pageOf(facts, "tidewater");
    if (process.env.PRINT_ADS) console.log(printed(page));
    expectGoodPage(page, facts);
    expect(page[1].headline).toBe("Loose-leaf flavour. In a bag that takes ninety seconds.");
  });

  it("keeps every page of 120 briefs distinct, short, whole and on the message", () => {
    const briefs = studioBriefs();
    let pages = 0;
    let openOnTheirOwn = 0;
    let initialOnTheirOwn = 0;
    for (const [index, brief] of briefs.entries()) {
      const slug = ["david-ogilvy", "paula-scher", "lee-clow"][index % 3];
      for (const [at, facts] of studioIdeas(brief, slug).entries()) {
        const page = pageOf(facts, `${brief.id}|${at}`);
        try {
          expectGoodPage(page, facts);
        } catch (error) {
          console.log(`${brief.brand} / ${brief.audience} / ${brief.message}\n${printed(page)}`);
          throw error;
        }
        pages += 1;
        const openings = new Set(page.map((ad) => openingKey(ad.body)));
        if (openings.size === page.length) openOnTheirOwn += 1;
        if (new Set(page.slice(0, 3).map((ad) => openingKey(ad.body))).size === 3) {
          initialOnTheirOwn += 1;
        }
        if (process.env.PRINT_ADS && index % 40 === 0 && at === 0) {
          console.log(`${brief.brand} / ${brief.audience} / ${brief.message}\n${printed(page)}`);
        }
      }
    }
    // Every body opens on a sentence of its own while the brief and the idea have one left. A
    // thin brief ("Everyone", one short message, no selling point) runs out before eight ads.
    expect(openOnTheirOwn / pages).toBeGreaterThan(0.65);
    expect(initialOnTheirOwn / pages).toBeGreaterThan(0.95);
  }, 60_000);

  it("still writes distinct ads from an idea alone (a brief without its facts)", () => {
    const [facts] = studioIdeas({ ...BRIEF, id: "fixture" }, "lee-clow");
    const page = pageOf({ ...facts, audience: "", message: "", uniqueSellingPoint: "" }, "bare");
    const distinct = (keys: string[]) => expect(new Set(keys).size).toBe(keys.length);
    distinct(page.map((ad) => headlineKey(ad.headline)));
    distinct(page.map((ad) => headlineKey(ad.body)));
    for (const ad of page) expectReadable(`${ad.headline} ${ad.body}`);
  });
});

const TIDEWATER_HEADLINE =
  "For office workers who expect the best, there is a reason Tidewater Tea has never changed the way it does things.";
