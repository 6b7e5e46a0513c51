/**
 * The local backend's persistence at 1k, 10k and 50k ideas across 20 users (issue 21): what one
 * commit costs (appending it to the write-ahead log and fdatasync), what a compaction into the
 * snapshot costs and how long it holds the event loop, how long a restart takes to serve again
 * (in process, with its phases, and as a new worker process), and whether a kill -9 in the
 * middle of a write load loses an acknowledged mutation.
 * `npm run bench -- local-backend-restart`, or `node --import tsx bench/localBackendRestart.ts`.
 */
import { mkdtemp, readdir, rm, stat } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { Id } from "../convex/_generated/dataModel";
import type { MutationCtx } from "../convex/_generated/server";
import { insertIdeas, storedIdeaText } from "../convex/ideas/model";
import { loadOrCreateKeys } from "../local-backend/auth.ts";
import { BENCH_IDEA as draft, insertBenchOwner } from "./benchOwner";
import type { BackendConfig } from "../local-backend/config.ts";
import type { Engine } from "../local-backend/engine.ts";
import { Persistence } from "../local-backend/persistence.ts";
import { startLocalBackend } from "../local-backend/supervisor.ts";
import { freePort } from "../local-backend/test/harness.ts";
import { crashUnderLoad, type CrashReport } from "./localBackendCrash";
import { loadEngine, median } from "./engineSetup";

/** The environment `npm run bench` started with, before any bench changed it. */
const startEnv = { ...process.env };

export const SIZES = [1_000, 10_000, 50_000];
export const TARGETS = { restartMs: 5000, commitGrowth: 2, lost: 0 };
const USERS = 20;
const PROBE_COMMITS = 100;
/** Commits left in the log at the restart: a kill -9 after a busy stretch. */
const LOG_COMMITS = 1000;
/** Ideas the crash test's writers favourite, per writer (each once, so each write is checkable). */
const CRASH_IDEAS = 150;

export type Owner = {
  userId: Id<"users">;
  origin: Parameters<typeof insertIdeas>[1];
  /** The first ideas seeded for this user (the crash test favourites them). */
  ideas: Id<"ideas">[];
};

async function makeOwners(ctx: MutationCtx): Promise<Owner[]> {
  const legend = await ctx.db.query("creativeLegends").first();
  if (legend === null) throw new Error("no legends seeded");
  const owners: Owner[] = [];
  for (let u = 0; u < USERS; u++) {
    const { userId, briefId, jobId } = await insertBenchOwner(
      ctx,
      {
        email: `restart-${u}@legendary.test`,
        fullName: `Restart ${u}`,
        isAdmin: false,
        legendCredits: 0,
      },
      legend,
    );
    const origin = {
      briefId,
      ownerId: userId,
      legendId: legend._id,
      legendName: legend.name,
      legendSlug: legend.slug,
      jobId,
    };
    owners.push({ userId, origin, ideas: [] });
  }
  return owners;
}

/**
 * Bulk seeding: ideas inserted straight into the table round-robin across the users, 2,000 per
 * transaction, skipping the counters (a user's save goes through insertIdeas, below).
 */
async function seedIdeas(engine: Engine, owners: Owner[], from: number, to: number) {
  for (let done = from; done < to; done += 2000) {
    const end = Math.min(done + 2000, to);
    await engine.run(async (ctx: MutationCtx) => {
      const createdAt = Date.now();
      for (let i = done; i < end; i++) {
        const owner = owners[i % owners.length];
        const id = await ctx.db.insert("ideas", {
          ...owner.origin,
          order: 0,
          ...storedIdeaText(draft),
          favoriteCount: 0,
          createdAt,
        });
        if (owner.ideas.length < CRASH_IDEAS) owner.ideas.push(id);
      }
    });
  }
}

/** The longest the event loop went without a turn while `work` ran. */
async function longestStall<T>(work: () => Promise<T>): Promise<{ result: T; stallMs: number }> {
  let last = performance.now();
  let stallMs = 0;
  const timer = setInterval(() => {
    const now = performance.now();
    stallMs = Math.max(stallMs, now - last);
    last = now;
  }, 1);
  try {
    const result = await work();
    stallMs = Math.max(stallMs, performance.now() - last);
    return { result, stallMs };
  } finally {
    clearInterval(timer);
  }
}

