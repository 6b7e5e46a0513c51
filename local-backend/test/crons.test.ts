import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import { cronJobs } from "convex/server";
import { makeFunctionReference } from "convex/server";
import { asCronExpression, nextCronTime, nextRunAt, parseCron } from "../cronSchedule.ts";
import { CronRunner, cronStateFile, type CronRunOutcome, type CronSpec } from "../crons.ts";

const at = (iso: string) => Date.parse(iso);
const iso = (ms: number) => new Date(ms).toISOString();

describe("cron schedules", () => {
  test("five-field expressions in UTC: steps, ranges, lists, weekdays", () => {
    const from = at("2026-03-04T10:07:30Z"); // a Wednesday
    expect(iso(nextCronTime("*/15 * * * *", from))).toBe("2026-03-04T10:15:00.000Z");
    expect(iso(nextCronTime("* * * * *", from))).toBe("2026-03-04T10:08:00.000Z");
    expect(iso(nextCronTime("0 9 * * 1", from))).toBe("2026-03-09T09:00:00.000Z");
    expect(iso(nextCronTime("0 9 * * 7", from))).toBe("2026-03-08T09:00:00.000Z");
    expect(iso(nextCronTime("30 7 1 * *", from))).toBe("2026-04-01T07:30:00.000Z");
    expect(iso(nextCronTime("0 8-10/2 * * *", from))).toBe("2026-03-05T08:00:00.000Z");
    expect(iso(nextCronTime("5,50 10 * * *", from))).toBe("2026-03-04T10:50:00.000Z");
    // Day of month and day of week both set: either one will do, as in Unix cron.
    expect(iso(nextCronTime("0 0 20 * 5", from))).toBe("2026-03-06T00:00:00.000Z");
    expect(iso(nextCronTime("0 0 29 2 *", from))).toBe("2028-02-29T00:00:00.000Z");
    // Strictly after: a time that matches is not its own next run.
    expect(iso(nextCronTime("0 9 * * *", at("2026-03-04T09:00:00Z")))).toBe(
      "2026-03-05T09:00:00.000Z",
    );
  });

  test("refuses what cron cannot mean", () => {
    for (const bad of ["* * * *", "60 * * * *", "* 24 * * *", "*/0 * * * *", "5-1 * * * *"]) {
      expect(() => parseCron(bad), bad).toThrow();
    }
    expect(() => nextCronTime("0 0 31 2 *", 0)).toThrow("never runs");
  });

  test("the named schedules are cron expressions", () => {
    expect(asCronExpression({ type: "hourly" })).toBe("0 * * * *");
    expect(asCronExpression({ type: "hourly", minuteUTC: 17 })).toBe("17 * * * *");
    expect(asCronExpression({ type: "daily", hourUTC: 17, minuteUTC: 30 })).toBe("30 17 * * *");
    expect(asCronExpression({ type: "weekly", dayOfWeek: "tuesday", hourUTC: 6 })).toBe(
      "0 6 * * 2",
    );
    expect(asCronExpression({ type: "monthly", day: 1, hourUTC: 0 })).toBe("0 0 1 * *");
  });

  test("an interval counts from the last run, a calendar slot from after it", () => {
    const now = at("2026-03-04T10:00:00Z");
    expect(nextRunAt({ type: "interval", minutes: 1 }, null, now)).toBe(now + 60_000);
    expect(nextRunAt({ type: "interval", seconds: 30 }, now - 10_000, now)).toBe(now + 20_000);
    expect(nextRunAt({ type: "interval", hours: 2 }, now - 86_400_000, now)).toBeLessThan(now);
    expect(iso(nextRunAt({ type: "daily", hourUTC: 9 }, null, now))).toBe(
      "2026-03-05T09:00:00.000Z",
    );
  });

  test("reads what convex/server's cronJobs() writes", () => {
    const crons = cronJobs();
    const ref = makeFunctionReference<"mutation">("jobs:sweep");
    crons.interval("every minute", { minutes: 1 }, ref, {});
    crons.cron("at dawn", "0 5 * * *", ref, { late: true });
    const jobs = (crons as unknown as { crons: Record<string, CronSpec> }).crons;
    expect(jobs["every minute"]).toEqual({
      name: "jobs:sweep",
      args: [{}],
      schedule: { type: "interval", minutes: 1 },
    });
    expect(nextRunAt(jobs["at dawn"].schedule, at("2026-01-01T06:00:00Z"), 0)).toBe(
      at("2026-01-02T05:00:00Z"),
    );
  });
});

