import { defineTable } from "convex/server";
import { v } from "convex/values";

export const deckStatus = v.union(v.literal("writing"), v.literal("ready"), v.literal("failed"));
export const deckStageValidator = v.union(
  v.literal("problem"),
  v.literal("insight"),
  v.literal("idea"),
  v.literal("executions"),
  v.literal("whyItWorks"),
  v.literal("nextSteps"),
);

/**
 * Sell decks (spec 1 "sell deck", 3 Slide / sell deck item, 7 /sell-idea): a presentation that
 * sells an idea in, written slide by slide by a job in the legend's voice (DECK_STAGES). Both
 * tables live under the idea's brief and go through its one door (briefs/access.ts): members of
 * a shared brief see its decks live, editors change them.
 */
export const decksTables = {
  presentations: defineTable({
    ideaId: v.id("ideas"),
    briefId: v.id("briefs"),
    /** Who asked for it and paid (the owner or an editor): 'My decks' lists by this. */
    createdBy: v.id("users"),
    title: v.string(),
    /** writing: its job is adding slides; ready: done; failed: the job failed (refunded). */
    status: deckStatus,
    jobId: v.id("generationJobs"),
    isFavorite: v.boolean(),
    createdAt: v.number(),
    updatedAt: v.number(),
  })
    .index("by_idea_and_createdAt", ["ideaId", "createdAt"])
    .index("by_brief_and_createdAt", ["briefId", "createdAt"])
    // 'My decks': favourites first (true sorts after false, read descending), newest first.
    .index("by_creator_and_favorite_and_updatedAt", ["createdBy", "isFavorite", "updatedAt"])
    .index("by_job", ["jobId"])
    /** /dashboard's decks: by when they were made, and searched by title. */
    .index("by_creator_and_createdAt", ["createdBy", "createdAt"])
    .searchIndex("search_title", { searchField: "title", filterFields: ["createdBy"] }),

  slides: defineTable({
    presentationId: v.id("presentations"),
    ideaId: v.id("ideas"),
    briefId: v.id("briefs"),
    /** Ascending; reordering rewrites the deck's orders to 0..n-1. */
    order: v.number(),
    /** Which step of the sell-in arc the job wrote it for (DECK_STAGES). */
    stage: deckStageValidator,
    title: v.string(),
    content: v.string(),
    /** What the presenter says; never shown in the audience view of present mode. */
    speakerNotes: v.string(),
    visualPrompt: v.string(),
    /** /api/media URL and key of its visual, once one was generated. */
    imageUrl: v.optional(v.string()),
    imageKey: v.optional(v.string()),
    /** The visual job drawing it now (or that failed last); cleared when the image lands. */
    visualJobId: v.optional(v.id("generationJobs")),
    isFavorite: v.boolean(),
    createdAt: v.number(),
    updatedAt: v.number(),
  })
    .index("by_presentation_and_order", ["presentationId", "order"])
    .index("by_visualJob", ["visualJobId"]),
};
