import type { Doc } from "../_generated/dataModel";

/**
 * For the spec's synchronous HTTP endpoints (POST /api/ad-strategist, /api/generate-brief): they
 * start the same job the app uses, then wait for its row to finish, so there is one code path
 * (validation, credits, refunds, progress) whichever door a request comes through. The browser
 * app never waits like this; it subscribes to the job.
 */

/** Long enough for a slow reasoning model, inside Convex's HTTP action limits. */
export const HTTP_JOB_WAIT_MS = 120_000;

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * The finished job, or the unfinished one when `timeoutMs` passes first. `readJob` is
 * `() => ctx.runQuery(internal.generation.jobs.get, { jobId })` from the HTTP action.
 */
export async function waitForJob(
  readJob: () => Promise<Doc<"generationJobs"> | null>,
  timeoutMs: number = HTTP_JOB_WAIT_MS,
): Promise<Doc<"generationJobs"> | null> {
  const deadline = Date.now() + timeoutMs;
  let delay = 150;
  for (;;) {
    const job = await readJob();
    if (job === null || job.status === "succeeded" || job.status === "failed") return job;
    if (Date.now() + delay > deadline) return job;
    await sleep(delay);
    // Quick first checks for the offline studio; calmer ones for a model taking its time.
    delay = Math.min(delay * 2, 1000);
  }
}
