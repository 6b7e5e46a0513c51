import { v } from "convex/values";
import { defineRateLimits } from "convex-helpers/server/rateLimit";
import type { Id } from "../_generated/dataModel";
import type { MutationCtx } from "../_generated/server";
import { internalMutation } from "../lib/functions";
import { appError, signInRequired } from "../lib/errors";
import { ANONYMOUS_STRATEGIES } from "../../shared/constants";
import { messages } from "../../shared/errors";

/**
 * Strategies for visitors who are not signed in: once per browser key, within a global hourly
 * budget. The key is a random UUID the browser generated and kept (ANONYMOUS_STRATEGIES
 * .storageKey); it proves nothing about who is asking, it only makes "once" countable. Someone
 * who clears their storage gets another try, which the global budget bounds.
 */

const HOUR = 60 * 60 * 1000;

const { checkRateLimit, rateLimit } = defineRateLimits({
  visitorStrategiesGlobal: {
    kind: "token bucket",
    rate: ANONYMOUS_STRATEGIES.globalPerHour,
    period: HOUR,
  },
});

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const VISITOR_SESSION_REQUIRED =
  "A visitor session id (a UUID kept by the browser) is required when you are not signed in.";

/** The visitor's key, lowercased, or INVALID_ARGUMENT. */
export function visitorSessionId(sessionId: string | undefined): string {
  const value = sessionId?.trim() ?? "";
  if (!UUID.test(value)) throw appError("INVALID_ARGUMENT", VISITOR_SESSION_REQUIRED);
  return value.toLowerCase();
}

/**
 * Refuses a visitor who already had their run (401 with requiresAuth, so the UI saves the form
 * and opens sign-in), or RATE_LIMITED when every visitor together has used the hour's budget.
 * Writes nothing when it refuses.
 */
export async function assertVisitorMayRun(ctx: MutationCtx, sessionId: string): Promise<void> {
  const used = await ctx.db
    .query("strategyVisitors")
    .withIndex("by_session", (q) => q.eq("sessionId", sessionId))
    .take(ANONYMOUS_STRATEGIES.perSession);
  if (used.length >= ANONYMOUS_STRATEGIES.perSession) {
    throw signInRequired(messages.strategy.signInRequired);
  }
  const budget = await checkRateLimit(ctx, { name: "visitorStrategiesGlobal" });
  if (!budget.ok) throw appError("RATE_LIMITED");
}

export async function recordVisitorRun(
  ctx: MutationCtx,
  sessionId: string,
  jobId: Id<"generationJobs">,
): Promise<void> {
  await rateLimit(ctx, { name: "visitorStrategiesGlobal" });
  await ctx.db.insert("strategyVisitors", { sessionId, jobId, usedAt: Date.now() });
}

/** A visitor's run failed: give the try back (the job row keeps the failure). */
export const release = internalMutation({
  args: { jobId: v.id("generationJobs") },
  returns: v.null(),
  handler: async (ctx, { jobId }) => {
    const job = await ctx.db.get("generationJobs", jobId);
    if (job?.anonSessionId === undefined || job.status !== "failed") return null;
    const rows = await ctx.db
      .query("strategyVisitors")
      .withIndex("by_session", (q) => q.eq("sessionId", job.anonSessionId!))
      .take(10);
    for (const row of rows) {
      if (row.jobId === jobId) await ctx.db.delete("strategyVisitors", row._id);
    }
    return null;
  },
});
