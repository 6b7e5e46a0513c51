import { v } from "convex/values";
import type { MutationCtx } from "../_generated/server";
import { internalMutation } from "../lib/functions";
import { eventEnvelopeValidator, type NormalizedEvent } from "./events";
import { applyInvoiceEvent } from "./invoiceRules";
import { applyChargeRefunded, applyCheckoutCompleted } from "./purchaseRules";
import { applySubscriptionEvent } from "./subscriptionRules";

/**
 * Applies one verified Stripe event and records its id in the same transaction, so a replay
 * (Stripe retries for days) finds the record and changes nothing. Each rule is safe in any
 * delivery order (see the rule files); the outcome string says what happened.
 */

async function recorded(ctx: MutationCtx, eventId: string) {
  return await ctx.db
    .query("stripeEvents")
    .withIndex("by_eventId", (q) => q.eq("eventId", eventId))
    .unique();
}

async function dispatch(ctx: MutationCtx, created: number, event: NormalizedEvent) {
  switch (event.type) {
    case "checkout.session.completed":
      return await applyCheckoutCompleted(ctx, event);
    case "customer.subscription.created":
    case "customer.subscription.updated":
    case "customer.subscription.deleted":
      return await applySubscriptionEvent(ctx, created, event);
    case "invoice.paid":
    case "invoice.payment_failed":
      return await applyInvoiceEvent(ctx, created, event);
    case "charge.refunded":
      return await applyChargeRefunded(ctx, event);
  }
}

export const applyEvent = internalMutation({
  args: eventEnvelopeValidator,
  returns: v.string(),
  handler: async (ctx, { eventId, created, event }) => {
    if ((await recorded(ctx, eventId)) !== null) return "duplicate: event already applied";
    const outcome = await dispatch(ctx, created, event);
    await ctx.db.insert("stripeEvents", { eventId, type: event.type, created, outcome });
    return outcome;
  },
});

/** An event this app does not act on (another type, or missing what the rules need). */
export const recordIgnored = internalMutation({
  args: { eventId: v.string(), type: v.string(), created: v.number() },
  returns: v.string(),
  handler: async (ctx, { eventId, type, created }) => {
    if ((await recorded(ctx, eventId)) !== null) return "duplicate: event already applied";
    const outcome = "ignored: not an event this app acts on";
    await ctx.db.insert("stripeEvents", { eventId, type, created, outcome });
    return outcome;
  },
});
