import { afterEach, describe, expect, it, vi } from "vitest";
import { api, internal } from "../_generated/api";
import type { Id } from "../_generated/dataModel";
import { asUser, createUser, makeTest, type TestApp } from "../test.setup";
import { validationMessages } from "../../shared/errors";
import { hasRealPriceId } from "./model";
import { PACKAGE_UNAVAILABLE } from "./checkoutFlow";
import { SITE, stubLocalCheckout } from "./billing.fixtures";

afterEach(() => vi.unstubAllEnvs());

async function seeded() {
  const t = makeTest();
  await t.mutation(internal.system.seed.run, {});
  return t;
}

describe("upgrade options", () => {
  it("offer every paid plan but the caller's own, and the active packages", async () => {
    const t = await seeded();
    const userId = await createUser(t, { subscriptionTier: "starter" });
    const options = await asUser(t, userId).query(api.billing.queries.upgradeOptions, {});
    expect(options.billingConfigured).toBe(false);
    expect(options.currentTier).toBe("starter");
    expect(options.plans.map((p) => p.tier)).toEqual(["pro", "business", "enterprise"]);
    expect(options.packages.map((p) => [p.packageId, p.priceInCents, p.isPopular])).toEqual([
      ["starter", 1900, false],
      ["popular", 7900, true],
      ["premium", 19900, false],
    ]);
  });

  it("list only plans with a real price id once billing is configured (spec 5)", async () => {
    vi.stubEnv("STRIPE_SECRET_KEY", "sk_test_x");
    vi.stubEnv("STRIPE_WEBHOOK_SECRET", "whsec_x");
    const t = await seeded();
    await t.run(async (ctx) => {
      const rows = await ctx.db.query("subscriptionTiers").take(10);
      const ids: Record<string, string> = {
        pro: "price_123",
        business: "price_xxxxx",
        enterprise: " ",
      };
      for (const row of rows) {
        if (ids[row.tier])
          await ctx.db.patch("subscriptionTiers", row._id, { stripePriceId: ids[row.tier] });
      }
    });
    const options = await t.query(api.billing.queries.upgradeOptions, {});
    expect(options.billingConfigured).toBe(true);
    expect(options.plans.map((p) => p.tier)).toEqual(["pro"]);
  });

  it("recognise missing, blank, placeholder and null price ids", () => {
    for (const id of [null, undefined, "", "  ", "price_xxxxx", "price_null"]) {
      expect(hasRealPriceId(id)).toBe(false);
    }
    expect(hasRealPriceId("price_1Pabc")).toBe(true);
  });
});

describe("GET /api/admin/credit-packages and /api/admin/subscription-tiers", () => {
  async function tiersSeenBy(t: TestApp, userId?: Id<"users">) {
    const response = await (userId ? asUser(t, userId) : t).fetch("/api/admin/subscription-tiers");
    expect(response.status).toBe(200);
    return ((await response.json()) as { tiers: { tier: string }[] }).tiers.map((p) => p.tier);
  }

  it("answer the active packages by sortOrder", async () => {
    const t = await seeded();
    await t.run(async (ctx) => {
      const row = await ctx.db
        .query("creditPackages")
        .withIndex("by_packageId", (q) => q.eq("packageId", "premium"))
        .unique();
      await ctx.db.patch("creditPackages", row!._id, { isActive: false });
    });
    const packages = (await (await t.fetch("/api/admin/credit-packages")).json()) as {
      packages: { packageId: string }[];
    };
    expect(packages.packages.map((p) => p.packageId)).toEqual(["starter", "popular"]);
  });

  it("list plans by spec 5: no free plan, not the caller's own, only real price ids", async () => {
    vi.stubEnv("STRIPE_SECRET_KEY", "sk_test_x");
    const t = await seeded();
    await t.run(async (ctx) => {
      const ids: Record<string, string | null> = {
        starter: "price_1Starter",
        pro: "price_1Pro",
        business: "price_xxxxx",
        enterprise: "price_null",
        free: "price_1Free",
      };
      for (const row of await ctx.db.query("subscriptionTiers").take(10)) {
        await ctx.db.patch("subscriptionTiers", row._id, { stripePriceId: ids[row.tier] ?? null });
      }
    });
    expect(await tiersSeenBy(t)).toEqual(["starter", "pro"]);
    const starter = await createUser(t, { subscriptionTier: "starter" });
    expect(await tiersSeenBy(t, starter)).toEqual(["pro"]);
  });

  it("offline, the paid plans' stand-in price ids are listed; with checkout off, none", async () => {
    vi.stubEnv("LOCAL_CHECKOUT", "local");
    const t = await seeded();
    expect(await tiersSeenBy(t)).toEqual(["starter", "pro", "business"]);
    vi.stubEnv("LOCAL_CHECKOUT", "");
    expect(await tiersSeenBy(t)).toEqual([]);
  });
});

