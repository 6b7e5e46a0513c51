/**
 * Helpers for the job supervisor's tests (two dots in the name: never deployed): the clock moved
 * past a deadline, the sweep run as its cron runs it, and what a job left in the ledger.
 */
import { vi } from "vitest";
import { internal } from "../_generated/api";
import type { Doc, Id } from "../_generated/dataModel";
import type { TestApp } from "../test.setup";

/** Moves the (fake) clock on by `ms`. */
export function advanceClock(ms: number): void {
  vi.setSystemTime(Date.now() + ms);
}

/** The cron's run of the sweep, after the clock moved on by `ms`. */
export async function sweepAfter(t: TestApp, ms: number): Promise<void> {
  advanceClock(ms);
  await t.mutation(internal.generation.supervisor.sweep, {});
}

/** What a runner does first: the job is running (its action then dies without a word). */
export async function startRunner(t: TestApp, jobId: Id<"generationJobs">): Promise<boolean> {
  return await t.mutation(internal.generation.jobs.start, { jobId, step: "Working…" });
}

export async function jobOf(t: TestApp, jobId: Id<"generationJobs">) {
  const job = await t.run(async (ctx) => await ctx.db.get("generationJobs", jobId));
  if (job === null) throw new Error(`no job ${jobId}`);
  return job;
}

/** The ledger rows naming `jobId`, by reason: at most one refund, then the spend. */
export async function ledgerOfJob(
  t: TestApp,
  jobId: Id<"generationJobs">,
): Promise<Pick<Doc<"creditLedger">, "reason" | "delta">[]> {
  const rows = await t.run(
    async (ctx) =>
      await ctx.db
        .query("creditLedger")
        .withIndex("by_job_and_reason", (q) => q.eq("jobId", jobId))
        .take(10),
  );
  return rows.map(({ reason, delta }) => ({ reason, delta }));
}

/** Every scheduled function to its end (fake timers): a late runner, say. */
export async function finishScheduled(t: TestApp): Promise<void> {
  await t.finishAllScheduledFunctions(vi.runAllTimers);
}
