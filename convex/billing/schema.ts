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
    .index("by_sortOrder", ["sortOrder"])
    .index("by_stripePriceId", ["stripePriceId"]),

  /** The Stripe customer of a user: created once, reused by every checkout and the portal. */
  billingCustomers: defineTable({
    userId: v.id("users"),
    stripeCustomerId: v.string(),
  })
    .index("by_user", ["userId"])
    .index("by_customer", ["stripeCustomerId"]),

  /**
   * A user's Stripe subscription as the newest event about it describes it (never by arrival
   * order: `stateEventCreated` is that event's `created`, in seconds).
   */
  subscriptions: defineTable({
    userId: v.id("users"),
    stripeSubscriptionId: v.string(),
    stripeCustomerId: v.string(),
    /** Stripe's status: active, trialing, past_due, canceled, unpaid, incomplete, ... */
    status: v.string(),
    /** The plan the subscription's price buys. */
    tier: v.string(),
    priceId: v.string(),
    /** Milliseconds. */
    currentPeriodStart: v.number(),
    currentPeriodEnd: v.number(),
    cancelAtPeriodEnd: v.boolean(),
    /** A downgrade waiting for the period's end (the paid plan runs until then). */
    scheduledTier: v.union(v.string(), v.null()),
    stateEventCreated: v.number(),
    /** The newest unpaid invoice; cleared when an invoice is paid. */
    paymentFailedAt: v.union(v.number(), v.null()),
    /**
     * Newest paid invoice's event time (ms): a payment failure older than it is stale, so the
     * notice never depends on which of the two events arrived last.
     */
    invoicePaidAt: v.optional(v.number()),
  })
    .index("by_user", ["userId"])
    .index("by_stripeSubscriptionId", ["stripeSubscriptionId"]),

  /** Monthly credits already granted per subscription period (upgrades top up, never twice). */
  subscriptionGrants: defineTable({
    stripeSubscriptionId: v.string(),
    periodStart: v.number(),
    credits: v.number(),
  }).index("by_subscription_and_period", ["stripeSubscriptionId", "periodStart"]),

  /**
   * The highest plan in force during each subscription period, from every live snapshot and paid
   * invoice about that period in any order: what the period's grant tops up to, and the plan
   * that runs until the period ends when a downgrade is waiting.
   */
  subscriptionPeriodTiers: defineTable({
    stripeSubscriptionId: v.string(),
    /** Milliseconds, as subscriptions.currentPeriodStart. */
    periodStart: v.number(),
    tier: v.string(),
  }).index("by_subscription_and_period", ["stripeSubscriptionId", "periodStart"]),

  /** Checkout sessions Stripe reported complete (the return pages wait for theirs). */
  checkoutCompletions: defineTable({
    sessionId: v.string(),
    userId: v.id("users"),
    mode: v.union(v.literal("subscription"), v.literal("payment")),
    subscriptionId: v.union(v.string(), v.null()),
  }).index("by_sessionId", ["sessionId"]),

  /** Every Stripe event applied, recorded in the mutation that applied it (replays are no-ops). */
  stripeEvents: defineTable({
    eventId: v.string(),
    type: v.string(),
    /** Stripe's `created`, seconds. */
    created: v.number(),
    outcome: v.string(),
  }).index("by_eventId", ["eventId"]),
};

/** A Legend Credit package's own fields (spec 3 "Credit package"). */
export const creditPackageFields = {
  packageId: v.string(),
  name: v.string(),
  description: v.string(),
  priceInCents: v.number(),
  legendCredits: v.number(),
  isActive: v.boolean(),
  isPopular: v.boolean(),
  savings: v.union(v.string(), v.null()),
  sortOrder: v.number(),
  /** Optional Stripe price; without one, checkout prices the pack from priceInCents. */
  stripePriceId: v.optional(v.union(v.string(), v.null())),
};

/** Legend Credit packages; only active ones are offered. */
export const creditPackagesTables = {
  creditPackages: defineTable(creditPackageFields)
    .index("by_packageId", ["packageId"])
    .index("by_sortOrder", ["sortOrder"]),

  /**
   * A paid credit pack: granted once per checkout session; a refund of its charge removes its
   * credits (down to zero, never below) once per refunded amount.
   */
  creditPurchases: defineTable({
    userId: v.id("users"),
    checkoutSessionId: v.string(),
    paymentIntentId: v.union(v.string(), v.null()),
    packageId: v.string(),
    credits: v.number(),
    amountCents: v.number(),
    /** False while only a refund has arrived (out of order); the grant happens on completion. */
    granted: v.boolean(),
    /** Cents refunded so far, as the newest charge.refunded says. */
    amountRefunded: v.number(),
    /** Credits this purchase's refunds have taken back so far (the intended amount). */
    creditsReversed: v.number(),
    /** The refunded charge (the ledger's source for credits taken back). */
    chargeId: v.optional(v.string()),
  })
    .index("by_checkoutSession", ["checkoutSessionId"])
    .index("by_paymentIntent", ["paymentIntentId"]),

  /**
   * The offline checkout (no STRIPE_SECRET_KEY, LOCAL_CHECKOUT=local): an order the app's own
   * test checkout page shows; paying it sends signed, Stripe-shaped events to the webhook.
   */
  localCheckouts: defineTable({
    sessionId: v.string(),
    userId: v.id("users"),
    kind: v.union(v.literal("subscription"), v.literal("credits")),
    /** The plan (subscription) or pack (credits) ordered. */
    itemId: v.string(),
    priceId: v.union(v.string(), v.null()),
    name: v.string(),
    amountCents: v.number(),
    credits: v.number(),
    status: v.union(v.literal("open"), v.literal("paid"), v.literal("canceled")),
    successUrl: v.string(),
    cancelUrl: v.string(),
  }).index("by_sessionId", ["sessionId"]),
};
