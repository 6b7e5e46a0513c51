import { afterEach, describe, expect, it, vi } from "vitest";
import { api } from "../_generated/api";
import type { Id } from "../_generated/dataModel";
import { asUser, createUser, expectAppError, type TestApp } from "../test.setup";
import { readAppError } from "../../shared/errors";
import { normalizeStripeEvent } from "./events";
import { TEST_CHECKOUT_FAILED } from "./localDelivery";
import { verifyWebhook } from "./stripeClient";
import {
  captureFetch,
  CONVEX_SITE,
  seeded,
  SITE,
  stubLocalCheckout,
  WEBHOOK_SECRET,
  type Captured,
} from "./billing.fixtures";

afterEach(() => {
  vi.unstubAllEnvs();
  vi.unstubAllGlobals();
});

async function openOrder(t: TestApp, userId: Id<"users">, kind: "plan" | "pack") {
  const user = asUser(t, userId);
  const { url } =
    kind === "plan"
      ? await user.action(api.billing.checkout.startSubscriptionCheckout, {
          priceId: "price_local_pro",
        })
      : await user.action(api.billing.checkout.startCreditCheckout, { packageId: "popular" });
  return url.split("/").pop()!;
}

/** The delivered events, each checked against the signature the webhook will verify. */
async function delivered(requests: Captured[]) {
  return await Promise.all(
    requests.map(async (request) => {
      expect(request.url).toBe(`${CONVEX_SITE}/api/stripe/webhook`);
      const event = await verifyWebhook(
        request.body,
        request.headers.get("stripe-signature") ?? "",
        WEBHOOK_SECRET,
      );
      return { id: event.id, normalized: normalizeStripeEvent(event) };
    }),
  );
}

describe("the offline checkout's order", () => {
  it("shows the caller their own order, and nobody else", async () => {
    stubLocalCheckout();
    const t = await seeded();
    const owner = await createUser(t, { email: "owner@example.com" });
    const other = await createUser(t);
    const sessionId = await openOrder(t, owner, "plan");
    expect(await asUser(t, owner).query(api.billing.localCheckout.session, { sessionId })).toEqual({
      sessionId,
      kind: "subscription",
      name: "Pro",
      amountCents: 39900,
      credits: expect.any(Number) as number,
      status: "open",
      email: "owner@example.com",
    });
    expect(await asUser(t, other).query(api.billing.localCheckout.session, { sessionId })).toBe(
      null,
    );
    expect(
      await asUser(t, owner).query(api.billing.localCheckout.session, { sessionId: "cs_nope" }),
    ).toBe(null);
    await expectAppError(
      t.query(api.billing.localCheckout.session, { sessionId }),
      "UNAUTHENTICATED",
    );
    vi.stubEnv("LOCAL_CHECKOUT", "");
    expect(
      await asUser(t, owner).query(api.billing.localCheckout.session, { sessionId }),
    ).toBeNull();
  });
});

