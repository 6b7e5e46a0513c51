import { defineTable } from "convex/server";
import { v, type Infer } from "convex/values";
import { jobErrorCode } from "../generation/validators";
import { imageProviderValidator } from "../media/schema";
import { ASPECT_RATIOS } from "../../shared/constants";

/**
 * Visuals of an idea (spec 3 "Generated visual entry"): images generated on request, in any of
 * the spec's aspect ratios, optionally teamed up with a second legend. The idea's own collage
 * thumbnails live on the idea (ideas.thumbnails); their jobs are ordinary generation jobs.
 *
 * Images are served by GET /api/media/{key} to whoever holds the URL, with no further check:
 * the key is 192 random bits (media/model.ts), a capability like an unlisted link, and the
 * URLs only reach people who can read the idea (or to whom its owner gives them: shares,
 * exports, campaign pages, which need plain image URLs). Access to the idea itself is checked.
 */

export const aspectRatioValidator = v.union(...ASPECT_RATIOS.map((r) => v.literal(r.value)));

export const teamLegendValidator = v.object({ id: v.id("creativeLegends"), name: v.string() });

export const visualsTables = {
  visuals: defineTable({
    ideaId: v.id("ideas"),
    ownerId: v.id("users"),
    jobId: v.id("generationJobs"),
    /** /api/media URLs, in the provider's order, and their media keys. */
    urls: v.array(v.string()),
    keys: v.array(v.string()),
    /** The visualization prompt asked for (the user's, or the idea's). */
    prompt: v.string(),
    /** What the provider drew from: our composed prompt, or Ideogram's magic rewrite of it. */
    usedPrompt: v.string(),
    teamLegend: v.union(teamLegendValidator, v.null()),
    aspectRatio: aspectRatioValidator,
    magicPrompt: v.boolean(),
    includeText: v.boolean(),
    provider: imageProviderValidator,
    model: v.string(),
    /**
     * The sell-deck slide it was made for: a slide's id (its image then lands on the slide too,
     * decks/slideLink.ts) or, from older clients, a free label.
     */
    slideId: v.optional(v.string()),
    createdAt: v.number(),
  })
    .index("by_idea_and_createdAt", ["ideaId", "createdAt"])
    .index("by_job", ["jobId"]),
};

export const visualDtoValidator = v.object({
  id: v.id("visuals"),
  ideaId: v.id("ideas"),
  jobId: v.id("generationJobs"),
  urls: v.array(v.string()),
  prompt: v.string(),
  usedPrompt: v.string(),
  teamLegend: v.union(teamLegendValidator, v.null()),
  aspectRatio: aspectRatioValidator,
  magicPrompt: v.boolean(),
  includeText: v.boolean(),
  provider: imageProviderValidator,
  model: v.string(),
  slideId: v.union(v.string(), v.null()),
  createdAt: v.number(),
});
export type VisualDto = Infer<typeof visualDtoValidator>;

export const thumbnailStatus = v.union(
  v.literal("none"),
  v.literal("running"),
  v.literal("ready"),
  v.literal("failed"),
);
export type ThumbnailStatus = Infer<typeof thumbnailStatus>;

/** An idea's collage as the UI subscribes to it. */
export const thumbnailsDtoValidator = v.object({
  ideaId: v.id("ideas"),
  /**
   * none: never generated; running: a job is queued or working (urls are the previous set, if
   * any); ready: urls are the collage; failed: the newest job failed (urls are the previous set,
   * if any, so a failed regenerate keeps the old collage).
   */
  status: thumbnailStatus,
  /** Hero first, then the headline and concept images. */
  urls: v.array(v.string()),
  jobId: v.union(v.id("generationJobs"), v.null()),
  /** "Sketching the collage…" while running; null otherwise. */
  step: v.union(v.string(), v.null()),
  errorCode: v.union(jobErrorCode, v.null()),
  /** The spec's thumbnail failure text for errorCode (section 8, Thumbnails). */
  errorMessage: v.union(v.string(), v.null()),
  /** Who drew the newest job's images ("offline-studio" shows the Offline studio badge). */
  provider: v.union(v.string(), v.null()),
});
export type ThumbnailsDto = Infer<typeof thumbnailsDtoValidator>;

export const thumbnailsRequestValidator = v.object({
  /** The running (or just started) job; the last job, or null, when existing ones are answered. */
  jobId: v.union(v.id("generationJobs"), v.null()),
  status: v.union(v.literal("running"), v.literal("ready")),
  /** True only when this call started a job (and spent its credits); joins answer false. */
  started: v.boolean(),
});

export const startedVisualValidator = v.object({ jobId: v.id("generationJobs") });

export const imageOptionsValidator = v.object({
  /** The provider that will draw: the admin default when its key is set, else the fallback. */
  provider: imageProviderValidator,
  /** Its model in the admin settings (null for the offline studio). */
  model: v.union(v.string(), v.null()),
  /** Admins may pick provider and model; everyone else gets the defaults above. */
  canChooseModel: v.boolean(),
  /** Admins only (empty for everyone else). */
  ideogramModels: v.array(v.string()),
  replicateModels: v.array(v.object({ name: v.string(), modelId: v.string() })),
});
