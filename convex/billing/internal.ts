import { v } from "convex/values";
import { internalQuery } from "../lib/functions";
import { activePackages, activeTiers, toPlanDto, upgradePlans } from "./model";
import { packageRowValidator, planValidator } from "./validators";

/**
 * Spec 5's listing for GET /api/admin/subscription-tiers: no free plan, not the caller's own,
 * only plans with a real price id (offline, the paid plans' stand-ins), by sortOrder.
 */
export const tiers = internalQuery({
  args: { currentTier: v.optional(v.string()) },
  returns: v.array(planValidator),
  handler: async (ctx, { currentTier }) =>
    upgradePlans(await activeTiers(ctx), currentTier, true).map(toPlanDto),
});

export const packages = internalQuery({
  args: {},
  returns: v.array(packageRowValidator),
  handler: async (ctx) =>
    (await activePackages(ctx)).map(({ _id, _creationTime, ...row }) => ({ id: _id, ...row })),
});
