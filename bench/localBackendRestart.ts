/**
 * The local backend's persistence at 1k and 50k ideas (20 users): what one commit costs
 * (appending it to the write-ahead log), what a compaction into the snapshot costs and how long
 * the event loop is held meanwhile, and how long a restart takes to serve again, after a clean
 * stop and after a kill -9.
 */
import { mkdtemp, readdir, rm, stat } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import type { Id } from "../convex/_generated/dataModel";
import type { MutationCtx } from "../convex/_generated/server";
import { defaultTextSettings } from "../convex/lib/ai/llm";
import { insertIdeas } from "../convex/ideas/model";
import type { BackendConfig } from "../local-backend/config.ts";
import { Persistence } from "../local-backend/persistence.ts";
import { startLocalBackend } from "../local-backend/supervisor.ts";
import { freePort } from "../local-backend/test/harness.ts";
import { loadEngine, median } from "./engineSetup";

export const RESTART_TARGET_MS = 5000;
/** A commit may cost this much more at 50k than at 1k (noise on a shared machine). */
export const COMMIT_GROWTH_LIMIT = 2;
const USERS = 20;
const SIZES = [1_000, 50_000];
const PROBE_COMMITS = 100;
/** Commits left in the log at the restart: a kill -9 after a busy stretch. */
const LOG_COMMITS = 1000;

const draft = {
  title: "Bench idea",
  campaignName: "The Morning Record.",
  coreIdea: "Proof, not promises.",
  concept: "Every claim comes with its evidence.",
  headline: "Roasted this week.",
  description: "A campaign of checkable claims.",
  tone: "Warm, witty",
  keyVisualElements: ["A dated roast label"],
  executionStrategy: ["Outdoor at commuter stations"],
  selfCritique: "Strong proof; needs a sharper visual.",
  visualPrompt: "A coffee bag with a handwritten roast date at dawn",
  legendThinking: "1. Read. 2. Find. 3. Say.",
};

type Owner = {
  userId: Id<"users">;
  briefId: Id<"briefs">;
  legend: { id: Id<"creativeLegends">; name: string; slug: string };
};

async function makeOwners(ctx: MutationCtx): Promise<Owner[]> {
  const legend = await ctx.db.query("creativeLegends").first();
  if (legend === null) throw new Error("no legends seeded");
  const owners: Owner[] = [];
  for (let u = 0; u < USERS; u++) {
    const userId = await ctx.db.insert("users", {
      email: `restart-${u}@legendary.test`,
      fullName: `Restart ${u}`,
      isAdmin: false,
      subscriptionTier: "business",
      brandLimit: 0,
      legendCredits: 0,
    });
    const now = Date.now();
    const briefId = await ctx.db.insert("briefs", {
      ownerId: userId,
      title: "Bench brief",
      brand: "Northbound Coffee",
      uniqueSellingPoint: "",
      audience: "Commuters",
      message: "Roasted this week",
      tone: "Warm",
      content: "# Creative Brief",
      version: 1,
      isLatest: true,
      factsHash: "bench",
      contentHash: "bench",
      createdAt: now,
      updatedAt: now,
    });
    owners.push({
      userId,
      briefId,
      legend: { id: legend._id, name: legend.name, slug: legend.slug },
    });
  }
  return owners;
}

/** `count` ideas through the app's own insert, 3 per finished job, round-robin over the users. */
async function addIdeas(ctx: MutationCtx, owners: Owner[], count: number, offset: number) {
  for (let i = 0; i < count; i += 3) {
    const owner = owners[Math.floor((offset + i) / 3) % owners.length];
    const jobId = await ctx.db.insert("generationJobs", {
      ownerId: owner.userId,
      kind: "ideas",
      status: "succeeded",
      cost: 1,
      settings: defaultTextSettings(),
      input: {},
    });
    const origin = {
      briefId: owner.briefId,
      ownerId: owner.userId,
      legendId: owner.legend.id,
      legendName: owner.legend.name,
      legendSlug: owner.legend.slug,
      jobId,
    };
    await insertIdeas(ctx, origin, Array(Math.min(3, count - i)).fill(draft), undefined);
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
    return { result: await work(), stallMs };
  } finally {
    clearInterval(timer);
  }
}