describe("POST /api/billing/create-checkout-session and /create-credit-purchase", () => {
  const post = (body: unknown) => ({
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(body),
  });

  it("answer the checkout url, keeping return urls on the site's own origin only", async () => {
    stubLocalCheckout();
    const t = await seeded();
    const userId = await createUser(t);
    const user = asUser(t, userId);
    const response = await user.fetch(
      "/api/billing/create-checkout-session",
      post({
        priceId: "price_local_pro",
        mode: "subscription",
        successUrl: `${SITE}/subscription/success?from=dialog`,
        cancelUrl: "https://evil.example/phish",
      }),
    );
    expect(response.status).toBe(200);
    const { url } = (await response.json()) as { url: string };
    expect(url).toMatch(new RegExp(`^${SITE}/checkout/local/cs_local_`));
    const sessionId = url.split("/").pop()!;
    const credit = await user.fetch(
      "/api/billing/create-credit-purchase",
      post({ packageId: "starter", successUrl: "//evil.example/x", cancelUrl: "/pricing?x=1" }),
    );
    const creditUrl = ((await credit.json()) as { url: string }).url;
    const rows = await t.run(async (ctx) => ctx.db.query("localCheckouts").collect());
    const plan = rows.find((row) => row.sessionId === sessionId);
    const pack = rows.find((row) => creditUrl.endsWith(row.sessionId));
    expect(plan).toMatchObject({
      successUrl: `${SITE}/subscription/success?from=dialog&session_id=${sessionId}`,
      cancelUrl: `${SITE}/pricing?canceled=1`,
    });
    expect(pack).toMatchObject({
      successUrl: `${SITE}/credits/success?session_id=${pack!.sessionId}`,
      cancelUrl: `${SITE}/pricing?x=1`,
    });
  });

  it("answer 401 without a bearer and 400 for bad input", async () => {
    stubLocalCheckout();
    const t = await seeded();
    const anonymous = await t.fetch(
      "/api/billing/create-checkout-session",
      post({ priceId: "price_local_pro", mode: "subscription" }),
    );
    expect(anonymous.status).toBe(401);
    expect(await anonymous.json()).toEqual({ error: expect.any(String) as string });
    const anonymousPack = await t.fetch(
      "/api/billing/create-credit-purchase",
      post({ packageId: "popular" }),
    );
    expect(anonymousPack.status).toBe(401);

    const user = asUser(t, await createUser(t));
    const badPlan = await user.fetch(
      "/api/billing/create-checkout-session",
      post({ priceId: "price_xxxxx", mode: "subscription" }),
    );
    expect(badPlan.status).toBe(400);
    expect(((await badPlan.json()) as { error: string }).error).toBe(
      validationMessages.billing.invalidPlan,
    );
    const wrongMode = await user.fetch(
      "/api/billing/create-checkout-session",
      post({ priceId: "price_local_pro", mode: "payment" }),
    );
    expect(wrongMode.status).toBe(400);
    const badPack = await user.fetch(
      "/api/billing/create-credit-purchase",
      post({ packageId: "huge" }),
    );
    expect(badPack.status).toBe(400);
    expect(((await badPack.json()) as { error: string }).error).toBe(PACKAGE_UNAVAILABLE);
    const notJson = await user.fetch("/api/billing/create-credit-purchase", {
      method: "POST",
      body: "nope",
    });
    expect(notJson.status).toBe(400);
    expect(await t.run(async (ctx) => ctx.db.query("localCheckouts").collect())).toEqual([]);
  });
});
