import type { Doc, Id } from "../_generated/dataModel";
import type { ActionCtx } from "../_generated/server";
import { internal } from "../_generated/api";
import { AiError } from "../lib/ai/types";
import type { GenerationMetadata } from "../lib/ai/types";
import { failureText } from "./failures";

/** What the work reports back: the result row, and the metadata admins see. */
export type JobOutcome = { result: unknown; metadata?: GenerationMetadata };

export type JobWork = (
  job: Doc<"generationJobs">,
  progress: (step: string) => Promise<void>,
) => Promise<JobOutcome>;

/**
 * Runs one job's work inside an action: marks it running, lets the work report steps, stores the
 * result, or fails it (refunding its credits once, its kind's rows failed too: ./kinds.ts). Each
 * step is a sign of life that pushes the job's deadline on; if the action dies without a word
 * (killed at its time limit, a deploy, a restart), the supervisor (./supervisor.ts) fails the job
 * once the deadline passes, the same way. A job already finished is left alone, so a
 * retried runner never does the work twice. `firstStep` may be worded from the job itself
 * ("Paula Scher is reading the brief…"); the job is then read before it is marked running.
 */
export async function runJob(
  ctx: ActionCtx,
  jobId: Id<"generationJobs">,
  firstStep: string | ((job: Doc<"generationJobs">) => string),
  work: JobWork,
): Promise<void> {
  let job: Doc<"generationJobs"> | null = null;
  let stepText = typeof firstStep === "string" ? firstStep : "";
  if (typeof firstStep === "function") {
    job = await ctx.runQuery(internal.generation.jobs.get, { jobId });
    if (job === null) return;
    stepText = firstStep(job);
  }
  const started = await ctx.runMutation(internal.generation.jobs.start, {
    jobId,
    step: stepText,
  });
  if (!started) return;
  job ??= await ctx.runQuery(internal.generation.jobs.get, { jobId });
  if (job === null) return;
  try {
    const outcome = await work(job, async (step) => {
      await ctx.runMutation(internal.generation.jobs.progress, { jobId, step });
    });
    await ctx.runMutation(internal.generation.jobs.succeed, {
      jobId,
      result: outcome.result,
      ...(outcome.metadata ? { metadata: outcome.metadata } : {}),
    });
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
