import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { api } from "../_generated/api";
import type { Doc, Id } from "../_generated/dataModel";
import { asUser, createUser, expectAppError, makeTest, type TestApp } from "../test.setup";
import { legendId, seed } from "../ideas/ideas.fixtures";
import { defaultTextSettings } from "../lib/ai/llm";
import { spendCredits } from "../credits/model";
import type { JobInput, KindAndInput } from "../generation/jobShapes";
import { plantLegend, sampleInputs } from "../generation/jobShapes.fixtures";
import { failJob } from "../generation/model";
import { RETRY_STEP } from "./jobRetry";

/** The admin console's job list and the retry of a failed job. */

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

const BRIEF = { brand: "Northbound", audience: "Commuters", message: "Wake up", tone: "Dry" };

/** A job the way a request and its failure leave it: spent, then failed and refunded. */
async function failedJob(
  t: TestApp,
  ownerId: Id<"users">,
  job: KindAndInput,
): Promise<Id<"generationJobs">> {
  return await t.run(async (ctx) => {
    const cost = 2;
    const jobId = await ctx.db.insert("generationJobs", {
      ownerId,
      ...job,
      status: "running",
      cost,
      settings: defaultTextSettings(),
      startedAt: Date.now() - 4000,
    });
    await spendCredits(ctx, ownerId, cost, { jobId, note: "test" });
    await failJob(ctx, jobId, "UNAVAILABLE", "The AI service is unavailable right now.");
    return jobId;
  });
}

async function ledgerOf(t: TestApp, userId: Id<"users">) {
  const rows = await t.run(
    async (ctx) =>
      await ctx.db
        .query("creditLedger")
        .withIndex("by_user", (q) => q.eq("userId", userId))
        .take(50),
  );
  return rows.map((row) => [row.reason, row.delta, row.balanceAfter]);
}

async function jobOf(t: TestApp, jobId: Id<"generationJobs">): Promise<Doc<"generationJobs">> {
  const job = await t.run(async (ctx) => await ctx.db.get("generationJobs", jobId));
  if (job === null) throw new Error("job gone");
  return job;
}

async function setup() {
  const t = makeTest();
  await seed(t);
  const adminId = await createUser(t, { isAdmin: true });
  const ownerId = await createUser(t, { email: "maya@northbound.coffee", legendCredits: 10 });
  const input: JobInput<"test"> = {
    brief: BRIEF,
    legendId: await legendId(t, "david-ogilvy"),
    withImage: false,
  };
  return { t, admin: asUser(t, adminId), adminId, ownerId, input };
}

describe("admin.jobs.list", () => {
  it("lists failed jobs of the last 24 h first, then the latest, with owner, error and timing", async () => {
    const { t, admin, ownerId, input } = await setup();
    const failedId = await failedJob(t, ownerId, { kind: "test", input });
    const okId = await t.run(async (ctx) =>
      ctx.db.insert("generationJobs", {
        kind: "strategies",
        status: "succeeded",
        cost: 0,
        settings: defaultTextSettings(),
        input: sampleInputs.strategies(),
        startedAt: Date.now() - 9000,
        finishedAt: Date.now(),
        metadata: {
          prompt_version: "v2",
          model: "openai/gpt-4.1",
          temperature: 0.7,
          reasoning: false,
          generation_time_ms: 1234,
          tokens_used: 987,
          generation_timestamp: new Date().toISOString(),
          provider: "openrouter",
          experimental_mode: false,
        },
      }),
    );
    const list = await admin.query(api.admin.jobs.list, {});
    expect(list.failed).toEqual([
      expect.objectContaining({
        id: failedId,
        kind: "test",
        status: "failed",
        ownerEmail: "maya@northbound.coffee",
        errorCode: "UNAVAILABLE",
        errorMessage: "The AI service is unavailable right now.",
        provider: null,
        latencyMs: 4000,
        tokens: null,
        credits: 2,
        canRetry: true,
      }),
    ]);
    expect(list.recent).toEqual([
      expect.objectContaining({
        id: okId,
        ownerEmail: null,
        provider: "openrouter",
        model: "openai/gpt-4.1",
        latencyMs: 1234,
        tokens: 987,
        canRetry: false,
      }),
    ]);

    // A day later the failure is history: listed by recency among the rest.
    vi.setSystemTime(Date.now() + 25 * 60 * 60 * 1000);
    const later = await admin.query(api.admin.jobs.list, {});
    expect(later.failed).toEqual([]);
    expect(later.recent.map((job) => job.id)).toEqual([okId, failedId]);
  });

  it("refuses anonymous callers and non-admins", async () => {
    const { t, ownerId } = await setup();
    await expectAppError(t.query(api.admin.jobs.list, {}), "UNAUTHENTICATED");
    await expectAppError(asUser(t, ownerId).query(api.admin.jobs.list, {}), "FORBIDDEN");
  });
});

