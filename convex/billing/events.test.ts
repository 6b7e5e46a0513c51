import { describe, expect, it } from "vitest";
import { normalizeStripeEvent } from "./events";
import { DEC_1, JAN_1, NOV_1, invoiceEvent, subscriptionEvent } from "./stripeEvents.fixtures";

/*
 * A webhook endpoint renders events in its own API version, so an account whose endpoint was
 * made before 2025-03-31 (or left on an old default) sends the older shapes: these must read
 * the same as the SDK's own version.
 */

type Event = { type: string; data: { object: Record<string, unknown> } };

const subscription = (extra: { cancelAtPeriodEnd?: boolean; cancelAt?: number | null } = {}) =>
  subscriptionEvent("updated", {
    id: "evt_sub",
    created: NOV_1 + 10,
    subscription: "sub_1",
    customer: "cus_1",
    userId: "user_1",
    price: "price_pro",
    periodStart: NOV_1,
    periodEnd: DEC_1,
    ...extra,
  }) as Event;

const paidInvoice = () =>
  invoiceEvent("paid", {
    id: "evt_inv",
    created: NOV_1 + 9,
    invoice: "in_1",
    customer: "cus_1",
    subscription: "sub_1",
    userId: "user_1",
    price: "price_pro",
    periodStart: NOV_1,
    periodEnd: DEC_1,
  }) as Event;

type Json = Record<string, unknown>;
type Lines = { object: string; data: Json[] };

/** The same subscription as API versions before 2025-03-31 sent it: the period on itself. */
function olderSubscription(event: Event): Event {
  const { items, ...object } = event.data.object as Json & { items: Lines };
  const { current_period_start: start, current_period_end: end, ...item } = items.data[0];
  return {
    ...event,
    data: {
      object: {
        ...object,
        current_period_start: start,
        current_period_end: end,
        items: { ...items, data: [item] },
      },
    },
  };
}

/** The same invoice in the older shape: subscription at the top, each line's price object. */
function olderInvoice(event: Event): Event {
  const { parent, lines, ...object } = event.data.object as Json & {
    parent: { subscription_details: { subscription: string; metadata: Json } };
    lines: Lines;
  };
  const { subscription: subscriptionId, metadata } = parent.subscription_details;
  const data = lines.data.map(({ pricing, ...line }) => ({
    ...line,
    price: { id: (pricing as { price_details: { price: string } }).price_details.price },
  }));
  return {
    ...event,
    data: {
      object: {
        ...object,
        subscription: subscriptionId,
        subscription_details: { metadata },
        lines: { ...lines, data },
      },
    },
  };
}

describe("normalizeStripeEvent", () => {
  it("reads a subscription's period from where older API versions kept it", () => {
    const current = normalizeStripeEvent(subscription());
    expect(current).toMatchObject({ currentPeriodStart: NOV_1, currentPeriodEnd: DEC_1 });
    expect(normalizeStripeEvent(olderSubscription(subscription()))).toEqual(current);
  });

  it("reads an invoice's subscription, user and price from where older versions kept them", () => {
    const current = normalizeStripeEvent(paidInvoice());
    expect(current).toMatchObject({
      subscriptionId: "sub_1",
      userId: "user_1",
      priceId: "price_pro",
      periodStart: NOV_1,
    });
    expect(normalizeStripeEvent(olderInvoice(paidInvoice()))).toEqual(current);
  });

  it("reads a cancellation at the period's end in classic and flexible billing alike", () => {
    const ending = (extra: Parameters<typeof subscription>[0]) =>
      (normalizeStripeEvent(subscription(extra)) as { cancelAtPeriodEnd: boolean })
        .cancelAtPeriodEnd;
    expect(ending({})).toBe(false);
    expect(ending({ cancelAtPeriodEnd: true, cancelAt: DEC_1 })).toBe(true);
    // Flexible billing: the boolean stays false and cancel_at is the period's end.
    expect(ending({ cancelAt: DEC_1 })).toBe(true);
    // A cancel date after this period: it renews first.
    expect(ending({ cancelAt: JAN_1 })).toBe(false);
  });
});
