import { v } from "convex/values";
import { internalMutation, internalQuery } from "../lib/functions";
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
      createdAt: Math.floor(job._creationTime),
      completedAt: Date.now(),
    });
  },
});

/**
 * The session an Ad Strategist job builds on: its owner's only (checked again here, since the
 * job runs later than the request that checked it), or null.
 */
export const forStrategist = internalQuery({
  args: { sessionId: v.string(), ownerId: v.id("users") },
  returns: v.union(
    v.null(),
    v.object({ title: v.string(), idea: v.string(), research: researchValidator }),
  ),
  handler: async (ctx, { sessionId, ownerId }) => {
    const id = ctx.db.normalizeId("discoverySessions", sessionId);
    const session = id === null ? null : await ctx.db.get("discoverySessions", id);
    if (session === null || session.ownerId !== ownerId) return null;
    return { title: session.title, idea: session.idea, research: session.research };
  },
});
