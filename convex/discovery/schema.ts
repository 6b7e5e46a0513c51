import { defineTable } from "convex/server";
import { v, type Infer } from "convex/values";

/**
 * Discovery IQ (spec 1, 3, 4): audience research written from an idea and, when given, the
 * idea's website. Every piece of evidence names where it came from, so a planner can tell what
 * the page said from what the user said from what the researcher inferred.
 */

export const evidenceSourceValidator = v.union(
  /** A short quote from the website's own text. */
  v.literal("website"),
  /** The user's own words in the idea. */
  v.literal("idea"),
  /** The researcher's (model's or studio's) reasoning: no outside source. */
  v.literal("inference"),
);

export const evidenceValidator = v.object({ source: evidenceSourceValidator, text: v.string() });

export const segmentValidator = v.object({
  name: v.string(),
  who: v.string(),
  /** Qualitative only ("a broad group", "a focused niche"): never a figure. */
  sizeCue: v.string(),
  caresAbout: v.array(v.string()),
});

export const insightValidator = v.object({
  tension: v.string(),
  insight: v.string(),
  evidence: v.array(evidenceValidator),
});

export const phraseValidator = v.object({ phrase: v.string(), source: evidenceSourceValidator });

export const channelValidator = v.object({ name: v.string(), why: v.string() });

export const opportunityValidator = v.object({
  title: v.string(),
  description: v.string(),
  /** The segment it is for, by name. */
  segment: v.string(),
});

export const researchValidator = v.object({
  summary: v.string(),
  segments: v.array(segmentValidator),
  insights: v.array(insightValidator),
  language: v.array(phraseValidator),
  channels: v.array(channelValidator),
  opportunities: v.array(opportunityValidator),
  /** Whether the website was read (null when none was given). */
  website: v.union(
    v.null(),
    v.object({ url: v.string(), read: v.boolean(), reason: v.union(v.string(), v.null()) }),
  ),
});
export type Research = Infer<typeof researchValidator>;

export const discoveryTables = {
  discoverySessions: defineTable({
    ownerId: v.id("users"),
    idea: v.string(),
    websiteUrl: v.optional(v.string()),
    title: v.string(),
    research: researchValidator,
    /** The job that wrote it: one session per job, however often the runner retries. */
    jobId: v.id("generationJobs"),
    createdAt: v.number(),
    completedAt: v.number(),
  })
    .index("by_owner_and_createdAt", ["ownerId", "createdAt"])
    .index("by_job", ["jobId"])
    /** /dashboard's discovery session search. */
    .searchIndex("search_title", { searchField: "title", filterFields: ["ownerId"] }),
};