export type CommitRow = { ideas: number; commitMs: number; commitBytes: number };
export type RestartReport = {
  commits: CommitRow[];
  compactionMs: number;
  compactionStallMs: number;
  snapshotMiB: number;
  logMiB: number;
  logCommits: number;
  /** In process: the phases of Persistence.load, then the first 'My ideas'-like index read. */
  restore: Record<string, number>;
  firstIndexReadMs: number;
  restartMs: number;
  /** The worker's own account of its start-up phases (LOCAL_BACKEND_TIMINGS). */
  startup: string;
  crash: CrashReport;
  crashStartup: string;
};

function startupLine(output: string): string {
  const lines = output.split("\n").filter((line) => line.includes("start-up:"));
  return lines.at(-1)?.replace(/^.*start-up: /, "") ?? "(not reported)";
}

async function logBytes(dir: string) {
  let total = 0;
  for (const name of await readdir(dir)) {
    if (/^wal-\d+\.log$/.test(name)) total += (await stat(path.join(dir, name))).size;
  }
  return total;
}

export async function measureLocalBackendRestart(
  sizes = SIZES,
  log: (line: string) => void = () => {},
): Promise<RestartReport> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), "legendary-restart-"));
  try {
    // The worker started below signs in with these keys; the bench signs its writers' tokens.
    const keys = await loadOrCreateKeys(dataDir);
    const engine = await loadEngine();
    const persistence = new Persistence(dataDir, engine);
    await persistence.load();
    await engine.runInternal("mutation", "system/seed:run", {});
    const owners = await engine.run((ctx: MutationCtx) => makeOwners(ctx));
    let total = 0;
    // One idea per commit through the app's own insert, as a user's save is.
    const saveOne = () =>
      engine.run(async (ctx: MutationCtx) => {
        const owner = owners[total % owners.length];
        await insertIdeas(ctx, owner.origin, [draft], undefined);
        total += 1;
      });
    const commits: CommitRow[] = [];
    for (const size of sizes) {
      const started = performance.now();
      await seedIdeas(engine, owners, total, size);
      total = size;
      await persistence.flush();
      log(`  seeded ${size} ideas (${((performance.now() - started) / 1000).toFixed(1)} s)`);
      const samples: number[] = [];
      const bytes: number[] = [];
      for (let i = 0; i < PROBE_COMMITS; i++) {
        const { commitMs, commitBytes } = persistence.stats;
        await saveOne();
        samples.push(persistence.stats.commitMs - commitMs);
        bytes.push(persistence.stats.commitBytes - commitBytes);
      }
      commits.push({ ideas: size, commitMs: median(samples), commitBytes: median(bytes) });
    }
    // A compaction of everything, with the event loop watched meanwhile.
    await persistence.flush();
    const { stallMs } = await longestStall(() => persistence.compactNow());
    const compactionMs = persistence.stats.lastCompactionMs;
    const snapshotMiB = (await stat(path.join(dataDir, "snapshot.jsonl"))).size / 2 ** 20;
    // Commits only the log holds, as a kill -9 leaves them (no compaction at the stop).
    for (let i = 0; i < LOG_COMMITS; i++) await saveOne();
    const logMiB = (await logBytes(dataDir)) / 2 ** 20;
    await persistence.close();
    log(`  ${total} ideas saved; restoring`);

    // The same restore in this process: what the data costs, without starting Node and tsx.
    const restoredEngine = await loadEngine();
    const restored = new Persistence(dataDir, restoredEngine);
    await restored.load();
    const restore = { ...restored.stats.load };
    // Indexes are built on first use: the first 'My ideas' after a restart pays for its index.
    const subject = `${owners[3].userId}|bench`;
    const readStarted = performance.now();
    const firstPage = await restoredEngine.query(
      "ideas/queries:myIdeas",
      { paginationOpts: { numItems: 20, cursor: null } },
      { subject, issuer: "bench", tokenIdentifier: `bench|${subject}` },
    );
    const firstIndexReadMs = performance.now() - readStarted;
    if (!firstPage.success) throw new Error(firstPage.errorMessage);
    await restored.close();

    const config: BackendConfig = {
      dataDir,
      functionsDir: path.resolve("convex"),
      port: await freePort(),
      sitePort: await freePort(),
      appUrl: "http://localhost:5173",
      seedFunction: null,
      watch: false,
    };
    let output = "";
    const started = performance.now();
    const backend = await startLocalBackend(config, {
      // Not this process's env as it is now: a bench run before this one (local-backend) set
      // its own deployment's keys in it, which the worker would verify this bench's tokens with.
      baseEnv: startEnv,
      env: { LOCAL_BACKEND_TIMINGS: "1" },
      output: (text) => (output += text),
      log: (line) => (output += `${line}\n`),
    });
    try {
      await backend.ready;
      const restartMs = performance.now() - started;
      const startup = startupLine(output);
      log(`  restarted in ${restartMs.toFixed(0)} ms; crashing it under load`);
      const crash = await crashUnderLoad({ backend, config, keys, owners, log });
      const crashStartup = startupLine(output);
      return {
        commits,
        compactionMs,
        compactionStallMs: stallMs,
        snapshotMiB,
        logMiB,
        logCommits: LOG_COMMITS,
        restore,
        firstIndexReadMs,
        restartMs,
        startup,
        crash,
        crashStartup,
      };
    } catch (error) {
      console.error(output);
      throw error;
    } finally {
      await backend.stop();
    }
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}

