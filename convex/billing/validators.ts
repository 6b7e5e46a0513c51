import { v } from "convex/values";
import { creditPackageFields } from "./schema";

export const checkoutModeValidator = v.union(
  v.literal("stripe"),
  v.literal("local"),
  v.literal("off"),
);

export const planValidator = v.object({
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

/** An active package as GET /api/admin/credit-packages lists it: the whole row, by id. */
export const packageRowValidator = v.object({ id: v.id("creditPackages"), ...creditPackageFields });

export const packageValidator = v.object({
  id: v.string(),
  packageId: v.string(),
  name: v.string(),
  description: v.string(),
  priceInCents: v.number(),
  legendCredits: v.number(),
  isPopular: v.boolean(),
  savings: v.union(v.string(), v.null()),
});

/** The caller's plan as billing knows it (the account menu, /account, the return pages). */
export const mySubscriptionValidator = v.object({
  tier: v.string(),
  planName: v.string(),
  legendCredits: v.number(),
  /** Stripe's subscription status; null on the free plan with no subscription. */
  status: v.union(v.string(), v.null()),
  /** Milliseconds; when the paid period ends (renews, or ends if cancelled). */
  currentPeriodEnd: v.union(v.number(), v.null()),
  cancelAtPeriodEnd: v.boolean(),
  /** A downgrade that starts at currentPeriodEnd. */
  scheduledPlanName: v.union(v.string(), v.null()),
  /** The newest invoice failed: the card needs updating. */
  paymentFailed: v.boolean(),
  /** A billing portal can be opened (a Stripe customer, or the offline test portal). */
  canManage: v.boolean(),
  checkoutMode: checkoutModeValidator,
});

export const checkoutResultValidator = v.object({
  status: v.union(v.literal("pending"), v.literal("complete"), v.literal("unknown")),
  kind: v.union(v.literal("subscription"), v.literal("credits"), v.null()),
  planName: v.union(v.string(), v.null()),
  creditsAdded: v.union(v.number(), v.null()),
  legendCredits: v.number(),
});
