import { v, type Infer } from "convex/values";
import { deckStageValidator, deckStatus } from "./schema";

/** What the deck functions answer (DTOs, never raw documents). */

export const slideVisualStateValidator = v.union(
  v.literal("none"),
  v.literal("drawing"),
  v.literal("failed"),
  v.literal("ready"),
);

export const slideDtoValidator = v.object({
  id: v.id("slides"),
  presentationId: v.id("presentations"),
  order: v.number(),
  stage: deckStageValidator,
  /** DECK_STAGES' label ("The insight"). */
  stageLabel: v.string(),
  title: v.string(),
  content: v.string(),
  speakerNotes: v.string(),
  visualPrompt: v.string(),
  imageUrl: v.union(v.string(), v.null()),
  isFavorite: v.boolean(),
  /** The slide's visual: none yet, a job drawing it, its last job failed, or an image. */
  visual: slideVisualStateValidator,
  /** While drawing: what the job is doing, in words; when failed: why (credits refunded). */
  visualStep: v.union(v.string(), v.null()),
  visualError: v.union(v.string(), v.null()),
});
export type SlideDto = Infer<typeof slideDtoValidator>;

export const deckDtoValidator = v.object({
  id: v.id("presentations"),
  ideaId: v.id("ideas"),
  briefId: v.id("briefs"),
  title: v.string(),
  status: deckStatus,
  /** While writing: what the job is doing now, in words. */
  step: v.union(v.string(), v.null()),
  /** When failed: why, in words (its credits were refunded). */
  errorMessage: v.union(v.string(), v.null()),
  isFavorite: v.boolean(),
  /** The brief's brand. */
  brand: v.string(),
  idea: v.object({ title: v.string(), campaignName: v.string(), headline: v.string() }),
  legend: v.object({ name: v.string(), slug: v.string() }),
  slides: v.array(slideDtoValidator),
  /** How many slides the arc writes (DECK_STAGES.length): "3 of 6" while writing. */
  plannedSlides: v.number(),
  /** Owner or editor of the brief: may edit, reorder, favourite, draw and retry. */
  canEdit: v.boolean(),
  /** CREDIT_COSTS.visual and CREDIT_COSTS.sellDeck, shown before the click. */
  visualCost: v.number(),
  deckCost: v.number(),
  createdAt: v.number(),
  updatedAt: v.number(),
});
export type DeckDto = Infer<typeof deckDtoValidator>;

/** A deck in a list ('My decks', an idea's decks). */
export const deckSummaryDtoValidator = v.object({
  id: v.id("presentations"),
  ideaId: v.id("ideas"),
  title: v.string(),
  status: deckStatus,
  isFavorite: v.boolean(),
  brand: v.string(),
  ideaTitle: v.string(),
  legendName: v.string(),
  slideCount: v.number(),
  /** The first slide image, if any (an /api/media URL). */
  coverUrl: v.union(v.string(), v.null()),
  createdAt: v.number(),
  updatedAt: v.number(),
});
export type DeckSummaryDto = Infer<typeof deckSummaryDtoValidator>;

export const startedDeckValidator = v.object({
  presentationId: v.id("presentations"),
  jobId: v.id("generationJobs"),
});
export const startedSlideVisualValidator = v.object({
  slideId: v.id("slides"),
  jobId: v.id("generationJobs"),
});
export const favoriteValidator = v.object({ isFavorite: v.boolean() });
