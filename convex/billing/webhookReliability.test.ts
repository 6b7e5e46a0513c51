import { afterEach, describe, expect, it, vi } from "vitest";
import type { Id } from "../_generated/dataModel";
import { createUser, type TestApp } from "../test.setup";
import {
  DEC_1,
  JAN_1,
  NOV_1,
  PRICES,
  billingApp,
  billingState,
  chargeRefunded,
  checkoutCompleted,
  deliver,
  invoiceEvent,
  linkCustomer,
  subscriptionEvent,
} from "./stripeEvents.fixtures";

afterEach(() => vi.unstubAllEnvs());

const DAY = 86400;
const SHUFFLED_ORDERS = 12;

/**
 * Twenty events of one customer's two months, in the order Stripe created them: a Pro
 * subscription bought at checkout, upgraded to Business, a downgrade to Starter scheduled, a
 * credit pack bought and refunded in two steps, a cancellation undone, a failed then retried
 * renewal, an upgrade to Pro, a second pack, then cancellation and the subscription's end.
 */
function lifecycle(userId: string) {
  const base = { subscription: "sub_1", customer: "cus_1", userId };
  const november = { periodStart: NOV_1, periodEnd: DEC_1 };
  const december = { periodStart: DEC_1, periodEnd: JAN_1 };
  const s = (
    type: "created" | "updated" | "deleted",
    id: string,
    created: number,
    price: string,
    extra: {
      status?: string;
      cancelAtPeriodEnd?: boolean;
      periodStart?: number;
      periodEnd?: number;
    },
  ) => subscriptionEvent(type, { ...base, ...november, id, created, price, ...extra });
  const inv = (
    type: "paid" | "payment_failed",
    id: string,
    created: number,
    invoice: string,
    price: string,
    extra: { billingReason?: string; periodStart?: number; periodEnd?: number } = {},
  ) => invoiceEvent(type, { ...base, ...november, id, created, invoice, price, ...extra });
  const pack = (id: string, created: number, n: number, packageId: string, cents: number) =>
    checkoutCompleted({
      id,
      created,
      sessionId: `cs_pack_${n}`,
      mode: "payment",
      userId,
      customer: "cus_1",
      paymentIntent: `pi_${n}`,
      packageId,
      amountTotal: cents,
    });
  const refund = (id: string, created: number, refunded: number) =>
    chargeRefunded({
      id,
      created,
      charge: "ch_1",
      paymentIntent: "pi_1",
      customer: "cus_1",
      amount: 7900,
      amountRefunded: refunded,
    });
  return [
    s("created", "evt_01", NOV_1 + 5, PRICES.pro, { status: "incomplete" }),
    s("updated", "evt_02", NOV_1 + 8, PRICES.pro, {}),
    inv("paid", "evt_03", NOV_1 + 9, "in_1", PRICES.pro, { billingReason: "subscription_create" }),
    checkoutCompleted({
      id: "evt_04",
      created: NOV_1 + 10,
      sessionId: "cs_sub",
      mode: "subscription",
      userId,
      customer: "cus_1",
      subscription: "sub_1",
    }),
    s("updated", "evt_05", NOV_1 + 5 * DAY, PRICES.business, {}),
    inv("paid", "evt_06", NOV_1 + 5 * DAY + 1, "in_p", PRICES.business, {
      billingReason: "subscription_update",
      periodStart: NOV_1 + 5 * DAY,
    }),
    s("updated", "evt_07", NOV_1 + 10 * DAY, PRICES.starter, {}),
    pack("evt_08", NOV_1 + 12 * DAY, 1, "popular", 7900),
    refund("evt_09", NOV_1 + 14 * DAY, 3950),
    refund("evt_10", NOV_1 + 15 * DAY, 7900),
    s("updated", "evt_11", NOV_1 + 16 * DAY, PRICES.starter, { cancelAtPeriodEnd: true }),
    s("updated", "evt_12", NOV_1 + 17 * DAY, PRICES.starter, {}),
    inv("payment_failed", "evt_13", DEC_1 + 60, "in_2", PRICES.starter, december),
    s("updated", "evt_14", DEC_1 + 61, PRICES.starter, { status: "past_due", ...december }),
    inv("paid", "evt_15", DEC_1 + 3600, "in_2", PRICES.starter, december),
    s("updated", "evt_16", DEC_1 + 3601, PRICES.starter, december),
    s("updated", "evt_17", DEC_1 + 3 * DAY, PRICES.pro, december),
    pack("evt_18", DEC_1 + 4 * DAY, 2, "starter", 1900),
    s("updated", "evt_19", DEC_1 + 10 * DAY, PRICES.pro, { cancelAtPeriodEnd: true, ...december }),
    s("deleted", "evt_20", JAN_1, PRICES.pro, { cancelAtPeriodEnd: true, ...december }),
  ];
}

