import type { Doc, Id } from "../_generated/dataModel";
import type { MutationCtx } from "../_generated/server";
import type { NormalizedEvent } from "./events";
import { resolveUser } from "./customerRules";
import { grantPeriodUpTo, periodTier, raisePeriodTier, tierRow } from "./grantRules";
import { tierForPriceId } from "./model";
import { settleSubscription, subscriptionRow } from "./subscriptionRules";

/**
 * invoice.paid and invoice.payment_failed. Each paid subscription invoice grants its period's
 * credits once (keyed by the invoice id in the ledger and by the period in subscriptionGrants).
 * $0 invoices (a trial, a 100% coupon) grant too: the plan is in force for that period. A
 * proration invoice (billing_reason subscription_update) grants nothing: the plan change's own
 * snapshot tops the period up. The payment notice follows the newest of the two events.
 */

type InvoiceEvent = Extract<NormalizedEvent, { type: "invoice.paid" | "invoice.payment_failed" }>;

async function alreadyGranted(ctx: MutationCtx, invoiceId: string): Promise<boolean> {
  const rows = await ctx.db
    .query("creditLedger")
    .withIndex("by_source", (q) => q.eq("sourceId", invoiceId))
    .take(5);
  return rows.some((row) => row.reason === "monthly_grant");
}

/**
 * An invoice about a subscription we have no snapshot of yet: a provisional row from the
 * invoice (state time 0, so the first real snapshot replaces its Stripe fields).
 */
async function provisionalRow(
  ctx: MutationCtx,
  userId: Id<"users">,
  event: InvoiceEvent & { subscriptionId: string },
  plan: Doc<"subscriptionTiers"> | null,
): Promise<Doc<"subscriptions"> | null> {
  if (plan === null || event.priceId === null) return null;
  if (event.periodStart === null || event.periodEnd === null) return null;
  const id = await ctx.db.insert("subscriptions", {
    userId,
    stripeSubscriptionId: event.subscriptionId,
    stripeCustomerId: event.customerId,
    status: event.type === "invoice.paid" ? "active" : "incomplete",
    tier: plan.tier,
    priceId: event.priceId,
    currentPeriodStart: event.periodStart * 1000,
    currentPeriodEnd: event.periodEnd * 1000,
    cancelAtPeriodEnd: false,
    scheduledTier: null,
    stateEventCreated: 0,
    paymentFailedAt: null,
  });
  return await ctx.db.get("subscriptions", id);
}

/** Newest wins: a failure older than the newest payment is stale, and vice versa. */
async function recordPayment(
  ctx: MutationCtx,
  row: Doc<"subscriptions">,
  paid: boolean,
  at: number,
) {
  const paidAt = row.invoicePaidAt ?? 0;
  if (paid) {
    const stale = row.paymentFailedAt !== null && row.paymentFailedAt > at;
    await ctx.db.patch("subscriptions", row._id, {
      invoicePaidAt: Math.max(paidAt, at),
      paymentFailedAt: stale ? row.paymentFailedAt : null,
    });
  } else if (at > paidAt) {
    await ctx.db.patch("subscriptions", row._id, {
      paymentFailedAt: Math.max(row.paymentFailedAt ?? 0, at),
    });
  }
}

export async function applyInvoiceEvent(
  ctx: MutationCtx,
  created: number,
  event: InvoiceEvent,
): Promise<string> {
  const subscriptionId = event.subscriptionId;
  if (subscriptionId === null) return "ignored: not a subscription invoice";
  const existing = await subscriptionRow(ctx, subscriptionId);
  const userId = await resolveUser(ctx, event, existing?.userId ?? null);
  if (userId === null) return "ignored: no user for this invoice";
  const paid = event.type === "invoice.paid";
  const plan = event.priceId === null ? null : await tierForPriceId(ctx, event.priceId);

  const row = existing ?? (await provisionalRow(ctx, userId, { ...event, subscriptionId }, plan));
  if (row !== null) await recordPayment(ctx, row, paid, created * 1000);
  if (!paid) return "applied: payment failed, notice shown";
  const outcome = await grantForInvoice(ctx, userId, { ...event, subscriptionId }, plan);
  const settled = row === null ? null : await ctx.db.get("subscriptions", row._id);
  if (settled !== null) await settleSubscription(ctx, settled);
  return outcome;
}

async function grantForInvoice(
  ctx: MutationCtx,
  userId: Id<"users">,
  event: InvoiceEvent & { subscriptionId: string },
  plan: Doc<"subscriptionTiers"> | null,
): Promise<string> {
  if (event.billingReason === "subscription_update") {
    return "applied: proration invoice, the plan change tops up";
  }
  if (plan === null || event.periodStart === null) {
    return "ignored: the invoice's price buys no plan";
  }
  if (await alreadyGranted(ctx, event.invoiceId)) return "duplicate: invoice already granted";
  const { subscriptionId } = event;
  const periodStart = event.periodStart * 1000;
  await raisePeriodTier(ctx, { userId, subscriptionId, periodStart, plan, topUp: false });
  const topTier = await periodTier(ctx, subscriptionId, periodStart);
  const top = (topTier === null ? null : await tierRow(ctx, topTier)) ?? plan;
  const granted = await grantPeriodUpTo(ctx, {
    userId,
    subscriptionId,
    periodStart,
    credits: top.legendCredits,
    note: `${top.name} plan: monthly credits`,
    sourceId: event.invoiceId,
  });
  return `applied: granted ${granted} credits`;
}
