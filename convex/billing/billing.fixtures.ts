import { vi } from "vitest";
import { internal } from "../_generated/api";
import { makeTest } from "../test.setup";

/** Shared set-up for the billing tests (two dots in the name: never deployed). */

export const SITE = "http://localhost:5173";
export const CONVEX_SITE = "http://127.0.0.1:3211";
export const WEBHOOK_SECRET = "whsec_local_testsecret";

export async function seeded() {
  const t = makeTest();
  await t.mutation(internal.system.seed.run, {});
  return t;
}

/** The offline checkout, as the local backend configures it. */
export function stubLocalCheckout() {
  vi.stubEnv("SITE_URL", SITE);
  vi.stubEnv("CONVEX_SITE_URL", CONVEX_SITE);
  vi.stubEnv("LOCAL_CHECKOUT", "local");
  vi.stubEnv("STRIPE_SECRET_KEY", "");
  vi.stubEnv("STRIPE_WEBHOOK_SECRET", WEBHOOK_SECRET);
}

export type Captured = { url: string; headers: Headers; body: string };

/**
 * Stands in for the network: records every request; `answer` says what each gets (default 200
 * with an empty JSON object).
 */
export function captureFetch(answer: (request: Captured) => Response | null = () => null) {
  const requests: Captured[] = [];
  vi.stubGlobal("fetch", async (input: string | URL | Request, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const captured: Captured = {
      url: request.url,
      headers: request.headers,
      body: await request.text(),
    };
    requests.push(captured);
    return answer(captured) ?? Response.json({});
  });
  return requests;
}

/**
 * Stripe's REST API in miniature (real Stripe mode): answers customers, checkout sessions and
 * portal sessions in Stripe's shapes; the contract test checks the wire format in full.
 */
export function stubStripe() {
  vi.stubEnv("SITE_URL", SITE);
  vi.stubEnv("STRIPE_SECRET_KEY", "sk_test_fake");
  vi.stubEnv("STRIPE_WEBHOOK_SECRET", "whsec_fake");
  vi.stubEnv("STRIPE_API_BASE", "http://127.0.0.1:1");
  let sessions = 0;
  let customers = 0;
  return captureFetch((request) => {
    const path = new URL(request.url).pathname;
    if (path === "/v1/customers") {
      customers += 1;
      return Response.json({ id: `cus_test_${customers}`, object: "customer" });
    }
    if (path === "/v1/checkout/sessions") {
      sessions += 1;
      const id = `cs_test_${sessions}`;
      return Response.json({
        id,
        object: "checkout.session",
        url: `https://checkout.stripe.com/c/pay/${id}`,
      });
    }
    if (path === "/v1/billing_portal/sessions") {
      return Response.json({
        id: "bps_1",
        object: "billing_portal.session",
        url: "https://billing.stripe.com/p/session/bps_1",
      });
    }
    return Response.json(
      { error: { type: "invalid_request_error", message: "?" } },
      { status: 404 },
    );
  });
}

export const form = (body: string) => Object.fromEntries(new URLSearchParams(body));
