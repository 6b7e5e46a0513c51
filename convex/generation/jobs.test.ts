import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { makeFunctionReference } from "convex/server";
import type { Id } from "../_generated/dataModel";
import { api, internal } from "../_generated/api";
import { asUser, createUser, expectAppError, makeTest, type TestApp } from "../test.setup";
import { ECHO_RESULT } from "./jobs.fixtures";
import { failJob } from "./model";

const requestEcho = makeFunctionReference<
  "mutation",
  { cost: number; fail?: boolean; experimental?: Record<string, unknown> },
  Id<"generationJobs">
>("generation/jobs.fixtures:requestEcho");

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

async function ledgerOf(t: TestApp, userId: Id<"users">) {
  return await t.run(
    async (ctx) =>
      await ctx.db
        .query("creditLedger")
        .withIndex("by_user", (q) => q.eq("userId", userId))
        .take(100),
  );
}

async function jobsOf(t: TestApp) {
  return await t.run(async (ctx) => await ctx.db.query("generationJobs").take(100));
}

describe("the job pattern", () => {
  it("spends credits, runs, reports the result and the step the UI shows", async () => {
    const t = makeTest();
    const userId = await createUser(t, { legendCredits: 3 });
    const jobId = await asUser(t, userId).mutation(requestEcho, { cost: 2 });
    const queued = await asUser(t, userId).query(api.generation.queries.job, { jobId });
    expect(queued).toMatchObject({ status: "queued", cost: 2 });
    expect((await asUser(t, userId).query(api.credits.queries.balance, {})).legendCredits).toBe(1);

    await t.finishAllScheduledFunctions(vi.runAllTimers);
    const done = await asUser(t, userId).query(api.generation.queries.job, { jobId });
    expect(done).toMatchObject({
      kind: "strategies",
      status: "succeeded",
      result: ECHO_RESULT,
      step: null,
    });
    expect(done.finishedAt).toEqual(expect.any(Number));
    const ledger = await ledgerOf(t, userId);
    expect(ledger.map((row) => [row.reason, row.delta, row.balanceAfter])).toEqual([
      ["spend", -2, 1],
    ]);
  });

  it("refuses a job without enough credits and writes nothing", async () => {
    const t = makeTest();
    const userId = await createUser(t, { legendCredits: 1 });
    await expectAppError(
      asUser(t, userId).mutation(requestEcho, { cost: 5 }),
      "INSUFFICIENT_CREDITS",
    );
    expect(await jobsOf(t)).toEqual([]);
    expect(await ledgerOf(t, userId)).toEqual([]);
    expect((await asUser(t, userId).query(api.credits.queries.balance, {})).legendCredits).toBe(1);
  });

  it("never lets many simultaneous requests take the balance below zero", async () => {
    const t = makeTest();
    const userId = await createUser(t, { legendCredits: 5 });
    const results = await Promise.allSettled(
      Array.from({ length: 12 }, () => asUser(t, userId).mutation(requestEcho, { cost: 1 })),
    );
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(5);
    expect(results.filter((r) => r.status === "rejected")).toHaveLength(7);
    expect((await asUser(t, userId).query(api.credits.queries.balance, {})).legendCredits).toBe(0);
    expect(await jobsOf(t)).toHaveLength(5);
    expect((await ledgerOf(t, userId)).reduce((sum, row) => sum + row.delta, 0)).toBe(-5);
  });

  it("refunds a failed job exactly once, however often the failure is reported", async () => {
    const t = makeTest();
    const userId = await createUser(t, { legendCredits: 4 });
    const jobId = await asUser(t, userId).mutation(requestEcho, { cost: 3, fail: true });
    await t.finishAllScheduledFunctions(vi.runAllTimers);
    const failed = await asUser(t, userId).query(api.generation.queries.job, { jobId });
    expect(failed).toMatchObject({ status: "failed", errorCode: "UNAVAILABLE" });
    expect(failed.errorMessage).toEqual(expect.any(String));

    // A second report (a retried runner, say) changes nothing.
    await t.run(async (ctx) => await failJob(ctx, jobId, "TIMEOUT", "again"));
    await t.mutation(internal.generation.jobs.fail, {
      jobId,
      errorCode: "INTERNAL",
      errorMessage: "x",
    });
    expect((await asUser(t, userId).query(api.credits.queries.balance, {})).legendCredits).toBe(4);
    const reasons = (await ledgerOf(t, userId)).map((row) => row.reason);
    expect(reasons).toEqual(["spend", "refund"]);
    expect((await asUser(t, userId).query(api.generation.queries.job, { jobId })).errorCode).toBe(
      "UNAVAILABLE",
    );
  });

  it("never reopens or re-runs a finished job", async () => {
    const t = makeTest();
    const userId = await createUser(t, { legendCredits: 1 });
    const jobId = await asUser(t, userId).mutation(requestEcho, { cost: 1 });
    await t.finishAllScheduledFunctions(vi.runAllTimers);
    const started = await t.mutation(internal.generation.jobs.start, { jobId, step: "again" });
    expect(started).toBe(false);
    await t.mutation(internal.generation.jobs.fail, {
      jobId,
      errorCode: "INTERNAL",
      errorMessage: "late",
    });
    const job = await asUser(t, userId).query(api.generation.queries.job, { jobId });
    expect(job.status).toBe("succeeded");
    expect((await ledgerOf(t, userId)).map((r) => r.reason)).toEqual(["spend"]);
  });
});