/** A small seeded generator, so a failing order can be replayed. */
function shuffled<T>(items: T[], seed: number): T[] {
  let state = seed;
  const random = () => {
    state = (state * 1103515245 + 12345) % 2 ** 31;
    return state / 2 ** 31;
  };
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    [copy[i], copy[j]] = [copy[j], copy[i]];
  }
  return copy;
}

async function customer(): Promise<{ t: TestApp; userId: Id<"users"> }> {
  const t = await billingApp();
  const userId = await createUser(t);
  await linkCustomer(t, userId, "cus_1");
  return { t, userId };
}

async function expectAllOk(responses: Response[]) {
  expect(responses.map((response) => response.status)).toEqual(responses.map(() => 200));
}

// Dozens of fresh deployments, each fed 40 signed deliveries: slower than a unit test.
describe("webhook reliability", { timeout: 60_000 }, () => {
  it("grants a checkout delivered 3 times exactly once", async () => {
    const { t, userId } = await customer();
    const event = checkoutCompleted({
      id: "evt_pack",
      created: NOV_1,
      sessionId: "cs_pack",
      mode: "payment",
      userId,
      customer: "cus_1",
      paymentIntent: "pi_1",
      packageId: "popular",
      amountTotal: 7900,
    });
    await expectAllOk([await deliver(t, event)]);
    await expectAllOk(await Promise.all([deliver(t, event), deliver(t, event)]));
    const state = await billingState(t, userId);
    const grants = state.byReason.purchase / 500;
    console.log(
      `webhook reliability: 3x replay → ${grants} grant (${state.legendCredits} credits)`,
    );
    expect(state.legendCredits).toBe(500);
    expect(grants).toBe(1);
  });

  it("ends 20 events in shuffled, parallel delivery exactly as one ordered delivery", async () => {
    const ordered = await customer();
    const events = lifecycle(ordered.userId);
    expect(new Set(events.map((event) => event.id)).size).toBe(20);
    for (const event of events) await expectAllOk([await deliver(ordered.t, event)]);
    const expected = await billingState(ordered.t, ordered.userId);
    // Pro for November topped up to Business (5,000), December's Starter topped up to Pro
    // (1,500), the refunded pack taken back in full, the second pack kept; plan ended.
    expect(expected).toMatchObject({
      legendCredits: 6600,
      subscriptionTier: "free",
      byReason: { monthly_grant: 6500, purchase: 600, pack_refund: -500 },
      subscriptions: [
        { status: "canceled", tier: "pro", scheduledTier: null, paymentFailedAt: null },
      ],
    });

    let identical = 0;
    for (let seed = 1; seed <= SHUFFLED_ORDERS * 2; seed += 1) {
      // The user id is part of each event, so each run rebuilds the events for its own user.
      const run = await customer();
      const order = shuffled(lifecycle(run.userId), seed);
      if (seed % 2 === 0) {
        await expectAllOk(await Promise.all(order.map((event) => deliver(run.t, event))));
      } else {
        for (const event of order) await expectAllOk([await deliver(run.t, event)]);
      }
      // Replaying every event afterwards changes nothing either.
      await expectAllOk(await Promise.all(order.map((event) => deliver(run.t, event))));
      expect(await billingState(run.t, run.userId), `order seed ${seed}`).toEqual(expected);
      identical += 1;
    }
    console.log(
      `webhook reliability: 20 events shuffled ×${identical} orders (${SHUFFLED_ORDERS} in ` +
        `parallel, each then replayed) → identical state: ${expected.legendCredits} credits, ` +
        `plan ${expected.subscriptionTier}`,
    );
  });
});
