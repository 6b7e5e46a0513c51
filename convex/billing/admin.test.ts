import { afterEach, describe, expect, it, vi } from "vitest";
import { api } from "../_generated/api";
import { asUser, createUser, expectAppError, type TestApp } from "../test.setup";
import { readAppError } from "../../shared/errors";
import { FREE_PLAN_HAS_NO_PRICE, INVALID_PRICE_ID } from "./adminRules";
import { seeded } from "./billing.fixtures";

afterEach(() => vi.unstubAllEnvs());

async function snapshot(t: TestApp) {
  return await t.run(async (ctx) => ({
    tiers: await ctx.db.query("subscriptionTiers").collect(),
    packages: await ctx.db.query("creditPackages").collect(),
  }));
}

describe("admin catalog", () => {
  it("lists every plan and pack, inactive ones too, as stored", async () => {
    vi.stubEnv("LOCAL_CHECKOUT", "local");
    const t = await seeded();
    const admin = asUser(t, await createUser(t, { isAdmin: true }));
    await admin.mutation(api.billing.admin.updatePackage, {
      packageId: "premium",
      stripePriceId: null,
      isActive: false,
    });
    const catalog = await admin.query(api.billing.admin.catalog, {});
    expect(catalog.tiers.map((row) => row.tier)).toEqual([
      "free",
      "starter",
      "pro",
      "business",
      "enterprise",
    ]);
    // The offline stand-ins are never shown as stored ids.
    expect(catalog.tiers.every((row) => row.stripePriceId === null)).toBe(true);
    expect(catalog.packages.find((row) => row.packageId === "premium")).toMatchObject({
      isActive: false,
      stripePriceId: null,
    });
  });

  it("refuses anonymous callers and non-admins", async () => {
    const t = await seeded();
    await expectAppError(t.query(api.billing.admin.catalog, {}), "UNAUTHENTICATED");
    const user = asUser(t, await createUser(t));
    await expectAppError(user.query(api.billing.admin.catalog, {}), "FORBIDDEN");
  });
});

describe("updateTier and updatePackage", () => {
  it("store a price id and the active flag", async () => {
    const t = await seeded();
    const admin = asUser(t, await createUser(t, { isAdmin: true }));
    await admin.mutation(api.billing.admin.updateTier, {
      tier: "pro",
      stripePriceId: " price_1ProABC ",
      isActive: true,
    });
    await admin.mutation(api.billing.admin.updateTier, {
      tier: "business",
      stripePriceId: "",
      isActive: false,
    });
    await admin.mutation(api.billing.admin.updatePackage, {
      packageId: "popular",
      stripePriceId: "price_1Pack",
      isActive: true,
    });
    const { tiers, packages } = await snapshot(t);
    expect(tiers.find((row) => row.tier === "pro")).toMatchObject({
      stripePriceId: "price_1ProABC",
      isActive: true,
    });
    expect(tiers.find((row) => row.tier === "business")).toMatchObject({
      stripePriceId: null,
      isActive: false,
    });
    expect(packages.find((row) => row.packageId === "popular")?.stripePriceId).toBe("price_1Pack");
  });

  it("refuse bad price ids, the free plan's price and unknown items, writing nothing", async () => {
    const t = await seeded();
    const admin = asUser(t, await createUser(t, { isAdmin: true }));
    const before = await snapshot(t);
    for (const stripePriceId of [
      "price_xxxxx",
      "prod_123",
      "price_",
      "price_local_pro",
      "price_has space",
      "price_null",
    ]) {
      const tierError = await admin
        .mutation(api.billing.admin.updateTier, { tier: "pro", stripePriceId, isActive: false })
        .then(() => null, readAppError);
      expect(tierError, stripePriceId).toEqual({
        code: "INVALID_ARGUMENT",
        message: INVALID_PRICE_ID,
      });
      await expectAppError(
        admin.mutation(api.billing.admin.updatePackage, {
          packageId: "popular",
          stripePriceId,
          isActive: false,
        }),
        "INVALID_ARGUMENT",
      );
    }
    const free = await admin
      .mutation(api.billing.admin.updateTier, {
        tier: "free",
        stripePriceId: "price_1Free",
        isActive: true,
      })
      .then(() => null, readAppError);
    expect(free?.message).toBe(FREE_PLAN_HAS_NO_PRICE);
    await expectAppError(
      admin.mutation(api.billing.admin.updateTier, {
        tier: "platinum",
        stripePriceId: null,
        isActive: true,
      }),
      "NOT_FOUND",
    );
    await expectAppError(
      admin.mutation(api.billing.admin.updatePackage, {
        packageId: "huge",
        stripePriceId: null,
        isActive: true,
      }),
      "NOT_FOUND",
    );
    expect(await snapshot(t)).toEqual(before);
  });

  it("refuse anonymous callers and non-admins, writing nothing", async () => {
    const t = await seeded();
    const before = await snapshot(t);
    const user = asUser(t, await createUser(t));
    const args = { tier: "pro", stripePriceId: "price_1Pro", isActive: false };
    const pack = { packageId: "popular", stripePriceId: "price_1Pack", isActive: false };
    await expectAppError(t.mutation(api.billing.admin.updateTier, args), "UNAUTHENTICATED");
    await expectAppError(t.mutation(api.billing.admin.updatePackage, pack), "UNAUTHENTICATED");
    await expectAppError(user.mutation(api.billing.admin.updateTier, args), "FORBIDDEN");
    await expectAppError(user.mutation(api.billing.admin.updatePackage, pack), "FORBIDDEN");
    expect(await snapshot(t)).toEqual(before);
  });
});
