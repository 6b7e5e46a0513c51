import { z } from "zod";
import type { ChatMessage, LegendPersona } from "../lib/ai/types";
import { buildTaskPrompt } from "../lib/ai/prompts/taskPrompt";
import { DECK_LIMITS, DECK_STAGES, type DeckStage } from "../../shared/constants";
import type { IdeaCopyFacts } from "../campaigns/copy";

/**
 * A sell deck's slide, written in the legend's voice for one stage of the sell-in arc. A minimal
 * version of the studio writer's interface (decks contract): the full prompt and the offline
 * studio's composer arrive with the "decks-studio" work.
 */

export const DECK_SLIDE_TASK = "sell-deck-slide";

export const slideDraftSchema = z.object({
  title: z
    .string()
    .min(1)
    .describe(`The slide's claim in one short line, at most ${DECK_LIMITS.titleChars} characters`),
  content: z
    .string()
    .min(1)
    .describe('One short paragraph, or 2-4 bullet lines each starting "- "; no other markdown'),
  speakerNotes: z.string().min(1).describe("2-4 sentences the presenter says"),
  visualPrompt: z
    .string()
    .min(1)
    .describe("A prompt for an image model: one concrete scene for this slide, no text in it"),
});
export type SlideDraft = z.infer<typeof slideDraftSchema>;

export type DeckFacts = IdeaCopyFacts & { ideaTitle: string; visualPrompt: string; tone?: string };

function stageLabel(stage: DeckStage): string {
  return DECK_STAGES.find((known) => known.id === stage)?.label ?? stage;
}

export function buildSlidePrompt(
  legend: LegendPersona,
  facts: DeckFacts,
  stage: DeckStage,
  earlier: SlideDraft[],
): ChatMessage[] {
  return buildTaskPrompt({
    system: [
      `You are ${legend.name}, the advertising legend, selling your own idea in to the client.`,
      `Your approach: ${legend.approach}`,
      legend.voice ? `Your voice: ${legend.voice}` : "",
    ]
      .filter(Boolean)
      .join("\n"),
    instructions: [
      `Write the "${stageLabel(stage)}" slide of the sell deck for the idea below.`,
      "Give it a short title that makes the slide's claim, its content, what you say while it is up, and a visual prompt for one concrete scene (no words in the image).",
      "Stay inside the brief and the idea: no new claims, prices or facts they do not make.",
    ].join("\n"),
    data: {
      brand: facts.brand,
      audience: facts.audience ?? "",
      key_message: facts.message ?? "",
      unique_selling_point: facts.uniqueSellingPoint ?? "",
      idea_title: facts.ideaTitle,
      campaign_line: facts.campaignName,
      headline: facts.headline,
      core_idea: facts.coreIdea,
      concept: facts.concept,
      key_visual_elements: facts.keyVisualElements.join("\n"),
      execution_strategy: facts.executionStrategy.join("\n"),
      visual_prompt: facts.visualPrompt,
      earlier_slides: earlier.map((slide) => `${slide.title}: ${slide.content}`).join("\n"),
    },
  });
}

/** The studio's extra facts: lists travel as newline-joined strings. */
export function slideStudioExtra(
  facts: DeckFacts,
  stage: DeckStage,
  earlier: SlideDraft[],
): Record<string, string> {
  return {
    stage,
    brand: facts.brand,
    ideaTitle: facts.ideaTitle,
    campaignName: facts.campaignName,
    headline: facts.headline,
    coreIdea: facts.coreIdea,
    concept: facts.concept,
    keyVisualElements: facts.keyVisualElements.join("\n"),
    executionStrategy: facts.executionStrategy.join("\n"),
    audience: facts.audience ?? "",
    message: facts.message ?? "",
    uniqueSellingPoint: facts.uniqueSellingPoint ?? "",
    visualPrompt: facts.visualPrompt,
    tone: facts.tone ?? "",
    earlierTitles: earlier.map((slide) => slide.title).join("\n"),
  };
}
