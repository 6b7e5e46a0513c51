import { v, type Infer } from "convex/values";
import type { Id } from "../_generated/dataModel";
import type { QueryCtx } from "../_generated/server";
import { internalMutation, internalQuery } from "../lib/functions";

/** The offline checkout's reads and writes for its actions (localCheckout.ts). */

const currentSubscriptionValidator = v.object({
  subscriptionId: v.string(),
  customerId: v.string(),
  userId: v.string(),
  priceId: v.string(),
  status: v.string(),
  periodStart: v.number(),
  periodEnd: v.number(),
  cancelAtPeriodEnd: v.boolean(),
  stateEventCreated: v.number(),
});
export type StoredSubscription = Infer<typeof currentSubscriptionValidator>;

/** The user's live subscription (periods in seconds, as events carry them), or null. */
async function liveSubscription(
  ctx: QueryCtx,
  userId: Id<"users">,
): Promise<StoredSubscription | null> {
  const row = await ctx.db
    .query("subscriptions")
    .withIndex("by_user", (q) => q.eq("userId", userId))
    .order("desc")
    .first();
  if (row === null || row.status === "canceled") return null;
  return {
    subscriptionId: row.stripeSubscriptionId,
    customerId: row.stripeCustomerId,
    userId: row.userId,
    priceId: row.priceId,
    status: row.status,
    periodStart: Math.floor(row.currentPeriodStart / 1000),
    periodEnd: Math.floor(row.currentPeriodEnd / 1000),
    cancelAtPeriodEnd: row.cancelAtPeriodEnd,
    stateEventCreated: row.stateEventCreated,
  };
}

export const currentSubscription = internalQuery({
  args: { userId: v.id("users") },
  returns: v.union(currentSubscriptionValidator, v.null()),
  handler: async (ctx, { userId }) => await liveSubscription(ctx, userId),
});

const orderValidator = v.object({
  sessionId: v.string(),
  userId: v.string(),
  customerId: v.string(),
  kind: v.union(v.literal("subscription"), v.literal("credits")),
  itemId: v.string(),
  priceId: v.union(v.string(), v.null()),
  amountCents: v.number(),
  successUrl: v.string(),
  cancelUrl: v.string(),
});

/**
 * Pay, step one: marks the caller's open order paid, once (a second Pay finds it paid and sends
 * nothing). Answers what the events need: the order, its customer and any current plan.
 */
export const claimForPayment = internalMutation({
  args: { sessionId: v.string(), userId: v.id("users") },
  returns: v.union(
    v.object({
      outcome: v.literal("pay"),
      order: orderValidator,
      current: v.union(currentSubscriptionValidator, v.null()),
    }),
    v.object({ outcome: v.literal("paid"), successUrl: v.string() }),
    v.object({ outcome: v.literal("canceled") }),
    v.object({ outcome: v.literal("missing") }),
  ),
  handler: async (ctx, { sessionId, userId }) => {
    const row = await ctx.db
      .query("localCheckouts")
      .withIndex("by_sessionId", (q) => q.eq("sessionId", sessionId))
      .unique();
    if (row === null || row.userId !== userId) return { outcome: "missing" as const };
    if (row.status === "paid") return { outcome: "paid" as const, successUrl: row.successUrl };
    if (row.status === "canceled") return { outcome: "canceled" as const };
    const customer = await ctx.db
      .query("billingCustomers")
      .withIndex("by_user", (q) => q.eq("userId", userId))
      .first();
    // Checkout stored the customer before it sent the browser here.
    if (customer === null) return { outcome: "missing" as const };
    await ctx.db.patch("localCheckouts", row._id, { status: "paid" });
    return {
      outcome: "pay" as const,
      order: {
        sessionId,
        userId,
        customerId: customer.stripeCustomerId,
        kind: row.kind,
        itemId: row.itemId,
        priceId: row.priceId,
        amountCents: row.amountCents,
        successUrl: row.successUrl,
        cancelUrl: row.cancelUrl,
      },
      current: row.kind === "subscription" ? await liveSubscription(ctx, userId) : null,
    };
  },
});

/** Pay failed to reach the webhook: the order is open again, so Pay can be tried again. */
export const reopen = internalMutation({
  args: { sessionId: v.string() },
  returns: v.null(),
  handler: async (ctx, { sessionId }) => {
    const row = await ctx.db
      .query("localCheckouts")
      .withIndex("by_sessionId", (q) => q.eq("sessionId", sessionId))
      .unique();
    if (row !== null && row.status === "paid") {
      await ctx.db.patch("localCheckouts", row._id, { status: "open" });
    }
    return null;
  },
});
