import { afterEach, describe, expect, it, vi } from "vitest";
import { api, internal } from "../_generated/api";
import { asUser, createUser, makeTest } from "../test.setup";

afterEach(() => vi.unstubAllEnvs());

async function seeded() {
  const t = makeTest();
  await t.mutation(internal.system.seed.run, {});
  return t;
}

describe("pricing", () => {
  it("lists every active plan in order, marking the advanced ones, and the packs", async () => {
    const t = await seeded();
    const page = await t.query(api.billing.queries.pricing, {});
    expect(page.checkoutMode).toBe("off");
    expect(page.currentTier).toBeNull();
    expect(page.plans.map((p) => [p.tier, p.advanced])).toEqual([
      ["free", false],
      ["starter", false],
      ["pro", false],
      ["business", true],
      ["enterprise", true],
    ]);
    expect(page.plans.every((p) => p.stripePriceId === null)).toBe(true);
    expect(page.packages.map((p) => p.packageId)).toEqual(["starter", "popular", "premium"]);
  });

  it("gives paid plans a stand-in price offline, never the free or custom-priced ones", async () => {
    vi.stubEnv("LOCAL_CHECKOUT", "local");
    const t = await seeded();
    const userId = await createUser(t, { subscriptionTier: "starter" });
    const page = await asUser(t, userId).query(api.billing.queries.pricing, {});
    expect(page.checkoutMode).toBe("local");
    expect(page.currentTier).toBe("starter");
    expect(Object.fromEntries(page.plans.map((p) => [p.tier, p.stripePriceId]))).toEqual({
      free: null,
      starter: "price_local_starter",
      pro: "price_local_pro",
      business: "price_local_business",
      enterprise: null,
    });
  });

  it("prefers real Stripe ids once a secret key is set, and drops the stand-ins", async () => {
    vi.stubEnv("LOCAL_CHECKOUT", "local");
    vi.stubEnv("STRIPE_SECRET_KEY", "sk_test_x");
    const t = await seeded();
    await t.run(async (ctx) => {
      const pro = await ctx.db
        .query("subscriptionTiers")
        .withIndex("by_tier", (q) => q.eq("tier", "pro"))
        .unique();
      await ctx.db.patch("subscriptionTiers", pro!._id, { stripePriceId: "price_1Pro" });
    });
    const page = await t.query(api.billing.queries.pricing, {});
    expect(page.checkoutMode).toBe("stripe");
    expect(page.plans.filter((p) => p.stripePriceId !== null).map((p) => p.tier)).toEqual(["pro"]);
  });
});
