import { afterEach, describe, expect, it, vi } from "vitest";
import { api } from "../_generated/api";
import { asUser, createUser, expectAppError } from "../test.setup";
import { readAppError, validationMessages } from "../../shared/errors";
import { alreadyOnPlan, PACKAGE_UNAVAILABLE, PAYMENTS_OFF } from "./checkoutFlow";
import { form, seeded, SITE, stubLocalCheckout, stubStripe } from "./billing.fixtures";

afterEach(() => {
  vi.unstubAllEnvs();
  vi.unstubAllGlobals();
});

const INVALID_PLAN = validationMessages.billing.invalidPlan;

async function errorOf(promise: Promise<unknown>) {
  return readAppError(
    await promise.then(
      () => null,
      (error: unknown) => error,
    ),
  );
}

describe("startSubscriptionCheckout, offline", () => {
  it("opens a test checkout for a paid plan and stores the user's customer once", async () => {
    stubLocalCheckout();
    const t = await seeded();
    const userId = await createUser(t);
    const user = asUser(t, userId);
    const first = await user.action(api.billing.checkout.startSubscriptionCheckout, {
      priceId: "price_local_pro",
    });
    expect(first.url).toMatch(new RegExp(`^${SITE}/checkout/local/cs_local_[A-Za-z0-9]+$`));
    const sessionId = first.url.split("/").pop()!;
    const row = await t.run(async (ctx) =>
      ctx.db
        .query("localCheckouts")
        .withIndex("by_sessionId", (q) => q.eq("sessionId", sessionId))
        .unique(),
    );
    expect(row).toMatchObject({
      userId,
      kind: "subscription",
      itemId: "pro",
      priceId: "price_local_pro",
      amountCents: 39900,
      status: "open",
      successUrl: `${SITE}/subscription/success?session_id=${sessionId}`,
      cancelUrl: `${SITE}/pricing?canceled=1`,
    });
    await user.action(api.billing.checkout.startCreditCheckout, { packageId: "popular" });
    const customers = await t.run(async (ctx) => ctx.db.query("billingCustomers").collect());
    expect(customers).toHaveLength(1);
    expect(customers[0].stripeCustomerId).toMatch(/^cus_local_/);
  });

  it("refuses a bad price id, the free plan and an inactive plan with 'Invalid Plan'", async () => {
    stubLocalCheckout();
    const t = await seeded();
    const user = asUser(t, await createUser(t));
    await t.run(async (ctx) => {
      const row = await ctx.db
        .query("subscriptionTiers")
        .withIndex("by_tier", (q) => q.eq("tier", "business"))
        .unique();
      await ctx.db.patch("subscriptionTiers", row!._id, { isActive: false });
    });
    for (const priceId of [
      "price_nope",
      "price_xxxxx",
      "",
      "price_local_free",
      "price_local_business",
    ]) {
      const error = await errorOf(
        user.action(api.billing.checkout.startSubscriptionCheckout, { priceId }),
      );
      expect(error, priceId).toMatchObject({ code: "INVALID_ARGUMENT", message: INVALID_PLAN });
    }
    const written = await t.run(async (ctx) => ctx.db.query("localCheckouts").collect());
    expect(written).toEqual([]);
  });

  it("refuses the plan the caller is already on", async () => {
    stubLocalCheckout();
    const t = await seeded();
    const user = asUser(t, await createUser(t, { subscriptionTier: "pro" }));
    const error = await errorOf(
      user.action(api.billing.checkout.startSubscriptionCheckout, { priceId: "price_local_pro" }),
    );
    expect(error).toMatchObject({ code: "CONFLICT", message: alreadyOnPlan("Pro") });
    const other = await user.action(api.billing.checkout.startSubscriptionCheckout, {
      priceId: "price_local_business",
    });
    expect(other.url).toContain("/checkout/local/");
  });

  it("refuses anonymous callers", async () => {
    stubLocalCheckout();
    const t = await seeded();
    await expectAppError(
      t.action(api.billing.checkout.startSubscriptionCheckout, { priceId: "price_local_pro" }),
      "UNAUTHENTICATED",
    );
    await expectAppError(
      t.action(api.billing.checkout.startCreditCheckout, { packageId: "popular" }),
      "UNAUTHENTICATED",
    );
    await expectAppError(t.action(api.billing.checkout.openBillingPortal, {}), "UNAUTHENTICATED");
  });

  it("says calmly that payments are off, naming no settings", async () => {
    vi.stubEnv("SITE_URL", SITE);
    vi.stubEnv("STRIPE_SECRET_KEY", "");
    vi.stubEnv("LOCAL_CHECKOUT", "");
    const t = await seeded();
    const user = asUser(t, await createUser(t));
    for (const call of [
      user.action(api.billing.checkout.startSubscriptionCheckout, { priceId: "price_1Abc" }),
      user.action(api.billing.checkout.startCreditCheckout, { packageId: "popular" }),
      user.action(api.billing.checkout.openBillingPortal, {}),
    ]) {
      const error = await errorOf(call);
      expect(error).toMatchObject({ code: "PROVIDER_UNAVAILABLE", message: PAYMENTS_OFF });
      expect(error?.message).not.toMatch(/STRIPE|LOCAL_CHECKOUT|_KEY/);
    }
  });
});

