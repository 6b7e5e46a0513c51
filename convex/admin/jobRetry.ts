import type { Id } from "../_generated/dataModel";
import type { MutationCtx } from "../_generated/server";
import { appError } from "../lib/errors";
import { queuedDeadline } from "../generation/deadlines";
import type { JobKindName } from "../generation/jobShapes";
import { jobKind } from "../generation/kinds";
import { adminMessages } from "../../shared/errors";

/**
 * An admin may retry a failed job of a kind whose runner works from the job row alone (the
 * registry in generation/kinds.ts names it). Left out, with their owners' own retry: sell decks
 * and campaign ads (their deck or ad row is marked failed and a retry there starts a new job),
 * and imports (a failed import deletes the images it was given, so a re-run would lose them).
 * A job the supervisor timed out is failed like any other, so it is retried the same way.
 */
export function isRetryableKind(kind: JobKindName): boolean {
  return jobKind(kind).runner !== undefined;
}

export const RETRY_STEP = "Queued: an admin is retrying this…";

/**
 * Re-queues a failed job on the same row, through the runner its request scheduled, so whoever
 * watches the job (the owner's card) sees it run again.
 *
 * Credits: the retry runs at the studio's expense. The failure already refunded the owner
 * (generation/model.ts failJob → credits/model.ts refundJob), and that refund is keyed by the
 * job: at most one per job, ever. So the retry charges nothing, and if it fails again refundJob
 * finds the first refund and gives nothing back: never a second charge, never a second refund.
 * (Charging again would need a second refund the ledger's one-per-job key cannot give.)
 *
 * Only a failed job may be retried, and the check and the re-queue are one transaction:
 * of two retries at once, Convex serialises them and the second finds the job queued and is
 * refused, so one run starts.
 */
export async function retryFailedJob(
  ctx: MutationCtx,
  adminId: Id<"users">,
  rawJobId: string,
): Promise<Id<"generationJobs">> {
  const jobId = ctx.db.normalizeId("generationJobs", rawJobId);
  const job = jobId === null ? null : await ctx.db.get("generationJobs", jobId);
  if (job === null) throw appError("NOT_FOUND", adminMessages.jobNotFound);
  if (job.status !== "failed") throw appError("CONFLICT", adminMessages.onlyFailedRetry);
  const kind = jobKind(job.kind);
  const runner = kind.runner;
  if (runner === undefined) throw appError("CONFLICT", adminMessages.retryNotSupported(job.kind));
  await ctx.db.insert("adminAudit", {
    adminId,
    action: "retry",
    jobId: job._id,
    ...(job.ownerId ? { userId: job.ownerId } : {}),
    note: `${job.errorCode ?? "INTERNAL"}: ${job.errorMessage ?? ""}`.slice(0, 500),
  });
  await ctx.db.patch("generationJobs", job._id, {
    status: "queued",
    step: RETRY_STEP,
    errorCode: undefined,
    errorMessage: undefined,
    result: undefined,
    metadata: undefined,
    startedAt: undefined,
    finishedAt: undefined,
    deadlineAt: queuedDeadline(Date.now()),
  });
  await kind.onRetry?.(ctx, job);
  await ctx.scheduler.runAfter(0, runner, { jobId: job._id });
  return job._id;
}
