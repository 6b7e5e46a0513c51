import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { makeFunctionReference } from "convex/server";
import type { Id } from "../_generated/dataModel";
import { api, internal } from "../_generated/api";
import { asUser, createUser, makeTest, type TestApp } from "../test.setup";
import crons, { SUPERVISOR_CRON } from "../crons";
import { FAILURE_TEXT } from "./failures";
import { QUEUED_MS, RUNNING_CAP_MS, TEXT_STEP_MS } from "./deadlines";
import { ECHO_RESULT } from "./jobs.fixtures";
import { SWEEP_BATCH, sweepStaleJobs } from "./supervisor";
import {
  advanceClock,
  finishScheduled,
  jobOf,
  ledgerOfJob,
  startRunner,
  sweepAfter,
} from "./supervisor.fixtures";

/** The fixtures' own job (./jobs.fixtures.ts): a strategies job, with a text step's budget. */
const requestEcho = makeFunctionReference<
  "mutation",
  { cost: number; fail?: boolean },
  Id<"generationJobs">
>("generation/jobs.fixtures:requestEcho");

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllEnvs();
});

async function paidJob(t: TestApp, credits = 5, cost = 3) {
  const userId = await createUser(t, { legendCredits: credits });
  const jobId = await asUser(t, userId).mutation(requestEcho, { cost });
  return { userId, jobId };
}

const balance = async (t: TestApp, userId: Id<"users">) =>
  (await asUser(t, userId).query(api.credits.queries.balance, {})).legendCredits;

