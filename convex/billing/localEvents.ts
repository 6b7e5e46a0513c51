import Stripe from "stripe";

/**
 * The events the offline checkout sends the webhook, in Stripe's own shapes (API version of the
 * `stripe` SDK, 2026-10-28) so they go through the same verification, normalizeStripeEvent and
 * applying code as Stripe's. Pure: ids are derived from the checkout session's id, so sending a
 * paid order's events again repeats the same event ids and the webhook applies each once.
 */

export const LOCAL_API_VERSION: string = Stripe.API_VERSION;

export type LocalEvent = {
  id: string;
  object: "event";
  api_version: string;
  created: number;
  livemode: false;
  pending_webhooks: number;
  request: { id: null; idempotency_key: null };
  type: string;
  data: { object: Record<string, unknown>; previous_attributes?: Record<string, unknown> };
};

/** The subscription the user already has (a plan change or the portal's switch acts on it). */
export type CurrentSubscription = {
  subscriptionId: string;
  priceId: string;
  status: string;
  /** Seconds. */
  periodStart: number;
  periodEnd: number;
  cancelAtPeriodEnd: boolean;
  /** `created` of the newest event applied to it, seconds. */
  stateEventCreated: number;
};

export type LocalOrder = {
  sessionId: string;
  userId: string;
  customerId: string;
  /** The plan's tier or the pack's id. */
  itemId: string;
  /** The plan's price (its `price_local_<tier>` stand-in offline). */
  priceId: string | null;
  amountCents: number;
  successUrl: string;
  cancelUrl: string;
};

const SESSION_PREFIX = "cs_local_";

/** The random part of a local session id, which every id of its events reuses. */
export function orderKey(sessionId: string): string {
  return sessionId.startsWith(SESSION_PREFIX) ? sessionId.slice(SESSION_PREFIX.length) : sessionId;
}

/** One calendar month on, as Stripe bills a monthly price. */
export function addMonth(seconds: number): number {
  const date = new Date(seconds * 1000);
  const next = new Date(date);
  next.setUTCMonth(date.getUTCMonth() + 1);
  // Jan 31 + 1 month is the end of February, not early March.
  if (next.getUTCDate() !== date.getUTCDate()) next.setUTCDate(0);
  return Math.floor(next.getTime() / 1000);
}

function envelope(
  id: string,
  type: string,
  created: number,
  object: Record<string, unknown>,
  previous?: Record<string, unknown>,
): LocalEvent {
  return {
    id,
    object: "event",
    api_version: LOCAL_API_VERSION,
    created,
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type,
    data: previous === undefined ? { object } : { object, previous_attributes: previous },
  };
}

function subscriptionObject(fields: {
  subscriptionId: string;
  itemId: string;
  customerId: string;
  userId: string;
  priceId: string;
  status: string;
  periodStart: number;
  periodEnd: number;
  cancelAtPeriodEnd: boolean;
  created: number;
}): Record<string, unknown> {
  return {
    id: fields.subscriptionId,
    object: "subscription",
    customer: fields.customerId,
    status: fields.status,
    metadata: { userId: fields.userId },
    cancel_at_period_end: fields.cancelAtPeriodEnd,
    cancel_at: fields.cancelAtPeriodEnd ? fields.periodEnd : null,
    created: fields.created,
    currency: "usd",
    livemode: false,
    items: {
      object: "list",
      has_more: false,
      data: [
        {
          id: fields.itemId,
          object: "subscription_item",
          price: { id: fields.priceId, object: "price", currency: "usd" },
          quantity: 1,
          current_period_start: fields.periodStart,
          current_period_end: fields.periodEnd,
        },
      ],
    },
  };
}

/**
 * A paid plan order: the subscription (created, or updated when the user already has one: a plan
 * change keeps its period, as Stripe does), its paid invoice, then the completed checkout.
 */
