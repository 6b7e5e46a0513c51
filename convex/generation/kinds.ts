import type { Doc, Id } from "../_generated/dataModel";
import type { MutationCtx } from "../_generated/server";
import { internal } from "../_generated/api";
import { BRIEF_VISITORS } from "../briefs/visitors";
import { failAdOfJob } from "../campaigns/adJob";
import { studioAdsOfJob } from "../campaigns/initialAds";
import { failKitOfJob } from "../channelKits/kitJob";
import { failDeckOfJob } from "../decks/deckJob";
import { discardImportImages } from "../imports/model";
import { failPretestRows, requeuePretestRows } from "../pretest/model";
import { STRATEGY_VISITORS } from "../strategies/visitors";
import { IMAGE_STEP_MS, TEXT_STEP_MS } from "./deadlines";
import { JOB_KIND_NAMES, type JobKindName, type JobOf } from "./jobShapes";
import { failJob, type JobRunner } from "./model";
import type { JobErrorCode } from "./failures";
import { releaseVisitorRun, type VisitorAllowance } from "./visitors";

/**
 * Every job kind, once: what the job machinery needs to know of it. The normal failure path
 * (./jobs.ts `fail`, from a runner's catch) and the supervisor's sweep (./supervisor.ts) both
 * fail a job through failJobOfKind, so a thrown failure and a timed-out one leave the same
 * state: the job failed, its credits refunded once, its own rows (a deck, an ad, pre-test rows,
 * an import's images, a visitor's free try) moved on in the same transaction.
 *
 * Only the job machinery imports this file (never a domain module, which would make a cycle).
 * A kind's `input`/`result` validators (ARCHITECTURE 3) are ./jobShapes.ts, keyed by the same
 * names: the schema needs them without the runners and hooks imported here.
 */
export type JobKind<K extends JobKindName = JobKindName> = {
  /**
   * The longest healthy stretch between two signs of life of a running job: the runner
   * starting, each progress step (./deadlines.ts explains the figures).
   */
  stepMs: number;
  /**
   * The runner its request scheduled, for a kind whose runner works from the job row alone: an
   * admin's Retry re-queues a failed job on it. Absent: the kind has its owner's own retry
   * (decks and ads start a new job) or cannot be re-run (an import's images are gone).
   */
  runner?: JobRunner;
  /** The kind's own rows to their failed state, in the failing transaction. Idempotent. */
  onFailed?: (ctx: MutationCtx, job: JobOf<K>) => Promise<void>;
  /** The kind's own rows back to waiting, when an admin re-queues the failed job. */
  onRetry?: (ctx: MutationCtx, job: JobOf<K>) => Promise<void>;
};

/** Every kind under its own name: a kind left out does not compile. */
type JobKinds = { [K in JobKindName]: JobKind<K> };

/** A visitor's free run that failed is given back (signed-in users get a refund instead). */
const giveVisitorRunBack =
  (allowance: VisitorAllowance) => async (ctx: MutationCtx, job: Doc<"generationJobs">) => {
    if (job.anonSessionId !== undefined) await releaseVisitorRun(ctx, allowance, job._id);
  };

/** Built on first use: the domain modules' values are read at call time, never at import. */
let registry: JobKinds | null = null;

function kinds(): JobKinds {
  registry ??= {
    ideas: { stepMs: TEXT_STEP_MS, runner: internal.ideas.generation.run },
    brief: {
      stepMs: TEXT_STEP_MS,
      runner: internal.briefs.generation.run,
      onFailed: giveVisitorRunBack(BRIEF_VISITORS),
    },
    strategies: {
      stepMs: TEXT_STEP_MS,
      runner: internal.strategies.generation.run,
      onFailed: giveVisitorRunBack(STRATEGY_VISITORS),
    },
    discovery: { stepMs: TEXT_STEP_MS, runner: internal.discovery.generation.run },
    brandAlternatives: { stepMs: TEXT_STEP_MS, runner: internal.brandAlternatives.generation.run },
    visual: { stepMs: IMAGE_STEP_MS, runner: internal.visuals.visualGeneration.run },
    thumbnails: { stepMs: IMAGE_STEP_MS, runner: internal.visuals.thumbnailGeneration.run },
    sellDeck: { stepMs: TEXT_STEP_MS, onFailed: (ctx, job) => failDeckOfJob(ctx, job._id) },
    // Copy, then its image: the longer of the two budgets.
    adLob: { stepMs: Math.max(TEXT_STEP_MS, IMAGE_STEP_MS), onFailed: failAdOfJob },
    // A new page's first ads: a failed model leaves them the studio's copy (no admin Retry).
    campaignAds: { stepMs: TEXT_STEP_MS, onFailed: studioAdsOfJob },
    import: { stepMs: TEXT_STEP_MS, onFailed: discardImportImages },
    pretest: {
      stepMs: TEXT_STEP_MS,
      runner: internal.pretest.generation.run,
      onFailed: (ctx, job) => failPretestRows(ctx, job._id),
      onRetry: (ctx, job) => requeuePretestRows(ctx, job._id),
    },
    sharpen: { stepMs: TEXT_STEP_MS, runner: internal.pretest.sharpen.run },
    // Copy, then each placement drawn: a sign of life per asset. Its owner asks again (no Retry).
    channelKit: { stepMs: Math.max(TEXT_STEP_MS, IMAGE_STEP_MS), onFailed: failKitOfJob },
    // The admin's Test generation: a text call, then optionally an image.
    test: {
      stepMs: Math.max(TEXT_STEP_MS, IMAGE_STEP_MS),
      runner: internal.generation.testGeneration.run,
    },
  };
  return registry;
}

export function jobKind<K extends JobKindName>(kind: K): JobKind<K> {
  return kinds()[kind];
}

/** Every kind's name: the compiler holds this registry and ./jobShapes.ts to the one list. */
export function registeredKinds(): JobKindName[] {
  return [...JOB_KIND_NAMES];
}

/**
 * Fails the job with `errorCode`, refunds it once and moves its kind's rows to their failed
 * state, all in the caller's transaction. Null when there was nothing to fail (it succeeded
 * first, or is gone); a job already failed keeps its first code and message, and the refund and
 * hook (both idempotent) run again harmlessly.
 */
export async function failJobOfKind(
  ctx: MutationCtx,
  jobId: Id<"generationJobs">,
  errorCode: JobErrorCode,
  errorMessage: string,
): Promise<Doc<"generationJobs"> | null> {
  const job = await failJob(ctx, jobId, errorCode, errorMessage);
  if (job === null) return null;
  await jobKind(job.kind).onFailed?.(ctx, job);
  return job;
}
