import type { FunctionReference } from "convex/server";
import type { Doc, Id } from "../_generated/dataModel";
import type { MutationCtx, QueryCtx } from "../_generated/server";
import { appError } from "../lib/errors";
import type { GenerationMetadata, TextSettings } from "../lib/ai/types";
import { refundJob, spendCredits } from "../credits/model";
import { queuedDeadline, runningDeadline } from "./deadlines";
import type { JobErrorCode } from "./failures";
import type { JobOutcome, KindAndInput } from "./jobShapes";

/**
 * The job pattern (ARCHITECTURE 3): a request mutation validates, creates the job, spends its
 * credits in the same transaction and schedules the work; the work reports progress and its
 * result through the internal mutations in ./jobs.ts; a failure refunds exactly once. A queued or
 * running job carries a deadline (./deadlines.ts) that its signs of life push on; the supervisor
 * (./supervisor.ts) fails and refunds the ones that stop showing any.
 */

export type JobRunner = FunctionReference<"action", "internal", { jobId: Id<"generationJobs"> }>;

/** A job to start: its kind and that kind's input (./jobShapes.ts), never another's. */
export type NewJob = KindAndInput & {
  ownerId: Id<"users"> | undefined;
  cost: number;
  settings: TextSettings;
  /** Pre-filled step text ("Waiting for the studio…"). */
  step?: string;
};

/**
 * Inserts a queued job, spends its cost and schedules `runner`, all or nothing: without enough
 * credits this throws INSUFFICIENT_CREDITS and neither the job nor the spend exists.
 */
export async function startJob(
  ctx: MutationCtx,
  job: NewJob,
  runner: JobRunner,
): Promise<Id<"generationJobs">> {
  if (job.cost > 0 && job.ownerId === undefined) {
    throw appError("UNAUTHENTICATED", "Sign in to use Legend Credits.");
  }
  // The rest of `job` keeps its kind and input together (a kind's row takes only its input).
  const { step, ...fields } = job;
  const jobId = await ctx.db.insert("generationJobs", {
    ...fields,
    status: "queued",
    ...(step ? { step } : {}),
    deadlineAt: queuedDeadline(Date.now()),
  });
  if (job.ownerId !== undefined && job.cost > 0) {
    await spendCredits(ctx, job.ownerId, job.cost, { jobId, note: job.kind });
  }
  await ctx.scheduler.runAfter(0, runner, { jobId });
  return jobId;
}

/** The caller's job, or NOT_FOUND for a missing one and for someone else's alike. */
export async function ownedJobOrThrow(
  ctx: QueryCtx,
  jobId: Id<"generationJobs">,
  userId: Id<"users">,
): Promise<Doc<"generationJobs">> {
  const job = await ctx.db.get("generationJobs", jobId);
  if (job === null || job.ownerId !== userId) throw appError("NOT_FOUND", "Job not found.");
  return job;
}

/**
 * The runner has started: running, with a step's budget (`stepMs`, the kind's, from
 * ./kinds.ts) until its next sign of life. Null for a job that is gone or finished.
 */
export async function markRunning(
  ctx: MutationCtx,
  jobId: Id<"generationJobs">,
  step: string,
  stepMs: number,
) {
  const job = await ctx.db.get("generationJobs", jobId);
  // A finished job stays finished: a retried runner must not reopen it.
  if (job === null || job.status === "succeeded" || job.status === "failed") return null;
  const now = Date.now();
  const startedAt = job.startedAt ?? now;
  await ctx.db.patch("generationJobs", jobId, {
    status: "running",
    step,
    startedAt,
    deadlineAt: runningDeadline(stepMs, startedAt, now),
  });
  return job;
}

/** A progress step: its words for the UI, and another step's budget before the deadline. */
export async function setStep(
  ctx: MutationCtx,
  jobId: Id<"generationJobs">,
  step: string,
  stepMs: number,
) {
  const job = await ctx.db.get("generationJobs", jobId);
  if (job?.status !== "running") return;
  const now = Date.now();
  await ctx.db.patch("generationJobs", jobId, {
    step,
    deadlineAt: runningDeadline(stepMs, job.startedAt ?? now, now),
  });
}

/**
 * The job succeeded with `outcome`, its kind's result (./jobShapes.ts jobOutcome). A finished
 * or missing job is left as it is; an outcome of another kind than the job's is a bug.
 */
export async function completeJob(
  ctx: MutationCtx,
  jobId: Id<"generationJobs">,
  outcome: JobOutcome,
  metadata: GenerationMetadata | undefined,
) {
  const job = await ctx.db.get("generationJobs", jobId);
  if (job === null || job.status === "succeeded" || job.status === "failed") return;
  if (job.kind !== outcome.kind) {
    throw new Error(`Job ${jobId} is a ${job.kind} job, not ${outcome.kind}`);
  }
  await ctx.db.patch("generationJobs", jobId, {
    // Its kind (the job's own, checked above) travels with the result: one kind's row.
    ...outcome,
    status: "succeeded",
    ...(metadata ? { metadata } : {}),
    step: undefined,
    finishedAt: Date.now(),
    deadlineAt: undefined,
  });
}

/**
 * Fails a job and refunds it, once: the job as it now is (failed), or null when there is nothing
 * to fail (gone, or it succeeded first). An already failed job keeps its first code and message.
 * Callers go through ./kinds.ts failJobOfKind, which also moves the kind's own rows on.
 */
export async function failJob(
  ctx: MutationCtx,
  jobId: Id<"generationJobs">,
  errorCode: JobErrorCode,
  errorMessage: string,
): Promise<Doc<"generationJobs"> | null> {
  const job = await ctx.db.get("generationJobs", jobId);
  if (job === null || job.status === "succeeded") return null;
  if (job.status !== "failed") {
    await ctx.db.patch("generationJobs", jobId, {
      status: "failed",
      errorCode,
      errorMessage,
      step: undefined,
      finishedAt: Date.now(),
      deadlineAt: undefined,
    });
  }
  // Runs even for an already-failed job whose refund was missed; refundJob is idempotent.
  await refundJob(ctx, job);
  return await ctx.db.get("generationJobs", jobId);
}
