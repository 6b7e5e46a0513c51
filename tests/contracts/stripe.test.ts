import { afterEach, describe, expect, test, vi } from "vitest";
import Stripe from "stripe";
import { stripeClient } from "../../convex/billing/stripeClient";
import {
  CHECKOUT_UNAVAILABLE,
  createCustomer,
  createPaymentSession,
  createPlanChangeSession,
  createPortalSession,
  createSubscriptionSession,
} from "../../convex/billing/stripeAdapter";
import { readAppError, validationMessages } from "../../shared/errors";
import { startFake, type FakeHandler, type RecordedRequest } from "./fakes/server";

/**
 * Stripe's REST API as documented: form-encoded POSTs (nested fields as `a[b][c]`), the secret
 * key as a Bearer token, the pinned API version in Stripe-Version, JSON answers; errors as
 * `{ error: { type, message, param, code } }` with a 4xx/5xx status. The real adapter (the
 * calls checkout makes) runs against it through the `stripe` SDK, pointed here by
 * STRIPE_API_BASE.
 */

const KEY = "sk_test_contract";
const SITE = "http://localhost:5173";

const form = (request: RecordedRequest) => Object.fromEntries(new URLSearchParams(request.body));

function stripeError(status: number, error: Record<string, string>) {
  // Stripe says whether a retry could help; a refusal is final.
  return { status, body: { error }, headers: { "Stripe-Should-Retry": "false" } };
}

const stripe: FakeHandler = (request) => {
  if (request.headers.authorization !== `Bearer ${KEY}`) {
    return stripeError(401, {
      type: "invalid_request_error",
      message: "Invalid API Key provided",
    });
  }
  if (request.method !== "POST") return stripeError(405, { type: "invalid_request_error" });
  if (!request.headers["content-type"]?.startsWith("application/x-www-form-urlencoded")) {
    return stripeError(400, { type: "invalid_request_error", message: "Not form encoded" });
  }
  const fields = form(request);
  switch (request.path) {
    case "/v1/customers":
      return { status: 200, body: { id: "cus_Contract1", object: "customer", ...fields } };
    case "/v1/checkout/sessions": {
      const price = fields["line_items[0][price]"];
      if (price === "price_missing") {
        return stripeError(400, {
          type: "invalid_request_error",
          code: "resource_missing",
          param: "line_items[0][price]",
          message: "No such price: 'price_missing'",
        });
      }
      if (fields.customer === "cus_broken") {
        return stripeError(500, { type: "api_error", message: "Something went wrong" });
      }
      const id = fields.mode === "subscription" ? "cs_test_sub1" : "cs_test_pay1";
      return {
        status: 200,
        body: {
          id,
          object: "checkout.session",
          mode: fields.mode,
          url: `https://checkout.stripe.com/c/pay/${id}`,
        },
      };
    }
    case "/v1/billing_portal/sessions":
      return {
        status: 200,
        body: {
          id: "bps_1",
          object: "billing_portal.session",
          customer: fields.customer,
          return_url: fields.return_url,
          url: "https://billing.stripe.com/p/session/test_1",
        },
      };
    default:
      return stripeError(404, { type: "invalid_request_error", message: "Unrecognized URL" });
  }
};

let fake: Awaited<ReturnType<typeof startFake>> | null = null;
async function client() {
  fake = await startFake(stripe);
  vi.stubEnv("STRIPE_API_BASE", fake.url);
  return { stripe: stripeClient(KEY), requests: fake.requests };
}
afterEach(async () => {
  vi.unstubAllEnvs();
  await fake?.close();
  fake = null;
});

function expectStripeHeaders(request: RecordedRequest) {
  expect(request.method).toBe("POST");
  expect(request.headers.authorization).toBe(`Bearer ${KEY}`);
  expect(request.headers["stripe-version"]).toBe(Stripe.API_VERSION);
  expect(request.headers["content-type"]).toContain("application/x-www-form-urlencoded");
}

const subscriptionOrder = {
  customerId: "cus_Contract1",
  userId: "user_42",
  tier: "pro",
  priceId: "price_1Pro",
  successUrl: `${SITE}/subscription/success?session_id={CHECKOUT_SESSION_ID}`,
  cancelUrl: `${SITE}/pricing?canceled=1`,
};