export function subscriptionOrderEvents(
  order: LocalOrder & { priceId: string },
  current: CurrentSubscription | null,
  now: number,
): LocalEvent[] {
  const key = orderKey(order.sessionId);
  const subscriptionId = current?.subscriptionId ?? `sub_local_${key}`;
  const periodStart = current?.periodStart ?? now;
  const periodEnd = current?.periodEnd ?? addMonth(now);
  // Subscription state follows the newest `created`: this change must be newer than the last.
  const created = Math.max(now, (current?.stateEventCreated ?? 0) + 1);
  const userMeta = { userId: order.userId };
  const subscription = subscriptionObject({
    subscriptionId,
    itemId: `si_local_${key}`,
    customerId: order.customerId,
    userId: order.userId,
    priceId: order.priceId,
    status: "active",
    periodStart,
    periodEnd,
    cancelAtPeriodEnd: false,
    created,
  });
  const invoice = {
    id: `in_local_${key}`,
    object: "invoice",
    customer: order.customerId,
    status: "paid",
    billing_reason: current === null ? "subscription_create" : "subscription_update",
    currency: "usd",
    amount_due: order.amountCents,
    amount_paid: order.amountCents,
    created,
    period_start: periodStart,
    period_end: periodEnd,
    parent: {
      type: "subscription_details",
      quote_details: null,
      subscription_details: { subscription: subscriptionId, metadata: userMeta },
    },
    lines: {
      object: "list",
      has_more: false,
      data: [
        {
          id: `il_local_${key}`,
          object: "line_item",
          amount: order.amountCents,
          currency: "usd",
          quantity: 1,
          period: { start: periodStart, end: periodEnd },
          pricing: {
            type: "price_details",
            unit_amount_decimal: String(order.amountCents),
            price_details: { price: order.priceId, product: `prod_local_${order.itemId}` },
          },
        },
      ],
    },
  };
  const session = {
    ...sessionBase(order, "subscription"),
    subscription: subscriptionId,
    payment_intent: null,
    metadata: { userId: order.userId, tier: order.itemId },
  };
  return [
    current === null
      ? envelope(`evt_local_${key}_sub`, "customer.subscription.created", created, subscription)
      : envelope(`evt_local_${key}_sub`, "customer.subscription.updated", created, subscription, {
          items: { object: "list", data: [{ price: { id: current.priceId } }] },
        }),
    envelope(`evt_local_${key}_inv`, "invoice.paid", created, invoice),
    envelope(`evt_local_${key}_cs`, "checkout.session.completed", created, session),
  ];
}

/** A credit pack order: the completed, paid checkout session in payment mode. */
export function creditOrderEvents(order: LocalOrder, now: number): LocalEvent[] {
  const key = orderKey(order.sessionId);
  const session = {
    ...sessionBase(order, "payment"),
    subscription: null,
    payment_intent: `pi_local_${key}`,
    metadata: { userId: order.userId, packageId: order.itemId },
  };
  return [envelope(`evt_local_${key}_cs`, "checkout.session.completed", now, session)];
}

function sessionBase(order: LocalOrder, mode: "subscription" | "payment") {
  return {
    id: order.sessionId,
    object: "checkout.session",
    mode,
    status: "complete",
    payment_status: "paid",
    client_reference_id: order.userId,
    customer: order.customerId,
    currency: "usd",
    amount_subtotal: order.amountCents,
    amount_total: order.amountCents,
    livemode: false,
    success_url: order.successUrl,
    cancel_url: order.cancelUrl,
  };
}

/** The test portal's switch: the user's subscription with cancel_at_period_end set or cleared. */
export function cancelAtPeriodEndEvent(
  subscription: CurrentSubscription & { customerId: string; userId: string },
  cancel: boolean,
  now: number,
  eventId: string,
): LocalEvent {
  const created = Math.max(now, subscription.stateEventCreated + 1);
  const object = subscriptionObject({
    subscriptionId: subscription.subscriptionId,
    itemId: `si_local_${subscription.subscriptionId.replace(/^sub_local_/, "")}`,
    customerId: subscription.customerId,
    userId: subscription.userId,
    priceId: subscription.priceId,
    status: subscription.status,
    periodStart: subscription.periodStart,
    periodEnd: subscription.periodEnd,
    cancelAtPeriodEnd: cancel,
    created,
  });
  return envelope(eventId, "customer.subscription.updated", created, object, {
    cancel_at_period_end: !cancel,
  });
}
