import { v } from "convex/values";
import { userMutation } from "../lib/functions";
import { requestAlternatives } from "./model";

/**
 * 'Reimagine brand' (spec 1, 2, 7 /reimagine-brand): each chosen legend (ids or slugs, at most
 * the picker's maximum) proposes new names for the brand, spending CREDIT_COSTS.brandAlternatives
 * per legend up front, refunded once if the job fails. Visitors get UNAUTHENTICATED, which the
 * UI answers by storing the BRAND_ALTERNATIVES pending action. Answers the job id; read it with
 * queries.results.
 */
export const request = userMutation({
  args: {
    brand: v.string(),
    audience: v.string(),
    message: v.string(),
    tone: v.string(),
    model: v.optional(v.string()),
    selectedLegends: v.array(v.string()),
  },
  returns: v.id("generationJobs"),
  handler: async (ctx, args) => await requestAlternatives(ctx, ctx.user, args),
});