describe("the cron runner", () => {
  let dir: string;
  let runners: CronRunner[] = [];
  beforeEach(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), "local-backend-crons-"));
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "Date"] });
    vi.setSystemTime(at("2026-03-04T10:00:00Z"));
  });
  afterEach(async () => {
    await Promise.all(runners.map((runner) => runner.stop()));
    runners = [];
    vi.useRealTimers();
    await rm(dir, { recursive: true, force: true });
  });

  const SWEEP: CronSpec = {
    name: "generation/supervisor:sweep",
    args: [{}],
    schedule: { type: "interval", minutes: 1 },
  };

  async function startRunner(
    run: (job: CronSpec) => Promise<CronRunOutcome>,
    jobs: Record<string, CronSpec> = { sweep: SWEEP },
  ) {
    const log: string[] = [];
    const runner = new CronRunner({
      jobs,
      run,
      stateFile: cronStateFile(dir),
      log: (line) => log.push(line),
    });
    runners.push(runner);
    await runner.start();
    return { runner, log };
  }

  const ok = async (): Promise<CronRunOutcome> => ({ success: true });

  test("runs an interval job every interval, with its function and arguments", async () => {
    const run = vi.fn(ok);
    await startRunner(run);
    await vi.advanceTimersByTimeAsync(59_000);
    expect(run).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(run).toHaveBeenCalledExactlyOnceWith(SWEEP);
    await vi.advanceTimersByTimeAsync(120_000);
    expect(run).toHaveBeenCalledTimes(3);
  });

  test("keeps its rhythm across a restart instead of starting the interval afresh", async () => {
    const first = await startRunner(vi.fn(ok));
    await vi.advanceTimersByTimeAsync(90_000);
    await first.runner.stop();
    const saved = JSON.parse(await readFile(cronStateFile(dir), "utf8")) as { sweep: number };
    expect(saved.sweep).toBe(at("2026-03-04T10:01:00Z"));

    // Restarted 10 s later: the next run is still at 10:02, not a minute after the restart.
    await vi.advanceTimersByTimeAsync(10_000);
    const run = vi.fn(ok);
    await startRunner(run);
    await vi.advanceTimersByTimeAsync(19_000);
    expect(run).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(run).toHaveBeenCalledOnce();
  });

  test("runs a job overdue after a long stop once, not once per missed run", async () => {
    await writeFile(
      cronStateFile(dir),
      JSON.stringify({ sweep: at("2026-03-04T08:00:00Z"), gone: 1 }),
    );
    const run = vi.fn(ok);
    const { runner } = await startRunner(run);
    await vi.advanceTimersByTimeAsync(0);
    expect(run).toHaveBeenCalledOnce();
    expect(runner.lastRunOf("sweep")).toBe(at("2026-03-04T10:00:00Z"));
    await vi.advanceTimersByTimeAsync(59_000);
    expect(run).toHaveBeenCalledOnce();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(run).toHaveBeenCalledTimes(2);
    await runner.stop();
    // A job no longer defined keeps no state.
    expect(JSON.parse(await readFile(cronStateFile(dir), "utf8"))).not.toHaveProperty("gone");
  });

  test("never overlaps a run with itself: a slow run makes the next one skip", async () => {
    let finishRun: () => void = () => {};
    let active = 0;
    let most = 0;
    const run = vi.fn(async (): Promise<CronRunOutcome> => {
      active += 1;
      most = Math.max(most, active);
      await new Promise<void>((resolve) => (finishRun = resolve));
      active -= 1;
      return { success: true };
    });
    await startRunner(run);
    await vi.advanceTimersByTimeAsync(60_000 * 3);
    expect(run).toHaveBeenCalledOnce();
    finishRun();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(run).toHaveBeenCalledTimes(2);
    expect(most).toBe(1);
    finishRun();
  });

  test("logs a failed run with the job's name and function, and keeps the schedule", async () => {
    const run = vi
      .fn<(job: CronSpec) => Promise<CronRunOutcome>>()
      .mockResolvedValueOnce({ success: false, errorMessage: "Uncaught Error: boom" })
      .mockRejectedValueOnce(new Error("engine gone"))
      .mockResolvedValue({ success: true });
    const { log } = await startRunner(run, { "fail stale generation jobs": SWEEP });
    await vi.advanceTimersByTimeAsync(180_000);
    expect(run).toHaveBeenCalledTimes(3);
    expect(log).toEqual([
      '[local-backend] cron "fail stale generation jobs" (generation/supervisor:sweep) failed: Uncaught Error: boom',
      '[local-backend] cron "fail stale generation jobs" (generation/supervisor:sweep) failed: engine gone',
    ]);
  });

  test("runs a calendar job at its slot", async () => {
    const run = vi.fn(ok);
    const daily: CronSpec = {
      name: "a:b",
      args: [{}],
      schedule: { type: "cron", cron: "30 10 * * *" },
    };
    await startRunner(run, { daily });
    await vi.advanceTimersByTimeAsync(29 * 60_000);
    expect(run).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(run).toHaveBeenCalledOnce();
    await vi.advanceTimersByTimeAsync(24 * 60 * 60_000);
    expect(run).toHaveBeenCalledTimes(2);
  });
});
