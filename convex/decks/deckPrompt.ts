import type { Infer } from "convex/values";
import { z } from "zod";
import type { ChatMessage, LegendPersona } from "../lib/ai/types";
import { buildTaskPrompt } from "../lib/ai/prompts/taskPrompt";
import { DECK_STAGES, type DeckStage } from "../../shared/constants";
import type { deckFactsValidator } from "./jobShapes";

/**
 * 'Sell deck': one slide of the sell-in arc at a time, written by the legend presenting their
 * own idea to the client. The model gets the brief and the idea as data and the slides already
 * written, so each slide does its own job in the story; the offline studio (../studio/tasks/sellDeckSlide.ts)
 * writes the same slide from the idea's and the brief's own words.
 */

export { DECK_SLIDE_TASK } from "../studio/taskNames";

/** Keys of the studio's extra facts that are the deck's own (the rest are the idea's words). */
export const EXTRA_KEYS = {
  stage: "stage",
  earlierTitles: "earlierTitles",
  earlierContents: "earlierContents",
  earlierVisuals: "earlierVisuals",
} as const;

export const slideDraftSchema = z.object({
  title: z
    .string()
    .min(1)
    .describe("The slide's claim in one short line (about 60 characters), never the stage's name"),
  content: z
    .string()
    .min(1)
    .describe(
      'Plain text: one short paragraph of at most two sentences, or two to four lines each starting with "- "; no other markdown',
    ),
  speakerNotes: z
    .string()
    .min(1)
    .describe("Two to four sentences the presenter says aloud, in the legend's own voice"),
  visualPrompt: z
    .string()
    .min(1)
    .describe(
      "A prompt for an image model: one concrete scene for a 16:9 slide, no words or text in it",
    ),
});
export type SlideDraft = z.infer<typeof slideDraftSchema>;

/** What a deck is written from: the idea's text, the brief's facts and the idea's image. */
export type DeckFacts = Infer<typeof deckFactsValidator>;

/** What each stage of the arc must do for the client, in the order the deck tells it. */
const STAGE_JOBS: Record<DeckStage, string> = {
  problem:
    "Set up the problem: the tension the brand faces with its audience, from what the brief says about them and about the message. No statistics or market facts the brief does not give.",
  insight:
    "Reveal the insight: the human truth about the audience that the idea is built on, taken from the idea's concept and core idea.",
  idea: "Present the idea itself: the campaign line and the core idea, said so the client can repeat them.",
  executions:
    "Show how it comes to life: two to four concrete executions or channels from the idea's execution strategy and key visual elements.",
  whyItWorks:
    "Say why it works: how the idea delivers the brief's key message and selling point to that audience, and why the audience will believe it.",
  nextSteps:
    "Ask the client for what comes next: approve the idea as the platform, choose the first executions to make, and agree how success will be judged. No budgets, dates or prices.",
};

function stageLine(stage: DeckStage): string {
  const index = DECK_STAGES.findIndex((entry) => entry.id === stage);
  const label = DECK_STAGES[index]?.label ?? stage;
  return `This is slide ${index + 1} of ${DECK_STAGES.length} of the sell-in deck: "${label}".`;
}

export function buildSlidePrompt(
  legend: LegendPersona,
  facts: DeckFacts,
  stage: DeckStage,
  earlier: SlideDraft[],
): ChatMessage[] {
  return buildTaskPrompt({
    system: [
      `You are ${legend.name}, the advertising legend, presenting your own campaign idea to the client in a sell-in meeting.`,
      `Your approach: ${legend.approach}`,
      legend.voice ? `Your voice: ${legend.voice}` : "",
      "You write one slide of your deck at a time: what the client sees, and what you say.",
    ]
      .filter(Boolean)
      .join("\n"),
    instructions: [
      stageLine(stage),
      STAGE_JOBS[stage],
      "The deck's arc, in order: the problem, the insight, the idea, how it comes to life, why it works, what you ask of the client.",
      "title: the slide's claim in one short line, not the stage's name, different from every earlier slide's title.",
      'content: plain text, either one short paragraph of at most two sentences or two to four lines each starting with "- ". No other markdown: no bold, headings, quotes or numbered lists.',
      "speakerNotes: two to four sentences you say aloud while the slide is up, in your own voice, adding to the slide rather than reading it out.",
      "visualPrompt: one concrete scene for a wide 16:9 image that fits this slide, different from the earlier slides' scenes, with no words, letters or logos in the image.",
      "Stay inside the brief and the idea: no invented facts, numbers, prices, awards, testimonials or research.",
      "Do not repeat what the earlier slides already say; build on them.",
    ].join("\n"),
    data: {
      brand: facts.brand,
      audience: facts.audience ?? "",
      key_message: facts.message ?? "",
      unique_selling_point: facts.uniqueSellingPoint ?? "",
      tone: facts.tone ?? "",
      idea_title: facts.ideaTitle,
      campaign_line: facts.campaignName,
      headline: facts.headline,
      core_idea: facts.coreIdea,
      concept: facts.concept,
      key_visual_elements: facts.keyVisualElements,
      execution_strategy: facts.executionStrategy,
      idea_visual: facts.visualPrompt,
      earlier_slides: earlier.map(
        (slide, index) => `${index + 1}. ${slide.title}: ${slide.content.replace(/\s+/g, " ")}`,
      ),
    },
  });
}

/**
 * The studio's extra facts: lists travel as newline-joined strings; the earlier slides'
 * contents (bullets span lines) as JSON, so the studio can avoid saying them again.
 */
export function slideStudioExtra(
  facts: DeckFacts,
  stage: DeckStage,
  earlier: SlideDraft[],
): Record<string, string> {
  return {
    [EXTRA_KEYS.stage]: stage,
    brand: facts.brand,
    audience: facts.audience ?? "",
    message: facts.message ?? "",
    uniqueSellingPoint: facts.uniqueSellingPoint ?? "",
    tone: facts.tone ?? "",
    ideaTitle: facts.ideaTitle,
    campaignName: facts.campaignName,
    headline: facts.headline,
    coreIdea: facts.coreIdea,
    concept: facts.concept,
    keyVisualElements: facts.keyVisualElements.join("\n"),
    executionStrategy: facts.executionStrategy.join("\n"),
    visualPrompt: facts.visualPrompt,
    [EXTRA_KEYS.earlierTitles]: earlier.map((slide) => slide.title).join("\n"),
    [EXTRA_KEYS.earlierContents]: JSON.stringify(earlier.map((slide) => slide.content)),
    [EXTRA_KEYS.earlierVisuals]: JSON.stringify(earlier.map((slide) => slide.visualPrompt)),
  };
}
