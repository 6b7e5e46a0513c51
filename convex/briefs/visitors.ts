import { v } from "convex/values";
import { internalMutation } from "../lib/functions";
import { releaseVisitorRun, type VisitorAllowance } from "../generation/visitors";
import { ANONYMOUS_BRIEFS } from "../../shared/constants";
import { messages } from "../../shared/errors";

/**
 * Visitors' free brief generations (spec 6: visitors may generate a brief): a few per browser,
 * so a first brief and a refinement or two need no account; saving it and generating ideas do.
 */
export const BRIEF_VISITORS: VisitorAllowance = {
  table: "briefVisitors",
  budget: "visitorBriefsGlobal",
  perSession: ANONYMOUS_BRIEFS.perSession,
  signIn: messages.briefAndIdeas.generateLoginRequired,
};

/** A visitor's brief run failed: give the try back. */
export const release = internalMutation({
  args: { jobId: v.id("generationJobs") },
  returns: v.null(),
  handler: async (ctx, { jobId }) => {
    await releaseVisitorRun(ctx, BRIEF_VISITORS, jobId);
    return null;
  },
});
