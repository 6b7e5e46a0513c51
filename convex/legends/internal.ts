import { v } from "convex/values";
import { internalMutation, internalQuery } from "../lib/functions";
import { findActivation } from "./model";
import { recordLegendUse } from "./usage";

/** Called by other Convex functions only: the ideas job, admin tools and seed scripts. */

/** One generated idea in the legend's name (the ideas job calls this per idea). */
export const recordUse = internalMutation({
  args: { legendId: v.id("creativeLegends"), count: v.optional(v.number()) },
  returns: v.null(),
  handler: async (ctx, { legendId, count }) => {
    if ((await ctx.db.get("creativeLegends", legendId)) === null) return null;
    await recordLegendUse(ctx, legendId, count ?? 1);
    return null;
  },
});

/** Grants a legend (typically a private one) to a user; idempotent. */
export const grantActivation = internalMutation({
  args: { userId: v.id("users"), legendId: v.id("creativeLegends") },
  returns: v.null(),
  handler: async (ctx, { userId, legendId }) => {
    if ((await ctx.db.get("creativeLegends", legendId)) === null) {
      throw new Error(`No legend ${legendId}`);
    }
    if ((await ctx.db.get("users", userId)) === null) throw new Error(`No user ${userId}`);
    if ((await findActivation(ctx, userId, legendId)) === null) {
      await ctx.db.insert("legendActivations", { userId, legendId });
    }
    return null;
  },
});

export const revokeActivation = internalMutation({
  args: { userId: v.id("users"), legendId: v.id("creativeLegends") },
  returns: v.null(),
  handler: async (ctx, { userId, legendId }) => {
    const existing = await findActivation(ctx, userId, legendId);
    if (existing !== null) await ctx.db.delete("legendActivations", existing._id);
    return null;
  },
});

/** The personas the AI engine writes as (LegendPersona + the id), in the order asked. */
export const personasForIds = internalQuery({
  args: { ids: v.array(v.id("creativeLegends")) },
  returns: v.array(
    v.object({
      legendId: v.id("creativeLegends"),
      name: v.string(),
      slug: v.string(),
      approach: v.string(),
      visualApproach: v.string(),
      keyMessage: v.string(),
      signatureMoves: v.array(v.string()),
      voice: v.string(),
    }),
  ),
  handler: async (ctx, { ids }) => {
    const personas = [];
    for (const legendId of ids.slice(0, 50)) {
      const legend = await ctx.db.get("creativeLegends", legendId);
      if (legend === null) continue;
      personas.push({
        legendId,
        name: legend.name,
        slug: legend.slug,
        approach: legend.approach,
        visualApproach: legend.visualApproach,
        keyMessage: legend.keyMessage,
        signatureMoves: legend.signatureMoves,
        voice: legend.voice,
      });
    }
    return personas;
  },
});
