import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { api, internal } from "../_generated/api";
import type { Id } from "../_generated/dataModel";
import { asUser, createUser, expectAppError, makeTest, type TestApp } from "../test.setup";
import { resultOf } from "./jobShapes.fixtures";

const brief = {
  brand: "Northbound Coffee",
  audience: "Commuters who take their first cup seriously",
  message: "Roasted this week, delivered before you wake",
  tone: "Warm, witty",
};

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

async function seeded() {
  const t = makeTest();
  await t.mutation(internal.system.seed.run, {});
  const legend = await t.run(async (ctx) => await ctx.db.query("creativeLegends").first());
  return { t, legendId: legend!._id };
}

async function job(t: TestApp, userId: Id<"users">, jobId: Id<"generationJobs">) {
  return await asUser(t, userId).query(api.generation.queries.job, { jobId });
}

describe("admin test generation", () => {
  it("writes an idea and a key visual through the engine, with metadata for the admin", async () => {
    const { t, legendId } = await seeded();
    const adminId = await createUser(t, { isAdmin: true });
    const jobId = await asUser(t, adminId).mutation(api.generation.testGeneration.request, {
      brief,
      legendId,
      withImage: true,
    });
    await t.finishAllScheduledFunctions(vi.runAllTimers);
    const done = await job(t, adminId, jobId);
    expect(done.status).toBe("succeeded");
    expect(done.provider).toBe("offline-studio");
    expect(done.metadata).toMatchObject({
      provider: "offline-studio",
      prompt_version: "enhanced-creative-v1",
    });
    const result = resultOf(done, "test");
    for (const field of [
      "title",
      "campaignName",
      "coreIdea",
      "headline",
      "visualPrompt",
      "selfCritique",
    ] as const) {
      expect(typeof result.idea[field]).toBe("string");
      expect(result.idea[field].length).toBeGreaterThan(0);
    }
    expect(JSON.stringify(result.idea)).toContain("Northbound Coffee");
    expect(result.images).toHaveLength(1);
    expect(result.images[0].url).toMatch(/^\/api\/media\/[A-Za-z0-9_-]{32}$/);
    const served = await t.fetch(result.images[0].url);
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("image/png");
  });

  it("uses an admin's experimental settings", async () => {
    const { t, legendId } = await seeded();
    const adminId = await createUser(t, { isAdmin: true });
    const jobId = await asUser(t, adminId).mutation(api.generation.testGeneration.request, {
      brief,
      legendId,
      withImage: false,
      experimental: { promptVersion: "legend-first-v1", temperature: 0.3 },
    });
    await t.finishAllScheduledFunctions(vi.runAllTimers);
    expect((await job(t, adminId, jobId)).metadata).toMatchObject({
      prompt_version: "legend-first-v1",
      experimental_mode: true,
    });
  });

  it("is refused to non-admins and anonymous visitors", async () => {
    const { t, legendId } = await seeded();
    const userId = await createUser(t);
    const args = { brief, legendId, withImage: false };
    await expectAppError(
      asUser(t, userId).mutation(api.generation.testGeneration.request, args),
      "FORBIDDEN",
    );
    await expectAppError(
      t.mutation(api.generation.testGeneration.request, args),
      "UNAUTHENTICATED",
    );
  });

  it("refuses an incomplete brief with the spec's message and starts nothing", async () => {
    const { t, legendId } = await seeded();
    const adminId = await createUser(t, { isAdmin: true });
    const error = await asUser(t, adminId)
      .mutation(api.generation.testGeneration.request, {
        brief: { ...brief, brand: "  " },
        legendId,
        withImage: false,
      })
      .catch((e: unknown) => e);
    expect((error as { data: { message: string } }).data.message).toBe("Brand name is required");
    expect(await t.run(async (ctx) => await ctx.db.query("generationJobs").take(1))).toEqual([]);
  });
});
