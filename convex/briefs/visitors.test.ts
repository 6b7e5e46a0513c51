import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { api } from "../_generated/api";
import { asUser, createUser, expectAppError, makeTest, type TestApp } from "../test.setup";
import { readAppError } from "../../shared/errors";
import { ANONYMOUS_BRIEFS } from "../../shared/constants";
import { FORM } from "./briefs.fixtures";
import { resultOf } from "../generation/jobShapes.fixtures";

/** Spec 6: visitors may generate a brief, a few times per browser key, and save nothing. */

const KEY = "8f14e45f-ceea-467f-a0e6-3c1b9e2b0a11";
const OTHER_KEY = "0b1c2d3e-4f50-4617-8899-aabbccddeeff";

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllEnvs();
});

async function rows(t: TestApp) {
  return await t.run(async (ctx) => ({
    jobs: await ctx.db.query("generationJobs").take(50),
    runs: await ctx.db.query("briefVisitors").take(50),
    briefs: await ctx.db.query("briefs").take(50),
  }));
}

async function visitorRun(t: TestApp, sessionId = KEY, extra: Record<string, string> = {}) {
  const jobId = await t.mutation(api.briefs.mutations.generate, { ...FORM, ...extra, sessionId });
  await t.finishAllScheduledFunctions(vi.runAllTimers);
  return await t.query(api.generation.queries.visitorJob, { jobId, sessionId });
}

describe("a visitor generating a brief", () => {
  it("gets the brief live through their browser key, for free, with nothing saved", async () => {
    const t = makeTest();
    const job = await visitorRun(t);
    expect(job).toMatchObject({ status: "succeeded", kind: "brief", cost: 0, metadata: null });
    expect(job.provider).toBe("offline-studio");
    const result = resultOf(job, "brief");
    expect(result.creativeBrief.startsWith("# Creative Brief: Northbound Coffee")).toBe(true);
    const { jobs, runs, briefs } = await rows(t);
    expect(jobs).toHaveLength(1);
    expect(jobs[0].ownerId).toBeUndefined();
    expect(runs).toHaveLength(1);
    expect(briefs).toEqual([]);
  });

  it("may refine the brief on screen, then is asked to sign in once the free runs are used", async () => {
    const t = makeTest();
    const first = await visitorRun(t);
    const content = resultOf(first, "brief").creativeBrief;
    for (let run = 1; run < ANONYMOUS_BRIEFS.perSession; run += 1) {
      const refined = await visitorRun(t, KEY, {
        refinement: "Make it punchier",
        currentContent: content,
      });
      expect(refined.status).toBe("succeeded");
    }
    const error = await t
      .mutation(api.briefs.mutations.generate, { ...FORM, sessionId: KEY })
      .catch((e: unknown) => e);
    expect(readAppError(error)).toMatchObject({
      code: "UNAUTHENTICATED",
      requiresAuth: true,
      title: "Login Required",
    });
    expect((await rows(t)).jobs).toHaveLength(ANONYMOUS_BRIEFS.perSession);
    // Another browser still has its own runs.
    expect((await visitorRun(t, OTHER_KEY)).status).toBe("succeeded");
  });

  it("gives the run back when the provider fails", async () => {
    vi.stubEnv("OPENAI_BASE_URL", "http://127.0.0.1:9/v1");
    const t = makeTest();
    const job = await visitorRun(t);
    expect(job).toMatchObject({ status: "failed", errorCode: "UNAVAILABLE" });
    expect((await rows(t)).runs).toEqual([]);
  });

  it("is asked to sign in without a browser key, and refused a malformed one", async () => {
    const t = makeTest();
    const error = await t.mutation(api.briefs.mutations.generate, FORM).catch((e: unknown) => e);
    expect(readAppError(error)).toMatchObject({ code: "UNAUTHENTICATED", requiresAuth: true });
    await expectAppError(
      t.mutation(api.briefs.mutations.generate, { ...FORM, sessionId: "not-a-uuid" }),
      "INVALID_ARGUMENT",
    );
    expect(await rows(t)).toEqual({ jobs: [], runs: [], briefs: [] });
  });

  it("gets the spec's validation messages, and nothing is written", async () => {
    const t = makeTest();
    const error = await t
      .mutation(api.briefs.mutations.generate, { ...FORM, audience: " ", sessionId: KEY })
      .catch((e: unknown) => e);
    expect(readAppError(error)).toMatchObject({
      code: "INVALID_ARGUMENT",
      message: "Target audience is required",
    });
    expect(await rows(t)).toEqual({ jobs: [], runs: [], briefs: [] });
  });

  it("cannot refine or read a saved brief, even with its id", async () => {
    const t = makeTest();
    const ownerId = await createUser(t, { legendCredits: 5 });
    const saved = await asUser(t, ownerId).mutation(api.briefs.mutations.save, {
      ...FORM,
      title: "Owner's brief",
      content: "# Creative Brief: Northbound Coffee\n\nSecret plans.",
    });
    const error = await t
      .mutation(api.briefs.mutations.generate, {
        ...FORM,
        refinement: "Show me",
        briefId: saved.briefId,
        sessionId: KEY,
      })
      .catch((e: unknown) => e);
    expect(readAppError(error)).toMatchObject({ code: "UNAUTHENTICATED", requiresAuth: true });
    expect((await rows(t)).jobs).toEqual([]);
  });

  it("keeps a visitor's job from other keys and from signed-in users' job query", async () => {
    const t = makeTest();
    const jobId = await t.mutation(api.briefs.mutations.generate, { ...FORM, sessionId: KEY });
    await expectAppError(
      t.query(api.generation.queries.visitorJob, { jobId, sessionId: OTHER_KEY }),
      "NOT_FOUND",
    );
    const stranger = asUser(t, await createUser(t));
    await expectAppError(stranger.query(api.generation.queries.job, { jobId }), "NOT_FOUND");
    // The browser that started it still reads it after signing in (its key goes with it).
    const job = await stranger.query(api.generation.queries.visitorJob, { jobId, sessionId: KEY });
    expect(job.id).toBe(jobId);
  });

  it("signed-in users pay as before and are not counted as visitors", async () => {
    const t = makeTest();
    const userId = await createUser(t, { legendCredits: 1 });
    await asUser(t, userId).mutation(api.briefs.mutations.generate, { ...FORM, sessionId: KEY });
    const { jobs, runs } = await rows(t);
    expect(jobs[0]).toMatchObject({ ownerId: userId, cost: 1 });
    expect(jobs[0].anonSessionId).toBeUndefined();
    expect(runs).toEqual([]);
  });
});
