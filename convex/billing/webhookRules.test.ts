import { afterEach, describe, expect, it, vi } from "vitest";
import { api } from "../_generated/api";
import type { Id } from "../_generated/dataModel";
import { spendCredits } from "../credits/model";
import { asUser, createUser, type TestApp } from "../test.setup";
import {
  DEC_1,
  JAN_1,
  NOV_1,
  PRICES,
  billingApp,
  chargeRefunded,
  checkoutCompleted,
  deliver,
  invoiceEvent,
  linkCustomer,
  subscriptionEvent,
} from "./stripeEvents.fixtures";

afterEach(() => vi.unstubAllEnvs());

let n = 0;
const nextId = () => `evt_${(n += 1)}`;

async function send(t: TestApp, event: Record<string, unknown>) {
  const response = await deliver(t, event);
  expect(response.status).toBe(200);
  return await t.run(async (ctx) => {
    const row = await ctx.db
      .query("stripeEvents")
      .withIndex("by_eventId", (q) => q.eq("eventId", event.id as string))
      .unique();
    return row?.outcome;
  });
}

async function balance(t: TestApp, userId: Id<"users">) {
  return await t.run(async (ctx) => (await ctx.db.get("users", userId))?.legendCredits);
}

async function ledger(t: TestApp, userId: Id<"users">) {
  const rows = await t.run(
    async (ctx) =>
      await ctx.db
        .query("creditLedger")
        .withIndex("by_user", (q) => q.eq("userId", userId))
        .take(50),
  );
  return rows.map((row) => [row.reason, row.delta, row.sourceId, row.note]);
}

const packCheckout = (userId: string, sessionId = "cs_pack", pi = "pi_1", id = nextId()) =>
  checkoutCompleted({
    id,
    created: NOV_1 + 100,
    sessionId,
    mode: "payment",
    userId,
    customer: "cus_1",
    paymentIntent: pi,
    packageId: "popular",
    amountTotal: 7900,
  });

const sub = (
  type: "created" | "updated" | "deleted",
  userId: string | null,
  o: { created: number; price: string; start?: number; end?: number; cancel?: boolean },
) =>
  subscriptionEvent(type, {
    id: nextId(),
    created: o.created,
    subscription: "sub_1",
    customer: "cus_1",
    userId,
    price: o.price,
    periodStart: o.start ?? NOV_1,
    periodEnd: o.end ?? DEC_1,
    cancelAtPeriodEnd: o.cancel,
  });

const invoice = (
  type: "paid" | "payment_failed",
  userId: string | null,
  o: { created: number; invoice: string; price: string; start?: number; end?: number },
) =>
  invoiceEvent(type, {
    id: nextId(),
    created: o.created,
    invoice: o.invoice,
    customer: "cus_1",
    subscription: "sub_1",
    userId,
    price: o.price,
    periodStart: o.start ?? NOV_1,
    periodEnd: o.end ?? DEC_1,
  });

/** A user on Pro for November: checkout, the subscription and its first paid invoice. */
async function proSubscriber(t: TestApp) {
  const userId = await createUser(t);
  await send(
    t,
    checkoutCompleted({
      id: nextId(),
      created: NOV_1 + 1,
      sessionId: "cs_sub",
      mode: "subscription",
      userId,
      customer: "cus_1",
      subscription: "sub_1",
    }),
  );
  await send(t, sub("created", userId, { created: NOV_1 + 2, price: PRICES.pro }));
  await send(
    t,
    invoice("paid", userId, { created: NOV_1 + 3, invoice: "in_1", price: PRICES.pro }),
  );
  return userId;
}

