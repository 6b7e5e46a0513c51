import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { api } from "../_generated/api";
import type { Id } from "../_generated/dataModel";
import { asUser, createUser, makeTest, type TestApp } from "../test.setup";
import { syncAccount } from "./model";

describe("users:me", () => {
  it("returns null for anonymous visitors", async () => {
    const t = makeTest();
    expect(await t.query(api.users.queries.me, {})).toBeNull();
  });

  it("returns the caller's DTO, never another user's", async () => {
    const t = makeTest();
    const alice = await createUser(t, {
      email: "alice@example.com",
      fullName: "Alice Doe",
      subscriptionTier: "pro",
      brandLimit: 3,
      legendCredits: 12,
    });
    await createUser(t, { email: "bob@example.com" });
    expect(await asUser(t, alice).query(api.users.queries.me, {})).toEqual({
      id: alice,
      email: "alice@example.com",
      fullName: "Alice Doe",
      isAdmin: false,
      subscriptionTier: "pro",
      brandLimit: 3,
      legendCredits: 12,
    });
  });

  it("reads missing account fields as the spec's defaults and exposes nothing else", async () => {
    const t = makeTest();
    const userId = await t.run(
      async (ctx) =>
        await ctx.db.insert("users", { email: "new@example.com", name: "Nova Newman", phone: "1" }),
    );
    const me = await asUser(t, userId).query(api.users.queries.me, {});
    expect(me).toEqual({
      id: userId,
      email: "new@example.com",
      fullName: "Nova Newman",
      isAdmin: false,
      subscriptionTier: "free",
      brandLimit: 0,
      legendCredits: 0,
    });
  });

  it("reports the admin flag", async () => {
    const t = makeTest();
    const adminId = await createUser(t, { isAdmin: true });
    expect((await asUser(t, adminId).query(api.users.queries.me, {}))?.isAdmin).toBe(true);
  });

  it("returns null when the session's user was deleted", async () => {
    const t = makeTest();
    const userId = await createUser(t);
    await t.run(async (ctx) => await ctx.db.delete("users", userId));
    expect(await asUser(t, userId).query(api.users.queries.me, {})).toBeNull();
  });
});

describe("syncAccount (auth callbacks)", () => {
  beforeEach(() => vi.stubEnv("ADMIN_EMAILS", " Boss@Example.com , other@example.com,"));
  afterEach(() => vi.unstubAllEnvs());

  async function sync(t: TestApp, userId: Id<"users">) {
    await t.run(async (ctx) => await syncAccount(ctx, userId));
    return await t.run(async (ctx) => await ctx.db.get("users", userId));
  }

  it("fills the defaults of a new account, taking fullName from the profile name", async () => {
    const t = makeTest();
    const userId = await t.run(
      async (ctx) => await ctx.db.insert("users", { email: "a@example.com", name: " Ann Lee " }),
    );
    expect(await sync(t, userId)).toMatchObject({
      fullName: "Ann Lee",
      subscriptionTier: "free",
      brandLimit: 0,
      // The free plan's sign-up grant (billing/tiers.ts), recorded in the ledger.
      legendCredits: 20,
      isAdmin: false,
    });
    const ledger = await t.run(async (ctx) => await ctx.db.query("creditLedger").take(5));
    expect(ledger.map((row) => [row.reason, row.delta, row.balanceAfter])).toEqual([
      ["signup_grant", 20, 20],
    ]);
    // Syncing again (the next sign-in) grants nothing more.
    expect((await sync(t, userId))?.legendCredits).toBe(20);
  });

  it("never overwrites values the account already has", async () => {
    const t = makeTest();
    const userId = await createUser(t, {
      name: "Google Name",
      fullName: "Edited Name",
      subscriptionTier: "pro",
      brandLimit: 5,
      legendCredits: 40,
    });
    expect(await sync(t, userId)).toMatchObject({
      fullName: "Edited Name",
      subscriptionTier: "pro",
      brandLimit: 5,
      legendCredits: 40,
    });
  });

  it("grants admin to a verified ADMIN_EMAILS address, matched case-insensitively", async () => {
    const t = makeTest();
    const userId = await createUser(t, { email: "boss@EXAMPLE.com" });
    expect((await sync(t, userId))?.isAdmin).toBe(true);
  });

  it("does not grant admin to an unverified address, even a listed one", async () => {
    const t = makeTest();
    const userId = await createUser(t, {
      email: "boss@example.com",
      emailVerificationTime: undefined,
    });
    expect((await sync(t, userId))?.isAdmin).toBe(false);
  });

  it("revokes admin when the address leaves ADMIN_EMAILS", async () => {
    const t = makeTest();
    const userId = await createUser(t, { email: "ex-admin@example.com", isAdmin: true });
    expect((await sync(t, userId))?.isAdmin).toBe(false);
  });
});
