import { v } from "convex/values";
import { publicQuery } from "../lib/functions";
import { getOptionalUser } from "../lib/auth";
import { describeConfiguredProviders } from "../lib/env";
import { activePackages, activeTiers, toPlanDto, upgradePlans } from "./model";

const planValidator = v.object({
  id: v.string(),
  tier: v.string(),
  name: v.string(),
  description: v.string(),
  features: v.array(v.string()),
  priceMonthly: v.union(v.number(), v.null()),
  stripePriceId: v.union(v.string(), v.null()),
  sortOrder: v.number(),
  legendCredits: v.number(),
  brandProfileLimit: v.number(),
  legendsAccessCount: v.number(),
});

const packageValidator = v.object({
  id: v.string(),
  packageId: v.string(),
  name: v.string(),
  description: v.string(),
  priceInCents: v.number(),
  legendCredits: v.number(),
  isPopular: v.boolean(),
  savings: v.union(v.string(), v.null()),
});

/**
 * What the 'More Legend Credits Needed' dialog offers: plans to upgrade to and credit
 * packages, and whether checkout works on this deployment (Stripe configured).
 */
export const upgradeOptions = publicQuery({
  args: {},
  returns: v.object({
    billingConfigured: v.boolean(),
    currentTier: v.union(v.string(), v.null()),
    plans: v.array(planValidator),
    packages: v.array(packageValidator),
  }),
  handler: async (ctx) => {
    const user = await getOptionalUser(ctx);
    const billingConfigured = describeConfiguredProviders().stripe;
    const plans = upgradePlans(await activeTiers(ctx), user?.subscriptionTier, billingConfigured);
    const packages = await activePackages(ctx);
    return {
      billingConfigured,
      currentTier: user?.subscriptionTier ?? null,
      plans: plans.map(toPlanDto),
      packages: packages.map((row) => ({
        id: row._id,
        packageId: row.packageId,
        name: row.name,
        description: row.description,
        priceInCents: row.priceInCents,
        legendCredits: row.legendCredits,
        isPopular: row.isPopular,
        savings: row.savings,
      })),
    };
  },
});
