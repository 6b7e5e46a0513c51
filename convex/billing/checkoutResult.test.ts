import { describe, expect, it } from "vitest";
import { api, internal } from "../_generated/api";
import type { Id } from "../_generated/dataModel";
import { asUser, createUser, expectAppError, makeTest, type TestApp } from "../test.setup";

async function seeded() {
  const t = makeTest();
  await t.mutation(internal.system.seed.run, {});
  return t;
}

async function completePack(t: TestApp, userId: Id<"users">, sessionId: string) {
  await t.run(async (ctx) => {
    await ctx.db.insert("checkoutCompletions", {
      sessionId,
      userId,
      mode: "payment",
      subscriptionId: null,
    });
    await ctx.db.insert("creditPurchases", {
      userId,
      checkoutSessionId: sessionId,
      paymentIntentId: "pi_1",
      packageId: "popular",
      credits: 500,
      amountCents: 7900,
      granted: true,
      amountRefunded: 0,
      creditsReversed: 0,
    });
    await ctx.db.patch("users", userId, { legendCredits: 520 });
  });
}

describe("checkoutResult", () => {
  it("is pending until the webhook has granted a pack, then says what it added", async () => {
    const t = await seeded();
    const userId = await createUser(t, { legendCredits: 20 });
    const me = asUser(t, userId);
    const before = await me.query(api.billing.queries.checkoutResult, { sessionId: "cs_test_1" });
    expect(before).toMatchObject({ status: "pending", legendCredits: 20 });
    await completePack(t, userId, "cs_test_1");
    const after = await me.query(api.billing.queries.checkoutResult, { sessionId: "cs_test_1" });
    expect(after).toEqual({
      status: "complete",
      kind: "credits",
      planName: null,
      creditsAdded: 500,
      legendCredits: 520,
    });
  });

  it("completes a plan only once its subscription and first grant are in", async () => {
    const t = await seeded();
    const userId = await createUser(t);
    const me = asUser(t, userId);
    await t.run(async (ctx) => {
      await ctx.db.insert("checkoutCompletions", {
        sessionId: "cs_sub",
        userId,
        mode: "subscription",
        subscriptionId: "sub_1",
      });
    });
    const waiting = await me.query(api.billing.queries.checkoutResult, { sessionId: "cs_sub" });
    expect(waiting).toMatchObject({ status: "pending", kind: "subscription" });
    await t.run(async (ctx) => {
      await ctx.db.insert("subscriptions", {
        userId,
        stripeSubscriptionId: "sub_1",
        stripeCustomerId: "cus_1",
        status: "active",
        tier: "pro",
        priceId: "price_pro",
        currentPeriodStart: 0,
        currentPeriodEnd: 1,
        cancelAtPeriodEnd: false,
        scheduledTier: null,
        stateEventCreated: 1,
        paymentFailedAt: null,
      });
      await ctx.db.insert("subscriptionGrants", {
        stripeSubscriptionId: "sub_1",
        periodStart: 0,
        credits: 1500,
      });
      await ctx.db.patch("users", userId, { subscriptionTier: "pro" });
    });
    const done = await me.query(api.billing.queries.checkoutResult, { sessionId: "cs_sub" });
    expect(done).toMatchObject({ status: "complete", kind: "subscription", planName: "Pro" });
  });

  it("tells another user nothing about someone's checkout", async () => {
    const t = await seeded();
    const owner = await createUser(t);
    const other = await createUser(t);
    await completePack(t, owner, "cs_owner");
    const seen = await asUser(t, other).query(api.billing.queries.checkoutResult, {
      sessionId: "cs_owner",
    });
    expect(seen).toMatchObject({ status: "unknown", creditsAdded: null });
  });

  it("answers unknown for an empty or oversized id, and refuses visitors", async () => {
    const t = await seeded();
    const me = asUser(t, await createUser(t));
    for (const sessionId of ["", "x".repeat(300)]) {
      const result = await me.query(api.billing.queries.checkoutResult, { sessionId });
      expect(result.status).toBe("unknown");
    }
    await expectAppError(
      t.query(api.billing.queries.checkoutResult, { sessionId: "cs_1" }),
      "UNAUTHENTICATED",
    );
  });
});
