import { afterEach, describe, expect, it, vi } from "vitest";
import { api } from "../_generated/api";
import { asUser, createUser } from "../test.setup";
import {
  DEC_1,
  JAN_1,
  NOV_1,
  PRICES,
  billingApp,
  deliver,
  invoiceEvent,
  linkCustomer,
  subscriptionEvent,
} from "./stripeEvents.fixtures";
import {
  balance,
  invoice,
  ledger,
  nextId,
  proSubscriber,
  send,
  sub,
} from "./webhookDelivery.fixtures";

afterEach(() => vi.unstubAllEnvs());

describe("subscriptions and invoices", () => {
  it("put the user on the plan and grant its credits once per invoice", async () => {
    const t = await billingApp();
    const userId = await proSubscriber(t);
    expect(await balance(t, userId)).toBe(1500);
    expect(await ledger(t, userId)).toEqual([
      ["monthly_grant", 1500, "in_1", "Pro plan: monthly credits"],
    ]);
    const me = asUser(t, userId);
    expect(
      await me.query(api.billing.queries.checkoutResult, { sessionId: "cs_sub" }),
    ).toMatchObject({ status: "complete", kind: "subscription", planName: "Pro" });
    expect(await me.query(api.billing.queries.mySubscription, {})).toMatchObject({
      tier: "pro",
      status: "active",
      currentPeriodEnd: DEC_1 * 1000,
      paymentFailed: false,
    });
    const again = invoice("paid", userId, {
      created: NOV_1 + 3,
      invoice: "in_1",
      price: PRICES.pro,
    });
    expect(await send(t, again)).toBe("duplicate: invoice already granted");
    const next = invoice("paid", userId, {
      created: DEC_1,
      invoice: "in_2",
      price: PRICES.pro,
      start: DEC_1,
      end: JAN_1,
    });
    expect(await send(t, next)).toBe("applied: granted 1500 credits");
    expect(await balance(t, userId)).toBe(3000);
  });

  it("apply an upgrade at once and top the period up once", async () => {
    const t = await billingApp();
    const userId = await proSubscriber(t);
    const upgrade = sub("updated", userId, { created: NOV_1 + 86400, price: PRICES.business });
    expect(await send(t, upgrade)).toBe(
      "applied: subscription updated; upgrade topped up 3500 credits",
    );
    expect(await deliver(t, { ...upgrade, id: nextId() }).then((r) => r.status)).toBe(200);
    const proration = invoiceEvent("paid", {
      id: nextId(),
      created: NOV_1 + 86401,
      invoice: "in_prorate",
      customer: "cus_1",
      subscription: "sub_1",
      userId,
      price: PRICES.business,
      periodStart: NOV_1 + 86400,
      periodEnd: DEC_1,
      billingReason: "subscription_update",
    });
    expect(await send(t, proration)).toBe("applied: proration invoice, the plan change tops up");
    expect(await balance(t, userId)).toBe(5000);
    const plan = await asUser(t, userId).query(api.billing.queries.mySubscription, {});
    expect(plan).toMatchObject({ tier: "business", planName: "Business", scheduledPlanName: null });
  });

  it("schedule a downgrade for the period's end, then apply it with the next period", async () => {
    const t = await billingApp();
    const userId = await proSubscriber(t);
    await send(t, sub("updated", userId, { created: NOV_1 + 86400, price: PRICES.starter }));
    const me = asUser(t, userId);
    expect(await me.query(api.billing.queries.mySubscription, {})).toMatchObject({
      tier: "pro",
      scheduledPlanName: "Starter",
    });
    expect(await balance(t, userId)).toBe(1500);
    await send(
      t,
      invoice("paid", userId, {
        created: DEC_1,
        invoice: "in_2",
        price: PRICES.starter,
        start: DEC_1,
        end: JAN_1,
      }),
    );
    const renewal = { created: DEC_1 + 1, price: PRICES.starter, start: DEC_1, end: JAN_1 };
    await send(t, sub("updated", userId, renewal));
    expect(await me.query(api.billing.queries.mySubscription, {})).toMatchObject({
      tier: "starter",
      scheduledPlanName: null,
      currentPeriodEnd: JAN_1 * 1000,
    });
    expect(await balance(t, userId)).toBe(1800);
  });

  it("record a cancellation at period end, and return to free when Stripe ends it", async () => {
    const t = await billingApp();
    const userId = await proSubscriber(t);
    const me = asUser(t, userId);
    await send(t, sub("updated", userId, { created: NOV_1 + 10, price: PRICES.pro, cancel: true }));
    expect(await me.query(api.billing.queries.mySubscription, {})).toMatchObject({
      tier: "pro",
      cancelAtPeriodEnd: true,
      currentPeriodEnd: DEC_1 * 1000,
    });
    const ended = sub("deleted", userId, { created: DEC_1, price: PRICES.pro, cancel: true });
    const stale = sub("updated", userId, { created: NOV_1 + 20, price: PRICES.pro });
    await send(t, ended);
    expect(await send(t, stale)).toBe(
      "applied: older than the subscription's state, kept only its plan for the period",
    );
    expect(await me.query(api.billing.queries.mySubscription, {})).toMatchObject({
      tier: "free",
      status: null,
    });
    expect(await balance(t, userId)).toBe(1500);
  });

  it("read flexible billing's cancellation (cancel_at at the period's end) as ending then", async () => {
    // The Customer Portal's cancel on a flexible-billing subscription: cancel_at_period_end
    // stays false, cancel_at is the period's end.
    const t = await billingApp();
    const userId = await proSubscriber(t);
    const me = asUser(t, userId);
    const cancel = { price: PRICES.pro, cancelAt: DEC_1 };
    await send(t, sub("updated", userId, { created: NOV_1 + 10, ...cancel }));
    expect(await me.query(api.billing.queries.mySubscription, {})).toMatchObject({
      tier: "pro",
      cancelAtPeriodEnd: true,
      currentPeriodEnd: DEC_1 * 1000,
    });
    // 'Don't cancel' clears cancel_at; a cancel date past this period is a renewal first.
    await send(t, sub("updated", userId, { created: NOV_1 + 11, price: PRICES.pro }));
    expect(await me.query(api.billing.queries.mySubscription, {})).toMatchObject({
      cancelAtPeriodEnd: false,
    });
    await send(t, sub("updated", userId, { created: NOV_1 + 12, ...cancel, cancelAt: JAN_1 }));
    expect(await me.query(api.billing.queries.mySubscription, {})).toMatchObject({
      cancelAtPeriodEnd: false,
    });
  });

  it("show a failed payment without granting, cleared by a newer payment only", async () => {
    const t = await billingApp();
    const userId = await proSubscriber(t);
    const me = asUser(t, userId);
    const period = { price: PRICES.pro, start: DEC_1, end: JAN_1, invoice: "in_2" };
    const failed = invoice("payment_failed", userId, { ...period, created: DEC_1 + 10 });
    expect(await send(t, failed)).toBe("applied: payment failed, notice shown");
    expect(await balance(t, userId)).toBe(1500);
    expect((await me.query(api.billing.queries.mySubscription, {})).paymentFailed).toBe(true);
    await send(t, invoice("paid", userId, { ...period, created: DEC_1 + 3600 }));
    expect((await me.query(api.billing.queries.mySubscription, {})).paymentFailed).toBe(false);
    const late = invoice("payment_failed", userId, { ...period, created: DEC_1 + 20 });
    await send(t, late);
    expect((await me.query(api.billing.queries.mySubscription, {})).paymentFailed).toBe(false);
    expect(await balance(t, userId)).toBe(3000);
  });

  it("settle same-second events by kind: created never overwrites, deleted always wins", async () => {
    const t = await billingApp();
    const userId = await createUser(t);
    const active = sub("updated", userId, { created: NOV_1, price: PRICES.pro });
    const incomplete = subscriptionEvent("created", {
      id: nextId(),
      created: NOV_1,
      subscription: "sub_1",
      customer: "cus_1",
      userId,
      status: "incomplete",
      price: PRICES.pro,
      periodStart: NOV_1,
      periodEnd: DEC_1,
    });
    await send(t, active);
    await send(t, incomplete);
    const me = asUser(t, userId);
    expect(await me.query(api.billing.queries.mySubscription, {})).toMatchObject({
      tier: "pro",
      status: "active",
    });
    await send(t, sub("deleted", userId, { created: DEC_1, price: PRICES.pro }));
    await send(t, sub("updated", userId, { created: DEC_1, price: PRICES.pro }));
    expect(await me.query(api.billing.queries.mySubscription, {})).toMatchObject({
      tier: "free",
      status: null,
    });
  });

  it("keep a subscription with its first owner whatever a later event's metadata says", async () => {
    const t = await billingApp();
    const userId = await proSubscriber(t);
    const intruder = await createUser(t);
    const next = { created: DEC_1, invoice: "in_2", price: PRICES.pro, start: DEC_1, end: JAN_1 };
    await send(t, invoice("paid", intruder, next));
    expect(await balance(t, userId)).toBe(3000);
    expect(await balance(t, intruder)).toBe(0);
  });

  it("find the user through the customer when the event has no user id", async () => {
    const t = await billingApp();
    const userId = await createUser(t);
    await linkCustomer(t, userId, "cus_1");
    await send(t, sub("created", null, { created: NOV_1, price: PRICES.starter }));
    await send(
      t,
      invoice("paid", null, { created: NOV_1 + 1, invoice: "in_1", price: PRICES.starter }),
    );
    expect(await balance(t, userId)).toBe(300);
    const orphan = subscriptionEvent("created", {
      id: nextId(),
      created: NOV_1,
      subscription: "sub_2",
      customer: "cus_nobody",
      userId: null,
      price: PRICES.pro,
      periodStart: NOV_1,
      periodEnd: DEC_1,
    });
    expect(await send(t, orphan)).toBe("ignored: no user for this subscription");
  });

  it("understand the offline checkout's stand-in price ids", async () => {
    const t = await billingApp();
    vi.stubEnv("LOCAL_CHECKOUT", "local");
    await t.run(async (ctx) => {
      const rows = await ctx.db.query("subscriptionTiers").take(10);
      for (const row of rows)
        await ctx.db.patch("subscriptionTiers", row._id, { stripePriceId: null });
    });
    const userId = await createUser(t);
    await send(t, sub("created", userId, { created: NOV_1, price: "price_local_pro" }));
    await send(
      t,
      invoice("paid", userId, { created: NOV_1, invoice: "in_1", price: "price_local_pro" }),
    );
    expect(await asUser(t, userId).query(api.billing.queries.mySubscription, {})).toMatchObject({
      tier: "pro",
      legendCredits: 1500,
    });
  });
});
