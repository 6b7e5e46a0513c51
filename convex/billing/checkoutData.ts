import { v } from "convex/values";
import { internalMutation, internalQuery } from "../lib/functions";
import { effectivePriceId, tierForPriceId } from "./model";

export const LOCAL_CUSTOMER_PREFIX = "cus_local_";

/** What the checkout actions read and write (actions have no db of their own). */

export const customerFor = internalQuery({
  args: { userId: v.id("users") },
  returns: v.union(v.string(), v.null()),
  handler: async (ctx, { userId }) => {
    const row = await ctx.db
      .query("billingCustomers")
      .withIndex("by_user", (q) => q.eq("userId", userId))
      .first();
    return row?.stripeCustomerId ?? null;
  },
});

/** Stripe statuses of a subscription that still bills (a new checkout would be a second one). */
const BILLING_STATUSES = new Set(["active", "trialing", "past_due", "unpaid"]);

/** The user's subscription that still bills, if any: a plan change goes through it. */
export const billingSubscriptionId = internalQuery({
  args: { userId: v.id("users") },
  returns: v.union(v.string(), v.null()),
  handler: async (ctx, { userId }) => {
    const row = await ctx.db
      .query("subscriptions")
      .withIndex("by_user", (q) => q.eq("userId", userId))
      .order("desc")
      .first();
    return row !== null && BILLING_STATUSES.has(row.status) ? row.stripeSubscriptionId : null;
  },
});

/**
 * Keeps a user's customer id, once: when two checkouts raced to create one, the first stored
 * wins and both use it (Stripe's idempotency key made them the same customer anyway).
 */
export const saveCustomer = internalMutation({
  args: { userId: v.id("users"), stripeCustomerId: v.string() },
  returns: v.string(),
  handler: async (ctx, { userId, stripeCustomerId }) => {
    const existing = await ctx.db
      .query("billingCustomers")
      .withIndex("by_user", (q) => q.eq("userId", userId))
      .first();
    if (existing !== null) {
      // A test checkout's customer never existed at Stripe: a real one takes its place.
      const replacesLocal =
        existing.stripeCustomerId.startsWith(LOCAL_CUSTOMER_PREFIX) &&
        !stripeCustomerId.startsWith(LOCAL_CUSTOMER_PREFIX);
      if (!replacesLocal) return existing.stripeCustomerId;
      await ctx.db.patch("billingCustomers", existing._id, { stripeCustomerId });
      return stripeCustomerId;
    }
    await ctx.db.insert("billingCustomers", { userId, stripeCustomerId });
    return stripeCustomerId;
  },
});

export const planForPrice = internalQuery({
  args: { priceId: v.string() },
  returns: v.union(
    v.object({
      tier: v.string(),
      name: v.string(),
      priceId: v.string(),
      amountCents: v.number(),
      credits: v.number(),
    }),
    v.null(),
  ),
  handler: async (ctx, { priceId }) => {
    const row = await tierForPriceId(ctx, priceId.trim());
    // Only a paid, active plan can be bought; the free plan has no checkout.
    if (row === null || !row.isActive || row.priceMonthly === null || row.priceMonthly <= 0) {
      return null;
    }
    return {
      tier: row.tier,
      name: row.name,
      priceId: effectivePriceId(row) ?? priceId,
      amountCents: row.priceMonthly,
      credits: row.legendCredits,
    };
  },
});

export const packageFor = internalQuery({
  args: { packageId: v.string() },
  returns: v.union(
    v.object({
      packageId: v.string(),
      name: v.string(),
      priceInCents: v.number(),
      credits: v.number(),
      stripePriceId: v.union(v.string(), v.null()),
    }),
    v.null(),
  ),
  handler: async (ctx, { packageId }) => {
    const row = await ctx.db
      .query("creditPackages")
      .withIndex("by_packageId", (q) => q.eq("packageId", packageId))
      .unique();
    if (row === null || !row.isActive) return null;
    return {
      packageId: row.packageId,
      name: row.name,
      priceInCents: row.priceInCents,
      credits: row.legendCredits,
      stripePriceId: row.stripePriceId ?? null,
    };
  },
});

export const createLocalCheckout = internalMutation({
  args: {
    sessionId: v.string(),
    userId: v.id("users"),
    kind: v.union(v.literal("subscription"), v.literal("credits")),
    itemId: v.string(),
    priceId: v.union(v.string(), v.null()),
    name: v.string(),
    amountCents: v.number(),
    credits: v.number(),
    successUrl: v.string(),
    cancelUrl: v.string(),
  },
  returns: v.null(),
  handler: async (ctx, args) => {
    await ctx.db.insert("localCheckouts", { ...args, status: "open" });
    return null;
  },
});