describe("credit pack purchases", () => {
  it("grant the pack once per session and complete the return page", async () => {
    const t = await billingApp();
    const userId = await createUser(t);
    const event = packCheckout(userId);
    expect(await send(t, event)).toBe("applied: granted 500 credits");
    expect(await balance(t, userId)).toBe(500);
    expect(await ledger(t, userId)).toEqual([["purchase", 500, "cs_pack", "Popular pack"]]);
    const result = await asUser(t, userId).query(api.billing.queries.checkoutResult, {
      sessionId: "cs_pack",
    });
    expect(result).toMatchObject({ status: "complete", kind: "credits", creditsAdded: 500 });

    expect((await deliver(t, event)).status).toBe(200);
    expect(await send(t, packCheckout(userId))).toBe("duplicate: pack already granted");
    expect(await balance(t, userId)).toBe(500);
  });

  it("grant nothing for an unpaid session or an unknown user or pack", async () => {
    const t = await billingApp();
    const userId = await createUser(t);
    const unpaid = checkoutCompleted({
      id: nextId(),
      created: NOV_1,
      sessionId: "cs_unpaid",
      mode: "payment",
      userId,
      customer: "cus_1",
      packageId: "popular",
      paymentStatus: "unpaid",
    });
    expect(await send(t, unpaid)).toBe("ignored: payment unpaid");
    const stranger = packCheckout("not-a-user-id", "cs_stranger", "pi_9");
    (stranger.data as { object: { customer: string } }).object.customer = "cus_unknown";
    expect(await send(t, stranger)).toBe("ignored: no user for this checkout");
    const noPack = packCheckout(userId, "cs_nopack", "pi_8");
    const object = (noPack.data as { object: { metadata: Record<string, string> } }).object;
    object.metadata.packageId = "gold";
    expect(await send(t, noPack)).toBe("ignored: unknown credit pack gold");
    expect(await balance(t, userId)).toBe(0);
    const pending = await asUser(t, userId).query(api.billing.queries.checkoutResult, {
      sessionId: "cs_unpaid",
    });
    expect(pending.status).toBe("pending");
  });
});

describe("refunds of a pack", () => {
  it("take back the refunded share once, and never below zero", async () => {
    const t = await billingApp();
    const userId = await createUser(t);
    await send(t, packCheckout(userId));
    const refund = (refunded: number) =>
      chargeRefunded({
        id: nextId(),
        created: NOV_1 + 500,
        charge: "ch_1",
        paymentIntent: "pi_1",
        customer: "cus_1",
        amount: 7900,
        amountRefunded: refunded,
      });
    expect(await send(t, refund(3950))).toBe("applied: took back 250 credits");
    expect(await balance(t, userId)).toBe(250);
    await t.run(async (ctx) => await spendCredits(ctx, userId, 200));
    expect(await send(t, refund(7900))).toBe("applied: took back 50 credits");
    expect(await balance(t, userId)).toBe(0);
    expect(await send(t, refund(7900))).toBe(
      "applied: nothing more to take back (refund already applied or credits spent)",
    );
    const rows = await ledger(t, userId);
    expect(rows.filter((row) => row[0] === "pack_refund")).toEqual([
      ["pack_refund", -250, "ch_1", "Popular pack refunded: 250 credits taken back"],
      [
        "pack_refund",
        -50,
        "ch_1",
        "Popular pack refunded: 250 credits taken back; only 50 were left, the rest had been spent",
      ],
    ]);
  });

  it("arriving before the purchase are applied when it lands; unknown charges are ignored", async () => {
    const t = await billingApp();
    const userId = await createUser(t);
    await linkCustomer(t, userId, "cus_1");
    const refund = chargeRefunded({
      id: nextId(),
      created: NOV_1 + 500,
      charge: "ch_1",
      paymentIntent: "pi_1",
      customer: "cus_1",
      amount: 7900,
      amountRefunded: 7900,
    });
    expect(await send(t, refund)).toBe("applied: refund kept until its purchase arrives");
    expect(await send(t, packCheckout(userId))).toBe(
      "applied: granted 500 credits, then 500 taken back for an earlier refund",
    );
    expect(await balance(t, userId)).toBe(0);
    const stranger = chargeRefunded({
      id: nextId(),
      created: NOV_1,
      charge: "ch_x",
      paymentIntent: "pi_x",
      customer: "cus_nobody",
      amount: 100,
      amountRefunded: 100,
    });
    expect(await send(t, stranger)).toBe("ignored: refund of a charge that bought no credit pack");
  });
});

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
