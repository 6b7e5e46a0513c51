import { describe, expect, it } from "vitest";
import { normalizeStripeEvent } from "./events";
import {
  addMonth,
  cancelAtPeriodEndEvent,
  creditOrderEvents,
  LOCAL_API_VERSION,
  subscriptionOrderEvents,
} from "./localEvents";
import { signWebhookPayload, verifyWebhook } from "./stripeClient";

const NOW = 1_800_000_000;
const order = {
  sessionId: "cs_local_abc123",
  userId: "user_1",
  customerId: "cus_local_c1",
  itemId: "pro",
  priceId: "price_local_pro",
  amountCents: 39900,
  successUrl: "http://localhost:5173/subscription/success?session_id=cs_local_abc123",
  cancelUrl: "http://localhost:5173/pricing?canceled=1",
};

describe("the offline checkout's events", () => {
  it("a new plan: subscription created, first invoice paid, checkout completed", () => {
    const events = subscriptionOrderEvents(order, null, NOW);
    expect(events.map((e) => [e.id, e.type])).toEqual([
      ["evt_local_abc123_sub", "customer.subscription.created"],
      ["evt_local_abc123_inv", "invoice.paid"],
      ["evt_local_abc123_cs", "checkout.session.completed"],
    ]);
    expect(events.every((e) => e.api_version === LOCAL_API_VERSION)).toBe(true);
    expect(LOCAL_API_VERSION).toMatch(/^2026-10-28/);
    const end = addMonth(NOW);
    expect(events.map((e) => normalizeStripeEvent(e))).toEqual([
      {
        type: "customer.subscription.created",
        subscriptionId: "sub_local_abc123",
        customerId: "cus_local_c1",
        userId: "user_1",
        status: "active",
        priceId: "price_local_pro",
        currentPeriodStart: NOW,
        currentPeriodEnd: end,
        cancelAtPeriodEnd: false,
      },
      {
        type: "invoice.paid",
        invoiceId: "in_local_abc123",
        customerId: "cus_local_c1",
        subscriptionId: "sub_local_abc123",
        userId: "user_1",
        billingReason: "subscription_create",
        priceId: "price_local_pro",
        periodStart: NOW,
        periodEnd: end,
        amountPaid: 39900,
      },
      {
        type: "checkout.session.completed",
        sessionId: "cs_local_abc123",
        mode: "subscription",
        userId: "user_1",
        customerId: "cus_local_c1",
        subscriptionId: "sub_local_abc123",
        paymentIntentId: null,
        paymentStatus: "paid",
        packageId: null,
        amountTotal: 39900,
      },
    ]);
  });

  it("a plan change: the current subscription updated in its period, newer than its state", () => {
    const current = {
      subscriptionId: "sub_local_old",
      priceId: "price_local_starter",
      status: "active",
      periodStart: NOW - 1000,
      periodEnd: NOW + 5000,
      cancelAtPeriodEnd: true,
      stateEventCreated: NOW + 10,
    };
    const events = subscriptionOrderEvents(order, current, NOW);
    expect(events[0].type).toBe("customer.subscription.updated");
    expect(events.every((e) => e.created === NOW + 11)).toBe(true);
    const [sub, invoice, session] = events.map((e) => normalizeStripeEvent(e));
    expect(sub).toMatchObject({
      subscriptionId: "sub_local_old",
      priceId: "price_local_pro",
      currentPeriodStart: NOW - 1000,
      currentPeriodEnd: NOW + 5000,
      cancelAtPeriodEnd: false,
    });
    expect(invoice).toMatchObject({
      billingReason: "subscription_update",
      subscriptionId: "sub_local_old",
      periodStart: NOW - 1000,
    });
    expect(session).toMatchObject({ subscriptionId: "sub_local_old", mode: "subscription" });
  });

  it("a credit pack: one paid checkout session in payment mode", () => {
    const events = creditOrderEvents({ ...order, itemId: "popular", priceId: null }, NOW);
    expect(events).toHaveLength(1);
    expect(normalizeStripeEvent(events[0])).toEqual({
      type: "checkout.session.completed",
      sessionId: "cs_local_abc123",
      mode: "payment",
      userId: "user_1",
      customerId: "cus_local_c1",
      subscriptionId: null,
      paymentIntentId: "pi_local_abc123",
      paymentStatus: "paid",
      packageId: "popular",
      amountTotal: 39900,
    });
  });

  it("the portal switch toggles cancel_at_period_end and nothing else", () => {
    const current = {
      subscriptionId: "sub_local_s1",
      customerId: "cus_local_c1",
      userId: "user_1",
      priceId: "price_local_pro",
      status: "active",
      periodStart: NOW - 100,
      periodEnd: NOW + 100,
      cancelAtPeriodEnd: false,
      stateEventCreated: NOW,
    };
    for (const cancel of [true, false]) {
      const event = cancelAtPeriodEndEvent(current, cancel, NOW, "evt_local_x");
      expect(event.created).toBe(NOW + 1);
      expect(normalizeStripeEvent(event)).toEqual({
        type: "customer.subscription.updated",
        subscriptionId: "sub_local_s1",
        customerId: "cus_local_c1",
        userId: "user_1",
        status: "active",
        priceId: "price_local_pro",
        currentPeriodStart: NOW - 100,
        currentPeriodEnd: NOW + 100,
        cancelAtPeriodEnd: cancel,
      });
    }
  });

  it("the same order gives the same event ids (a resend is a replay)", () => {
    const a = subscriptionOrderEvents(order, null, NOW).map((e) => e.id);
    const b = subscriptionOrderEvents(order, null, NOW + 60).map((e) => e.id);
    expect(b).toEqual(a);
  });

  it("months end where Stripe ends them", () => {
    const jan31 = Date.UTC(2027, 0, 31, 12) / 1000;
    expect(new Date(addMonth(jan31) * 1000).toISOString()).toBe("2027-02-28T12:00:00.000Z");
    const mar15 = Date.UTC(2027, 2, 15) / 1000;
    expect(new Date(addMonth(mar15) * 1000).toISOString()).toBe("2027-04-15T00:00:00.000Z");
  });

  it("signed events pass the webhook's verification and come back unchanged", async () => {
    const [event] = creditOrderEvents({ ...order, itemId: "popular" }, NOW);
    const payload = JSON.stringify(event);
    const header = await signWebhookPayload(payload, "whsec_local_test");
    const verified = await verifyWebhook(payload, header, "whsec_local_test");
    expect(verified.id).toBe(event.id);
    await expect(verifyWebhook(payload, header, "whsec_other")).rejects.toThrow();
  });
});
