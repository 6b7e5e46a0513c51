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

/** The brief and the idea a job's input names, by its kind (null where it names none). */
export type JobSubject = { briefId: Id<"briefs"> | null; ideaId: Id<"ideas"> | null };

export function subjectOfJob(job: Doc<"generationJobs">): JobSubject {
  switch (job.kind) {
    case "ideas":
    case "pretest":
      return { briefId: job.input.briefId, ideaId: null };
    case "sharpen":
      return { briefId: job.input.briefId, ideaId: job.input.ideaId };
    case "visual":
    case "thumbnails":
    case "sellDeck":
    case "adLob":
    case "campaignAds":
    case "channelKit":
      return { briefId: null, ideaId: job.input.ideaId };
    case "brief":
    case "strategies":
    case "discovery":
    case "brandAlternatives":
    case "import":
    case "test":
      return { briefId: null, ideaId: null };
  }
}

async function briefIdOfJob(
  ctx: Pick<QueryCtx, "db">,
  job: Doc<"generationJobs">,
): Promise<Id<"briefs"> | null> {
  const { briefId, ideaId } = subjectOfJob(job);
  if (briefId !== null) return briefId;
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
