import { describe, expect, it } from "vitest";
import type { z } from "zod";
import { brandAlternativesSchema } from "../brandAlternatives/prompt";
import { brandDraftSchema } from "../brands/prompt";
import { briefDraftSchema } from "../briefs/prompt";
import { slideDraftSchema, slideStudioExtra } from "../decks/deckPrompt";
import { discoveryDraftSchema } from "../discovery/prompt";
import { importDraftSchema } from "../imports/prompt";
import { adLobDraftSchema } from "../campaigns/adPrompt";
import { ideaDraftSchema } from "../lib/ai/prompts/ideaSchema";
import { pretestAnswerSchema } from "../lib/ai/prompts/pretestPrompt";
import { sharpenAnswerSchema } from "../lib/ai/prompts/sharpenPrompt";
import type { StudioContext } from "../lib/ai/types";
import { strategyDraftSchema } from "../strategies/prompt";
import { PRETEST_DIMENSIONS } from "../../shared/pretest";
import { composeWith, composeWithStudio } from "./compose";
import { COMPOSERS } from "./composerMap";
import { createRng } from "./engine/random";
import { coffeeBrief, factualLegend } from "./engine/studio.fixtures";
import { tidyPunctuation } from "./engine/text";
import { STUDIO_TASKS, type StudioTask } from "./taskNames";
import { channelCopyExtra, channelCopySchema } from "../channelKits/copyPrompt";
import { composeDiscovery } from "./tasks/discovery";
import { MODEL_CASES } from "./tasks/sellDeckSlide.fixtures";

/**
 * The task map is the studio's one route from a feature's request to its writing: every task is
 * decided there, and a feature's task reaches its own composer, not the walker's generic fill
 * (the silent fallback a forgotten registration used to cause).
 */

const idea = composeWithStudio(ideaDraftSchema, {
  task: "ideas",
  seed: "map",
  brief: coffeeBrief,
  legend: factualLegend,
});
const site = {
  websiteUrl: "https://www.greenstride.com",
  websiteTitle: "Greenstride | Running shoes from the sea",
  websiteContent: "We make running shoes from recycled ocean plastic for city runners.",
  additionalContext: "Running shoes from recycled ocean plastic for city runners.",
};
const [deckCase] = MODEL_CASES;

