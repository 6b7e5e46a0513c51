import { v } from "convex/values";
import { internalMutation } from "../lib/functions";
import { jobOutcome } from "../generation/jobShapes";
import { completeJob } from "../generation/model";
import { generationMetadataValidator } from "../generation/validators";
import { queuePretest } from "../pretest/model";
import { IMPORT_JOB_KIND, importJobResult } from "./jobShapes";
import { finishImport } from "./model";
import { importDraftSchema, importDraftValidator } from "./prompt";

/**
 * The import job's last step: the brief and the idea, and the job's success, in one transaction.
 * Null (nothing written) for a job no longer running: one the supervisor timed out has had its
 * images deleted and must not come back as a brief without them.
 */
export const finish = internalMutation({
  args: {
    jobId: v.id("generationJobs"),
    draft: importDraftValidator,
    metadata: v.optional(generationMetadataValidator),
  },
  returns: v.union(importJobResult, v.null()),
  handler: async (ctx, { jobId, draft, metadata }) => {
    const job = await ctx.db.get("generationJobs", jobId);
    if (job === null || job.kind !== IMPORT_JOB_KIND || job.ownerId === undefined) {
      throw new Error(`Job ${jobId} is not an import`);
    }
    if (job.status !== "running") return null;
    const result = await finishImport(ctx, {
      jobId,
      ownerId: job.ownerId,
      input: job.input,
      draft: importDraftSchema.parse(draft),
      ...(metadata ? { metadata } : {}),
    });
    // An imported idea is pre-tested like a legend's (issue 22), from this transaction.
    const brief = await ctx.db.get("briefs", result.briefId);
    const idea = await ctx.db.get("ideas", result.ideaId);
    if (brief !== null && idea !== null) await queuePretest(ctx, brief, [idea], job.settings);
    await completeJob(ctx, jobId, jobOutcome(IMPORT_JOB_KIND, result), metadata);
    return result;
  },
});
