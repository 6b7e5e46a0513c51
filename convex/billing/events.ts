import { v, type Infer } from "convex/values";

/**
 * The contract between Stripe's webhook payloads and the code that applies them. The webhook
 * HTTP action verifies the raw body, then `normalizeStripeEvent` keeps only the fields the
 * billing rules read, so the applying mutation gets a small, validated argument. The offline
 * checkout builds its events in Stripe's own shapes (API version below), so both paths go
 * through this file.
 *
 * Shapes follow Stripe API version 2026-10-28 (the `stripe` SDK's pinned version): a
 * subscription's period lives on its items, an invoice's subscription under
 * `parent.subscription_details`, an invoice line's price under `pricing.price_details`. A
 * webhook endpoint renders events in its own API version (the account's default unless chosen),
 * so the pre-2025-03-31 places of those fields are read too.
 */

const subscriptionFields = {
  subscriptionId: v.string(),
  customerId: v.string(),
  /** From the subscription's metadata (set at checkout); null when absent. */
  userId: v.union(v.string(), v.null()),
  status: v.string(),
  priceId: v.string(),
  /** Seconds, from the first item. */
  currentPeriodStart: v.number(),
  currentPeriodEnd: v.number(),
  cancelAtPeriodEnd: v.boolean(),
};

export const normalizedEventValidator = v.union(
  v.object({
    type: v.literal("checkout.session.completed"),
    sessionId: v.string(),
    mode: v.union(v.literal("subscription"), v.literal("payment")),
    /** `client_reference_id`, else `metadata.userId`. */
    userId: v.union(v.string(), v.null()),
    customerId: v.union(v.string(), v.null()),
    subscriptionId: v.union(v.string(), v.null()),
    paymentIntentId: v.union(v.string(), v.null()),
    /** 'paid', 'unpaid' or 'no_payment_required'. */
    paymentStatus: v.string(),
    /** `metadata.packageId` for a credit pack. */
    packageId: v.union(v.string(), v.null()),
    amountTotal: v.union(v.number(), v.null()),
  }),
  v.object({
    type: v.union(
      v.literal("customer.subscription.created"),
      v.literal("customer.subscription.updated"),
      v.literal("customer.subscription.deleted"),
    ),
    ...subscriptionFields,
  }),
  v.object({
    type: v.union(v.literal("invoice.paid"), v.literal("invoice.payment_failed")),
    invoiceId: v.string(),
    customerId: v.string(),
    subscriptionId: v.union(v.string(), v.null()),
    /** `parent.subscription_details.metadata.userId`, when present. */
    userId: v.union(v.string(), v.null()),
    /** subscription_create, subscription_cycle, subscription_update, manual, ... */
    billingReason: v.union(v.string(), v.null()),
    /** The first subscription line's price and period (seconds). */
    priceId: v.union(v.string(), v.null()),
    periodStart: v.union(v.number(), v.null()),
    periodEnd: v.union(v.number(), v.null()),
    amountPaid: v.number(),
  }),
  v.object({
    type: v.literal("charge.refunded"),
    chargeId: v.string(),
    paymentIntentId: v.union(v.string(), v.null()),
    customerId: v.union(v.string(), v.null()),
    /** Cents. */
    amount: v.number(),
    amountRefunded: v.number(),
  }),
);
export type NormalizedEvent = Infer<typeof normalizedEventValidator>;

/** The envelope every applied event carries (idempotency and ordering). */
export const eventEnvelopeValidator = {
  eventId: v.string(),
  /** Stripe's `created`, seconds. */
  created: v.number(),
  event: normalizedEventValidator,
};

export const HANDLED_EVENT_TYPES = [
  "checkout.session.completed",
  "customer.subscription.created",
  "customer.subscription.updated",
  "customer.subscription.deleted",
  "invoice.paid",
  "invoice.payment_failed",
  "charge.refunded",
] as const;

type Json = Record<string, unknown>;

function record(value: unknown): Json | null {
  return typeof value === "object" && value !== null && !Array.isArray(value)
    ? (value as Json)
    : null;
}

function str(value: unknown): string | null {
  return typeof value === "string" && value !== "" ? value : null;
}

/** An expandable field: an id string or the expanded object's id. */
function idOf(value: unknown): string | null {
  return str(value) ?? str(record(value)?.id);
}

function num(value: unknown): number | null {
  return typeof value === "number" && Number.isFinite(value) ? value : null;
}

