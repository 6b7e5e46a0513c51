import { defineTable } from "convex/server";
import { v } from "convex/values";
import { aspectRatioValidator } from "../visuals/schema";

export const adLobStatus = v.union(v.literal("ready"), v.literal("writing"), v.literal("failed"));

/**
 * Campaign pages (spec 1 "campaign page = idea page with initial ad lobs", 2 /idea-page/{id}) and
 * their ad lobs: the first ads of the campaign, each a visual plus headline and body copy in one
 * format. One page per idea (ideas.landingPageId points at it). Both live under the idea's brief
 * and go through its one door (briefs/access.ts): members of a shared brief see them, editors
 * change them.
 */
export const campaignsTables = {
  campaignPages: defineTable({
    ideaId: v.id("ideas"),
    briefId: v.id("briefs"),
    /** The brief's owner (like ideas.ownerId), so the owner's lists find it from an index. */
    ownerId: v.id("users"),
    /** Who clicked 'Campaign It' (the owner or an editor). */
    createdBy: v.id("users"),
    /** Spec 7 ideaPageTitle, ideaPageHeadline, ideaPageDescription. */
    title: v.string(),
    headline: v.string(),
    description: v.string(),
    /** The hero visual: the collage's hero at creation (an /api/media URL) and its media key. */
    heroUrl: v.string(),
    heroKey: v.optional(v.string()),
    createdAt: v.number(),
    updatedAt: v.number(),
  })
    .index("by_idea", ["ideaId"])
    .index("by_brief_and_createdAt", ["briefId", "createdAt"])
    .index("by_owner_and_createdAt", ["ownerId", "createdAt"])
    /** /dashboard's campaign page search. */
    .searchIndex("search_title", { searchField: "title", filterFields: ["ownerId"] }),

  adLobs: defineTable({
    campaignPageId: v.id("campaignPages"),
    ideaId: v.id("ideas"),
    briefId: v.id("briefs"),
    /** Ascending; reordering rewrites the page's orders to 0..n-1. */
    order: v.number(),
    /** The format (label from shared/constants AD_FORMATS): 1:1 social, 9:16 story, … */
    aspectRatio: aspectRatioValidator,
    headline: v.string(),
    body: v.string(),
    /** What its image was drawn from. */
    visualPrompt: v.string(),
    /** /api/media URL and key; absent while an added ad is still being made (or it failed). */
    imageUrl: v.optional(v.string()),
    imageKey: v.optional(v.string()),
    /** ready: shown; writing: its job is working; failed: its job failed (credits refunded). */
    status: adLobStatus,
    /** The job that wrote an added ad ('Add an ad'); initial ads have none. */
    jobId: v.optional(v.id("generationJobs")),
    createdBy: v.id("users"),
    createdAt: v.number(),
    updatedAt: v.number(),
  })
    .index("by_page_and_order", ["campaignPageId", "order"])
    .index("by_job", ["jobId"]),
};
