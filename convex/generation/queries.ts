import { v, type Infer } from "convex/values";
import type { Doc } from "../_generated/dataModel";
import { publicQuery, userQuery } from "../lib/functions";
import { appError } from "../lib/errors";
import { isAdmin } from "../lib/auth";
import { jobAccessOrThrow } from "./access";
import { jobDtoResult, jobDtoValidator } from "./jobShapes";

/**
 * A job as its watchers read it: one kind's shape per kind (./jobShapes.ts), so the client
 * narrows on `kind` to read its `result` (null until the job succeeded).
 */
export type JobDto = Infer<typeof jobDtoValidator>;

function toJobDto(row: Doc<"generationJobs">, withMetadata: boolean): JobDto {
  return {
    ...jobDtoResult(row.kind, row.result),
    id: row._id,
    status: row.status,
    step: row.step ?? null,
    cost: row.cost,
    errorCode: row.errorCode ?? null,
    errorMessage: row.errorMessage ?? null,
    createdAt: row._creationTime,
    finishedAt: row.finishedAt ?? null,
    provider: row.metadata?.provider ?? null,
    metadata: withMetadata ? (row.metadata ?? null) : null,
  };
}

/**
 * A job the caller may watch, live: their own, or one under a brief they can read (a colleague's
 * ideas or visuals on a shared brief). The client subscribes for progress.
 */
export const job = userQuery({
  args: { jobId: v.string() },
  returns: jobDtoValidator,
  handler: async (ctx, { jobId }) =>
    toJobDto(await jobAccessOrThrow(ctx, jobId, ctx.user), isAdmin(ctx.user)),
});

/**
 * A visitor's job (a free strategies or brief run), live: the job id plus the browser key that
 * started it. It answers whoever holds both, signed in or not, so a brief a visitor generated
 * still shows who wrote it after they sign in. Missing, another key's, or a signed-in user's
 * job all answer NOT_FOUND. Never metadata: a visitor is not an admin.
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
    return toJobDto(row, false);
  },
});