export function printLocalBackendRestart(report: RestartReport): boolean {
  const ms = (value: number) => `${value.toFixed(value < 10 ? 2 : 0)} ms`;
  console.log(
    `  ${"ideas".padStart(6)}  ${"one commit's log append + fdatasync".padEnd(36)}  bytes`,
  );
  for (const row of report.commits) {
    console.log(
      `  ${String(row.ideas).padStart(6)}  ${ms(row.commitMs).padEnd(36)}  ${row.commitBytes}`,
    );
  }
  const last = report.commits[report.commits.length - 1];
  const first = report.commits[0];
  console.log(
    `\n  compaction at ${last.ideas} ideas: ${ms(report.compactionMs)} in the background (${report.snapshotMiB.toFixed(1)} MiB snapshot; longest event-loop stall ${ms(report.compactionStallMs)})`,
  );
  const phases = Object.entries(report.restore)
    .map(([phase, value]) => `${phase} ${ms(value)}`)
    .join(", ");
  console.log(
    `  restore in process (snapshot + ${report.logCommits} logged commits, ${report.logMiB.toFixed(1)} MiB of log): ${phases}`,
  );
  console.log(`  first index read after the restore: ${ms(report.firstIndexReadMs)}`);
  console.log(`  worker start-up after a stop: ${report.startup}`);
  console.log(`  worker start-up after the kill -9: ${report.crashStartup}`);
  const { crash } = report;
  console.log(
    `  kill -9 under load: ${crash.acknowledged} acknowledged, ${crash.inFlight} in flight at the kill; restart after the crash ${ms(crash.restartMs)}`,
  );
  const growth = last.commitMs / Math.max(first.commitMs, 0.001);
  const checks: [string, boolean][] = [
    [
      `one commit's log append at ${last.ideas} vs ${first.ideas} ideas: ${growth.toFixed(2)}× (target ≤ ${TARGETS.commitGrowth}×: O(its writes), not of the database)`,
      growth <= TARGETS.commitGrowth,
    ],
    [
      `restart to ready at ${last.ideas} ideas (new worker process): ${ms(report.restartMs)} (target ≤ ${ms(TARGETS.restartMs)})`,
      report.restartMs <= TARGETS.restartMs,
    ],
    [
      `acknowledged mutations lost to a kill -9: ${crash.lost} of ${crash.acknowledged} (target ${TARGETS.lost})`,
      crash.lost === TARGETS.lost && crash.acknowledged > 0,
    ],
  ];
  console.log("");
  for (const [text, ok] of checks) console.log(`${text} — ${ok ? "within target" : "OVER TARGET"}`);
  return checks.every(([, ok]) => ok);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const sizes = process.argv[2] ? process.argv[2].split(",").map(Number) : SIZES;
  console.log("Local backend persistence\n");
  measureLocalBackendRestart(sizes, (line) => console.log(line))
    .then((report) => process.exit(printLocalBackendRestart(report) ? 0 : 1))
    .catch((error: unknown) => {
      console.error(error);
      process.exit(1);
    });
}
