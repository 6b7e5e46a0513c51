import { v } from "convex/values";
import { userQuery } from "../lib/functions";
import { isAdmin } from "../lib/auth";
import { ownedJobOrThrow } from "./model";
import { generationMetadataValidator, jobErrorCode, jobStatus } from "./schema";

export const jobDtoValidator = v.object({
  id: v.id("generationJobs"),
  kind: v.string(),
  status: jobStatus,
  step: v.union(v.string(), v.null()),
  cost: v.number(),
  result: v.any(),
  errorCode: v.union(jobErrorCode, v.null()),
  errorMessage: v.union(v.string(), v.null()),
  createdAt: v.number(),
  finishedAt: v.union(v.number(), v.null()),
  /** Who wrote it ("offline-studio" shows the Offline studio badge); not a secret. */
  provider: v.union(v.string(), v.null()),
  /** Admins only (spec 6): null for everyone else. */
  metadata: v.union(generationMetadataValidator, v.null()),
});

/** One of the caller's jobs, live: the client subscribes for progress. */
export const job = userQuery({
  args: { jobId: v.id("generationJobs") },
  returns: jobDtoValidator,
  handler: async (ctx, { jobId }) => {
    const row = await ownedJobOrThrow(ctx, jobId, ctx.userId);
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
      metadata: isAdmin(ctx.user) ? (row.metadata ?? null) : null,
    };
  },
});
