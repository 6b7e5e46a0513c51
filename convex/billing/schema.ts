import { defineTable } from "convex/server";
import { v } from "convex/values";

/**
 * Subscription tiers (spec 3 "Subscription tier"): what each plan costs and grants. Seeded
 * (billing/tiers.ts); Stripe price ids are filled in by configuration when payments land.
 */
export const billingTables = {
  subscriptionTiers: defineTable({
    tier: v.string(),
    name: v.string(),
    description: v.string(),
    features: v.array(v.string()),
    /** Cents per month; 0 for the free plan, null when priced on request. */
    priceMonthly: v.union(v.number(), v.null()),
    stripePriceId: v.union(v.string(), v.null()),
    sortOrder: v.number(),
    /** Legend Credits granted each month (and once at sign-up). */
    legendCredits: v.number(),
    brandProfileLimit: v.number(),
    /** -1 means every legend. */
    legendsAccessCount: v.number(),
    isActive: v.boolean(),
  })
    .index("by_tier", ["tier"])
    .index("by_sortOrder", ["sortOrder"]),
};

/** Legend Credit packages (spec 3 "Credit package"); only active ones are offered. */
export const creditPackagesTables = {
  creditPackages: defineTable({
    packageId: v.string(),
    name: v.string(),
    description: v.string(),
    priceInCents: v.number(),
    legendCredits: v.number(),
    isActive: v.boolean(),
    isPopular: v.boolean(),
    savings: v.union(v.string(), v.null()),
    sortOrder: v.number(),
  })
    .index("by_packageId", ["packageId"])
    .index("by_sortOrder", ["sortOrder"]),
};
