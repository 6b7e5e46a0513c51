import { afterEach, describe, expect, it, vi } from "vitest";
import { api } from "../_generated/api";
import { asUser, createUser, type TestApp } from "../test.setup";
import { CONVEX_SITE, seeded, stubLocalCheckout } from "./billing.fixtures";

afterEach(() => {
  vi.unstubAllEnvs();
  vi.unstubAllGlobals();
});

/** The deployment's own HTTP actions answer fetches to its site URL (as the local backend does). */
function routeFetchToDeployment(t: TestApp) {
  const seen: string[] = [];
  vi.stubGlobal("fetch", async (input: string | URL | Request, init?: RequestInit) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    if (url.origin !== new URL(CONVEX_SITE).origin) throw new Error(`unexpected fetch ${url.href}`);
    const response = await t.fetch(url.pathname + url.search, init);
    seen.push(`${url.pathname} ${response.status}`);
    return response;
  });
  return seen;
}

describe("the offline checkout, end to end through the real webhook", () => {
  it("upgrades, buys credits, changes plan and cancels at period end", async () => {
    stubLocalCheckout();
    const t = await seeded();
    const seen = routeFetchToDeployment(t);
    const userId = await createUser(t, { legendCredits: 5 });
    const user = asUser(t, userId);

    const start = await user.action(api.billing.checkout.startSubscriptionCheckout, {
      priceId: "price_local_starter",
    });
    const sessionId = start.url.split("/").pop()!;
    const paid = await user.action(api.billing.localCheckout.pay, { sessionId });
    expect(paid.url).toContain(sessionId);
    expect(seen).toEqual([
      "/api/stripe/webhook 200",
      "/api/stripe/webhook 200",
      "/api/stripe/webhook 200",
    ]);
    let mine = await user.query(api.billing.queries.mySubscription, {});
    expect(mine.tier).toBe("starter");
    expect(mine.legendCredits).toBe(305);
    const result = await user.query(api.billing.queries.checkoutResult, { sessionId });
    expect(result.status).toBe("complete");

    // Pay again: nothing new.
    await user.action(api.billing.localCheckout.pay, { sessionId });
    expect(seen).toHaveLength(3);

    const pack = await user.action(api.billing.checkout.startCreditCheckout, {
      packageId: "popular",
    });
    const packSession = pack.url.split("/").pop()!;
    await user.action(api.billing.localCheckout.pay, { sessionId: packSession });
    mine = await user.query(api.billing.queries.mySubscription, {});
    // The popular pack: 500 credits on top.
    expect(mine.legendCredits).toBe(805);
    const packResult = await user.query(api.billing.queries.checkoutResult, {
      sessionId: packSession,
    });
    expect(packResult.status).toBe("complete");

    const up = await user.action(api.billing.checkout.startSubscriptionCheckout, {
      priceId: "price_local_pro",
    });
    const upSession = up.url.split("/").pop()!;
    await user.action(api.billing.localCheckout.pay, { sessionId: upSession });
    mine = await user.query(api.billing.queries.mySubscription, {});
    expect(mine.tier).toBe("pro");
    const subs = await t.run(async (ctx) => ctx.db.query("subscriptions").collect());
    expect(subs).toHaveLength(1);
    const upResult = await user.query(api.billing.queries.checkoutResult, { sessionId: upSession });
    expect(upResult.status).toBe("complete");

    await user.action(api.billing.localCheckout.setCancelAtPeriodEnd, { cancel: true });
    mine = await user.query(api.billing.queries.mySubscription, {});
    expect(mine.cancelAtPeriodEnd).toBe(true);
    await user.action(api.billing.localCheckout.setCancelAtPeriodEnd, { cancel: false });
    mine = await user.query(api.billing.queries.mySubscription, {});
    expect(mine.cancelAtPeriodEnd).toBe(false);
  });
});
