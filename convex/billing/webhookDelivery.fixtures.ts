/**
 * Delivering signed events to the webhook and reading back what they did, for the webhook rule
 * tests. (Two dots in the name: never deployed.)
 */
import { expect } from "vitest";
import type { Id } from "../_generated/dataModel";
import { createUser, type TestApp } from "../test.setup";
import {
  DEC_1,
  NOV_1,
  PRICES,
  checkoutCompleted,
  deliver,
  invoiceEvent,
  subscriptionEvent,
} from "./stripeEvents.fixtures";

let n = 0;
export const nextId = () => `evt_${(n += 1)}`;

export async function send(t: TestApp, event: Record<string, unknown>) {
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

export async function balance(t: TestApp, userId: Id<"users">) {
  return await t.run(async (ctx) => (await ctx.db.get("users", userId))?.legendCredits);
}

export async function ledger(t: TestApp, userId: Id<"users">) {
  const rows = await t.run(
    async (ctx) =>
      await ctx.db
        .query("creditLedger")
        .withIndex("by_user", (q) => q.eq("userId", userId))
        .take(50),
  );
  return rows.map((row) => [row.reason, row.delta, row.sourceId, row.note]);
}

export const packCheckout = (userId: string, sessionId = "cs_pack", pi = "pi_1", id = nextId()) =>
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

export const sub = (
  type: "created" | "updated" | "deleted",
  userId: string | null,
  o: {
    created: number;
    price: string;
    start?: number;
    end?: number;
    cancel?: boolean;
    cancelAt?: number | null;
  },
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
    cancelAt: o.cancelAt,
  });

export const invoice = (
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
export async function proSubscriber(t: TestApp) {
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