describe("pay", () => {
  it("sends a new plan's signed events to the webhook once, then answers the success page", async () => {
    stubLocalCheckout();
    const t = await seeded();
    const userId = await createUser(t);
    const sessionId = await openOrder(t, userId, "plan");
    const requests = captureFetch();
    const { url } = await asUser(t, userId).action(api.billing.localCheckout.pay, { sessionId });
    expect(url).toBe(`${SITE}/subscription/success?session_id=${sessionId}`);
    const events = await delivered(requests);
    expect(events.map((e) => e.normalized?.type)).toEqual([
      "customer.subscription.created",
      "invoice.paid",
      "checkout.session.completed",
    ]);
    const customer = await t.run(async (ctx) => ctx.db.query("billingCustomers").first());
    expect(events[0].normalized).toMatchObject({
      userId,
      customerId: customer!.stripeCustomerId,
      priceId: "price_local_pro",
      status: "active",
    });
    expect(events[2].normalized).toMatchObject({ sessionId, userId, mode: "subscription" });

    // A second Pay (a double click, a reload) sends nothing more.
    const again = await asUser(t, userId).action(api.billing.localCheckout.pay, { sessionId });
    expect(again.url).toBe(url);
    expect(requests).toHaveLength(3);
    const session = await asUser(t, userId).query(api.billing.localCheckout.session, {
      sessionId,
    });
    expect(session?.status).toBe("paid");
  });

  it("a plan change updates the current subscription", async () => {
    stubLocalCheckout();
    const t = await seeded();
    const userId = await createUser(t, { subscriptionTier: "starter" });
    const sessionId = await openOrder(t, userId, "plan");
    const customer = await t.run(async (ctx) => ctx.db.query("billingCustomers").first());
    await t.run(async (ctx) =>
      ctx.db.insert("subscriptions", {
        userId,
        stripeSubscriptionId: "sub_local_old",
        stripeCustomerId: customer!.stripeCustomerId,
        status: "active",
        tier: "starter",
        priceId: "price_local_starter",
        currentPeriodStart: 1_800_000_000_000,
        currentPeriodEnd: 1_802_000_000_000,
        cancelAtPeriodEnd: false,
        scheduledTier: null,
        stateEventCreated: 4_000_000_000,
        paymentFailedAt: null,
      }),
    );
    const requests = captureFetch();
    await asUser(t, userId).action(api.billing.localCheckout.pay, { sessionId });
    const events = await delivered(requests);
    expect(events[0].normalized).toMatchObject({
      type: "customer.subscription.updated",
      subscriptionId: "sub_local_old",
      priceId: "price_local_pro",
      currentPeriodStart: 1_800_000_000,
    });
    expect(events[1].normalized).toMatchObject({ billingReason: "subscription_update" });
    const raw = JSON.parse(requests[0].body) as { created: number };
    expect(raw.created).toBe(4_000_000_001);
  });

  it("a credit pack sends one paid checkout session", async () => {
    stubLocalCheckout();
    const t = await seeded();
    const userId = await createUser(t);
    const sessionId = await openOrder(t, userId, "pack");
    const requests = captureFetch();
    const { url } = await asUser(t, userId).action(api.billing.localCheckout.pay, { sessionId });
    expect(url).toBe(`${SITE}/credits/success?session_id=${sessionId}`);
    const events = await delivered(requests);
    expect(events.map((e) => e.normalized)).toEqual([
      expect.objectContaining({
        type: "checkout.session.completed",
        mode: "payment",
        paymentStatus: "paid",
        packageId: "popular",
        userId,
        amountTotal: 7900,
      }),
    ]);
  });

  it("a refused delivery leaves the order open to pay again, with the same event ids", async () => {
    stubLocalCheckout();
    const t = await seeded();
    const userId = await createUser(t);
    const sessionId = await openOrder(t, userId, "pack");
    const failing = captureFetch(() => new Response("no", { status: 500 }));
    await expectAppError(
      asUser(t, userId).action(api.billing.localCheckout.pay, { sessionId }),
      "PROVIDER_UNAVAILABLE",
    );
    const session = await asUser(t, userId).query(api.billing.localCheckout.session, {
      sessionId,
    });
    expect(session?.status).toBe("open");
    const working = captureFetch();
    await asUser(t, userId).action(api.billing.localCheckout.pay, { sessionId });
    expect((await delivered(working)).map((e) => e.id)).toEqual(
      (await delivered(failing)).map((e) => e.id),
    );
  });

  it("without a webhook secret, says so calmly and leaves the order open", async () => {
    stubLocalCheckout();
    const t = await seeded();
    const userId = await createUser(t);
    const sessionId = await openOrder(t, userId, "pack");
    vi.stubEnv("STRIPE_WEBHOOK_SECRET", "");
    const requests = captureFetch();
    const error = await asUser(t, userId)
      .action(api.billing.localCheckout.pay, { sessionId })
      .then(() => null, readAppError);
    expect(error).toEqual({ code: "PROVIDER_UNAVAILABLE", message: TEST_CHECKOUT_FAILED });
    expect(error?.message).not.toMatch(/STRIPE|secret/i);
    expect(requests).toEqual([]);
    const session = await asUser(t, userId).query(api.billing.localCheckout.session, {
      sessionId,
    });
    expect(session?.status).toBe("open");
  });

  it("refuses anonymous callers, someone else's order, a canceled one, and non-local mode", async () => {
    stubLocalCheckout();
    const t = await seeded();
    const owner = await createUser(t);
    const other = await createUser(t);
    const sessionId = await openOrder(t, owner, "plan");
    const requests = captureFetch();
    await expectAppError(t.action(api.billing.localCheckout.pay, { sessionId }), "UNAUTHENTICATED");
    await expectAppError(
      asUser(t, other).action(api.billing.localCheckout.pay, { sessionId }),
      "NOT_FOUND",
    );
    await expectAppError(
      asUser(t, owner).action(api.billing.localCheckout.pay, { sessionId: "cs_local_nope" }),
      "NOT_FOUND",
    );
    await asUser(t, owner).mutation(api.billing.localCheckout.cancel, { sessionId });
    await expectAppError(
      asUser(t, owner).action(api.billing.localCheckout.pay, { sessionId }),
      "NOT_FOUND",
    );
    const second = await openOrder(t, owner, "plan");
    vi.stubEnv("LOCAL_CHECKOUT", "");
    await expectAppError(
      asUser(t, owner).action(api.billing.localCheckout.pay, { sessionId: second }),
      "NOT_FOUND",
    );
    expect(requests).toEqual([]);
  });
});