describe("Stripe adapter", () => {
  test("creates the customer with the user's id in metadata, idempotently per user", async () => {
    const { stripe, requests } = await client();
    const id = await createCustomer(stripe, {
      userId: "user_42",
      email: "ada@example.com",
      name: "Ada Lovelace",
    });
    expect(id).toBe("cus_Contract1");
    const [request] = requests;
    expectStripeHeaders(request);
    expect(request.path).toBe("/v1/customers");
    expect(request.headers["idempotency-key"]).toBe("customer-user_42");
    expect(form(request)).toEqual({
      email: "ada@example.com",
      name: "Ada Lovelace",
      "metadata[userId]": "user_42",
    });
  });

  test("opens a subscription checkout tied to the user and the plan", async () => {
    const { stripe, requests } = await client();
    const url = await createSubscriptionSession(stripe, subscriptionOrder);
    expect(url).toBe("https://checkout.stripe.com/c/pay/cs_test_sub1");
    const [request] = requests;
    expectStripeHeaders(request);
    expect(request.path).toBe("/v1/checkout/sessions");
    expect(form(request)).toEqual({
      mode: "subscription",
      customer: "cus_Contract1",
      client_reference_id: "user_42",
      "line_items[0][price]": "price_1Pro",
      "line_items[0][quantity]": "1",
      "subscription_data[metadata][userId]": "user_42",
      "metadata[userId]": "user_42",
      "metadata[tier]": "pro",
      success_url: `${SITE}/subscription/success?session_id={CHECKOUT_SESSION_ID}`,
      cancel_url: `${SITE}/pricing?canceled=1`,
      allow_promotion_codes: "true",
    });
  });

  test("opens a payment checkout for a pack: its price, or priced inline without one", async () => {
    const { stripe, requests } = await client();
    const order = {
      customerId: "cus_Contract1",
      userId: "user_42",
      packageId: "popular",
      name: "Popular Pack",
      priceInCents: 7900,
      successUrl: `${SITE}/credits/success?session_id={CHECKOUT_SESSION_ID}`,
      cancelUrl: `${SITE}/pricing?canceled=1`,
    };
    const inline = await createPaymentSession(stripe, { ...order, stripePriceId: null });
    expect(inline).toBe("https://checkout.stripe.com/c/pay/cs_test_pay1");
    await createPaymentSession(stripe, { ...order, stripePriceId: "price_1Pack" });
    const [first, second] = requests.map(form);
    expectStripeHeaders(requests[0]);
    expect(first).toEqual({
      mode: "payment",
      customer: "cus_Contract1",
      client_reference_id: "user_42",
      "line_items[0][price_data][currency]": "usd",
      "line_items[0][price_data][unit_amount]": "7900",
      "line_items[0][price_data][product_data][name]": "Popular Pack",
      "line_items[0][quantity]": "1",
      "metadata[userId]": "user_42",
      "metadata[packageId]": "popular",
      "payment_intent_data[metadata][userId]": "user_42",
      "payment_intent_data[metadata][packageId]": "popular",
      success_url: `${SITE}/credits/success?session_id={CHECKOUT_SESSION_ID}`,
      cancel_url: `${SITE}/pricing?canceled=1`,
    });
    expect(second["line_items[0][price]"]).toBe("price_1Pack");
    expect(second["line_items[0][price_data][unit_amount]"]).toBeUndefined();
  });

  test("opens the Billing Portal for the customer, returning to the account page", async () => {
    const { stripe, requests } = await client();
    const url = await createPortalSession(stripe, "cus_Contract1", `${SITE}/account`);
    expect(url).toBe("https://billing.stripe.com/p/session/test_1");
    expectStripeHeaders(requests[0]);
    expect(requests[0].path).toBe("/v1/billing_portal/sessions");
    expect(form(requests[0])).toEqual({ customer: "cus_Contract1", return_url: `${SITE}/account` });
  });

  test("opens the portal on a subscriber's plan change", async () => {
    const { stripe, requests } = await client();
    const url = await createPlanChangeSession(stripe, "cus_Contract1", "sub_9", `${SITE}/account`);
    expect(url).toBe("https://billing.stripe.com/p/session/test_1");
    expectStripeHeaders(requests[0]);
    expect(form(requests[0])).toEqual({
      customer: "cus_Contract1",
      return_url: `${SITE}/account`,
      "flow_data[type]": "subscription_update",
      "flow_data[subscription_update][subscription]": "sub_9",
    });
  });

  test("a price Stripe doesn't know reads as 'Invalid Plan'", async () => {
    const { stripe } = await client();
    const error = await createSubscriptionSession(stripe, {
      ...subscriptionOrder,
      priceId: "price_missing",
    }).then(() => null, readAppError);
    expect(error).toEqual({
      code: "INVALID_ARGUMENT",
      message: validationMessages.billing.invalidPlan,
    });
  });

  test("Stripe's other failures become a calm error with nothing about keys or Stripe", async () => {
    const { stripe, requests } = await client();
    const outage = await createSubscriptionSession(stripe, {
      ...subscriptionOrder,
      customerId: "cus_broken",
    }).then(() => null, readAppError);
    expect(outage).toEqual({ code: "PROVIDER_UNAVAILABLE", message: CHECKOUT_UNAVAILABLE });
    // Stripe-Should-Retry: false is honoured: one request, no retry storm.
    expect(requests).toHaveLength(1);

    const badKey = await createCustomer(stripeClient("sk_test_wrong"), {
      userId: "user_42",
      email: "ada@example.com",
      name: "Ada",
    }).then(() => null, readAppError);
    expect(badKey).toEqual({ code: "PROVIDER_UNAVAILABLE", message: CHECKOUT_UNAVAILABLE });
    expect(CHECKOUT_UNAVAILABLE).not.toMatch(/stripe|key|STRIPE_/i);
  });
});