describe("who may see a job", () => {
  it("answers NOT_FOUND to another user and UNAUTHENTICATED to anonymous callers", async () => {
    const t = makeTest();
    const owner = await createUser(t, { legendCredits: 1 });
    const other = await createUser(t);
    const jobId = await asUser(t, owner).mutation(requestEcho, { cost: 0 });
    await expectAppError(
      asUser(t, other).query(api.generation.queries.job, { jobId }),
      "NOT_FOUND",
    );
    await expectAppError(t.query(api.generation.queries.job, { jobId }), "UNAUTHENTICATED");
    await expectAppError(t.mutation(requestEcho, { cost: 0 }), "UNAUTHENTICATED");
  });
});

describe("experimental settings", () => {
  const experimental = { model: "grok-4", temperature: 1.2, promptVersion: "legend-first-v2" };

  it("are ignored for non-admins", async () => {
    const t = makeTest();
    const userId = await createUser(t, { legendCredits: 1 });
    const jobId = await asUser(t, userId).mutation(requestEcho, { cost: 0, experimental });
    const [job] = await jobsOf(t);
    expect(job._id).toBe(jobId);
    expect(job.settings).toEqual({
      promptVersion: "enhanced-creative-v1",
      model: "gpt-4.1",
      temperature: 0.9,
      reasoning: false,
      providerRouting: null,
      experimentalMode: false,
    });
  });

  it("apply for admins, snapped to the slider's steps", async () => {
    const t = makeTest();
    const adminId = await createUser(t, { isAdmin: true });
    await asUser(t, adminId).mutation(requestEcho, {
      cost: 0,
      experimental: { ...experimental, temperature: 1.23, reasoning: true },
    });
    const [job] = await jobsOf(t);
    expect(job.settings).toMatchObject({
      model: "grok-4",
      temperature: 1.2,
      promptVersion: "legend-first-v2",
      reasoning: true,
      experimentalMode: true,
    });
  });

  it("refuse an admin's temperature outside 0 to 1.5", async () => {
    const t = makeTest();
    const adminId = await createUser(t, { isAdmin: true });
    await expectAppError(
      asUser(t, adminId).mutation(requestEcho, { cost: 0, experimental: { temperature: 1.6 } }),
      "INVALID_ARGUMENT",
    );
    expect(await jobsOf(t)).toEqual([]);
  });
});