describe("startCreditCheckout, offline", () => {
  it("opens a test checkout for an active pack", async () => {
    stubLocalCheckout();
    const t = await seeded();
    const userId = await createUser(t);
    const { url } = await asUser(t, userId).action(api.billing.checkout.startCreditCheckout, {
      packageId: "popular",
    });
    const sessionId = url.split("/").pop()!;
    const row = await t.run(async (ctx) =>
      ctx.db
        .query("localCheckouts")
        .withIndex("by_sessionId", (q) => q.eq("sessionId", sessionId))
        .unique(),
    );
    expect(row).toMatchObject({
      userId,
      kind: "credits",
      itemId: "popular",
      amountCents: 7900,
      successUrl: `${SITE}/credits/success?session_id=${sessionId}`,
    });
  });

  it("refuses an unknown or inactive pack", async () => {
    stubLocalCheckout();
    const t = await seeded();
    await t.run(async (ctx) => {
      const row = await ctx.db
        .query("creditPackages")
        .withIndex("by_packageId", (q) => q.eq("packageId", "premium"))
        .unique();
      await ctx.db.patch("creditPackages", row!._id, { isActive: false });
    });
    const user = asUser(t, await createUser(t));
    for (const packageId of ["premium", "nope"]) {
      const error = await errorOf(
        user.action(api.billing.checkout.startCreditCheckout, { packageId }),
      );
      expect(error).toMatchObject({ code: "INVALID_ARGUMENT", message: PACKAGE_UNAVAILABLE });
    }
  });
});

