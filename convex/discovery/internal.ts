import { v } from "convex/values";
import { internalMutation, internalQuery } from "../lib/functions";
import { completeJob } from "../generation/model";
import { generationMetadataValidator } from "../generation/validators";
import { jobOutcome } from "../generation/jobShapes";
import { DISCOVERY_JOB_KIND, type DiscoveryJobResult } from "./jobShapes";
import { researchValidator } from "./schema";

/** The discovery job's write-back (./generation.ts). */

/**
 * Writes the finished session and completes the job, in one transaction, once per job: a retried
 * runner gets the first row back rather than a second session. Null (nothing written) for a job
 * no longer running: one that failed or timed out was refunded, and its research came too late.
 */
export const saveSession = internalMutation({
  args: {
    jobId: v.id("generationJobs"),
    title: v.string(),
    research: researchValidator,
    metadata: v.optional(generationMetadataValidator),
  },
  returns: v.union(v.id("discoverySessions"), v.null()),
  handler: async (ctx, { jobId, title, research, metadata }) => {
    const existing = await ctx.db
      .query("discoverySessions")
      .withIndex("by_job", (q) => q.eq("jobId", jobId))
      .unique();
    if (existing !== null) return existing._id;
    const job = await ctx.db.get("generationJobs", jobId);
    if (job?.kind !== DISCOVERY_JOB_KIND || job.ownerId === undefined) {
      throw new Error(`No owned discovery job ${jobId}`);
    }
    if (job.status !== "running") return null;
    const { input } = job;
    const sessionId = await ctx.db.insert("discoverySessions", {
      ownerId: job.ownerId,
      idea: input.idea,
      ...(input.websiteUrl ? { websiteUrl: input.websiteUrl } : {}),
      title,
      research,
      jobId,
      createdAt: Math.floor(job._creationTime),
      completedAt: Date.now(),
    });
    const result: DiscoveryJobResult = { sessionId };
    await completeJob(ctx, jobId, jobOutcome(DISCOVERY_JOB_KIND, result), metadata);
    return sessionId;
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
