import { afterEach, describe, expect, it, vi } from "vitest";
import { api, internal } from "../_generated/api";
import { asUser, createUser, expectAppError, makeTest, type TestApp } from "../test.setup";
import type { Id } from "../_generated/dataModel";

afterEach(() => vi.unstubAllEnvs());

async function welcomedAt(t: TestApp, userId: Id<"users">) {
  // t.run answers through Convex values, where a missing field comes back as null.
  return await t.run(async (ctx) => (await ctx.db.get("users", userId))?.welcomedAt ?? null);
}

describe("onboarding.status", () => {
  it("offers the tour to a verified user who has not been welcomed", async () => {
    const t = makeTest();
    const userId = await createUser(t);
    expect(await asUser(t, userId).query(api.onboarding.queries.status, {})).toEqual({
      showTour: true,
    });
  });

  it("does not offer it to an unverified user", async () => {
    const t = makeTest();
    const userId = await createUser(t, { emailVerificationTime: undefined });
    expect(await asUser(t, userId).query(api.onboarding.queries.status, {})).toEqual({
      showTour: false,
    });
  });

  it("refuses anonymous callers", async () => {
    const t = makeTest();
    await expectAppError(t.query(api.onboarding.queries.status, {}), "UNAUTHENTICATED");
  });
});

describe("onboarding.markWelcomed", () => {
  it("ends the tour for that user, on every device", async () => {
    const t = makeTest();
    const userId = await createUser(t);
    const user = asUser(t, userId);
    await user.mutation(api.onboarding.mutations.markWelcomed, {});
    expect(await welcomedAt(t, userId)).toEqual(expect.any(Number));
    expect(await user.query(api.onboarding.queries.status, {})).toEqual({ showTour: false });
  });

  it("is idempotent: the first time is kept", async () => {
    vi.useFakeTimers();
    try {
      const t = makeTest();
      const userId = await createUser(t);
      const user = asUser(t, userId);
      vi.setSystemTime(1_000_000);
      await user.mutation(api.onboarding.mutations.markWelcomed, {});
      vi.setSystemTime(2_000_000);
      await user.mutation(api.onboarding.mutations.markWelcomed, {});
      expect(await welcomedAt(t, userId)).toBe(1_000_000);
    } finally {
      vi.useRealTimers();
    }
  });

  it("leaves other users' tours alone", async () => {
    const t = makeTest();
    const first = await createUser(t);
    const second = await createUser(t);
    await asUser(t, first).mutation(api.onboarding.mutations.markWelcomed, {});
    expect(await welcomedAt(t, second)).toBeNull();
    expect(await asUser(t, second).query(api.onboarding.queries.status, {})).toEqual({
      showTour: true,
    });
  });

  it("refuses anonymous callers and writes nothing", async () => {
    const t = makeTest();
    const userId = await createUser(t);
    await expectAppError(t.mutation(api.onboarding.mutations.markWelcomed, {}), "UNAUTHENTICATED");
    expect(await welcomedAt(t, userId)).toBeNull();
  });
});

describe("demo accounts", () => {
  it("are seeded as already welcomed, including ones made before the tour existed", async () => {
    vi.stubEnv("DEMO_ACCOUNTS", "local");
    const t = makeTest();
    // A deployment seeded by version 1 of the step: the accounts exist without welcomedAt.
    await t.mutation(internal.system.seed.run, {});
    await t.run(async (ctx) => {
      for (const user of await ctx.db.query("users").take(5)) {
        await ctx.db.patch("users", user._id, { welcomedAt: undefined });
      }
      const run = await ctx.db
        .query("seedRuns")
        .withIndex("by_step", (q) => q.eq("step", "users.demoAccounts"))
        .unique();
      if (run) await ctx.db.patch("seedRuns", run._id, { version: 1 });
    });
    await t.mutation(internal.system.seed.run, {});
    const users = await t.run(async (ctx) => await ctx.db.query("users").take(5));
    expect(users.length).toBeGreaterThan(0);
    for (const user of users) {
      expect(await asUser(t, user._id).query(api.onboarding.queries.status, {})).toEqual({
        showTour: false,
      });
    }
  });
});
