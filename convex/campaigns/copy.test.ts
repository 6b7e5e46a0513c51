import { describe, expect, it } from "vitest";
import { composeWithStudio } from "../lib/ai/studio/studio";
import { ideaDraftListSchema } from "../lib/ai/prompts/ideaSchema";
import { BRIEF } from "../briefs/briefs.fixtures";
import { AD_LOB_TASK, adLobDraftSchema, studioExtra } from "./adPrompt";
import { headlineKey, initialAdCopy, type IdeaCopyFacts } from "./copy";

/** The copy written without a model: real ad lines from the idea, never a repeat or a memo. */

const STRATEGY_SPEAK = /\b(?:campaign|series|execution|it works because|every piece)\b/i;

function studioIdeas(slug: string): IdeaCopyFacts[] {
  const { ideas } = composeWithStudio(ideaDraftListSchema, {
    task: "ideas",
    seed: slug,
    brief: {
      brand: BRIEF.brand,
      audience: BRIEF.audience,
      message: BRIEF.message,
      tone: BRIEF.tone,
    },
    legend: { name: "David Ogilvy", slug, approach: "Research first" },
  });
  return ideas.map((idea) => ({ brand: BRIEF.brand, ...idea }));
}

function expectAdLike(headline: string, body: string) {
  expect(headline.trim()).not.toBe("");
  expect(body.trim()).not.toBe("");
  expect(headline).toMatch(/[.!?]$/);
  expect((headline.match(/"/g) ?? []).length % 2).toBe(0);
  expect(`${headline} ${body}`).not.toMatch(/[{}<>]|undefined|null|NaN|\$\{/);
  expect(headline).not.toMatch(STRATEGY_SPEAK);
}

describe("ad copy from an idea", () => {
  for (const slug of ["david-ogilvy", "paula-scher", "lee-clow"]) {
    it(`writes distinct initial ads and ten more without repeating (${slug})`, () => {
      for (const facts of studioIdeas(slug)) {
        const initial = initialAdCopy(facts);
        expect(initial).toHaveLength(3);
        // The hero carries the campaign line over the headline.
        expect(headlineKey(initial[0].headline)).toBe(headlineKey(facts.campaignName));
        const headlines = initial.map((ad) => ad.headline);
        for (const ad of initial.slice(1)) expectAdLike(ad.headline, ad.body);
        for (let index = 0; index < 10; index += 1) {
          const ad = composeWithStudio(adLobDraftSchema, {
            task: AD_LOB_TASK,
            seed: `${slug}|${index}`,
            extra: studioExtra({
              ...facts,
              formatLabel: "Social 1:1",
              aspectRatio: "1:1",
              visualPrompt: "A coffee bag at dawn",
              existingHeadlines: headlines,
            }),
          });
          expectAdLike(ad.headline, ad.body);
          expect(ad.visualPrompt).toContain("Social 1:1");
          headlines.push(ad.headline);
        }
        expect(new Set(headlines.map(headlineKey)).size).toBe(headlines.length);
      }
    });
  }
});
