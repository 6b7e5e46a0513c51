import { v } from "convex/values";
import { publicQuery } from "../lib/functions";
import { appError } from "../lib/errors";
import { jobDtoValidator } from "../generation/queries";

/**
 * A visitor's strategies job, live, for callers who are not signed in: the job id plus the
 * browser key that started it. Missing, someone else's, or a signed-in user's job all answer
 * NOT_FOUND. (Signed-in callers use api.generation.queries.job.)
 */
export const visitorJob = publicQuery({
  args: { jobId: v.string(), sessionId: v.string() },
  returns: jobDtoValidator,
  handler: async (ctx, { jobId, sessionId }) => {
    const id = ctx.db.normalizeId("generationJobs", jobId);
    const row = id === null ? null : await ctx.db.get("generationJobs", id);
    const key = sessionId.trim().toLowerCase();
    if (row === null || row.anonSessionId === undefined || row.anonSessionId !== key) {
      throw appError("NOT_FOUND", "Job not found.");
    }
    return {
      id: row._id,
      kind: row.kind,
      status: row.status,
      step: row.step ?? null,
      cost: row.cost,
      result: (row.result as unknown) ?? null,
      errorCode: row.errorCode ?? null,
      errorMessage: row.errorMessage ?? null,
      createdAt: row._creationTime,
      finishedAt: row.finishedAt ?? null,
      provider: row.metadata?.provider ?? null,
      // Generation metadata is for admins (spec 6); a visitor is never one.
      metadata: null,
    };
  },
});
