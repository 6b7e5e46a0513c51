import { v } from "convex/values";
import { adminMutation, adminQuery } from "../lib/functions";
import { appError } from "../lib/errors";
import { DEFAULT_SUBSCRIPTION_TIER } from "../../shared/constants";
import { checkPriceId, FREE_PLAN_HAS_NO_PRICE } from "./adminRules";

const MAX_ROWS = 50;

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
  handler: async (ctx) => {
    const tiers = await ctx.db.query("subscriptionTiers").withIndex("by_sortOrder").take(MAX_ROWS);
    const packages = await ctx.db.query("creditPackages").withIndex("by_sortOrder").take(MAX_ROWS);
    return {
      // What is stored, not the offline stand-ins: this is what an admin edits.
      tiers: tiers.map((row) => ({
        tier: row.tier,
        name: row.name,
        priceMonthly: row.priceMonthly,
        stripePriceId: row.stripePriceId,
        isActive: row.isActive,
      })),
      packages: packages.map((row) => ({
        packageId: row.packageId,
        name: row.name,
        priceInCents: row.priceInCents,
        stripePriceId: row.stripePriceId ?? null,
        isActive: row.isActive,
      })),
    };
  },
});

export const updateTier = adminMutation({
  args: { tier: v.string(), stripePriceId: v.union(v.string(), v.null()), isActive: v.boolean() },
  returns: v.null(),
  handler: async (ctx, { tier, stripePriceId, isActive }) => {
    const row = await ctx.db
      .query("subscriptionTiers")
      .withIndex("by_tier", (q) => q.eq("tier", tier))
      .unique();
    if (row === null) throw appError("NOT_FOUND", "There is no such plan.");
    const priceId = checkPriceId(stripePriceId);
    if (priceId !== null && (row.tier === DEFAULT_SUBSCRIPTION_TIER || row.priceMonthly === 0)) {
      throw appError("INVALID_ARGUMENT", FREE_PLAN_HAS_NO_PRICE);
    }
    await ctx.db.patch("subscriptionTiers", row._id, { stripePriceId: priceId, isActive });
    return null;
  },
});

export const updatePackage = adminMutation({
  args: {
    packageId: v.string(),
    stripePriceId: v.union(v.string(), v.null()),
    isActive: v.boolean(),
  },
  returns: v.null(),
  handler: async (ctx, { packageId, stripePriceId, isActive }) => {
    const row = await ctx.db
      .query("creditPackages")
      .withIndex("by_packageId", (q) => q.eq("packageId", packageId))
      .unique();
    if (row === null) throw appError("NOT_FOUND", "There is no such credit package.");
    const priceId = checkPriceId(stripePriceId);
    await ctx.db.patch("creditPackages", row._id, { stripePriceId: priceId, isActive });
    return null;
  },
});
