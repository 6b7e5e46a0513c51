import { v } from "convex/values";
import { userQuery } from "../lib/functions";

/** The header badge's number. */
export const balance = userQuery({
  args: {},
  returns: v.object({ legendCredits: v.number() }),
  handler: async (ctx) => ({ legendCredits: ctx.user.legendCredits ?? 0 }),
});

/** The newest changes to the caller's credits (for an account page). */
export const history = userQuery({
  args: {},
  returns: v.array(
    v.object({
      delta: v.number(),
      reason: v.string(),
      balanceAfter: v.number(),
      note: v.union(v.string(), v.null()),
      createdAt: v.number(),
    }),
  ),
  handler: async (ctx) => {
    const rows = await ctx.db
      .query("creditLedger")
      .withIndex("by_user", (q) => q.eq("userId", ctx.userId))
      .order("desc")
      .take(50);
    return rows.map((row) => ({
      delta: row.delta,
      reason: row.reason,
      balanceAfter: row.balanceAfter,
      note: row.note ?? null,
      createdAt: row._creationTime,
    }));
  },
});