describe("the supervisor's sweep", () => {
  it("fails a job whose runner died, refunds it once, and not again on the next sweep", async () => {
    const t = makeTest();
    const { userId, jobId } = await paidJob(t);
    expect(await startRunner(t, jobId)).toBe(true);
    expect(await balance(t, userId)).toBe(2);

    await sweepAfter(t, TEXT_STEP_MS + 1);
    const job = await jobOf(t, jobId);
    expect(job).toMatchObject({
      status: "failed",
      errorCode: "TIMED_OUT",
      errorMessage: FAILURE_TEXT.TIMED_OUT,
    });
    expect(job.errorMessage).toMatch(/Legend Credits were returned.*try again/);
    expect(await balance(t, userId)).toBe(5);

    await sweepAfter(t, TEXT_STEP_MS + 1);
    await sweepAfter(t, 60_000);
    expect(await ledgerOfJob(t, jobId)).toEqual([
      { reason: "refund", delta: 3 },
      { reason: "spend", delta: -3 },
    ]);
    expect(await balance(t, userId)).toBe(5);
  });

  it("fails a job still queued past the queue's deadline; its late runner then does nothing", async () => {
    const t = makeTest();
    const { userId, jobId } = await paidJob(t);
    await sweepAfter(t, QUEUED_MS - 1_000);
    expect((await jobOf(t, jobId)).status).toBe("queued");
    await sweepAfter(t, 2_000);
    expect((await jobOf(t, jobId)).errorCode).toBe("TIMED_OUT");

    // The runner the request scheduled starts after all: it may not reopen the job.
    await finishScheduled(t);
    const job = await jobOf(t, jobId);
    expect(job).toMatchObject({ status: "failed", errorCode: "TIMED_OUT" });
    expect(job.result).toBeUndefined();
    expect(await balance(t, userId)).toBe(5);
  });

  it("never sweeps a job that keeps reporting progress, though it ran past one step's budget", async () => {
    const t = makeTest();
    const { jobId } = await paidJob(t);
    await startRunner(t, jobId);
    for (let step = 0; step < 3; step += 1) {
      await sweepAfter(t, TEXT_STEP_MS - 120_000);
      expect((await jobOf(t, jobId)).status).toBe("running");
      await t.mutation(internal.generation.jobs.progress, { jobId, step: `Step ${step}` });
    }
    expect((await jobOf(t, jobId)).step).toBe("Step 2");
  });

  it("stops a running job at the action time limit, whatever its steps say", async () => {
    const t = makeTest();
    const { jobId } = await paidJob(t);
    await startRunner(t, jobId);
    const started = (await jobOf(t, jobId)).startedAt!;
    advanceClock(RUNNING_CAP_MS - 30_000);
    await t.mutation(internal.generation.jobs.progress, { jobId, step: "Still going…" });
    expect((await jobOf(t, jobId)).deadlineAt).toBe(started + RUNNING_CAP_MS);
    await sweepAfter(t, 31_000);
    expect((await jobOf(t, jobId)).errorCode).toBe("TIMED_OUT");
  });

  it("leaves finished jobs alone, and a late success after a sweep changes nothing", async () => {
    const t = makeTest();
    const done = await paidJob(t);
    await finishScheduled(t);
    const { userId, jobId } = await paidJob(t);
    await startRunner(t, jobId);
    await sweepAfter(t, TEXT_STEP_MS + 1);
    expect((await jobOf(t, done.jobId)).status).toBe("succeeded");

    await t.mutation(internal.generation.jobs.succeed, {
      jobId,
      outcome: { kind: "strategies", result: ECHO_RESULT },
    });
    await t.mutation(internal.generation.jobs.progress, { jobId, step: "late step" });
    expect(await t.mutation(internal.generation.jobs.start, { jobId, step: "again" })).toBe(false);
    const job = await jobOf(t, jobId);
    expect(job).toMatchObject({ status: "failed", errorCode: "TIMED_OUT" });
    expect(job.result).toBeUndefined();
    expect(job.step).toBeUndefined();
    expect(await balance(t, userId)).toBe(5);
  });

  it("keeps the first failure's words when the runner also reports its own failure", async () => {
    const t = makeTest();
    const { jobId } = await paidJob(t);
    await startRunner(t, jobId);
    await sweepAfter(t, TEXT_STEP_MS + 1);
    await t.mutation(internal.generation.jobs.fail, {
      jobId,
      errorCode: "UNAVAILABLE",
      errorMessage: "late",
    });
    expect((await jobOf(t, jobId)).errorCode).toBe("TIMED_OUT");
    expect((await ledgerOfJob(t, jobId)).filter((row) => row.reason === "refund")).toHaveLength(1);
  });

  it("tells a free job's owner to try again without mentioning credits", async () => {
    const t = makeTest();
    const { jobId } = await paidJob(t, 0, 0);
    await sweepAfter(t, QUEUED_MS + 1);
    const job = await jobOf(t, jobId);
    expect(job.errorCode).toBe("TIMED_OUT");
    expect(job.errorMessage).toMatch(/try again/i);
    expect(job.errorMessage).not.toMatch(/credit/i);
  });

  it("uses JOB_STALE_AFTER_MS in place of every deadline", async () => {
    vi.stubEnv("JOB_STALE_AFTER_MS", "2000");
    const t = makeTest();
    const { jobId } = await paidJob(t);
    expect((await jobOf(t, jobId)).deadlineAt).toBe(Date.now() + 2000);
    await startRunner(t, jobId);
    await sweepAfter(t, 1_500);
    expect((await jobOf(t, jobId)).status).toBe("running");
    await sweepAfter(t, 1_000);
    expect((await jobOf(t, jobId)).errorCode).toBe("TIMED_OUT");
  });

  it("judges rows from before deadlines existed by their age", async () => {
    const t = makeTest();
    const old = await paidJob(t);
    await startRunner(t, old.jobId);
    advanceClock(RUNNING_CAP_MS + 1);
    const young = await paidJob(t);
    await startRunner(t, young.jobId);
    await t.run(async (ctx) => {
      for (const id of [old.jobId, young.jobId]) {
        await ctx.db.patch("generationJobs", id, { deadlineAt: undefined });
      }
    });
    await t.mutation(internal.generation.supervisor.sweep, {});
    expect((await jobOf(t, old.jobId)).errorCode).toBe("TIMED_OUT");
    expect((await jobOf(t, young.jobId)).status).toBe("running");
    expect(await balance(t, old.userId)).toBe(5);
  });

  it("works off a backlog in batches, each run scheduling the next", async () => {
    const t = makeTest();
    const userId = await createUser(t, { legendCredits: 100 });
    const jobIds: Id<"generationJobs">[] = [];
    for (let i = 0; i < SWEEP_BATCH + 3; i += 1) {
      jobIds.push(await asUser(t, userId).mutation(requestEcho, { cost: 1 }));
    }
    for (const jobId of jobIds) await startRunner(t, jobId);
    advanceClock(TEXT_STEP_MS + 1);
    const first = await t.run(async (ctx) => await sweepStaleJobs(ctx, Date.now()));
    expect(first.failed).toHaveLength(SWEEP_BATCH);
    expect(first.more).toBe(true);

    await t.mutation(internal.generation.supervisor.sweep, {});
    await finishScheduled(t);
    const jobs = await Promise.all(jobIds.map((jobId) => jobOf(t, jobId)));
    expect(jobs.every((job) => job.errorCode === "TIMED_OUT")).toBe(true);
    expect(await balance(t, userId)).toBe(100);
  });
});

describe("the cron", () => {
  it("runs the sweep every minute", () => {
    const registered = (crons as unknown as { crons: Record<string, unknown> }).crons;
    expect(registered[SUPERVISOR_CRON]).toEqual({
      name: "generation/supervisor:sweep",
      args: [{}],
      schedule: { type: "interval", minutes: 1 },
    });
  });
});
