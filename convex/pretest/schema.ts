import { defineTable } from "convex/server";
import { v } from "convex/values";
import { generationMetadataValidator } from "../generation/validators";
import { pretestScoreValidator, pretestStatusValidator, swapTestValidator } from "./validators";

/**
 * The pre-test (issue 22): one row per idea, the newest scoring of it. A re-run resets the same
 * row (new job, scores cleared), so readers never pick between versions. `ownerId` is the
 * brief's owner, like the idea's; access still goes through the brief (briefs/access.ts).
 */
export const pretestTables = {
  ideaPretests: defineTable({
    ideaId: v.id("ideas"),
    briefId: v.id("briefs"),
    ownerId: v.id("users"),
    /** The job scoring it now (or last); a pre-test job scores every idea of one legend run. */
    jobId: v.id("generationJobs"),
    status: pretestStatusValidator,
    /** Empty until done; one per dimension, in PRETEST_DIMENSIONS order. */
    scores: v.array(pretestScoreValidator),
    swap: v.optional(swapTestValidator),
    /** Sum of the scores, once done. */
    total: v.optional(v.number()),
    /** User-facing words for a failed pre-test (never a provider's text). */
    errorMessage: v.optional(v.string()),
    /** Admins only when returned. */
    generationMetadata: v.optional(generationMetadataValidator),
    /**
     * The newest Sharpen asked of this idea: readers see it working, and after a failure (a
     * timeout included) 'Try again'. Its success is the new version itself.
     */
    sharpenJobId: v.optional(v.id("generationJobs")),
    createdAt: v.number(),
    updatedAt: v.number(),
  })
    .index("by_idea", ["ideaId"])
    .index("by_brief_and_createdAt", ["briefId", "createdAt"])
    .index("by_job", ["jobId"]),
};
