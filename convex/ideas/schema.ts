import { defineTable } from "convex/server";
import { v, type Infer } from "convex/values";
import { generationMetadataValidator } from "../generation/validators";
import { pretestDimensionValidator } from "../pretest/validators";

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
     * never rewrites history and lists need no join. Missing only on an imported idea
     * (`source: "import"`), which no legend wrote: its name is IMPORTED_IDEA_AUTHOR, slug "". */
    legendId: v.optional(v.id("creativeLegends")),
    legendName: v.string(),
    legendSlug: v.string(),
    jobId: v.id("generationJobs"),
    /** Position within its legend's answer (0-based). */
    order: v.number(),
    ...ideaDraftFields,
    /**
     * Legacy: the owner's favourite flag from before favourites were per person. Unused; the
     * "ideaFavorites" seed step (./favoritesMigration.ts) turns each true into an
     * `ideaFavorites` row and clears it. Optional rather than removed because a deployment's
     * schema push validates existing documents before the seed can migrate them; remove it
     * (and `by_isFavorite`) once every deployment has run that step.
     */
    isFavorite: v.optional(v.boolean()),
    /**
     * How many people favourited the idea (the team count on its card), kept in the same
     * mutation as their `ideaFavorites` rows so a card never counts rows. Missing means 0
     * (ideas from before it existed).
     */
    favoriteCount: v.optional(v.number()),
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
    /** "import": the user's own campaign, brought in by 'Import an existing campaign'. */
    source: v.optional(v.literal("import")),
    /**
     * A sharpened revision (issue 22 'Sharpen'): the idea it revises, its version number (the
     * original is 1; missing means 1) and the pre-test dimension it was sharpened for.
     */
    parentIdeaId: v.optional(v.id("ideas")),
    version: v.optional(v.number()),
    sharpenedFor: v.optional(pretestDimensionValidator),
  })
    .index("by_owner_and_createdAt", ["ownerId", "createdAt"])
    .index("by_owner_and_brief_and_createdAt", ["ownerId", "briefId", "createdAt"])
    .index("by_brief_and_legend_and_createdAt", ["briefId", "legendId", "createdAt"])
    /** 'Your ideas from {name}' on a legend's profile. */
    .index("by_owner_and_legend_and_createdAt", ["ownerId", "legendId", "createdAt"])
    .index("by_job", ["jobId"])
    /** Only for the legacy-flag migration (./favoritesMigration.ts); see `isFavorite`. */
    .index("by_isFavorite", ["isFavorite"])
    /** /dashboard's idea search. */
    .searchIndex("search_title", { searchField: "title", filterFields: ["ownerId"] }),

  /**
   * Favourites are per person (issue 14): mine is mine, and the idea's `favoriteCount` shows
   * the team's. One row per (idea, user); anyone who may read the idea's brief may favourite
   * it for themselves. `briefId` is the idea's, copied so 'My ideas' can filter one brief's
   * favourites from an index.
   */
  ideaFavorites: defineTable({
    ideaId: v.id("ideas"),
    userId: v.id("users"),
    briefId: v.id("briefs"),
    createdAt: v.number(),
  })
    /** Also answers "everyone's favourites of an idea" (its prefix), so no separate by_idea. */
    .index("by_idea_and_user", ["ideaId", "userId"])
    /** 'My ideas' favourites, most recently favourited first. */
    .index("by_user_and_createdAt", ["userId", "createdAt"])
    .index("by_user_and_brief_and_createdAt", ["userId", "briefId", "createdAt"]),

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
