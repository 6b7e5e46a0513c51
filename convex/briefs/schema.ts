import { defineTable } from "convex/server";
import { v } from "convex/values";

/**
 * Saved creative briefs (spec 3 "Saved brief"). A brief is never edited in place: Update Brief
 * writes a new version whose `parentBriefId` is the version it came from, all versions sharing
 * the first one's id as `rootBriefId`; exactly one version per family is `isLatest`.
 */
export const briefsTables = {
  briefs: defineTable({
    ownerId: v.id("users"),
    title: v.string(),
    brand: v.string(),
    /** The caller's brand profile the brief was written for (checked on every write). */
    brandId: v.optional(v.id("brandProfiles")),
    uniqueSellingPoint: v.string(),
    audience: v.string(),
    message: v.string(),
    tone: v.string(),
    /** 'Main competitors (optional)' (issue 22's swap test); missing on older briefs. */
    competitors: v.optional(v.string()),
    /** The brief itself, markdown. */
    content: v.string(),
    parentBriefId: v.optional(v.id("briefs")),
    /** Always set; optional only because a root learns its own id after its insert. */
    rootBriefId: v.optional(v.id("briefs")),
    version: v.number(),
    isLatest: v.boolean(),
    /** SHA-256 of brand, audience, message and tone: the spec's identical-brief check. */
    factsHash: v.string(),
    /** SHA-256 of every field and the content: saving the same brief twice reuses it. */
    contentHash: v.string(),
    createdAt: v.number(),
    updatedAt: v.number(),
  })
    .index("by_owner_and_createdAt", ["ownerId", "createdAt"])
    .index("by_owner_and_isLatest_and_createdAt", ["ownerId", "isLatest", "createdAt"])
    .index("by_owner_and_hash", ["ownerId", "contentHash"])
    .index("by_owner_and_factsHash", ["ownerId", "factsHash"])
    .index("by_root_and_version", ["rootBriefId", "version"])
    /** /dashboard's brief search (the caller's latest versions). */
    .searchIndex("search_title", { searchField: "title", filterFields: ["ownerId", "isLatest"] }),

  /**
   * Visitors' free brief generations, one row per run, by browser key (briefs/visitors.ts). A
   * failed run's row is removed, so a provider outage never costs a visitor a try.
   */
  briefVisitors: defineTable({
    sessionId: v.string(),
    jobId: v.id("generationJobs"),
    usedAt: v.number(),
  }).index("by_session", ["sessionId"]),
};
