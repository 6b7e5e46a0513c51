import { describe, expect, it } from "vitest";
import { api, internal } from "../_generated/api";
import { asUser, createUser, expectAppError, makeTest } from "../test.setup";
import { grantCredits, takeBackCredits } from "./model";

describe("credits", () => {
  it("shows the balance to its owner only", async () => {
    const t = makeTest();
    const userId = await createUser(t, { legendCredits: 0 });
    await t.run(async (ctx) => await grantCredits(ctx, userId, 7, "purchase", "Small pack"));
    expect(await asUser(t, userId).query(api.credits.queries.balance, {})).toEqual({
      legendCredits: 7,
    });
    // Someone else sees their own balance, never this one.
    const other = await createUser(t, { legendCredits: 3 });
    expect(await asUser(t, other).query(api.credits.queries.balance, {})).toEqual({
      legendCredits: 3,
    });
    await expectAppError(t.query(api.credits.queries.balance, {}), "UNAUTHENTICATED");
  });

  it("refuses fractional changes as a bug", async () => {
    const t = makeTest();
    const userId = await createUser(t);
    await expect(
      t.run(async (ctx) => await grantCredits(ctx, userId, 1.5, "adjustment")),
    ).rejects.toThrow(/whole numbers/);
  });

  it("records what paid for a grant, and takes a refund back down to zero, never below", async () => {
    const t = makeTest();
    const userId = await createUser(t, { legendCredits: 0 });
    await t.run(async (ctx) => {
      await grantCredits(ctx, userId, 100, "purchase", { note: "Starter pack", sourceId: "cs_1" });
      expect(
        await takeBackCredits(ctx, userId, 30, { note: "Partial refund", sourceId: "ch_1" }),
      ).toBe(30);
      expect(
        await takeBackCredits(ctx, userId, 500, { note: "Full refund", sourceId: "ch_1" }),
      ).toBe(70);
      expect(await takeBackCredits(ctx, userId, 10, { note: "Again", sourceId: "ch_1" })).toBe(0);
    });
    const rows = await t.run(async (ctx) =>
      (await ctx.db.query("creditLedger").take(10)).map((row) => [
        row.reason,
        row.delta,
        row.balanceAfter,
        row.sourceId,
        row.note,
      ]),
    );
    expect(rows).toEqual([
      ["purchase", 100, 100, "cs_1", "Starter pack"],
      ["pack_refund", -30, 70, "ch_1", "Partial refund"],
      ["pack_refund", -70, 0, "ch_1", "Full refund"],
    ]);
  });

  it("answers GET /api/user/credits for the bearer, 401 otherwise", async () => {
    const t = makeTest();
    const userId = await createUser(t, { legendCredits: 12 });
    const response = await asUser(t, userId).fetch("/api/user/credits");
    expect(await response.json()).toEqual({ legendCredits: 12 });
    expect((await t.fetch("/api/user/credits")).status).toBe(401);
  });
});

describe("subscription tiers", () => {
  it("are seeded once with the spec's plans and fallback prices", async () => {
    const t = makeTest();
    await t.mutation(internal.system.seed.run, {});
    await t.mutation(internal.system.seed.run, {});
    const tiers = await t.run(
      async (ctx) => await ctx.db.query("subscriptionTiers").withIndex("by_sortOrder").take(20),
    );
    expect(
      tiers.map((tier) => [tier.tier, tier.name, tier.priceMonthly, tier.legendsAccessCount]),
    ).toEqual([
      ["free", "Dreamer", 0, 1],
      ["starter", "Starter", 9900, 3],
      ["pro", "Pro", 39900, 6],
      ["business", "Business", 99900, -1],
      ["enterprise", "Enterprise", null, -1],
    ]);
  });

  it("grant a new account its plan's credits", async () => {
    const t = makeTest();
    await t.mutation(internal.system.seed.run, {});
    await t.run(async (ctx) => {
      const tier = await ctx.db
        .query("subscriptionTiers")
        .withIndex("by_tier", (q) => q.eq("tier", "starter"))
        .unique();
      await ctx.db.patch("subscriptionTiers", tier!._id, { legendCredits: 300 });
    });
    const { syncAccount } = await import("../users/model");
    const userId = await t.run(
      async (ctx) =>
        await ctx.db.insert("users", { email: "s@example.com", subscriptionTier: "starter" }),
    );
    await t.run(async (ctx) => await syncAccount(ctx, userId));
    expect(await asUser(t, userId).query(api.credits.queries.balance, {})).toEqual({
      legendCredits: 300,
    });
  });
});
