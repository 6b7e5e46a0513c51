import { v } from "convex/values";
import { adminMutation, adminQuery } from "../lib/functions";

/** /admin: every plan and pack (inactive ones too) with its Stripe price id and active flag. */
export const catalog = adminQuery({
  args: {},
  returns: v.object({
    tiers: v.array(
      v.object({
        tier: v.string(),
        name: v.string(),
        priceMonthly: v.union(v.number(), v.null()),
        stripePriceId: v.union(v.string(), v.null()),
        isActive: v.boolean(),
      }),
    ),
    packages: v.array(
      v.object({
        packageId: v.string(),
        name: v.string(),
        priceInCents: v.number(),
        stripePriceId: v.union(v.string(), v.null()),
        isActive: v.boolean(),
      }),
    ),
  }),
  handler: async () => ({ tiers: [], packages: [] }),
});

export const updateTier = adminMutation({
  args: { tier: v.string(), stripePriceId: v.union(v.string(), v.null()), isActive: v.boolean() },
  returns: v.null(),
  handler: async () => null,
});

export const updatePackage = adminMutation({
  args: {
    packageId: v.string(),
    stripePriceId: v.union(v.string(), v.null()),
    isActive: v.boolean(),
  },
  returns: v.null(),
  handler: async () => null,
});
