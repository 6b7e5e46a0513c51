import { v } from "convex/values";
import { internalMutation } from "../lib/functions";
import { releaseVisitorRun, type VisitorAllowance } from "../generation/visitors";
import { ANONYMOUS_STRATEGIES } from "../../shared/constants";
import { messages } from "../../shared/errors";

/** Visitors' free Ad Strategist / quick ideas runs (spec 1, 6: strategies once). */
export const STRATEGY_VISITORS: VisitorAllowance = {
  table: "strategyVisitors",
  budget: "visitorStrategiesGlobal",
  perSession: ANONYMOUS_STRATEGIES.perSession,
  signIn: messages.strategy.signInRequired,
};

/** A visitor's strategies run failed: give the try back. */
export const release = internalMutation({
  args: { jobId: v.id("generationJobs") },
  returns: v.null(),
  handler: async (ctx, { jobId }) => {
    await releaseVisitorRun(ctx, STRATEGY_VISITORS, jobId);
    return null;
  },
});
