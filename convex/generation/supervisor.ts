import { v } from "convex/values";
import { internal } from "../_generated/api";
import type { Doc } from "../_generated/dataModel";
import type { MutationCtx } from "../_generated/server";
import { internalMutation } from "../lib/functions";
import { effectiveDeadline } from "./deadlines";
import { failureText } from "./failures";
import { failJobOfKind } from "./kinds";

/**
 * The job supervisor. A runner fails its own job when its work throws (./run.ts), but an action
 * can die without throwing: killed at Convex's 10-minute limit, by a deploy, out of memory, or a
 * local backend restarting. Its job would stay queued or running for ever, its credits never
 * refunded, and every "one at a time" rule built on it (a collage's running job, a slide still
 * drawing) stuck. So every job carries a deadline that its signs of life push on
 * (./deadlines.ts), and this sweep, run every minute by convex/crons.ts, fails the queued and
 * running jobs past theirs with TIMED_OUT: refunded once, their kind's rows failed, exactly as a
 * thrown failure leaves them (./kinds.ts failJobOfKind), so every 'Try again' works after it.
 *
 * Hand-written rather than a Convex component (a workpool, an action retrier): components are
 * not usable here, since offline codegen cannot type them (ARCHITECTURE 1), and the local
 * backend, which runs this same code for development, demos and tests, must run it too.
 */

/** Jobs failed per status per run: each may write its kind's rows too (a deck's slides). */
export const SWEEP_BATCH = 25;

const LIVE_STATUSES = ["queued", "running"] as const;

/**
 * Fails the queued and running jobs whose deadline is before `now`, at most SWEEP_BATCH of each
 * status; `more` says a full batch was taken and another run should follow. Rows written before
 * deadlines existed are judged by their age, and never ask for another run.
 */
export async function sweepStaleJobs(
  ctx: MutationCtx,
  now: number,
): Promise<{ failed: Doc<"generationJobs">[]; more: boolean }> {
  const failed: Doc<"generationJobs">[] = [];
  let more = false;
  for (const status of LIVE_STATUSES) {
    const stale = await ctx.db
      .query("generationJobs")
      .withIndex("by_status_and_deadline", (q) =>
        q.eq("status", status).gte("deadlineAt", 0).lt("deadlineAt", now),
      )
      .take(SWEEP_BATCH);
    more ||= stale.length === SWEEP_BATCH;
    const legacy = await ctx.db
      .query("generationJobs")
      .withIndex("by_status_and_deadline", (q) =>
        q.eq("status", status).eq("deadlineAt", undefined),
      )
      .take(SWEEP_BATCH);
    for (const job of [...stale, ...legacy.filter((row) => effectiveDeadline(row) < now)]) {
      const done = await failJobOfKind(ctx, job._id, "TIMED_OUT", failureText("TIMED_OUT", job));
      if (done !== null) failed.push(done);
    }
  }
  return { failed, more };
}

export const sweep = internalMutation({
  args: {},
  returns: v.null(),
  handler: async (ctx) => {
    const { failed, more } = await sweepStaleJobs(ctx, Date.now());
    if (failed.length > 0) {
      const kinds = [...new Set(failed.map((job) => job.kind))].join(", ");
      console.warn(`Timed out ${failed.length} job(s) past their deadline (${kinds}); refunded.`);
    }
    // A backlog (after a long outage) is worked off in batches, each its own transaction.
    if (more) await ctx.scheduler.runAfter(0, internal.generation.supervisor.sweep, {});
    return null;
  },
});
