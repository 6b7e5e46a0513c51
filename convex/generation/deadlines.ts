import type { Doc } from "../_generated/dataModel";
import { jobStaleAfterMs } from "../lib/env";
import { WEBSITE_READING } from "../../shared/constants";

/**
 * How long a job may go without a sign of life before the supervisor (./supervisor.ts) calls it
 * dead, fails it and refunds it. A job's `deadlineAt` is set when it is queued and pushed on by
 * every sign of life (the runner starting, each progress step), so a long job that keeps
 * reporting is never stopped and a dead one is noticed one step's worth of time after it died.
 *
 * The budgets come from what can legitimately happen between two signs of life:
 *
 * - TEXT_CALL_MS is one call to a text model: lib/ai/openaiCompatible.ts gives each call 120 s
 *   (DEFAULT_CHAT_TUNING.timeoutMs) and never retries a timeout. A generation is at most two
 *   calls (the answer, then one repair round on invalid JSON); rate limits and 5xx are retried
 *   (3 attempts, 1 s and 2 s backoff, a Retry-After of at most 20 s), and fail fast when they
 *   fail. A website read (strategies, Discovery IQ) takes at most 10 s more
 *   (WEBSITE_READING.timeoutMs). So a text step: 2 × 120 s, 10 s and a minute of slack, about
 *   5 minutes. Longer would only make users wait on work that is dead; shorter would stop a
 *   slow reasoning model that needed its repair round.
 * - IMAGE_CALL_MS is one image generation: one deadline covers the request, its retries,
 *   Replicate's polling and the downloads (Ideogram 90 s, Replicate 120 s: lib/ai/ideogram.ts,
 *   replicate.ts), then the bytes are stored. 120 s plus a minute = 3 minutes. Parallel images
 *   (the collage's three) run at once and each reports as it lands.
 * - A queued job waits only for the scheduler (every runner is scheduled `runAfter(0)`), which
 *   starts it within seconds unless the deployment is saturated: 5 minutes covers a backlog of
 *   other jobs without leaving a job whose runner never started hanging for long.
 * - Convex kills an action after 10 minutes, and every job's work is one action that marks it
 *   running as it starts: a job still running 10 minutes (plus a minute's slack) after it started
 *   is dead whatever its steps say, so no deadline reaches past that. (The local backend has no
 *   such limit; a job of its that runs past it is stopped all the same, as Convex would.)
 *
 * The supervisor's cron runs every minute, so a dead job is failed at most a step's budget plus a
 * minute after its last sign of life. JOB_STALE_AFTER_MS replaces every budget (tests, demos).
 */

export const TEXT_CALL_MS = 120_000;
export const TEXT_CALLS_PER_STEP = 2;
export const IMAGE_CALL_MS = 120_000;
const SLACK_MS = 60_000;

/** Between two progress steps of a job that calls a text model (website reads included). */
export const TEXT_STEP_MS =
  TEXT_CALLS_PER_STEP * TEXT_CALL_MS + WEBSITE_READING.timeoutMs + SLACK_MS;
/** Between two progress steps of a job that only draws images. */
export const IMAGE_STEP_MS = IMAGE_CALL_MS + SLACK_MS;
/** How long a queued job may wait for its runner to start. */
export const QUEUED_MS = 5 * 60_000;
/** Convex's limit on one action's run, after which nothing of it is left running. */
export const ACTION_LIMIT_MS = 10 * 60_000;
/** Past this since it started, a running job is dead whatever its last step said. */
export const RUNNING_CAP_MS = ACTION_LIMIT_MS + SLACK_MS;

/** The deadline of a job queued (or re-queued) at `now`. */
export function queuedDeadline(now: number): number {
  return now + (jobStaleAfterMs() ?? QUEUED_MS);
}

/**
 * The deadline of a running job that showed a sign of life at `now`: one step's budget on, but
 * never past its action's own end.
 */
export function runningDeadline(stepMs: number, startedAt: number, now: number): number {
  return Math.min(now + (jobStaleAfterMs() ?? stepMs), startedAt + RUNNING_CAP_MS);
}

/**
 * When the supervisor may fail `job`: its deadline, or for a row written before deadlines
 * existed, its age against the longest a job could live.
 */
export function effectiveDeadline(job: Doc<"generationJobs">): number {
  if (job.deadlineAt !== undefined) return job.deadlineAt;
  if (job.status === "running") return (job.startedAt ?? job._creationTime) + RUNNING_CAP_MS;
  return job._creationTime + QUEUED_MS;
}
