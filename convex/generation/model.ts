import type { FunctionReference } from "convex/server";
import type { Doc, Id } from "../_generated/dataModel";
import type { MutationCtx, QueryCtx } from "../_generated/server";
import { appError } from "../lib/errors";
import type { GenerationMetadata, TextSettings } from "../lib/ai/types";
import { refundJob, spendCredits } from "../credits/model";

/**
 * The job pattern (ARCHITECTURE 3): a request mutation validates, creates the job, spends its
 * credits in the same transaction and schedules the work; the work reports progress and its
 * result through the internal mutations in ./jobs.ts; a failure refunds exactly once.
 */

export type JobRunner = FunctionReference<"action", "internal", { jobId: Id<"generationJobs"> }>;

export type NewJob = {
  ownerId: Id<"users"> | undefined;
  kind: string;
  cost: number;
  settings: TextSettings;
  input: unknown;
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
  const jobId = await ctx.db.insert("generationJobs", {
    ownerId: job.ownerId,
    kind: job.kind,
    status: "queued",
    cost: job.cost,
    settings: job.settings,
    input: job.input,
    ...(job.step ? { step: job.step } : {}),
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

export async function markRunning(ctx: MutationCtx, jobId: Id<"generationJobs">, step: string) {
  const job = await ctx.db.get("generationJobs", jobId);
  // A finished job stays finished: a retried runner must not reopen it.
  if (job === null || job.status === "succeeded" || job.status === "failed") return null;
  await ctx.db.patch("generationJobs", jobId, {
    status: "running",
    step,
    startedAt: job.startedAt ?? Date.now(),
  });
  return job;
}

export async function setStep(ctx: MutationCtx, jobId: Id<"generationJobs">, step: string) {
  const job = await ctx.db.get("generationJobs", jobId);
  if (job?.status !== "running") return;
  await ctx.db.patch("generationJobs", jobId, { step });
}

export async function completeJob(
  ctx: MutationCtx,
  jobId: Id<"generationJobs">,
  result: unknown,
  metadata: GenerationMetadata | undefined,
) {
  const job = await ctx.db.get("generationJobs", jobId);
  if (job === null || job.status === "succeeded" || job.status === "failed") return;
  await ctx.db.patch("generationJobs", jobId, {
    status: "succeeded",
    result,
    ...(metadata ? { metadata } : {}),
    step: undefined,
    finishedAt: Date.now(),
  });
}

export async function failJob(
  ctx: MutationCtx,
  jobId: Id<"generationJobs">,
  errorCode: NonNullable<Doc<"generationJobs">["errorCode"]>,
  errorMessage: string,
) {
  const job = await ctx.db.get("generationJobs", jobId);
  if (job === null || job.status === "succeeded") return;
  if (job.status !== "failed") {
    await ctx.db.patch("generationJobs", jobId, {
      status: "failed",
      errorCode,
      errorMessage,
      step: undefined,
      finishedAt: Date.now(),
    });
  }
  // Runs even for an already-failed job whose refund was missed; refundJob is idempotent.
  await refundJob(ctx, job);
}