describe("admin.jobs.retry", () => {
  it("re-runs a failed job on the same row, at the studio's expense: no second charge", async () => {
    const { t, admin, adminId, ownerId, input } = await setup();
    const jobId = await failedJob(t, ownerId, { kind: "test", input });
    expect(await ledgerOf(t, ownerId)).toEqual([
      ["spend", -2, 8],
      ["refund", 2, 10],
    ]);
    expect(await admin.mutation(api.admin.jobs.retry, { jobId })).toBe(jobId);
    expect(await jobOf(t, jobId)).toMatchObject({ status: "queued", step: RETRY_STEP });
    expect((await jobOf(t, jobId)).errorCode).toBeUndefined();
    const audit = await t.run(async (ctx) => await ctx.db.query("adminAudit").take(5));
    expect(audit).toMatchObject([{ adminId, action: "retry", jobId, userId: ownerId }]);

    await t.finishAllScheduledFunctions(vi.runAllTimers);
    const done = await jobOf(t, jobId);
    expect(done.status).toBe("succeeded");
    expect(done.finishedAt).toEqual(expect.any(Number));
    // The owner watching the job sees it done; their credits are as the refund left them.
    expect(await asUser(t, ownerId).query(api.generation.queries.job, { jobId })).toMatchObject({
      status: "succeeded",
    });
    expect(await ledgerOf(t, ownerId)).toEqual([
      ["spend", -2, 8],
      ["refund", 2, 10],
    ]);
  });

  it("a retry that fails again refunds nothing a second time", async () => {
    const { t, admin, ownerId, input } = await setup();
    // A legend id that names no legend (it was deleted): the runner fails.
    const gone = await t.run(async (ctx) => {
      const id = await plantLegend(ctx);
      await ctx.db.delete("creativeLegends", id);
      return id;
    });
    const jobId = await failedJob(t, ownerId, {
      kind: "test",
      input: { ...input, legendId: gone },
    });
    await admin.mutation(api.admin.jobs.retry, { jobId });
    vi.spyOn(console, "error").mockImplementation(() => {});
    await t.finishAllScheduledFunctions(vi.runAllTimers);
    expect((await jobOf(t, jobId)).status).toBe("failed");
    expect(await ledgerOf(t, ownerId)).toEqual([
      ["spend", -2, 8],
      ["refund", 2, 10],
    ]);
  });

  it("only a failed job: two retries at once start one run", async () => {
    const { t, admin, ownerId, input } = await setup();
    const jobId = await failedJob(t, ownerId, { kind: "test", input });
    const answers = await Promise.allSettled([
      admin.mutation(api.admin.jobs.retry, { jobId }),
      admin.mutation(api.admin.jobs.retry, { jobId }),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual(["fulfilled", "rejected"]);
    const refused = answers.find((a) => a.status === "rejected");
    expect(refused?.reason).toMatchObject({ data: { code: "CONFLICT" } });
    const scheduled = await t.run(
      async (ctx) => await ctx.db.system.query("_scheduled_functions").take(10),
    );
    expect(scheduled).toHaveLength(1);
    await t.finishAllScheduledFunctions(vi.runAllTimers);
    await expectAppError(admin.mutation(api.admin.jobs.retry, { jobId }), "CONFLICT");
  });

  it("refuses kinds that keep state of their own, bad ids, anonymous callers and non-admins", async () => {
    const { t, admin, ownerId, input } = await setup();
    // An import (like a deck or an ad): its failure deleted what a re-run would need.
    const importJob = await failedJob(t, ownerId, { kind: "import", input: sampleInputs.import() });
    await expectAppError(admin.mutation(api.admin.jobs.retry, { jobId: importJob }), "CONFLICT");
    expect((await jobOf(t, importJob)).status).toBe("failed");
    await expectAppError(admin.mutation(api.admin.jobs.retry, { jobId: "nope" }), "NOT_FOUND");
    await expectAppError(admin.mutation(api.admin.jobs.retry, { jobId: ownerId }), "NOT_FOUND");
    const jobId = await failedJob(t, ownerId, { kind: "test", input });
    await expectAppError(t.mutation(api.admin.jobs.retry, { jobId }), "UNAUTHENTICATED");
    await expectAppError(asUser(t, ownerId).mutation(api.admin.jobs.retry, { jobId }), "FORBIDDEN");
    expect((await jobOf(t, jobId)).status).toBe("failed");
  });
});
