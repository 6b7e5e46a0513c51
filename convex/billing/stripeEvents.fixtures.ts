/**
 * Stripe webhook events in the shapes of API version 2026-10-28 (the SDK's pinned version), as
 * Stripe would send them, for the webhook tests. Only fields Stripe really sends; defaults are
 * a plausible test-mode payload. (Two dots in the name: never deployed.)
 */
import { vi } from "vitest";
import { internal } from "../_generated/api";
import type { Id } from "../_generated/dataModel";
import { makeTest, type TestApp } from "../test.setup";
import { signWebhookPayload } from "./stripeClient";

export const WEBHOOK_SECRET = "whsec_test_webhook_secret_0123456789";
export const API_VERSION = "2026-10-28.endive";

/** Seconds; a fixed clock so fixtures read like a real month. */
export const NOV_1 = Date.UTC(2026, 10, 1) / 1000;
export const DEC_1 = Date.UTC(2026, 11, 1) / 1000;
export const JAN_1 = Date.UTC(2027, 0, 1) / 1000;

type Json = Record<string, unknown>;

export function envelope(id: string, type: string, created: number, object: Json): Json {
  return {
    id,
    object: "event",
    api_version: API_VERSION,
    created,
    data: { object },
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type,
  };
}

export function checkoutCompleted(o: {
  id: string;
  created: number;
  sessionId: string;
  mode: "subscription" | "payment";
  userId: string | null;
  customer: string;
  subscription?: string;
  paymentIntent?: string;
  packageId?: string;
  amountTotal?: number;
  paymentStatus?: string;
}) {
  return envelope(o.id, "checkout.session.completed", o.created, {
    id: o.sessionId,
    object: "checkout.session",
    mode: o.mode,
    status: "complete",
    client_reference_id: o.userId,
    customer: o.customer,
    subscription: o.subscription ?? null,
    payment_intent: o.paymentIntent ?? null,
    payment_status: o.paymentStatus ?? "paid",
    amount_total: o.amountTotal ?? null,
    currency: "usd",
    metadata: o.packageId ? { userId: o.userId, packageId: o.packageId } : { userId: o.userId },
  });
}

export function subscriptionEvent(
  type: "created" | "updated" | "deleted",
  o: {
    id: string;
    created: number;
    subscription: string;
    customer: string;
    userId: string | null;
    status?: string;
    price: string;
    periodStart: number;
    periodEnd: number;
    cancelAtPeriodEnd?: boolean;
    /** Flexible billing's scheduled cancellation (seconds); null when none. */
    cancelAt?: number | null;
  },
) {
  return envelope(o.id, `customer.subscription.${type}`, o.created, {
    id: o.subscription,
    object: "subscription",
    customer: o.customer,
    status: o.status ?? (type === "deleted" ? "canceled" : "active"),
    cancel_at_period_end: o.cancelAtPeriodEnd ?? false,
    cancel_at: o.cancelAt ?? null,
    metadata: o.userId === null ? {} : { userId: o.userId },
    items: {
      object: "list",
      data: [
        {
          id: `si_${o.subscription}`,
          object: "subscription_item",
          price: { id: o.price, object: "price", recurring: { interval: "month" } },
          quantity: 1,
          current_period_start: o.periodStart,
          current_period_end: o.periodEnd,
        },
      ],
    },
  });
}

export function invoiceEvent(
  type: "paid" | "payment_failed",
  o: {
    id: string;
    created: number;
    invoice: string;
    customer: string;
    subscription: string;
    userId: string | null;
    price: string;
    periodStart: number;
    periodEnd: number;
    amountPaid?: number;
    billingReason?: string;
  },
) {
  return envelope(o.id, `invoice.${type}`, o.created, {
    id: o.invoice,
    object: "invoice",
    customer: o.customer,
    status: type === "paid" ? "paid" : "open",
    billing_reason: o.billingReason ?? "subscription_cycle",
    amount_paid: type === "paid" ? (o.amountPaid ?? 39900) : 0,
    parent: {
      type: "subscription_details",
      subscription_details: {
        subscription: o.subscription,
        metadata: o.userId === null ? {} : { userId: o.userId },
      },
    },
    lines: {
      object: "list",
      data: [
        {
          id: `il_${o.invoice}`,
          object: "line_item",
          period: { start: o.periodStart, end: o.periodEnd },
          pricing: { type: "price_details", price_details: { price: o.price, product: "prod_1" } },
        },
      ],
    },
  });
}

