import { defineRateLimits } from "convex-helpers/server/rateLimit";
import type { Id } from "../_generated/dataModel";
import type { MutationCtx } from "../_generated/server";
import { appError, signInRequired } from "../lib/errors";
import { ANONYMOUS_BRIEFS, ANONYMOUS_STRATEGIES } from "../../shared/constants";

/**
 * Free runs for visitors who are not signed in (spec 6: they may get strategies and generate a
 * brief): a few per browser key, within a global hourly budget per kind of run. The key is a
 * random UUID the browser generated and kept (ANONYMOUS_STRATEGIES.storageKey); it proves
 * nothing about who is asking, it only makes "a few" countable. Someone who clears their
 * storage gets more tries, which the global budget bounds. A run that fails is given back.
 */

const HOUR = 60 * 60 * 1000;

const { checkRateLimit, rateLimit } = defineRateLimits({
  visitorStrategiesGlobal: {
    kind: "token bucket",
    rate: ANONYMOUS_STRATEGIES.globalPerHour,
    period: HOUR,
  },
  visitorBriefsGlobal: { kind: "token bucket", rate: ANONYMOUS_BRIEFS.globalPerHour, period: HOUR },
});

/** One kind of free visitor run: where runs are counted, how many a key gets, what it says after. */
export type VisitorAllowance = {
  /** Tables of the same shape: { sessionId, jobId, usedAt } indexed by_session. */
  table: "strategyVisitors" | "briefVisitors";
  budget: "visitorStrategiesGlobal" | "visitorBriefsGlobal";
  perSession: number;
  /** The 401 with requiresAuth once the key's runs are used (the UI opens sign-in). */
  signIn: { title: string; details: string };
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const VISITOR_SESSION_REQUIRED =
  "A visitor session id (a UUID kept by the browser) is required when you are not signed in.";

/** The visitor's key, lowercased, or INVALID_ARGUMENT. */
export function visitorSessionId(sessionId: string | undefined): string {
  const value = sessionId?.trim() ?? "";
  if (!UUID.test(value)) throw appError("INVALID_ARGUMENT", VISITOR_SESSION_REQUIRED);
  return value.toLowerCase();
}

async function runsOf(ctx: MutationCtx, allowance: VisitorAllowance, sessionId: string, n: number) {
  // Both tables share one shape; the union only widens the row type.
  return await ctx.db
    .query(allowance.table)
    .withIndex("by_session", (q) => q.eq("sessionId", sessionId))
    .take(n);
}

/**
 * Refuses a visitor who used their runs (401 with requiresAuth, so the UI keeps the form and
 * opens sign-in), or RATE_LIMITED when every visitor together used the hour's budget. Writes
 * nothing when it refuses.
 */
export async function assertVisitorMayRun(
  ctx: MutationCtx,
  allowance: VisitorAllowance,
  sessionId: string,
): Promise<void> {
  const used = await runsOf(ctx, allowance, sessionId, allowance.perSession);
  if (used.length >= allowance.perSession) throw signInRequired(allowance.signIn);
  const budget = await checkRateLimit(ctx, { name: allowance.budget });
  if (!budget.ok) throw appError("RATE_LIMITED");
}

/** Counts the run (same transaction as the job it started). */
export async function recordVisitorRun(
  ctx: MutationCtx,
  allowance: VisitorAllowance,
  sessionId: string,
  jobId: Id<"generationJobs">,
): Promise<void> {
  await rateLimit(ctx, { name: allowance.budget });
  await ctx.db.insert(allowance.table, { sessionId, jobId, usedAt: Date.now() });
}

/** A visitor's run failed: give the try back (the job row keeps the failure). */
export async function releaseVisitorRun(
  ctx: MutationCtx,
  allowance: VisitorAllowance,
  jobId: Id<"generationJobs">,
): Promise<void> {
  const job = await ctx.db.get("generationJobs", jobId);
  if (job?.anonSessionId === undefined || job.status !== "failed") return;
  const rows = await runsOf(ctx, allowance, job.anonSessionId, 10);
  for (const row of rows) {
    if (row.jobId === jobId) await ctx.db.delete(allowance.table, row._id);
  }
}
