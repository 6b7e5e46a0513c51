import { v } from "convex/values";
import { internal } from "../_generated/api";
import type { Id } from "../_generated/dataModel";
import { publicMutation } from "../lib/functions";
import { getOptionalUser } from "../lib/auth";
import { getAdminSettings } from "../admin/model";
import { startJob } from "../generation/model";
import { defaultSettingsFor } from "../generation/settings";
import { CREDIT_COSTS } from "../../shared/constants";
import { STRATEGIES_JOB_KIND } from "./jobShapes";
import { displayHost, parseStrategyRequest } from "./model";
import { assertVisitorMayRun, recordVisitorRun, visitorSessionId } from "../generation/visitors";
import { STRATEGY_VISITORS } from "./visitors";
import { appError } from "../lib/errors";
import { ownSessionOrThrow, SESSION_NOT_FOUND } from "../discovery/model";

/**
 * Ad Strategist and quick ideas (spec 2, 4 "Strategies", 5, 7 /ad-strategist): validates, then
 * starts a strategies job the client follows live. Signed-in users pay
 * CREDIT_COSTS.strategies (refunded if the job fails); visitors get one free run per browser
 * key (`sessionId`), then a 401-style UNAUTHENTICATED with requiresAuth.
 *
 * Returns the job id: signed-in callers read it with api.generation.queries.job, visitors with
 * api.generation.queries.visitorJob (jobId + the same sessionId).
 */
export const request = publicMutation({
  args: {
    /** "quickIdeas" (the 'Let's Get Started' modal) needs additionalContext. */
    mode: v.optional(v.union(v.literal("strategist"), v.literal("quickIdeas"))),
    /** A website address, or a brand name typed in its place. */
    websiteUrl: v.optional(v.string()),
    additionalContext: v.optional(v.string()),
    /**
     * The caller's own Discovery IQ session to build on (its research feeds the prompt). Someone
     * else's, a malformed id or a visitor's: NOT_FOUND, before anything is spent.
     */
    discoveryIQSessionId: v.optional(v.string()),
    /** Visitors only: the browser's once-only key (a UUID). Ignored for signed-in users. */
    sessionId: v.optional(v.string()),
  },
  returns: v.id("generationJobs"),
  handler: async (ctx, args): Promise<Id<"generationJobs">> => {
    const input = parseStrategyRequest(args);
    const user = await getOptionalUser(ctx);
    if (input.discoveryIQSessionId !== undefined) {
      // Visitors cannot open Discovery IQ (spec 6), so no session can be theirs.
      if (user === null) throw appError("NOT_FOUND", SESSION_NOT_FOUND);
      const session = await ownSessionOrThrow(ctx, input.discoveryIQSessionId, user._id);
      input.discoveryIQSessionId = session._id;
    }
    const settings = defaultSettingsFor((await getAdminSettings(ctx)).defaultModel);
    const step = input.websiteUrl
      ? `Queued: reading ${displayHost(input.websiteUrl)} shortly…`
      : "Queued: the strategist will start shortly…";
    const job = { kind: STRATEGIES_JOB_KIND, settings, input, step } as const;
    if (user !== null) {
      return await startJob(
        ctx,
        { ...job, ownerId: user._id, cost: CREDIT_COSTS.strategies },
        internal.strategies.generation.run,
      );
    }
    const sessionId = visitorSessionId(args.sessionId);
    await assertVisitorMayRun(ctx, STRATEGY_VISITORS, sessionId);
    const jobId = await startJob(
      ctx,
      { ...job, ownerId: undefined, cost: 0 },
      internal.strategies.generation.run,
    );
    // Same transaction: the runner cannot start before the job carries its visitor key.
    await ctx.db.patch("generationJobs", jobId, { anonSessionId: sessionId });
    await recordVisitorRun(ctx, STRATEGY_VISITORS, sessionId, jobId);
    return jobId;
  },
});
