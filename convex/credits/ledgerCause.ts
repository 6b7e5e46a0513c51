import type { Doc, Id } from "../_generated/dataModel";
import type { QueryCtx } from "../_generated/server";
import { briefAccessOrThrow } from "../briefs/access";
import { subjectOfJob } from "../generation/access";
import { readAppError } from "../../shared/errors";

/**
 * What a ledger row's job was about, so /dashboard can say what caused a spend or a refund and
 * link to it: the job's kind, and the idea, brief, deck or Discovery IQ session it worked on
 * when the caller may still open it. Every read is by id or a by_job index (one row each).
 */
export type LedgerCause = {
  jobKind: string;
  ideaId: Id<"ideas"> | null;
  ideaTitle: string | null;
  briefId: Id<"briefs"> | null;
  deckId: Id<"presentations"> | null;
  discoverySessionId: Id<"discoverySessions"> | null;
};

type Ctx = Pick<QueryCtx, "db" | "auth">;

async function readable(ctx: Ctx, briefId: Id<"briefs">, user: Doc<"users">): Promise<boolean> {
  try {
    await briefAccessOrThrow(ctx, briefId, user, "read");
    return true;
  } catch (error) {
    if (readAppError(error)?.code === "NOT_FOUND") return false;
    throw error;
  }
}

export async function ledgerCause(
  ctx: Ctx,
  jobId: Id<"generationJobs"> | undefined,
  user: Doc<"users">,
): Promise<LedgerCause | null> {
  if (jobId === undefined) return null;
  const job = await ctx.db.get("generationJobs", jobId);
  // The ledger row is the caller's, so its job is too; a foreign or vanished one says nothing.
  if (job === null || job.ownerId !== user._id) return null;
  const subject = subjectOfJob(job);
  const idea = subject.ideaId === null ? null : await ctx.db.get("ideas", subject.ideaId);
  let briefId = idea?.briefId ?? subject.briefId;
  if (briefId !== null && !(await readable(ctx, briefId, user))) briefId = null;
  const deck = await ctx.db
    .query("presentations")
    .withIndex("by_job", (q) => q.eq("jobId", job._id))
    .first();
  const session = await ctx.db
    .query("discoverySessions")
    .withIndex("by_job", (q) => q.eq("jobId", job._id))
    .first();
  const ideaVisible = idea !== null && briefId !== null;
  return {
    jobKind: job.kind,
    ideaId: ideaVisible ? idea._id : null,
    ideaTitle: ideaVisible ? idea.title : null,
    briefId,
    deckId: deck !== null && briefId !== null ? deck._id : null,
    discoverySessionId: session?._id ?? null,
  };
}
