// CONTRACT STUB (issue 22): the backend helper replaces this file; signatures are the contract.
import { v } from "convex/values";
import { userMutation } from "../lib/functions";
import { pretestDimensionValidator, sharpenResultValidator } from "./validators";

/** Runs an idea's pre-test again (free); owner or editor of its brief. */
export const rerun = userMutation({
  args: { ideaId: v.id("ideas") },
  returns: v.null(),
  handler: async () => null,
});

/**
 * 'Sharpen': asks the idea's legend for a revision that fixes `dimension`, as a new version
 * beside the old (CREDIT_COSTS.sharpen). Owner or editor of its brief.
 */
export const sharpen = userMutation({
  args: { ideaId: v.id("ideas"), dimension: pretestDimensionValidator },
  returns: sharpenResultValidator,
  handler: async () => {
    throw new Error("stub");
  },
});
