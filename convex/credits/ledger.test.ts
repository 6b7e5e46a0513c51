import { describe, expect, it } from "vitest";
import type { Id } from "../_generated/dataModel";
import { api } from "../_generated/api";
import { asUser, createUser, expectAppError, makeTest, type TestApp } from "../test.setup";
import { MY_LEDGER_MAX } from "./queries";

async function addRow(
  t: TestApp,
  userId: Id<"users">,
  row: {
    delta: number;
    reason: "monthly_grant" | "purchase" | "spend" | "pack_refund" | "signup_grant";
    balanceAfter: number;
    note?: string;
    sourceId?: string;
  },
) {
  await t.run(async (ctx) => await ctx.db.insert("creditLedger", { userId, ...row }));
}

describe("myLedger", () => {
  it("lists the caller's rows newest first, with reason, source kind and the balance after", async () => {
    const t = makeTest();
    const userId = await createUser(t);
    await addRow(t, userId, { delta: 10, reason: "signup_grant", balanceAfter: 10 });
    await addRow(t, userId, {
      delta: 300,
      reason: "monthly_grant",
      balanceAfter: 310,
      sourceId: "in_123",
      note: "Starter",
    });
    await addRow(t, userId, {
      delta: 500,
      reason: "purchase",
      balanceAfter: 810,
      sourceId: "cs_test_9",
    });
    await addRow(t, userId, {
      delta: -500,
      reason: "pack_refund",
      balanceAfter: 310,
      sourceId: "ch_7",
    });
    await addRow(t, userId, { delta: -3, reason: "spend", balanceAfter: 307, sourceId: "local_x" });

    const rows = await asUser(t, userId).query(api.credits.queries.myLedger, {});
    expect(rows.map((row) => [row.reason, row.delta, row.balanceAfter, row.sourceKind])).toEqual([
      ["spend", -3, 307, "other"],
      ["pack_refund", -500, 310, "charge"],
      ["purchase", 500, 810, "checkout"],
      ["monthly_grant", 300, 310, "invoice"],
      ["signup_grant", 10, 10, null],
    ]);
    expect(rows[3]).toMatchObject({
      note: "Starter",
      id: expect.any(String),
      createdAt: expect.any(Number),
    });
    expect(rows[0].createdAt).toBeGreaterThanOrEqual(rows[4].createdAt);
    // The Stripe id itself never leaves the server.
    expect(JSON.stringify(rows)).not.toContain("in_123");
  });

  it("is capped at the newest MY_LEDGER_MAX rows", async () => {
    const t = makeTest();
    const userId = await createUser(t);
    await t.run(async (ctx) => {
      for (let i = 1; i <= MY_LEDGER_MAX + 5; i += 1) {
        await ctx.db.insert("creditLedger", {
          userId,
          delta: 1,
          reason: "adjustment",
          balanceAfter: i,
        });
      }
    });
    const rows = await asUser(t, userId).query(api.credits.queries.myLedger, {});
    expect(rows).toHaveLength(MY_LEDGER_MAX);
    expect(rows[0].balanceAfter).toBe(MY_LEDGER_MAX + 5);
  });

  it("refuses an anonymous caller", async () => {
    const t = makeTest();
    await expectAppError(t.query(api.credits.queries.myLedger, {}), "UNAUTHENTICATED");
  });

  it("never shows another user's rows", async () => {
    const t = makeTest();
    const owner = await createUser(t);
    const other = await createUser(t);
    await addRow(t, owner, { delta: 500, reason: "purchase", balanceAfter: 500, sourceId: "cs_1" });
    await addRow(t, other, { delta: 7, reason: "signup_grant", balanceAfter: 7 });
    const rows = await asUser(t, other).query(api.credits.queries.myLedger, {});
    expect(rows.map((row) => row.delta)).toEqual([7]);
  });

  it("refuses arguments it doesn't take", async () => {
    const t = makeTest();
    const userId = await createUser(t);
    await expect(
      asUser(t, userId).query(api.credits.queries.myLedger, { userId } as never),
    ).rejects.toThrow();
  });
});
