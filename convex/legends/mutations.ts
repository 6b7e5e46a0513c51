import { v } from "convex/values";
import { appError } from "../lib/errors";
import { userMutation } from "../lib/functions";
import { findActivation } from "./model";

/**
 * A user activates public legends themselves (they land in My Activated and are the first the
 * plan unlocks, see ./access.ts). Private legends are granted, not self-activated
 * (./internal.ts), so an inactive legend the caller has not been granted answers NOT_FOUND.
 */

export const activate = userMutation({
  args: { legendId: v.id("creativeLegends") },
  returns: v.object({ isActivated: v.literal(true) }),
  handler: async (ctx, { legendId }) => {
    const legend = await ctx.db.get("creativeLegends", legendId);
    const existing = legend && (await findActivation(ctx, ctx.userId, legendId));
    if (legend === null || (!legend.isActive && !existing)) throw appError("NOT_FOUND");
    if (!existing) await ctx.db.insert("legendActivations", { userId: ctx.userId, legendId });
    return { isActivated: true as const };
  },
});

export const deactivate = userMutation({
  args: { legendId: v.id("creativeLegends") },
  returns: v.object({ isActivated: v.literal(false) }),
  handler: async (ctx, { legendId }) => {
    const legend = await ctx.db.get("creativeLegends", legendId);
    const existing = legend && (await findActivation(ctx, ctx.userId, legendId));
    if (legend === null || (!legend.isActive && !existing)) throw appError("NOT_FOUND");
    if (!legend.isActive) {
      throw appError(
        "INVALID_ARGUMENT",
        "Private legends are granted to your account and can't be removed here.",
      );
    }
    if (existing) await ctx.db.delete("legendActivations", existing._id);
    return { isActivated: false as const };
  },
});
