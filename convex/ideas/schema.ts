import { defineTable } from "convex/server";
import { v, type Infer } from "convex/values";
import { generationMetadataValidator } from "../generation/schema";

/** One idea as generation writes it (the model's draft after parsing and the text rules). */
export const ideaDraftFields = {
  title: v.string(),
  campaignName: v.string(),
  coreIdea: v.string(),
  concept: v.string(),
  headline: v.string(),
  description: v.string(),
  tone: v.string(),
  keyVisualElements: v.array(v.string()),
  executionStrategy: v.array(v.string()),
  selfCritique: v.string(),
  visualPrompt: v.string(),
  /** Numbered steps as text; shared/ideaText.ts splitThinking makes the list the UI shows. */
  legendThinking: v.string(),
};
export const ideaDraftValidator = v.object(ideaDraftFields);
export type IdeaDraftFields = Infer<typeof ideaDraftValidator>;

/**
 * Campaign ideas (spec 3 "Idea") and the legend runs that write them. An idea belongs to the
 * saved brief it was generated for and to the user who generated it; access goes through the
 * brief (briefs/access.ts), so sharing a brief later changes one function.
 */
export const ideasTables = {
  ideas: defineTable({
    briefId: v.id("briefs"),
    ownerId: v.id("users"),
    /** createdBy (spec 3): the legend, kept by name and slug too so a renamed roster entry
     * never rewrites history and lists need no join. */
    legendId: v.id("creativeLegends"),
    legendName: v.string(),
    legendSlug: v.string(),
    jobId: v.id("generationJobs"),
    /** Position within its legend's answer (0-based). */
    order: v.number(),
    ...ideaDraftFields,
    isFavorite: v.boolean(),
    /** Admins only when returned (spec 6); the job's metadata, copied per idea. */
    generationMetadata: v.optional(generationMetadataValidator),
    createdAt: v.number(),
    /** The collage (hero first) as /api/media URLs, and their media keys (convex/visuals). */
    thumbnails: v.optional(v.array(v.string())),
    thumbnailKeys: v.optional(v.array(v.string())),
    /**
     * The idea's newest thumbnails job. While it is queued or running, a further request joins
     * it instead of starting (and paying for) another: one generation per idea at a time.
     */
    thumbnailJobId: v.optional(v.id("generationJobs")),
    /** Arrives with the campaign page issue. */
    landingPageId: v.optional(v.string()),
  })
    .index("by_owner_and_createdAt", ["ownerId", "createdAt"])
    .index("by_owner_and_isFavorite_and_createdAt", ["ownerId", "isFavorite", "createdAt"])
    .index("by_owner_and_brief_and_createdAt", ["ownerId", "briefId", "createdAt"])
    .index("by_owner_and_brief_and_isFavorite_and_createdAt", [
      "ownerId",
      "briefId",
      "isFavorite",
      "createdAt",
    ])
    .index("by_brief_and_legend_and_createdAt", ["briefId", "legendId", "createdAt"])
    /** 'Your ideas from {name}' on a legend's profile. */
    .index("by_owner_and_legend_and_createdAt", ["ownerId", "legendId", "createdAt"])
    .index("by_job", ["jobId"]),

  /**
   * One legend's ideas job on a brief: how the brief view finds its legends' progress without
   * touching the shared jobs table. A retry is a new run in its original's batch.
   */
  ideaRuns: defineTable({
    briefId: v.id("briefs"),
    ownerId: v.id("users"),
    legendId: v.id("creativeLegends"),
    jobId: v.id("generationJobs"),
    /** When its 'Get Creative Ideas' click happened; retries keep it, so cards don't jump. */
    batchAt: v.number(),
    /** The legend's place in that click's selection. */
    position: v.number(),
    /** Set on a failed run once it was retried: the retry's job (makes retry idempotent). */
    retriedByJobId: v.optional(v.id("generationJobs")),
  })
    .index("by_brief_and_batchAt", ["briefId", "batchAt"])
    .index("by_job", ["jobId"]),
};