/** One realistic request per task that has a composer, as its feature sends it. */
const REQUESTS: { [Task in StudioTask]?: { schema: z.ZodType; context: StudioContext } } = {
  strategies: {
    schema: strategyDraftSchema,
    context: { task: "strategies", seed: "s", extra: site },
  },
  discovery: {
    schema: discoveryDraftSchema,
    context: { task: "discovery", seed: "d", extra: site },
  },
  brief: {
    schema: briefDraftSchema,
    context: { task: "brief", seed: "b", brief: coffeeBrief, legend: factualLegend },
  },
  brandProfile: {
    schema: brandDraftSchema,
    context: { task: "brandProfile", seed: "p", extra: site },
  },
  "brand-alternatives": {
    schema: brandAlternativesSchema,
    context: { task: "brand-alternatives", seed: "a", brief: coffeeBrief, legend: factualLegend },
  },
  import: {
    schema: importDraftSchema,
    context: {
      task: "import",
      seed: "i",
      extra: {
        brand: "Bean & Bloom",
        campaignName: "Slow Mornings",
        audience: "Commuters",
        text: "Slow Mornings. Coffee that waits for you. Roasted on Tuesday, in your cup by Friday.",
      },
    },
  },
  "sell-deck-slide": {
    schema: slideDraftSchema,
    context: {
      task: "sell-deck-slide",
      seed: "k",
      legend: deckCase.legend,
      extra: slideStudioExtra(deckCase.facts, "idea", []),
    },
  },
  "ad-lob": {
    schema: adLobDraftSchema,
    context: {
      task: "ad-lob",
      seed: "l",
      extra: {
        brand: coffeeBrief.brand,
        campaignName: idea.campaignName,
        headline: idea.headline,
        coreIdea: idea.coreIdea,
        concept: idea.concept,
        keyVisualElements: idea.keyVisualElements.join("\n"),
        executionStrategy: idea.executionStrategy.join("\n"),
        audience: coffeeBrief.audience ?? "",
        message: coffeeBrief.message ?? "",
        existingHeadlines: "",
        existingBodies: "[]",
        formatLabel: "Square post",
        aspectRatio: "1:1",
      },
    },
  },
  pretest: {
    schema: pretestAnswerSchema,
    context: {
      task: "pretest",
      seed: "t",
      brief: coffeeBrief,
      extra: { ideas: JSON.stringify([idea]) },
    },
  },
  "channel-copy": {
    schema: channelCopySchema(["meta_feed", "google_search"]),
    context: {
      task: "channel-copy",
      seed: "k",
      legend: factualLegend,
      extra: channelCopyExtra(
        {
          brand: coffeeBrief.brand,
          audience: coffeeBrief.audience,
          message: coffeeBrief.message,
          campaignName: "The Morning Record",
          headline: "Roasted this week. At your desk by nine.",
          coreIdea: "Freshness you can date.",
          concept: "Every bag carries its roast date.",
          keyVisualElements: ["a dated bag"],
          executionStrategy: [],
        },
        ["meta_feed", "google_search"],
      ),
    },
  },
  sharpen: {
    schema: sharpenAnswerSchema,
    context: {
      task: "sharpen",
      seed: "h",
      brief: coffeeBrief,
      legend: factualLegend,
      extra: {
        dimension: PRETEST_DIMENSIONS[0],
        idea: JSON.stringify(idea),
        legend: JSON.stringify({ name: factualLegend.name }),
      },
    },
  },
};

/** The walker's generic fill for the same request, or the error it fails with. */
function genericFill(schema: z.ZodType, context: StudioContext): unknown {
  try {
    return composeWith(schema, context, null);
  } catch (error) {
    return error;
  }
}

describe("the studio's task map", () => {
  it("decides every task, and only tasks", () => {
    expect(Object.keys(COMPOSERS).sort()).toEqual([...STUDIO_TASKS].sort());
    // Left to the walker on purpose: ideas (written field by field) and the page's first ads
    // (written by the job itself); every other task has its composer.
    const generic = STUDIO_TASKS.filter((task) => COMPOSERS[task] === null);
    expect(generic.sort()).toEqual(["campaign-ads", "ideas"]);
  });

  it("has a request here for every task with a composer", () => {
    const composed = STUDIO_TASKS.filter((task) => COMPOSERS[task] !== null);
    expect(Object.keys(REQUESTS).sort()).toEqual([...composed].sort());
  });

  for (const [task, request] of Object.entries(REQUESTS)) {
    it(`routes "${task}" to its own composer rather than the generic fill`, () => {
      const { schema, context } = request;
      const composed = composeWithStudio(schema, context);
      expect(schema.safeParse(composed).success).toBe(true);
      expect(composed).not.toEqual(genericFill(schema, context));
    });
  }

  it("gives Discovery IQ the research its own writer composes", () => {
    const { context } = REQUESTS.discovery!;
    const research = composeWithStudio(discoveryDraftSchema, context);
    const rng = createRng(`${context.seed}|${context.task}`).fork("#composer");
    expect(research).toEqual(tidiedDeep(composeDiscovery(context.extra ?? {}, rng)));
    expect(JSON.stringify(research)).toContain("running shoes");
  });
});

/** What compose does to every string of an answer, whatever wrote it. */
function tidiedDeep(value: unknown): unknown {
  if (typeof value === "string") return tidyPunctuation(value);
  if (Array.isArray(value)) return value.map(tidiedDeep);
  if (typeof value === "object" && value !== null) {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, tidiedDeep(item)]));
  }
  return value;
}