describe("cancel", () => {
  it("cancels the caller's open order and answers the pricing page's notice", async () => {
    stubLocalCheckout();
    const t = await seeded();
    const owner = await createUser(t);
    const other = await createUser(t);
    const sessionId = await openOrder(t, owner, "pack");
    await expectAppError(
      t.mutation(api.billing.localCheckout.cancel, { sessionId }),
      "UNAUTHENTICATED",
    );
    await expectAppError(
      asUser(t, other).mutation(api.billing.localCheckout.cancel, { sessionId }),
      "NOT_FOUND",
    );
    await expectAppError(
      asUser(t, owner).mutation(api.billing.localCheckout.cancel, { sessionId: "cs_x" }),
      "NOT_FOUND",
    );
    const { url } = await asUser(t, owner).mutation(api.billing.localCheckout.cancel, {
      sessionId,
    });
    expect(url).toBe(`${SITE}/pricing?canceled=1`);
    const session = await asUser(t, owner).query(api.billing.localCheckout.session, {
      sessionId,
    });
    expect(session?.status).toBe("canceled");
  });
});

describe("setCancelAtPeriodEnd", () => {
  async function subscribed() {
    stubLocalCheckout();
    const t = await seeded();
    const userId = await createUser(t, { subscriptionTier: "pro" });
    await t.run(async (ctx) => {
      await ctx.db.insert("billingCustomers", { userId, stripeCustomerId: "cus_local_1" });
      await ctx.db.insert("subscriptions", {
        userId,
        stripeSubscriptionId: "sub_local_1",
        stripeCustomerId: "cus_local_1",
        status: "active",
        tier: "pro",
        priceId: "price_local_pro",
        currentPeriodStart: 1_800_000_000_000,
        currentPeriodEnd: 1_802_000_000_000,
        cancelAtPeriodEnd: false,
        scheduledTier: null,
        stateEventCreated: 1_800_000_000,
        paymentFailedAt: null,
      });
    });
    return { t, userId };
  }

  it("sends the subscription with cancel_at_period_end set", async () => {
    const { t, userId } = await subscribed();
    const requests = captureFetch();
    await asUser(t, userId).action(api.billing.localCheckout.setCancelAtPeriodEnd, {
      cancel: true,
    });
    const events = await delivered(requests);
    expect(events.map((e) => e.normalized)).toEqual([
      {
        type: "customer.subscription.updated",
        subscriptionId: "sub_local_1",
        customerId: "cus_local_1",
        userId,
        status: "active",
        priceId: "price_local_pro",
        currentPeriodStart: 1_800_000_000,
        currentPeriodEnd: 1_802_000_000,
        cancelAtPeriodEnd: true,
      },
    ]);
    // Already in that state (the webhook has not applied the change here): nothing to send.
    await asUser(t, userId).action(api.billing.localCheckout.setCancelAtPeriodEnd, {
      cancel: false,
    });
    expect(requests).toHaveLength(1);
    // Once applied, keeping the plan clears it, in an event newer than the state.
    await t.run(async (ctx) => {
      const row = await ctx.db.query("subscriptions").first();
      await ctx.db.patch("subscriptions", row!._id, {
        cancelAtPeriodEnd: true,
        stateEventCreated: 4_000_000_000,
      });
    });
    await asUser(t, userId).action(api.billing.localCheckout.setCancelAtPeriodEnd, {
      cancel: false,
    });
    const [, kept] = await delivered(requests);
    expect(kept.normalized).toMatchObject({ cancelAtPeriodEnd: false });
    expect((JSON.parse(requests[1].body) as { created: number }).created).toBe(4_000_000_001);
  });

  it("refuses anonymous callers and users without a plan", async () => {
    const { t } = await subscribed();
    const requests = captureFetch();
    await expectAppError(
      t.action(api.billing.localCheckout.setCancelAtPeriodEnd, { cancel: true }),
      "UNAUTHENTICATED",
    );
    const other = await createUser(t);
    await expectAppError(
      asUser(t, other).action(api.billing.localCheckout.setCancelAtPeriodEnd, { cancel: true }),
      "NOT_FOUND",
    );
    expect(requests).toEqual([]);
  });
});
