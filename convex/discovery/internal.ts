import { v } from "convex/values";
import { internalMutation } from "../lib/functions";
import { researchValidator } from "./schema";

/** The discovery job's write-back (./generation.ts). */

/**
 * Writes the finished session, once per job: a retried runner gets the first row back rather
 * than a second session.
 */
export const saveSession = internalMutation({
  args: {
    jobId: v.id("generationJobs"),
    title: v.string(),
    research: researchValidator,
  },
  returns: v.id("discoverySessions"),
  handler: async (ctx, { jobId, title, research }) => {
    const existing = await ctx.db
      .query("discoverySessions")
      .withIndex("by_job", (q) => q.eq("jobId", jobId))
      .unique();
    if (existing !== null) return existing._id;
    const job = await ctx.db.get("generationJobs", jobId);
    if (job === null || job.ownerId === undefined) throw new Error(`No owned job ${jobId}`);
    const input = job.input as { idea: string; websiteUrl?: string };
    return await ctx.db.insert("discoverySessions", {
      ownerId: job.ownerId,
      idea: input.idea,
      ...(input.websiteUrl ? { websiteUrl: input.websiteUrl } : {}),
      title,
      research,
      jobId,
      createdAt: job._creationTime,
      completedAt: Date.now(),
    });
  },
});
