import { afterEach, describe, expect, it, vi } from "vitest";
import { api, internal } from "../_generated/api";
import { asUser, createUser, makeTest } from "../test.setup";
import { hasRealPriceId } from "./model";

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
  it("answer the active packages and plans", async () => {
    const t = await seeded();
    const packages = (await (await t.fetch("/api/admin/credit-packages")).json()) as {
      packages: { packageId: string }[];
    };
    expect(packages.packages.map((p) => p.packageId)).toEqual(["starter", "popular", "premium"]);
    const tiers = (await (await t.fetch("/api/admin/subscription-tiers")).json()) as {
      tiers: { tier: string }[];
    };
    expect(tiers.tiers.map((p) => p.tier)).toEqual([
      "free",
      "starter",
      "pro",
      "business",
      "enterprise",
    ]);
  });
});