function firstOf(list: unknown): Json | null {
  const data = record(list)?.data;
  return Array.isArray(data) ? record(data[0]) : null;
}

/**
 * A cancellation scheduled for the period's end. Classic billing says so with
 * `cancel_at_period_end`; flexible billing (the default for new subscriptions, and what the
 * Customer Portal's cancel sets there) leaves that false and sets `cancel_at` to the period's end.
 */
function endsWithPeriod(object: Json, periodEnd: number): boolean {
  const cancelAt = num(object.cancel_at);
  return cancelAt !== null && cancelAt <= periodEnd;
}

function normalizeSubscription(type: string, object: Json): NormalizedEvent | null {
  const item = firstOf(object.items);
  const subscriptionId = str(object.id);
  const customerId = idOf(object.customer);
  const priceId = idOf(item?.price);
  // Before API version 2025-03-31 the period was the subscription's own, not its items'.
  const start = num(item?.current_period_start) ?? num(object.current_period_start);
  const end = num(item?.current_period_end) ?? num(object.current_period_end);
  const status = str(object.status);
  if (!subscriptionId || !customerId || !priceId || start === null || end === null || !status) {
    return null;
  }
  return {
    type: type as "customer.subscription.updated",
    subscriptionId,
    customerId,
    userId: str(record(object.metadata)?.userId),
    status,
    priceId,
    currentPeriodStart: start,
    currentPeriodEnd: end,
    cancelAtPeriodEnd: object.cancel_at_period_end === true || endsWithPeriod(object, end),
  };
}

function normalizeInvoice(type: string, object: Json): NormalizedEvent | null {
  const invoiceId = str(object.id);
  const customerId = idOf(object.customer);
  if (!invoiceId || !customerId) return null;
  // Older API versions (an endpoint pinned before 2025-03-31) keep the subscription at the top
  // level and each line's price under `price`.
  const details =
    record(record(object.parent)?.subscription_details) ?? record(object.subscription_details);
  const lines = record(object.lines)?.data;
  const priceOf = (entry: Json | null) =>
    idOf(record(record(entry?.pricing)?.price_details)?.price) ?? idOf(entry?.price);
  const line = Array.isArray(lines)
    ? (lines.map(record).find((entry) => priceOf(entry) !== null) ?? null)
    : null;
  const period = record(line?.period);
  return {
    type: type as "invoice.paid",
    invoiceId,
    customerId,
    subscriptionId: idOf(details?.subscription) ?? idOf(object.subscription),
    userId: str(record(details?.metadata)?.userId),
    billingReason: str(object.billing_reason),
    priceId: priceOf(line),
    periodStart: num(period?.start),
    periodEnd: num(period?.end),
    amountPaid: num(object.amount_paid) ?? 0,
  };
}

/**
 * Keeps what the billing rules read from a verified Stripe event; null for an event type this
 * app ignores or a payload missing what it needs (answered 200, recorded as ignored).
 */
export function normalizeStripeEvent(event: {
  type: string;
  data: { object: unknown };
}): NormalizedEvent | null {
  const object = record(event.data.object);
  if (object === null) return null;
  switch (event.type) {
    case "checkout.session.completed": {
      const sessionId = str(object.id);
      const mode = object.mode;
      if (!sessionId || (mode !== "subscription" && mode !== "payment")) return null;
      const metadata = record(object.metadata);
      return {
        type: "checkout.session.completed",
        sessionId,
        mode,
        userId: str(object.client_reference_id) ?? str(metadata?.userId),
        customerId: idOf(object.customer),
        subscriptionId: idOf(object.subscription),
        paymentIntentId: idOf(object.payment_intent),
        paymentStatus: str(object.payment_status) ?? "unpaid",
        packageId: str(metadata?.packageId),
        amountTotal: num(object.amount_total),
      };
    }
    case "customer.subscription.created":
    case "customer.subscription.updated":
    case "customer.subscription.deleted":
      return normalizeSubscription(event.type, object);
    case "invoice.paid":
    case "invoice.payment_failed":
      return normalizeInvoice(event.type, object);
    case "charge.refunded": {
      const chargeId = str(object.id);
      const amount = num(object.amount);
      if (!chargeId || amount === null) return null;
      return {
        type: "charge.refunded",
        chargeId,
        paymentIntentId: idOf(object.payment_intent),
        customerId: idOf(object.customer),
        amount,
        amountRefunded: num(object.amount_refunded) ?? 0,
      };
    }
    default:
      return null;
  }
}
