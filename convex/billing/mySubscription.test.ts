import { afterEach, describe, expect, it, vi } from "vitest";
import { api, internal } from "../_generated/api";
import type { Id } from "../_generated/dataModel";
import { asUser, createUser, expectAppError, makeTest, type TestApp } from "../test.setup";

afterEach(() => vi.unstubAllEnvs());

async function seeded() {
  const t = makeTest();
  await t.mutation(internal.system.seed.run, {});
  return t;
}

async function subscribe(
  t: TestApp,
  userId: Id<"users">,
  fields: { cancelAtPeriodEnd?: boolean; paymentFailedAt?: number | null; status?: string } = {},
) {
  await t.run(async (ctx) => {
    await ctx.db.insert("billingCustomers", { userId, stripeCustomerId: "cus_1" });
    await ctx.db.insert("subscriptions", {
      userId,
      stripeSubscriptionId: "sub_1",
      stripeCustomerId: "cus_1",
      status: fields.status ?? "active",
      tier: "pro",
      priceId: "price_pro",
      currentPeriodStart: Date.UTC(2026, 10, 1),
      currentPeriodEnd: Date.UTC(2026, 11, 1),
      cancelAtPeriodEnd: fields.cancelAtPeriodEnd ?? false,
      scheduledTier: "starter",
      stateEventCreated: 1,
      paymentFailedAt: fields.paymentFailedAt ?? null,
    });
    await ctx.db.patch("users", userId, { subscriptionTier: "pro" });
  });
}

describe("mySubscription", () => {
  it("shows the free plan with nothing to manage for a new account", async () => {
    const t = await seeded();
    const userId = await createUser(t, { legendCredits: 20 });
    const plan = await asUser(t, userId).query(api.billing.queries.mySubscription, {});
    expect(plan).toEqual({
      tier: "free",
      planName: "Dreamer",
      legendCredits: 20,
      status: null,
      currentPeriodEnd: null,
      cancelAtPeriodEnd: false,
      scheduledPlanName: null,
      paymentFailed: false,
      canManage: false,
      checkoutMode: "off",
    });
  });

  it("reports a cancelled plan's end, a scheduled change and a failed payment", async () => {
    vi.stubEnv("STRIPE_SECRET_KEY", "sk_test_x");
    const t = await seeded();
    const userId = await createUser(t);
    await subscribe(t, userId, { cancelAtPeriodEnd: true, paymentFailedAt: 5 });
    const plan = await asUser(t, userId).query(api.billing.queries.mySubscription, {});
    expect(plan).toMatchObject({
      tier: "pro",
      planName: "Pro",
      status: "active",
      currentPeriodEnd: Date.UTC(2026, 11, 1),
      cancelAtPeriodEnd: true,
      scheduledPlanName: "Starter",
      paymentFailed: true,
      canManage: true,
      checkoutMode: "stripe",
    });
  });

  it("forgets a subscription Stripe has ended, and shows each user only their own", async () => {
    const t = await seeded();
    const owner = await createUser(t);
    const other = await createUser(t);
    await subscribe(t, owner, { status: "canceled" });
    const ended = await asUser(t, owner).query(api.billing.queries.mySubscription, {});
    expect(ended).toMatchObject({ status: null, currentPeriodEnd: null, paymentFailed: false });
    const theirs = await asUser(t, other).query(api.billing.queries.mySubscription, {});
    expect(theirs).toMatchObject({ tier: "free", status: null });
  });

  it("refuses visitors", async () => {
    const t = await seeded();
    await expectAppError(t.query(api.billing.queries.mySubscription, {}), "UNAUTHENTICATED");
  });
});