export function chargeRefunded(o: {
  id: string;
  created: number;
  charge: string;
  paymentIntent: string;
  customer: string;
  amount: number;
  amountRefunded: number;
}) {
  return envelope(o.id, "charge.refunded", o.created, {
    id: o.charge,
    object: "charge",
    amount: o.amount,
    amount_refunded: o.amountRefunded,
    refunded: o.amountRefunded >= o.amount,
    customer: o.customer,
    payment_intent: o.paymentIntent,
  });
}

/** POSTs `event` to the webhook, signed with `secret` as Stripe would (or with `header`). */
export async function deliver(
  t: Pick<TestApp, "fetch">,
  event: Json | string,
  options: { secret?: string; header?: string | null } = {},
): Promise<Response> {
  const body = typeof event === "string" ? event : JSON.stringify(event);
  const header =
    options.header !== undefined
      ? options.header
      : await signWebhookPayload(body, options.secret ?? WEBHOOK_SECRET);
  return await t.fetch("/api/stripe/webhook", {
    method: "POST",
    headers: {
      "Content-Type": "application/json",
      ...(header === null ? {} : { "Stripe-Signature": header }),
    },
    body,
  });
}

/** Stripe price ids the tests' plans are configured with (as an admin would on /admin). */
export const PRICES = {
  starter: "price_1Starter",
  pro: "price_1Pro",
  business: "price_1Business",
} as const;

/** A seeded app with the webhook secret set and each paid plan given its Stripe price. */
export async function billingApp(): Promise<TestApp> {
  vi.stubEnv("STRIPE_WEBHOOK_SECRET", WEBHOOK_SECRET);
  const t = makeTest();
  await t.mutation(internal.system.seed.run, {});
  await t.run(async (ctx) => {
    for (const [tier, price] of Object.entries(PRICES)) {
      const row = await ctx.db
        .query("subscriptionTiers")
        .withIndex("by_tier", (q) => q.eq("tier", tier))
        .unique();
      if (row !== null) await ctx.db.patch("subscriptionTiers", row._id, { stripePriceId: price });
    }
  });
  return t;
}

/** Ties a Stripe customer to the user, as checkout does before it redirects to Stripe. */
export async function linkCustomer(t: TestApp, userId: Id<"users">, customer: string) {
  await t.run(async (ctx) => {
    await ctx.db.insert("billingCustomers", { userId, stripeCustomerId: customer });
  });
}

/** Everything billing leaves behind for a user, without ids or creation times (comparable). */
export async function billingState(t: TestApp, userId: Id<"users">) {
  return await t.run(async (ctx) => {
    const user = await ctx.db.get("users", userId);
    const subscriptions = await ctx.db
      .query("subscriptions")
      .withIndex("by_user", (q) => q.eq("userId", userId))
      .take(10);
    const purchases = await ctx.db.query("creditPurchases").take(20);
    const grants = await ctx.db.query("subscriptionGrants").take(20);
    const ledger = await ctx.db
      .query("creditLedger")
      .withIndex("by_user", (q) => q.eq("userId", userId))
      .take(100);
    const total = (reason: string) =>
      ledger.filter((row) => row.reason === reason).reduce((sum, row) => sum + row.delta, 0);
    return {
      legendCredits: user?.legendCredits,
      subscriptionTier: user?.subscriptionTier,
      byReason: {
        monthly_grant: total("monthly_grant"),
        purchase: total("purchase"),
        pack_refund: total("pack_refund"),
      },
      subscriptions: subscriptions.map((row) => ({
        id: row.stripeSubscriptionId,
        status: row.status,
        tier: row.tier,
        scheduledTier: row.scheduledTier,
        cancelAtPeriodEnd: row.cancelAtPeriodEnd,
        currentPeriodEnd: row.currentPeriodEnd,
        paymentFailedAt: row.paymentFailedAt,
      })),
      purchases: purchases
        .map((row) => ({
          session: row.checkoutSessionId,
          granted: row.granted,
          credits: row.credits,
          amountRefunded: row.amountRefunded,
          creditsReversed: row.creditsReversed,
        }))
        .sort((a, b) => a.session.localeCompare(b.session)),
      grants: grants
        .map((row) => [row.stripeSubscriptionId, row.periodStart, row.credits] as const)
        .sort((a, b) => a[1] - b[1]),
    };
  });
}
