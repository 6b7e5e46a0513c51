import type { Doc, Id } from "../_generated/dataModel";
import type { QueryCtx } from "../_generated/server";
import { appError } from "../lib/errors";
import { briefAccessOrThrow } from "../briefs/access";
import { readAppError } from "../../shared/errors";

/**
 * Who may watch a job: whoever started it, and everyone who may read the brief the job works
 * on (briefs/access.ts), so colleagues on a shared brief see ideas, thumbnails and visuals
 * progress live. A job names its brief (ideas: `input.briefId`) or its idea (thumbnails and
 * visuals: `input.ideaId`); jobs under neither (strategies, brief drafts) are their starter's
 * alone. Anything else, missing or malformed: NOT_FOUND.
 */

export const JOB_NOT_FOUND = "Job not found.";

async function briefIdOfJob(
  ctx: Pick<QueryCtx, "db">,
  job: Doc<"generationJobs">,
): Promise<Id<"briefs"> | null> {
  const input = (job.input ?? {}) as { briefId?: unknown; ideaId?: unknown };
  if (typeof input.briefId === "string") return ctx.db.normalizeId("briefs", input.briefId);
  if (typeof input.ideaId !== "string") return null;
  const ideaId = ctx.db.normalizeId("ideas", input.ideaId);
  const idea = ideaId === null ? null : await ctx.db.get("ideas", ideaId);
  return idea?.briefId ?? null;
}

export async function jobAccessOrThrow(
  ctx: Pick<QueryCtx, "db">,
  jobId: string,
  user: Doc<"users">,
): Promise<Doc<"generationJobs">> {
  const id = ctx.db.normalizeId("generationJobs", jobId);
  const job = id === null ? null : await ctx.db.get("generationJobs", id);
  if (job === null) throw appError("NOT_FOUND", JOB_NOT_FOUND);
  if (job.ownerId === user._id) return job;
  const briefId = await briefIdOfJob(ctx, job);
  if (briefId === null) throw appError("NOT_FOUND", JOB_NOT_FOUND);
  try {
    await briefAccessOrThrow(ctx, briefId, user, "read");
  } catch (error) {
    if (readAppError(error)?.code === "NOT_FOUND") throw appError("NOT_FOUND", JOB_NOT_FOUND);
    throw error;
  }
  return job;
}
