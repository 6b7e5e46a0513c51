import { describe, expect, it } from "vitest";
import { api, internal } from "../_generated/api";
import { PACKAGE_SEEDS } from "../billing/packages";
import { TIER_SEEDS } from "../billing/tiers";
import { seededRoster } from "../legends/roster/roster";
import { PLACEHOLDER_EXAMPLES } from "../marketing/placeholderExamples";
import { makeTest, type TestApp } from "../test.setup";
import { runSeedSteps, type SeedStep } from "./model";
import { SEED_FUNCTION_PATH } from "./seed";
import { seedSteps } from "./seedSteps";

/** A step that records each of its runs in `calls`, independently of seedRuns. */
function countingStep(step: string, version: number, calls: string[]): SeedStep {
  return {
    step,
    version,
    run: async () => {
      calls.push(`${step}@${version}`);
      await Promise.resolve();
    },
  };
}

async function seedRows(t: TestApp) {
  return await t.run(async (ctx) => await ctx.db.query("seedRuns").take(100));
}

describe("runSeedSteps", () => {
  it("runs each step once however often it is called", async () => {
    const t = makeTest();
    const calls: string[] = [];
    const steps = [countingStep("legends", 1, calls), countingStep("tiers", 2, calls)];

    const first = await t.run(async (ctx) => await runSeedSteps(ctx, steps));
    const second = await t.run(async (ctx) => await runSeedSteps(ctx, steps));

    expect(first).toEqual({ ran: ["legends", "tiers"], skipped: [] });
    expect(second).toEqual({ ran: [], skipped: ["legends", "tiers"] });
    expect(calls).toEqual(["legends@1", "tiers@2"]);
    const rows = await seedRows(t);
    expect(rows.map(({ step, version }) => ({ step, version }))).toEqual([
      { step: "legends", version: 1 },
      { step: "tiers", version: 2 },
    ]);
  });

  it("re-runs only the step whose version rose, keeping one row per step", async () => {
    const t = makeTest();
    const calls: string[] = [];
    await t.run(
      async (ctx) =>
        await runSeedSteps(ctx, [
          countingStep("legends", 1, calls),
          countingStep("tiers", 1, calls),
        ]),
    );
    const report = await t.run(
      async (ctx) =>
        await runSeedSteps(ctx, [
          countingStep("legends", 2, calls),
          countingStep("tiers", 1, calls),
        ]),
    );

    expect(report).toEqual({ ran: ["legends"], skipped: ["tiers"] });
    expect(calls).toEqual(["legends@1", "tiers@1", "legends@2"]);
    const rows = await seedRows(t);
    expect(rows).toHaveLength(2);
    expect(rows.find((row) => row.step === "legends")?.version).toBe(2);
  });

  it("does not run a step again when its version goes down", async () => {
    const t = makeTest();
    const calls: string[] = [];
    await t.run(async (ctx) => await runSeedSteps(ctx, [countingStep("legends", 3, calls)]));
    await t.run(async (ctx) => await runSeedSteps(ctx, [countingStep("legends", 2, calls)]));
    expect(calls).toEqual(["legends@3"]);
    expect((await seedRows(t))[0]?.version).toBe(3);
  });

  it("records nothing when a step fails", async () => {
    const t = makeTest();
    const failing: SeedStep = {
      step: "broken",
      version: 1,
      run: async (ctx) => {
        await ctx.db.insert("users", { email: "half@example.com" });
        throw new Error("seed data invalid");
      },
    };
    const calls: string[] = [];
    await expect(
      t.run(async (ctx) => await runSeedSteps(ctx, [countingStep("ok", 1, calls), failing])),
    ).rejects.toThrow("seed data invalid");
    expect(await seedRows(t)).toEqual([]);
    expect(await t.run(async (ctx) => await ctx.db.query("users").take(1))).toEqual([]);
  });

  it("rejects a malformed registry before running anything", async () => {
    const t = makeTest();
    const calls: string[] = [];
    const duplicate = [countingStep("a", 1, calls), countingStep("a", 2, calls)];
    await expect(t.run(async (ctx) => await runSeedSteps(ctx, duplicate))).rejects.toThrow(
      "registered twice",
    );
    await expect(
      t.run(async (ctx) => await runSeedSteps(ctx, [countingStep("b", 0, calls)])),
    ).rejects.toThrow("positive integer version");
    expect(calls).toEqual([]);
  });
});

const bySeedOrder = (a: string, b: string) =>
  seedSteps.findIndex((s) => s.step === a) - seedSteps.findIndex((s) => s.step === b);

describe("system/seed:run", () => {
  it("is the path the local backend calls", () => {
    expect(SEED_FUNCTION_PATH).toBe("system/seed:run");
  });

  it("runs the registered steps once and is idempotent", async () => {
    const t = makeTest();
    const first = await t.mutation(internal.system.seed.run, {});
    const second = await t.mutation(internal.system.seed.run, {});
    // Conditional steps (demo accounts) stay off without their setting, and unrecorded.
    const conditional = seedSteps.filter((step) => step.when).map((step) => step.step);
    const names = seedSteps.map((step) => step.step).filter((n) => !conditional.includes(n));
    expect(conditional).toEqual(["users.demoAccounts"]);
    expect(first).toEqual({ ran: names, skipped: conditional });
    expect(second).toEqual({ ran: [], skipped: [...names, ...conditional].sort(bySeedOrder) });
    expect(await seedRows(t)).toHaveLength(names.length);
  });
});

describe("a fresh production deployment after `npx convex run --prod system/seed:run`", () => {
  it("serves the roster, plans, packages and placeholders, and seeds no accounts", async () => {
    const t = makeTest();
    await t.mutation(internal.system.seed.run, {});

    const legends = await t.query(api.legends.queries.list, {});
    expect(legends.map((legend) => legend.slug).sort()).toEqual(
      seededRoster()
        .filter((legend) => legend.isActive)
        .map((legend) => legend.slug)
        .sort(),
    );
    const offer = await t.query(api.billing.queries.upgradeOptions, {});
    expect(offer.packages.map((row) => row.packageId)).toEqual(
      PACKAGE_SEEDS.filter((row) => row.isActive).map((row) => row.packageId),
    );
    const placeholders = await t.query(api.marketing.queries.placeholders, {});
    expect(placeholders.totalAvailable).toBe(PLACEHOLDER_EXAMPLES.length);
    await t.run(async (ctx) => {
      expect(await ctx.db.query("subscriptionTiers").collect()).toHaveLength(TIER_SEEDS.length);
      expect(await ctx.db.query("adminSettings").collect()).toHaveLength(1);
      // Demo accounts (public password) only where DEMO_ACCOUNTS=local says so.
      expect(await ctx.db.query("users").first()).toBeNull();
    });
  });
});
