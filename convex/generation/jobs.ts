import { v } from "convex/values";
import { internalMutation, internalQuery } from "../lib/functions";
import { completeJob, failJob, markRunning, setStep } from "./model";
import { generationMetadataValidator, jobErrorCode } from "./schema";

/** The job's state transitions, called by the actions that do the work (./run.ts). */

export const get = internalQuery({
  args: { jobId: v.id("generationJobs") },
  handler: async (ctx, { jobId }) => await ctx.db.get("generationJobs", jobId),
});

export const start = internalMutation({
  args: { jobId: v.id("generationJobs"), step: v.string() },
  returns: v.boolean(),
  handler: async (ctx, { jobId, step }) => (await markRunning(ctx, jobId, step)) !== null,
});

export const progress = internalMutation({
  args: { jobId: v.id("generationJobs"), step: v.string() },
  returns: v.null(),
  handler: async (ctx, { jobId, step }) => {
    await setStep(ctx, jobId, step);
    return null;
  },
});

export const succeed = internalMutation({
  args: {
    jobId: v.id("generationJobs"),
    result: v.any(),
    metadata: v.optional(generationMetadataValidator),
  },
  returns: v.null(),
  handler: async (ctx, { jobId, result, metadata }) => {
    await completeJob(ctx, jobId, result, metadata);
    return null;
  },
});

export const fail = internalMutation({
  args: { jobId: v.id("generationJobs"), errorCode: jobErrorCode, errorMessage: v.string() },
  returns: v.null(),
  handler: async (ctx, { jobId, errorCode, errorMessage }) => {
    await failJob(ctx, jobId, errorCode, errorMessage);
    return null;
  },
});