export type RestartReport = {
  commits: { ideas: number; commitUs: number }[];
  commitGrowth: number;
  compactionMs: number;
  compactionStallMs: number;
  snapshotMiB: number;
  logKiB: number;
  logCommits: number;
  restoreMs: number;
  restartMs: number;
  withinTarget: boolean;
};

async function logBytes(dir: string) {
  let total = 0;
  for (const name of await readdir(dir)) {
    if (/^wal-\d+\.log$/.test(name)) total += (await stat(path.join(dir, name))).size;
  }
  return total;
}

export async function measureLocalBackendRestart(
  sizes = SIZES,
  logCommits = LOG_COMMITS,
): Promise<RestartReport> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), "legendary-restart-"));
  try {
    const engine = await loadEngine();
    const persistence = new Persistence(dataDir, engine);
    await persistence.load();
    await engine.runInternal("mutation", "system/seed:run", {});
    const owners = await engine.run((ctx: MutationCtx) => makeOwners(ctx));
    let total = 0;
    const addOne = () =>
      engine.run(async (ctx: MutationCtx) => {
        await addIdeas(ctx, owners, 1, total);
        total += 1;
      });
    const commits: RestartReport["commits"] = [];
    for (const size of sizes) {
      while (total < size) {
        const batch = Math.min(1500, size - total);
        await engine.run((ctx: MutationCtx) => addIdeas(ctx, owners, batch, total));
        total += batch;
        persistence.markDirty();
      }
      // One idea per commit, as a user's save is: appending it to the log is what it costs.
      const samples: number[] = [];
      for (let i = 0; i < PROBE_COMMITS; i++) {
        const before = persistence.stats.commitMs;
        await addOne();
        samples.push(persistence.stats.commitMs - before);
      }
      commits.push({ ideas: size, commitUs: median(samples) * 1000 });
    }
    // A compaction of everything, with the event loop watched meanwhile.
    await persistence.flush();
    await addOne();
    const { stallMs } = await longestStall(() =>
      (persistence as unknown as { compact: () => Promise<void> }).compact(),
    );
    const compactionMs = persistence.stats.lastCompactionMs;
    const snapshotMiB = (await stat(path.join(dataDir, "snapshot.jsonl"))).size / 2 ** 20;
    // Commits only the log holds, as a kill -9 leaves them (no compaction at the stop).
    for (let i = 0; i < logCommits; i++) await addOne();
    const logKiB = (await logBytes(dataDir)) / 1024;
    persistence.close();

    // The same restore in this process: what the data costs, without starting Node and tsx.
    const loadStarted = performance.now();
    await new Persistence(dataDir, await loadEngine()).load();
    const restoreMs = performance.now() - loadStarted;

    const config: BackendConfig = {
      dataDir,
      functionsDir: path.resolve("convex"),
      port: await freePort(),
      sitePort: await freePort(),
      appUrl: "http://localhost:5173",
      seedFunction: null,
      watch: false,
    };
    const started = performance.now();
    const backend = await startLocalBackend(config, { output: () => {}, log: () => {} });
    await backend.ready;
    const restartMs = performance.now() - started;
    await backend.stop();
    const growth = commits[commits.length - 1].commitUs / Math.max(commits[0].commitUs, 1);
    return {
      commits,
      commitGrowth: growth,
      compactionMs,
      compactionStallMs: stallMs,
      snapshotMiB,
      logKiB,
      logCommits,
      restoreMs,
      restartMs,
      withinTarget: restartMs <= RESTART_TARGET_MS && growth <= COMMIT_GROWTH_LIMIT,
    };
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const sizes = process.argv[2] ? process.argv[2].split(",").map(Number) : SIZES;
  console.log(await measureLocalBackendRestart(sizes));
}

export function printLocalBackendRestart(report: RestartReport): boolean {
  console.log(report);
  return report.withinTarget;
}