describe("checkout with Stripe", () => {
  async function withPricedPro() {
    const t = await seeded();
    await t.run(async (ctx) => {
      const row = await ctx.db
        .query("subscriptionTiers")
        .withIndex("by_tier", (q) => q.eq("tier", "pro"))
        .unique();
      await ctx.db.patch("subscriptionTiers", row!._id, { stripePriceId: "price_1Pro" });
    });
    return t;
  }

  it("creates the customer once, then subscription and payment sessions for it", async () => {
    const requests = stubStripe();
    const t = await withPricedPro();
    const userId = await createUser(t, { email: "buyer@example.com", fullName: "Bea Buyer" });
    const user = asUser(t, userId);
    const sub = await user.action(api.billing.checkout.startSubscriptionCheckout, {
      priceId: "price_1Pro",
    });
    expect(sub.url).toBe("https://checkout.stripe.com/c/pay/cs_test_1");
    const pack = await user.action(api.billing.checkout.startCreditCheckout, {
      packageId: "starter",
    });
    expect(pack.url).toBe("https://checkout.stripe.com/c/pay/cs_test_2");
    const paths = requests.map((r) => new URL(r.url).pathname);
    expect(paths).toEqual(["/v1/customers", "/v1/checkout/sessions", "/v1/checkout/sessions"]);
    expect(form(requests[0].body)).toMatchObject({
      email: "buyer@example.com",
      name: "Bea Buyer",
      "metadata[userId]": userId,
    });
    expect(requests[0].headers.get("idempotency-key")).toBe(`customer-${userId}`);
    expect(form(requests[1].body)).toMatchObject({
      mode: "subscription",
      customer: "cus_test_1",
      client_reference_id: userId,
      "line_items[0][price]": "price_1Pro",
      "subscription_data[metadata][userId]": userId,
      "metadata[tier]": "pro",
      success_url: `${SITE}/subscription/success?session_id={CHECKOUT_SESSION_ID}`,
      cancel_url: `${SITE}/pricing?canceled=1`,
    });
    expect(form(requests[2].body)).toMatchObject({
      mode: "payment",
      customer: "cus_test_1",
      "line_items[0][price_data][unit_amount]": "1900",
      "metadata[packageId]": "starter",
      "payment_intent_data[metadata][userId]": userId,
      success_url: `${SITE}/credits/success?session_id={CHECKOUT_SESSION_ID}`,
    });
    const customers = await t.run(async (ctx) => ctx.db.query("billingCustomers").collect());
    expect(customers.map((c) => [c.userId, c.stripeCustomerId])).toEqual([[userId, "cus_test_1"]]);
  });

  it("sends a subscriber's plan change to the portal instead of a second subscription", async () => {
    const requests = stubStripe();
    const t = await withPricedPro();
    const userId = await createUser(t, { subscriptionTier: "starter" });
    await t.run(async (ctx) => {
      await ctx.db.insert("billingCustomers", { userId, stripeCustomerId: "cus_7" });
      await ctx.db.insert("subscriptions", {
        userId,
        stripeSubscriptionId: "sub_7",
        stripeCustomerId: "cus_7",
        status: "active",
        tier: "starter",
        priceId: "price_1Starter",
        currentPeriodStart: 0,
        currentPeriodEnd: 1,
        cancelAtPeriodEnd: false,
        scheduledTier: null,
        stateEventCreated: 1,
        paymentFailedAt: null,
      });
    });
    const { url } = await asUser(t, userId).action(api.billing.checkout.startSubscriptionCheckout, {
      priceId: "price_1Pro",
    });
    expect(url).toBe("https://billing.stripe.com/p/session/bps_1");
    expect(requests.map((r) => new URL(r.url).pathname)).toEqual(["/v1/billing_portal/sessions"]);
    expect(form(requests[0].body)).toEqual({
      customer: "cus_7",
      return_url: `${SITE}/account`,
      "flow_data[type]": "subscription_update",
      "flow_data[subscription_update][subscription]": "sub_7",
    });
  });

  it("replaces an offline test customer with a real one once Stripe is on", async () => {
    const requests = stubStripe();
    const t = await withPricedPro();
    const userId = await createUser(t);
    await t.run(async (ctx) =>
      ctx.db.insert("billingCustomers", { userId, stripeCustomerId: "cus_local_abc" }),
    );
    await asUser(t, userId).action(api.billing.checkout.startCreditCheckout, {
      packageId: "popular",
    });
    expect(form(requests[1].body).customer).toBe("cus_test_1");
    const customers = await t.run(async (ctx) => ctx.db.query("billingCustomers").collect());
    expect(customers.map((c) => c.stripeCustomerId)).toEqual(["cus_test_1"]);
  });

  it("refuses the offline stand-in price ids once Stripe is on", async () => {
    const requests = stubStripe();
    const t = await withPricedPro();
    const error = await errorOf(
      asUser(t, await createUser(t)).action(api.billing.checkout.startSubscriptionCheckout, {
        priceId: "price_local_pro",
      }),
    );
    expect(error?.message).toBe(INVALID_PLAN);
    expect(requests).toEqual([]);
  });

  it("opens the portal for a customer, and calmly refuses someone without one", async () => {
    const requests = stubStripe();
    const t = await withPricedPro();
    const withCustomer = await createUser(t);
    const without = await createUser(t);
    await t.run(async (ctx) =>
      ctx.db.insert("billingCustomers", { userId: withCustomer, stripeCustomerId: "cus_9" }),
    );
    const { url } = await asUser(t, withCustomer).action(
      api.billing.checkout.openBillingPortal,
      {},
    );
    expect(url).toBe("https://billing.stripe.com/p/session/bps_1");
    expect(form(requests[0].body)).toEqual({ customer: "cus_9", return_url: `${SITE}/account` });
    await expectAppError(
      asUser(t, without).action(api.billing.checkout.openBillingPortal, {}),
      "NOT_FOUND",
    );
  });

  it("the offline portal is the app's own page", async () => {
    stubLocalCheckout();
    const t = await seeded();
    const { url } = await asUser(t, await createUser(t)).action(
      api.billing.checkout.openBillingPortal,
      {},
    );
    expect(url).toBe(`${SITE}/billing/local-portal`);
  });
});
