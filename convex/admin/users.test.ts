import { describe, expect, it } from "vitest";
import { api } from "../_generated/api";
import type { Id } from "../_generated/dataModel";
import { asUser, createUser, expectAppError, makeTest, type TestApp } from "../test.setup";
import { ADMIN_CONSOLE } from "../../shared/constants";

/** The admin console's Users panel: email search and credit grants or removals. */

async function ledgerOf(t: TestApp, userId: Id<"users">) {
  return await t.run(
    async (ctx) =>
      await ctx.db
        .query("creditLedger")
        .withIndex("by_user", (q) => q.eq("userId", userId))
        .take(50),
  );
}

async function setup() {
  const t = makeTest();
  const adminId = await createUser(t, { isAdmin: true, email: "boss@studio.test" });
  const userId = await createUser(t, {
    email: "maya@northbound.coffee",
    fullName: "Maya Lin",
    subscriptionTier: "pro",
    legendCredits: 10,
  });
  return { t, admin: asUser(t, adminId), adminId, userId };
}

describe("admin.users.search", () => {
  it("finds accounts by email prefix, case-insensitively, with plan, credits and admin flag", async () => {
    const { t, admin, userId } = await setup();
    await createUser(t, { email: "max@elsewhere.test" });
    const found = await admin.query(api.admin.users.search, { emailPrefix: "  MAYA@North" });
    expect(found).toEqual([
      {
        id: userId,
        email: "maya@northbound.coffee",
        name: "Maya Lin",
        plan: "pro",
        legendCredits: 10,
        isAdmin: false,
        createdAt: expect.any(Number) as number,
      },
    ]);
    const ma = await admin.query(api.admin.users.search, { emailPrefix: "ma" });
    expect(ma.map((u) => u.email)).toEqual(["max@elsewhere.test", "maya@northbound.coffee"]);
    expect(await admin.query(api.admin.users.search, { emailPrefix: "nobody" })).toEqual([]);
  });

  it("lists the newest accounts for an empty search, bounded", async () => {
    const { t, admin } = await setup();
    for (let i = 0; i < ADMIN_CONSOLE.userSearchLimit + 3; i += 1) await createUser(t);
    const newest = await admin.query(api.admin.users.search, { emailPrefix: "" });
    expect(newest).toHaveLength(ADMIN_CONSOLE.userSearchLimit);
    expect(newest[0].createdAt).toBeGreaterThanOrEqual(newest[1].createdAt);
  });

  it("refuses anonymous callers and non-admins", async () => {
    const { t, userId } = await setup();
    await expectAppError(t.query(api.admin.users.search, { emailPrefix: "" }), "UNAUTHENTICATED");
    await expectAppError(
      asUser(t, userId).query(api.admin.users.search, { emailPrefix: "" }),
      "FORBIDDEN",
    );
  });
});

describe("admin.users.adjustCredits", () => {
  it("grants credits with the reason in the ledger, and the user's balance moves live", async () => {
    const { t, admin, userId } = await setup();
    const user = asUser(t, userId);
    const answer = await admin.mutation(api.admin.users.adjustCredits, {
      userId,
      direction: "grant",
      amount: 25,
      reason: "  Sorry   for the outage ",
    });
    expect(answer).toMatchObject({ delta: 25, balanceAfter: 35, user: { legendCredits: 35 } });
    // What the header badge subscribes to (users.queries.me) carries the new balance.
    expect((await user.query(api.users.queries.me, {}))?.legendCredits).toBe(35);
    expect((await user.query(api.credits.queries.balance, {})).legendCredits).toBe(35);
    const ledger = await ledgerOf(t, userId);
    expect(ledger.map((row) => [row.reason, row.delta, row.balanceAfter, row.note])).toEqual([
      ["adjustment", 25, 35, "Sorry for the outage"],
    ]);
  });

  it("removes credits down to zero, never below: more than the balance is refused in words", async () => {
    const { t, admin, adminId, userId } = await setup();
    const tooMany = admin.mutation(api.admin.users.adjustCredits, {
      userId,
      direction: "remove",
      amount: 11,
      reason: "Test credits",
    });
    await expect(tooMany).rejects.toMatchObject({
      data: {
        code: "INVALID_ARGUMENT",
        message: "maya@northbound.coffee has 10 Legend Credits: you can remove at most that many.",
      },
    });
    expect(await ledgerOf(t, userId)).toEqual([]);

    const removed = await admin.mutation(api.admin.users.adjustCredits, {
      userId,
      direction: "remove",
      amount: 10,
      reason: "Test credits",
    });
    expect(removed).toMatchObject({ delta: -10, balanceAfter: 0 });
    const ledger = await ledgerOf(t, userId);
    expect(ledger.map((row) => [row.reason, row.delta, row.balanceAfter, row.note])).toEqual([
      ["adjustment", -10, 0, "Test credits"],
    ]);
    const audit = await t.run(async (ctx) => await ctx.db.query("adminAudit").take(5));
    expect(audit).toMatchObject([{ adminId, action: "credits", userId, delta: -10 }]);
  });

  it("refuses bad ids, empty or long reasons and amounts that are not 1 to the max, writing nothing", async () => {
    const { t, admin, userId } = await setup();
    const base = {
      userId: userId as string,
      direction: "grant" as const,
      amount: 5,
      reason: "Why",
    };
    const cases: [Partial<typeof base>, "NOT_FOUND" | "INVALID_ARGUMENT"][] = [
      [{ userId: "not-an-id" }, "NOT_FOUND"],
      [{ userId: "" }, "NOT_FOUND"],
      [{ reason: "" }, "INVALID_ARGUMENT"],
      [{ reason: "   \n " }, "INVALID_ARGUMENT"],
      [{ reason: "x".repeat(ADMIN_CONSOLE.reasonMaxChars + 1) }, "INVALID_ARGUMENT"],
      [{ amount: 0 }, "INVALID_ARGUMENT"],
      [{ amount: -5 }, "INVALID_ARGUMENT"],
      [{ amount: 2.5 }, "INVALID_ARGUMENT"],
      [{ amount: Number.NaN }, "INVALID_ARGUMENT"],
      [{ amount: ADMIN_CONSOLE.creditAdjustMax + 1 }, "INVALID_ARGUMENT"],
    ];
    for (const [change, code] of cases) {
      await expectAppError(
        admin.mutation(api.admin.users.adjustCredits, { ...base, ...change }),
        code,
      );
    }
    // Another table's id is no account either.
    const jobLike = await t.run(async (ctx) =>
      ctx.db.insert("adminAudit", { adminId: userId, action: "credits" }),
    );
    await expectAppError(
      admin.mutation(api.admin.users.adjustCredits, { ...base, userId: jobLike }),
      "NOT_FOUND",
    );
    expect(await ledgerOf(t, userId)).toEqual([]);
    expect((await asUser(t, userId).query(api.credits.queries.balance, {})).legendCredits).toBe(10);
  });

  it("refuses anonymous callers and non-admins, writing nothing", async () => {
    const { t, userId } = await setup();
    const args = { userId, direction: "grant" as const, amount: 5, reason: "Mine" };
    await expectAppError(t.mutation(api.admin.users.adjustCredits, args), "UNAUTHENTICATED");
    await expectAppError(
      asUser(t, userId).mutation(api.admin.users.adjustCredits, args),
      "FORBIDDEN",
    );
    expect(await ledgerOf(t, userId)).toEqual([]);
  });
});
