import { v } from "convex/values";
import { internalQuery } from "../lib/functions";
import { getOptionalUser } from "../lib/auth";
import { isLocked, legendViewFor } from "../legends/access";

/**
 * POST /api/reimagine-brand without `selectedLegends` (the spec makes them optional): the first
 * legend of the roster the caller's plan unlocks, so an HTTP client gets one legend's names at
 * one legend's cost rather than a surprise bill for several.
 */
export const defaultLegend = internalQuery({
  args: {},
  returns: v.union(v.id("creativeLegends"), v.null()),
  handler: async (ctx) => {
    const view = await legendViewFor(ctx, await getOptionalUser(ctx));
    return view.active.find((legend) => !isLocked(view, legend))?._id ?? null;
  },
});
