import { v } from "convex/values";
import { userQuery } from "../lib/functions";
import { briefAccessOrThrow, rootOf } from "../briefs/access";
import { peopleOnBrief, runningIdeaJobs } from "./model";

/**
 * Who has the brief open now, one entry per person (however many tabs), the caller first.
 * Re-runs when a session arrives, heartbeats, leaves or expires: never on ideas changes, and
 * the ideas queries never read presence, so the two never re-run each other.
 */
export const onBrief = userQuery({
  args: { briefId: v.string() },
  returns: v.array(
    v.object({
      userId: v.id("users"),
      name: v.string(),
      initials: v.string(),
      isYou: v.boolean(),
    }),
  ),
  handler: async (ctx, { briefId }) => {
    const { brief } = await briefAccessOrThrow(ctx, briefId, ctx.user, "read");
    // Keyed on the brief's first version: colleagues on different versions are on one brief.
    return await peopleOnBrief(ctx, rootOf(brief), ctx.userId);
  },
});

/** Ideas jobs under way on the brief: who started each and with which legend. */
export const activity = userQuery({
  args: { briefId: v.string() },
  returns: v.array(
    v.object({
      jobId: v.id("generationJobs"),
      userId: v.id("users"),
      name: v.string(),
      legendName: v.string(),
      isYou: v.boolean(),
    }),
  ),
  handler: async (ctx, { briefId }) => {
    const { brief } = await briefAccessOrThrow(ctx, briefId, ctx.user, "read");
    return await runningIdeaJobs(ctx, brief._id, ctx.userId);
  },
});
