import type { Doc, Id } from "../_generated/dataModel";
import type { ActionCtx } from "../_generated/server";
import { internal } from "../_generated/api";
import { AiError } from "../lib/ai/types";
import type { GenerationMetadata } from "../lib/ai/types";

/** What the work reports back: the result row, and the metadata admins see. */
export type JobOutcome = { result: unknown; metadata?: GenerationMetadata };

export type JobWork = (
  job: Doc<"generationJobs">,
  progress: (step: string) => Promise<void>,
) => Promise<JobOutcome>;

/** Words the UI can show for each failure class (the job keeps the code too). */
const FAILURE_TEXT: Record<string, string> = {
  PROVIDER_CREDITS:
    "The AI provider's account is out of credit. Your Legend Credits were returned.",
  CONTENT_FLAGGED: "The content may have been flagged as inappropriate.",
  TIMEOUT: "The AI took too long to answer. Your Legend Credits were returned; please try again.",
  UNAVAILABLE: "The AI service is unavailable right now. Please try again in a moment.",
  INVALID_OUTPUT: "The AI answered in a form we couldn't use. Please try again.",
  MISCONFIGURED: "The AI service isn't set up correctly. An admin has been told.",
  INTERNAL: "Something went wrong. Please try again.",
};

/**
 * Runs one job's work inside an action: marks it running, lets the work report steps, stores the
 * result, or fails it (refunding its credits once). A job already finished is left alone, so a
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
      errorMessage: FAILURE_TEXT[errorCode],
    });
  }
}
