import { afterEach, describe, expect, it, vi } from "vitest";
import { z } from "zod";
import {
  ideaDraftListSchema,
  ideaDraftResponseSchema,
  ideaDraftSchema,
} from "../lib/ai/prompts/ideaSchema";
import type { StudioContext } from "../lib/ai/types";
import { composeWith, composeWithStudio } from "./compose";
import {
  awkwardSchema,
  coffeeBrief,
  factualLegend,
  provocativeLegend,
  strategiesSchema,
} from "./engine/studio.fixtures";

const ideaContext = (overrides: Partial<StudioContext> = {}): StudioContext => ({
  task: "ideas",
  seed: "brief-1",
  brief: coffeeBrief,
  legend: factualLegend,
  ...overrides,
});

afterEach(() => vi.restoreAllMocks());

describe("offline studio", () => {
  it("is deterministic for the same context, and uses no clock or Math.random", () => {
    const random = vi.spyOn(Math, "random");
    const now = vi.spyOn(Date, "now");
    const first = composeWithStudio(ideaDraftResponseSchema, ideaContext());
    const second = composeWithStudio(ideaDraftResponseSchema, ideaContext());
    expect(second).toEqual(first);
    expect(random).not.toHaveBeenCalled();
    expect(now).not.toHaveBeenCalled();
  });

  it("varies with the seed", () => {
    const seeds = ["a", "b", "c", "d", "e"].map((seed) =>
      JSON.stringify(composeWithStudio(ideaDraftSchema, ideaContext({ seed }))),
    );
    expect(new Set(seeds).size).toBeGreaterThan(1);
  });

  it("fills every idea field with copy from the brief", () => {
    const idea = composeWithStudio(ideaDraftResponseSchema, ideaContext());
    for (const value of Object.values(idea)) {
      expect(value.length).toBeGreaterThan(0);
    }
    const all = JSON.stringify(idea);
    expect(all).toContain("Bean & Bloom");
    expect(all).toContain("busy parents");
    expect(all).toContain("fair-trade");
    expect(idea.tone.toLowerCase()).toContain("warm, witty");
    expect(idea.keyVisualElements.length).toBeGreaterThanOrEqual(3);
    expect(idea.executionStrategy.length).toBeGreaterThanOrEqual(3);
  });

  it("writes legend thinking as six or more numbered steps, the sixth being the leap", () => {
    const idea = composeWithStudio(ideaDraftSchema, ideaContext());
    const steps = idea.legendThinking.split("\n");
    expect(steps.length).toBeGreaterThanOrEqual(6);
    steps.forEach((step, index) => expect(step.startsWith(`${index + 1}. `)).toBe(true));
    expect(steps[5]).toContain("The leap");
    expect(idea.legendThinking).toContain("Avery Long");
    expect(idea.legendThinking).toMatch(/research-led proof|the long factual headline/);
  });

  it("writes recognisably different work for different legends on the same brief", () => {
    const seeds = ["s1", "s2", "s3", "s4", "s5", "s6"];
    const factual = seeds.map((seed) =>
      composeWithStudio(ideaDraftSchema, ideaContext({ seed, legend: factualLegend })),
    );
    const provocative = seeds.map((seed) =>
      composeWithStudio(ideaDraftSchema, ideaContext({ seed, legend: provocativeLegend })),
    );
    const words = (text: string) => text.split(/\s+/).length;
    const average = (ideas: typeof factual) =>
      ideas.reduce((sum, idea) => sum + words(idea.headline), 0) / ideas.length;
    // The factual school writes long headlines; the provocative one short dares.
    expect(average(factual)).toBeGreaterThan(average(provocative) + 5);
    const stunts = provocative.filter((idea) =>
      /stunt|dare|drop|takeover|open letter/i.test(
        `${idea.concept} ${idea.executionStrategy.join(" ")}`,
      ),
    );
    expect(stunts.length).toBe(seeds.length);
    const proof = factual.filter((idea) =>
      /proof|proves|fact|evidence|compare/i.test(idea.concept),
    );
    expect(proof.length).toBe(seeds.length);
    for (let index = 0; index < seeds.length; index += 1) {
      expect(provocative[index].campaignName).not.toBe(factual[index].campaignName);
      expect(provocative[index].tone).toContain("Max Riot");
    }
  });

  it("conforms to a list-of-ideas schema, each idea its own", () => {
    const { ideas } = composeWithStudio(ideaDraftListSchema, ideaContext());
    expect(ideas.length).toBeGreaterThanOrEqual(1);
    expect(new Set(ideas.map((idea) => idea.title)).size).toBe(ideas.length);
  });

  it("conforms to a strategies schema, even from a website and a pitch alone", () => {
    // The walker's generic fill, without the strategies task's composer.
    const context = {
      task: "strategies",
      seed: "site",
      extra: {
        websiteUrl: "https://www.greenstride.com",
        additionalContext: "We make running shoes from recycled ocean plastic for city runners.",
      },
    };
    const result = composeWith(strategiesSchema, context, null);
    expect(result.brandName).toBe("Greenstride");
    expect(result.websiteContent).toContain("running shoes");
    expect(result.strategies.length).toBe(3);
    expect(new Set(result.strategies.map((strategy) => strategy.name)).size).toBe(3);
    for (const strategy of result.strategies) {
      expect(strategy.productName).toBeTruthy();
      expect(strategy.keyMessage).toContain("recycled ocean plastic");
    }
  });

  it("handles enums, literals, numbers, booleans, nullables, formats, records and lengths", () => {
    const value = composeWith(awkwardSchema, { ...ideaContext(), task: "awkward" }, null);
    expect(awkwardSchema.safeParse(value).success).toBe(true);
    expect(value.shortLine.length).toBeLessThanOrEqual(24);
    expect(value.longCopy.length).toBeGreaterThanOrEqual(600);
    expect(Object.keys(value.budget).sort()).toEqual(["digital", "tv"]);
    expect(value.tags.length).toBeGreaterThanOrEqual(6);
    expect(value.subtitle).toBeTruthy();
  });

  it("writes decks as one story and briefs as markdown", () => {
    // The walker alone (no composer): its documents are stories and markdown by themselves.
    const deck = composeWith(
      z.object({
        slides: z.array(
          z.object({ title: z.string(), content: z.string(), visualPrompt: z.string() }),
        ),
      }),
      { ...ideaContext(), task: "deck" },
      null,
    );
    expect(deck.slides.map((slide) => slide.title).slice(0, 3)).toEqual([
      "The Challenge",
      "The Insight",
      "The Idea",
    ]);
    const brief = composeWith(
      z.object({ content: z.string() }),
      { ...ideaContext(), task: "brief" },
      null,
    );
    expect(brief.content).toMatch(/^# Creative Brief: Bean & Bloom/);
    expect(brief.content).toContain("## Key Message");
  });

  it("merges a task's composer's answer over the draft", () => {
    const schema = z.object({ headline: z.string(), untouched: z.string() });
    const value = composeWith(
      schema,
      { ...ideaContext(), task: "studio-test" },
      ({ core, draft }) => ({
        headline: `${core.facts.brand}: composed`,
        untouched: (draft as { untouched: string }).untouched,
      }),
    );
    expect(value.headline).toBe("Bean & Bloom: composed");
    expect(value.untouched.length).toBeGreaterThan(0);
  });

  it("fails loudly when a composer breaks the schema", () => {
    expect(() =>
      composeWith(
        z.object({ headline: z.string() }),
        { ...ideaContext(), task: "studio-broken" },
        () => ({ headline: 42 }),
      ),
    ).toThrow(/studio-broken/);
  });

  it("carries pasted fields whole: abbreviations, hyphenated audiences, verb phrases (issue 40)", () => {
    const brief = {
      brand: "Nightjar Meals",
      audience: "Night-shift nurses who eat at 3 a.m.",
      message: "Roasted to taste as good at 3 a.m. as at 9",
      uniqueSellingPoint: "Stays fresh for 10 days after opening",
      tone: "warm, practical",
    };
    const text = ["s1", "s2", "s3"]
      .map((seed) =>
        JSON.stringify(composeWithStudio(ideaDraftListSchema, ideaContext({ seed, brief }))),
      )
      .join(" ");
    expect(text).toContain("3 a.m. as at 9");
    expect(text).not.toMatch(/\ba\.m(?!\.)|a\.m\.\./);
    expect(text).not.toMatch(/promise of stays/);
    expect(text).not.toMatch(/[a-z,] Night-shift/);
  });
});
