import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { api } from "../_generated/api";
import { asUser, createUser, expectAppError, makeTest, type TestApp } from "../test.setup";
import { defaultTextSettings } from "../lib/ai/llm";
import { sampleInputs } from "../generation/jobShapes.fixtures";
import { ADMIN_CONSOLE } from "../../shared/constants";
import { jobStats, NO_PROVIDER, percentile } from "./jobStats";

/** The admin console's system view: 24 h of finished jobs, from a bounded indexed read. */

const HOUR = 60 * 60 * 1000;
const NOW = Date.UTC(2026, 10, 27, 12, 0, 0);

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(NOW);
});
afterEach(() => vi.useRealTimers());

/** Two kinds whose inputs name no rows (../generation/jobShapes.fixtures.ts). */
type Seeded = {
  kind: "strategies" | "brief";
  failed?: boolean;
  provider?: string;
  latencyMs: number;
  /** Hours before NOW it finished. */
  hoursAgo: number;
};

async function seedJobs(t: TestApp, jobs: Seeded[]) {
  await t.run(async (ctx) => {
    for (const job of jobs) {
      const finishedAt = NOW - job.hoursAgo * HOUR;
      await ctx.db.insert("generationJobs", {
        ...(job.kind === "brief"
          ? { kind: job.kind, input: sampleInputs.brief() }
          : { kind: job.kind, input: sampleInputs.strategies() }),
        status: job.failed ? "failed" : "succeeded",
        cost: 1,
        settings: defaultTextSettings(),
        startedAt: finishedAt - job.latencyMs,
        finishedAt,
        ...(job.provider
          ? {
              metadata: {
                prompt_version: "v2",
                model: "openai/gpt-4.1",
                temperature: 0.7,
                reasoning: false,
                generation_time_ms: job.latencyMs,
                tokens_used: 100,
                generation_timestamp: new Date(finishedAt).toISOString(),
                provider: job.provider,
                experimental_mode: false,
              },
            }
          : {}),
      });
    }
    // Still running: not finished, so not counted.
    await ctx.db.insert("generationJobs", {
      kind: "strategies",
      status: "running",
      cost: 1,
      settings: defaultTextSettings(),
      input: sampleInputs.strategies(),
      startedAt: NOW - HOUR,
    });
  });
}

describe("percentile", () => {
  it("is the nearest rank", () => {
    expect(percentile([], 50)).toBeNull();
    expect(percentile([7], 95)).toBe(7);
    const hundred = Array.from({ length: 100 }, (_, i) => i + 1);
    expect(percentile(hundred, 50)).toBe(50);
    expect(percentile(hundred, 95)).toBe(95);
    expect(percentile([1, 2, 3, 4], 50)).toBe(2);
  });
});

describe("admin.jobs.stats", () => {
  it("counts jobs per hour, the failure rate and p50/p95 latency per kind and provider", async () => {
    const t = makeTest();
    await seedJobs(t, [
      ...[100, 200, 300, 400].map((latencyMs): Seeded => ({
        kind: "strategies",
        provider: "openrouter",
        latencyMs,
        hoursAgo: 0.5,
      })),
      { kind: "brief", provider: "offline-studio", latencyMs: 50, hoursAgo: 2.5 },
      { kind: "strategies", failed: true, latencyMs: 3000, hoursAgo: 2.5 },
      { kind: "brief", failed: true, latencyMs: 10, hoursAgo: 23.5 },
      // Older than the window: left out.
      { kind: "strategies", provider: "openrouter", latencyMs: 9, hoursAgo: 25 },
    ]);
    const admin = asUser(t, await createUser(t, { isAdmin: true }));
    const stats = await admin.query(api.admin.jobs.stats, {});
    expect(stats).toMatchObject({
      jobs: 7,
      failed: 2,
      capped: false,
      cap: ADMIN_CONSOLE.statsJobCap,
      coveredSince: NOW - 24 * HOUR,
    });
    expect(stats.failureRate).toBeCloseTo(2 / 7);
    expect(stats.perHour).toHaveLength(24);
    expect(stats.perHour[0].hourStart).toBe(NOW - 24 * HOUR);
    expect(stats.perHour[23]).toEqual({ hourStart: NOW - HOUR, jobs: 4, failed: 0 });
    expect(stats.perHour[21]).toEqual({ hourStart: NOW - 3 * HOUR, jobs: 2, failed: 1 });
    expect(stats.perHour[0]).toMatchObject({ jobs: 1, failed: 1 });
    expect(stats.perHour.reduce((sum, hour) => sum + hour.jobs, 0)).toBe(7);
    expect(stats.byKind).toEqual([
      { key: "strategies", jobs: 5, failed: 1, p50Ms: 300, p95Ms: 3000 },
      { key: "brief", jobs: 2, failed: 1, p50Ms: 10, p95Ms: 50 },
    ]);
    expect(stats.byProvider).toEqual([
      { key: "openrouter", jobs: 4, failed: 0, p50Ms: 200, p95Ms: 400 },
      { key: NO_PROVIDER, jobs: 2, failed: 2, p50Ms: 10, p95Ms: 3000 },
      { key: "offline-studio", jobs: 1, failed: 0, p50Ms: 50, p95Ms: 50 },
    ]);
  });

  it("reads at most the cap, newest first, and says when it was hit", async () => {
    const t = makeTest();
    await seedJobs(
      t,
      [1, 2, 3, 4, 5].map((hoursAgo): Seeded => ({
        kind: "strategies",
        provider: "x",
        latencyMs: 1,
        hoursAgo,
      })),
    );
    const stats = await t.run(async (ctx) => await jobStats(ctx, NOW, 3));
    expect(stats).toMatchObject({ jobs: 3, capped: true, cap: 3, coveredSince: NOW - 3 * HOUR });
    const uncapped = await t.run(async (ctx) => await jobStats(ctx, NOW, 6));
    expect(uncapped).toMatchObject({ jobs: 5, capped: false });
  });

  it("answers an empty day without a failure rate", async () => {
    const t = makeTest();
    const admin = asUser(t, await createUser(t, { isAdmin: true }));
    const stats = await admin.query(api.admin.jobs.stats, {});
    expect(stats).toMatchObject({ jobs: 0, failed: 0, failureRate: null, byKind: [] });
  });

  it("refuses anonymous callers and non-admins", async () => {
    const t = makeTest();
    await expectAppError(t.query(api.admin.jobs.stats, {}), "UNAUTHENTICATED");
    await expectAppError(
      asUser(t, await createUser(t)).query(api.admin.jobs.stats, {}),
      "FORBIDDEN",
    );
  });
});
