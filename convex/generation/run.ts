import type { Id } from "../_generated/dataModel";
import type { ActionCtx } from "../_generated/server";
import { internal } from "../_generated/api";
import { AiError } from "../lib/ai/types";
import type { GenerationMetadata } from "../lib/ai/types";
import { failureText } from "./failures";
import { isJobOfKind, jobOutcome, type JobKindName, type JobOf, type JobResult } from "./jobShapes";

/**
 * What the work reports back: its kind's result, and the metadata admins see. A null result:
 * the job stopped running meanwhile (timed out, say), so there is nothing to report.
 */
export type JobReport<K extends JobKindName> = {
  result: JobResult<K> | null;
  metadata?: GenerationMetadata;
};

export type JobWork<K extends JobKindName> = (
  job: JobOf<K>,
  progress: (step: string) => Promise<void>,
) => Promise<JobReport<K>>;

/** Reads the job, as kind K: a runner scheduled on a job of another kind is a bug. */
async function readJob<K extends JobKindName>(
  ctx: ActionCtx,
  jobId: Id<"generationJobs">,
  kind: K,
): Promise<JobOf<K> | null> {
  const job = await ctx.runQuery(internal.generation.jobs.get, { jobId });
  if (job === null) return null;
  if (!isJobOfKind(job, kind)) throw new Error(`Job ${jobId} is a ${job.kind} job, not ${kind}`);
  return job;
}

/** Stores a result of kind `kind` (the succeed mutation checks it is the job's kind). */
async function report(
  ctx: ActionCtx,
  jobId: Id<"generationJobs">,
  kind: JobKindName,
  result: JobResult<JobKindName>,
  metadata: GenerationMetadata | undefined,
) {
  await ctx.runMutation(internal.generation.jobs.succeed, {
    jobId,
    outcome: jobOutcome(kind, result),
    ...(metadata ? { metadata } : {}),
  });
}

/**
 * Runs one job's work inside an action: marks it running, lets the work report steps, stores the
 * result, or fails it (refunding its credits once, its kind's rows failed too: ./kinds.ts). Each
 * step is a sign of life that pushes the job's deadline on; if the action dies without a word
 * (killed at its time limit, a deploy, a restart), the supervisor (./supervisor.ts) fails the job
 * once the deadline passes, the same way. A job already finished is left alone, so a
 * retried runner never does the work twice. `firstStep` may be worded from the job itself
 * ("Paula Scher is reading the brief…"); the job is then read before it is marked running.
 * `kind` is the runner's own: the work reads the job as that kind's row and reports that kind's
 * result, which the compiler checks here and the succeed mutation checks again.
 */
export async function runJob<K extends JobKindName>(
  ctx: ActionCtx,
  kind: K,
  jobId: Id<"generationJobs">,
  firstStep: string | ((job: JobOf<K>) => string),
  work: JobWork<K>,
): Promise<void> {
  let job: JobOf<K> | null = null;
  let stepText = typeof firstStep === "string" ? firstStep : "";
  if (typeof firstStep === "function") {
    job = await readJob(ctx, jobId, kind);
    if (job === null) return;
    stepText = firstStep(job);
  }
  const started = await ctx.runMutation(internal.generation.jobs.start, {
    jobId,
    step: stepText,
  });
  if (!started) return;
  job ??= await readJob(ctx, jobId, kind);
  if (job === null) return;
  try {
    const { result, metadata } = await work(job, async (step) => {
      await ctx.runMutation(internal.generation.jobs.progress, { jobId, step });
    });
    if (result !== null) await report(ctx, jobId, kind, result, metadata);
  } catch (error) {
    const errorCode = error instanceof AiError ? error.code : "INTERNAL";
    if (errorCode === "INTERNAL" || errorCode === "MISCONFIGURED") {
      console.error(`Job ${jobId} (${job.kind}) failed:`, error);
    }
    await ctx.runMutation(internal.generation.jobs.fail, {
      jobId,
      errorCode,
      errorMessage: failureText(errorCode, job),
    });
  }
}
