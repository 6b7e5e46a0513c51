import { v, type Infer } from "convex/values";
import { posterLayoutValidator } from "../lib/ai/validators";
import { imageProviderValidator } from "../media/schema";
import { aspectRatioValidator, teamLegendValidator } from "./schema";

/**
 * The visual and thumbnails jobs' stored shapes (generation/jobShapes.ts ties them to their
 * kinds). A leaf: it imports only validators, so the generationJobs schema can name it without
 * an import cycle.
 */

export const VISUAL_JOB_KIND = "visual";
export const THUMBNAILS_JOB_KIND = "thumbnails";

/** generationJobs.input of a visual job: everything the run needs. */
export const visualJobInput = v.object({
  ideaId: v.id("ideas"),
  /** The visualization prompt asked for, and what is sent (with the art direction). */
  prompt: v.string(),
  sentPrompt: v.string(),
  aspectRatio: aspectRatioValidator,
  magicPrompt: v.boolean(),
  includeText: v.boolean(),
  count: v.number(),
  /** Only an admin's choice; otherwise the admin defaults apply when the job runs. */
  provider: v.optional(imageProviderValidator),
  model: v.optional(v.string()),
  teamLegend: v.union(teamLegendValidator, v.null()),
  slideId: v.optional(v.string()),
  poster: posterLayoutValidator,
});
export type VisualJobInput = Infer<typeof visualJobInput>;

export const visualJobResult = v.object({
  visualId: v.id("visuals"),
  ideaId: v.id("ideas"),
  urls: v.array(v.string()),
  usedPrompt: v.string(),
});
export type VisualJobResult = Infer<typeof visualJobResult>;

/** One image of the collage (./prompts.ts thumbnailImages). */
export const thumbnailImageValidator = v.object({
  role: v.union(v.literal("hero"), v.literal("headline"), v.literal("concept")),
  prompt: v.string(),
  aspectRatio: aspectRatioValidator,
  /** Offline posters: its layout variant (0, 1, 2) and text facts; the seed is the job's. */
  poster: posterLayoutValidator,
});

/** generationJobs.input of a thumbnails job: a snapshot, so the run reads nothing else. */
export const thumbnailsJobInput = v.object({
  ideaId: v.id("ideas"),
  refresh: v.boolean(),
  images: v.array(thumbnailImageValidator),
});
export type ThumbnailsJobInput = Infer<typeof thumbnailsJobInput>;

/** The collage's URLs, hero first, as they were written onto the idea. */
export const thumbnailsJobResult = v.object({ ideaId: v.id("ideas"), urls: v.array(v.string()) });
