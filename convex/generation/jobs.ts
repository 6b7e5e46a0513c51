import { v } from "convex/values";
import { internalMutation, internalQuery } from "../lib/functions";
import { failJobOfKind, jobKind } from "./kinds";
import { jobOutcomeValidator } from "./jobShapes";
import { completeJob, markRunning, setStep } from "./model";
import { generationMetadataValidator, jobErrorCode } from "./validators";

/**
 * The job's state transitions, called by the actions that do the work (./run.ts). Each sign of
 * life (start, progress) pushes the job's deadline on by its kind's step budget (./kinds.ts).
 */

export const get = internalQuery({
  args: { jobId: v.id("generationJobs") },
  handler: async (ctx, { jobId }) => await ctx.db.get("generationJobs", jobId),
});

export const start = internalMutation({
  args: { jobId: v.id("generationJobs"), step: v.string() },
  returns: v.boolean(),
  handler: async (ctx, { jobId, step }) => {
    const job = await ctx.db.get("generationJobs", jobId);
    if (job === null) return false;
    return (await markRunning(ctx, jobId, step, jobKind(job.kind).stepMs)) !== null;
  },
});

export const progress = internalMutation({
  args: { jobId: v.id("generationJobs"), step: v.string() },
  returns: v.null(),
  handler: async (ctx, { jobId, step }) => {
    const job = await ctx.db.get("generationJobs", jobId);
    if (job !== null) await setStep(ctx, jobId, step, jobKind(job.kind).stepMs);
    return null;
  },
});

/** A runner's result, tagged with its kind: refused unless it is the job's kind's result. */
export const succeed = internalMutation({
  args: {
    jobId: v.id("generationJobs"),
    outcome: jobOutcomeValidator,
    metadata: v.optional(generationMetadataValidator),
  },
  returns: v.null(),
  handler: async (ctx, { jobId, outcome, metadata }) => {
    await completeJob(ctx, jobId, outcome, metadata);
    return null;
  },
});

/** A runner's failure: the job, its refund and its kind's rows, as a timeout would leave them. */
export const fail = internalMutation({
  args: { jobId: v.id("generationJobs"), errorCode: jobErrorCode, errorMessage: v.string() },
  returns: v.null(),
  handler: async (ctx, { jobId, errorCode, errorMessage }) => {
    await failJobOfKind(ctx, jobId, errorCode, errorMessage);
    return null;
  },
});
