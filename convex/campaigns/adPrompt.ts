import type { Infer } from "convex/values";
import { z } from "zod";
import type { ChatMessage, LegendPersona } from "../lib/ai/types";
import { buildTaskPrompt } from "../lib/ai/prompts/taskPrompt";
import { AD_LOB_LIMITS } from "../../shared/constants";
import type { IdeaCopyFacts } from "../studio/tasks/campaignAds";
import type { adLobFactsValidator } from "./jobShapes";

/**
 * 'Add an ad': one more ad of a campaign, written in the legend's voice for one format. The
 * model gets the idea and the page's existing headlines as data; the offline studio writes it
 * from the idea's own lines (../studio/tasks/adLob.ts), never repeating a headline already on the
 * page.
 */

export { AD_LOB_TASK } from "../studio/taskNames";

export const adLobDraftSchema = z.object({
  headline: z
    .string()
    .min(1)
    .describe(
      `The ad's headline: one short line, at most ${AD_LOB_LIMITS.headlineChars} characters`,
    ),
  body: z.string().min(1).describe("The body copy: one or two sentences"),
  visualPrompt: z
    .string()
    .min(1)
    .describe("A prompt for an image model: one concrete scene for this format, no text in it"),
});
export type AdLobDraft = z.infer<typeof adLobDraftSchema>;

export type AdLobFacts = Infer<typeof adLobFactsValidator>;

export function buildAdPrompt(legend: LegendPersona, facts: AdLobFacts): ChatMessage[] {
  return buildTaskPrompt({
    system: [
      `You are ${legend.name}, the advertising legend, writing one more ad for your own campaign.`,
      `Your approach: ${legend.approach}`,
      legend.voice ? `Your voice: ${legend.voice}` : "",
    ]
      .filter(Boolean)
      .join("\n"),
    instructions: [
      `Write one ${facts.formatLabel} ad (aspect ratio ${facts.aspectRatio}) for the campaign below.`,
      "Give it a short headline of its own, one or two sentences of body copy that a copywriter would sign, and a visual prompt describing one concrete scene for the image (no words in the image).",
      "Make the brief's key message and selling point the promise, said to its audience; the campaign line signs off.",
      "Stay inside the brief and the idea: no new claims, prices or facts they do not make.",
      "Do not reuse any of the existing headlines, and say something in the body the existing body copy does not.",
    ].join("\n"),
    data: {
      ...campaignData(facts),
      existing_headlines: facts.existingHeadlines.join("\n"),
      existing_body_copy: facts.existingBodies.join("\n"),
    },
  });
}

/** The campaign a model writes ads for, as its prompt's data (the first ads and 'Add an ad'). */
export function campaignData(facts: IdeaCopyFacts): Record<string, string> {
  return {
    brand: facts.brand,
    audience: facts.audience ?? "",
    key_message: facts.message ?? "",
    unique_selling_point: facts.uniqueSellingPoint ?? "",
    campaign_line: facts.campaignName,
    headline: facts.headline,
    core_idea: facts.coreIdea,
    concept: facts.concept,
    key_visual_elements: facts.keyVisualElements.join("\n"),
    execution_strategy: facts.executionStrategy.join("\n"),
  };
}

/** The studio's extra facts: lists travel as newline-joined strings. */
export function studioExtra(facts: AdLobFacts): Record<string, string> {
  return {
    brand: facts.brand,
    campaignName: facts.campaignName,
    headline: facts.headline,
    coreIdea: facts.coreIdea,
    concept: facts.concept,
    keyVisualElements: facts.keyVisualElements.join("\n"),
    executionStrategy: facts.executionStrategy.join("\n"),
    audience: facts.audience ?? "",
    message: facts.message ?? "",
    uniqueSellingPoint: facts.uniqueSellingPoint ?? "",
    existingHeadlines: facts.existingHeadlines.join("\n"),
    // Bodies can run to several sentences: one a line would not travel.
    existingBodies: JSON.stringify(facts.existingBodies),
    formatLabel: facts.formatLabel,
    aspectRatio: facts.aspectRatio,
    visualPrompt: facts.visualPrompt,
  };
}
