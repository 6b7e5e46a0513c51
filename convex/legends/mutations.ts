import { v } from "convex/values";
import type { Id } from "../_generated/dataModel";
import type { MutationCtx } from "../_generated/server";
import { appError } from "../lib/errors";
import { userMutation } from "../lib/functions";
import { findActivation } from "./model";

/**
 * A user activates public legends themselves (they land in My Activated and are the first the
 * plan unlocks, see ./access.ts). Private legends are granted, not self-activated
 * (./internal.ts), so an inactive legend the caller has not been granted answers NOT_FOUND.
 */

/** The legend and the caller's activation of it; NOT_FOUND for a missing, hidden or malformed id. */
async function visibleLegendOrThrow(ctx: MutationCtx, userId: Id<"users">, legendId: string) {
  const id = ctx.db.normalizeId("creativeLegends", legendId);
  const legend = id === null ? null : await ctx.db.get("creativeLegends", id);
  const existing = legend && (await findActivation(ctx, userId, legend._id));
  if (legend === null || (!legend.isActive && !existing)) throw appError("NOT_FOUND");
  return { legend, existing };
}

export const activate = userMutation({
  args: { legendId: v.string() },
  returns: v.object({ isActivated: v.literal(true) }),
  handler: async (ctx, { legendId }) => {
    const { legend, existing } = await visibleLegendOrThrow(ctx, ctx.userId, legendId);
    if (!existing) {
      await ctx.db.insert("legendActivations", { userId: ctx.userId, legendId: legend._id });
    }
    return { isActivated: true as const };
  },
});

export const deactivate = userMutation({
  args: { legendId: v.string() },
  returns: v.object({ isActivated: v.literal(false) }),
  handler: async (ctx, { legendId }) => {
    const { legend, existing } = await visibleLegendOrThrow(ctx, ctx.userId, legendId);
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
