import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { api, internal } from "../_generated/api";
import { makeTest, stubAuthEnv } from "../test.setup";
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from "./demoAccounts";

beforeEach(async () => await stubAuthEnv());
afterEach(() => vi.unstubAllEnvs());

describe("demo accounts", () => {
  it("are not created unless DEMO_ACCOUNTS=local", async () => {
    const t = makeTest();
    await t.mutation(internal.system.seed.run, {});
    const users = await t.run(async (ctx) => await ctx.db.query("users").take(5));
    expect(users).toEqual([]);
  });

  it("are created once with their plan and credits, and sign in with the documented password", async () => {
    vi.stubEnv("DEMO_ACCOUNTS", "local");
    const t = makeTest();
    await t.mutation(internal.system.seed.run, {});
    await t.mutation(internal.system.seed.run, {});
    const users = await t.run(async (ctx) => await ctx.db.query("users").take(5));
    expect(users.map((u) => [u.email, u.subscriptionTier, u.legendCredits])).toEqual(
      DEMO_ACCOUNTS.map((a) => [a.email, "pro", 1500]),
    );
    const result = await t.action(api.auth.signIn, {
      provider: "password",
      params: { flow: "signIn", email: DEMO_ACCOUNTS[0].email, password: DEMO_PASSWORD },
    });
    expect(result.tokens?.token).toEqual(expect.any(String));
  });
});
