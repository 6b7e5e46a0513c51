import { defineTable } from "convex/server";
import { v } from "convex/values";

/** One strategy of a result (spec 3 "Strategy result"). */
export const strategyValidator = v.object({
  name: v.string(),
  targetAudience: v.string(),
  uniqueSellingPoint: v.string(),
  keyMessage: v.string(),
  tone: v.string(),
  /** Prefixed with the brand name when the strategy is applied to the brief form. */
  productName: v.optional(v.string()),
});

/**
 * The result of a strategies job (`job.result`) and of POST /api/ad-strategist: the spec's
 * brandName, industry, websiteContent and strategies, plus whether the website was read.
 */
export const strategyResultValidator = v.object({
  brandName: v.string(),
  industry: v.string(),
  /** What was read from the website, or a note saying it was not provided or not readable. */
  websiteContent: v.string(),
  strategies: v.array(strategyValidator),
  website: v.union(
    v.null(),
    v.object({ url: v.string(), read: v.boolean(), reason: v.union(v.string(), v.null()) }),
  ),
  discoveryIQSessionId: v.union(v.string(), v.null()),
});

export const strategiesTables = {
  /**
   * Visitors' free strategy runs, one row per browser key (ANONYMOUS_STRATEGIES): a second
   * request with the same key is refused with a sign-in prompt. A failed run's row is deleted,
   * so a provider outage never costs a visitor their try.
   */
  strategyVisitors: defineTable({
    sessionId: v.string(),
    jobId: v.id("generationJobs"),
    usedAt: v.number(),
  }).index("by_session", ["sessionId"]),
};
