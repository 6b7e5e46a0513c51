import { existsSync } from "node:fs";
import { readFile, rename, writeFile } from "node:fs/promises";
import path from "node:path";
import type { JSONValue } from "convex/values";
import { nextRunAt, type CronSchedule } from "./cronSchedule.ts";
import type { Engine } from "./engine.ts";

/**
 * The cron jobs of `convex/crons.ts`, run the way a deployment runs them: the default export is
 * a `Crons` object whose `crons` map names each job's function (`"generation/supervisor:sweep"`),
 * its arguments and its schedule. Each run goes through the engine like a scheduled function:
 * its own transaction (or action), no identity, its console output under its name.
 *
 * - When each job last ran is kept in `crons.json` in the data directory, so a restart keeps the
 *   rhythm instead of starting every interval afresh (a watch session that restarts every few
 *   seconds would otherwise never reach a one-minute run).
 * - Runs missed while the backend was down are not piled up: a job that is overdue at a start
 *   runs once, at once, then keeps its schedule from there.
 * - A job never overlaps itself: a run still going when the next is due makes that one skip,
 *   as on Convex.
 * - A failed run is logged with the job's name and function; the schedule goes on.
 */

export type CronSpec = { name: string; args: JSONValue[]; schedule: CronSchedule };

export type CronRunOutcome = { success: true } | { success: false; errorMessage: string };

export type CronRunnerOptions = {
  /** `Crons.crons` of convex/crons.ts: identifier → job. */
  jobs: Record<string, CronSpec>;
  /** Runs one job's function (through the engine, in the backend). */
  run: (job: CronSpec) => Promise<CronRunOutcome>;
  /** Where the last run of each job is kept (the data directory's crons.json). */
  stateFile: string;
  log: (line: string) => void;
};

/** Node clamps longer delays to 1 ms; longer waits are chained. */
const MAX_TIMER_MS = 2 ** 31 - 1;

type Entry = { id: string; job: CronSpec; timer: NodeJS.Timeout | null; running: boolean };

export class CronRunner {
  private readonly entries: Entry[];
  private lastRuns: Record<string, number> = {};
  private stopped = false;
  private saving: Promise<void> = Promise.resolve();

  constructor(private readonly options: CronRunnerOptions) {
    this.entries = Object.entries(options.jobs).map(([id, job]) => ({
      id,
      job,
      timer: null,
      running: false,
    }));
  }

  /** Loads when each job last ran, then arms every job. */
  async start(): Promise<void> {
    this.lastRuns = await readLastRuns(this.options.stateFile);
    // A job no longer defined keeps no state.
    const known = new Set(this.entries.map((entry) => entry.id));
    for (const id of Object.keys(this.lastRuns)) if (!known.has(id)) delete this.lastRuns[id];
    for (const entry of this.entries) this.arm(entry);
  }

  /** Stops arming runs; resolves once a run in progress and the state file are done. */
  async stop(): Promise<void> {
    this.stopped = true;
    for (const entry of this.entries) if (entry.timer) clearTimeout(entry.timer);
    await this.saving;
  }

  /** When each job last ran (tests read it). */
  lastRunOf(id: string): number | null {
    return this.lastRuns[id] ?? null;
  }

  private arm(entry: Entry): void {
    if (this.stopped) return;
    const now = Date.now();
    const due = nextRunAt(entry.job.schedule, this.lastRuns[entry.id] ?? null, now);
    if (this.lastRuns[entry.id] === undefined && entry.job.schedule.type === "interval") {
      // The first start counts as the interval's beginning (and survives a restart).
      this.lastRuns[entry.id] = now;
      this.save();
    }
    this.wait(entry, Math.max(0, due - now), due);
  }

  private wait(entry: Entry, delay: number, due: number): void {
    entry.timer = setTimeout(
      () => {
        entry.timer = null;
        if (delay > MAX_TIMER_MS) this.wait(entry, due - Date.now(), due);
        else void this.fire(entry);
      },
      Math.min(delay, MAX_TIMER_MS),
    );
  }

  private async fire(entry: Entry): Promise<void> {
    if (this.stopped) return;
    if (entry.running) {
      // Still busy with the previous run: this one is skipped, the schedule goes on.
      this.lastRuns[entry.id] = Date.now();
      this.arm(entry);
      return;
    }
    entry.running = true;
    this.lastRuns[entry.id] = Date.now();
    this.save();
    // The next run is armed now, so a slow run cannot delay the schedule.
    this.arm(entry);
    try {
      const outcome = await this.options.run(entry.job);
      if (!outcome.success) this.report(entry, outcome.errorMessage);
    } catch (error) {
      this.report(entry, error instanceof Error ? error.message : String(error));
    } finally {
      entry.running = false;
    }
  }

  private report(entry: Entry, message: string): void {
    this.options.log(`[local-backend] cron "${entry.id}" (${entry.job.name}) failed: ${message}`);
  }

  private save(): void {
    const snapshot = JSON.stringify(this.lastRuns, null, 2);
    this.saving = this.saving.then(() => writeLastRuns(this.options.stateFile, snapshot));
  }
}

async function readLastRuns(file: string): Promise<Record<string, number>> {
  if (!existsSync(file)) return {};
  try {
    const parsed = JSON.parse(await readFile(file, "utf8")) as Record<string, unknown>;
    return Object.fromEntries(
      Object.entries(parsed).filter((pair): pair is [string, number] => Number.isFinite(pair[1])),
    );
  } catch {
    // A torn file (a kill mid-write) only loses the rhythm: every job starts afresh.
    return {};
  }
}

async function writeLastRuns(file: string, text: string): Promise<void> {
  const temp = `${file}.tmp`;
  try {
    await writeFile(temp, text);
    await rename(temp, file);
  } catch {
    // The data directory went away (a reset, a test's cleanup): nothing to keep.
  }
}

/** The state file of a data directory. */
export const cronStateFile = (dataDir: string) => path.join(dataDir, "crons.json");

/** The app's cron jobs, armed on `engine`: each runs its internal mutation or action by name. */
export async function startCronJobs(
  engine: Engine,
  dataDir: string,
  log: (line: string) => void,
): Promise<CronRunner> {
  const runner = new CronRunner({
    jobs: (await engine.cronJobs()) as Record<string, CronSpec>,
    stateFile: cronStateFile(dataDir),
    log,
    run: async (job) => {
      const kind = await engine.resolveAny(job.name);
      if (kind !== "mutation" && kind !== "action") {
        return { success: false, errorMessage: `${job.name} is not a mutation or an action` };
      }
      const outcome = await engine.runInternal(kind, job.name, job.args[0] ?? {});
      return outcome.success ? { success: true } : outcome;
    },
  });
  await runner.start();
  return runner;
}
