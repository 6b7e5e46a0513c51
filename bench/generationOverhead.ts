/**
 * The generation pipeline's own overhead: request mutation → job row → scheduled action →
 * provider call → result row, with a fake OpenAI-compatible provider that always answers in
 * PROVIDER_MS. Runs the app's real convex/ functions in the local backend's engine, in-process.
 * Two cases: the admin test generation (one job per request), and Get Creative Ideas through
 * the real ideas.generate with one legend versus three (one job each, run in parallel).
 */
import type { MutationCtx } from "../convex/_generated/server";
import type { Id } from "../convex/_generated/dataModel";
import { median, PROVIDER_MS, setUp, waitForJobs, type BenchSetup } from "./engineSetup";

export { PROVIDER_MS };
const RUNS = 5;
export const PARALLEL_TARGET = 1.3;

const brief = {
  brand: "Northbound Coffee",
  audience: "Commuters",
  message: "Roasted this week",
  tone: "Warm",
};

/** Requests `count` test generations at once; resolves with the time until all succeeded. */
async function timeTestJobs(setup: BenchSetup, count: number): Promise<number> {
  const { engine, identity, legendIds } = setup;
  const started = performance.now();
  const requested = await Promise.all(
    Array.from({ length: count }, () =>
      engine.mutation(
        "generation/testGeneration:request",
        { brief, legendId: legendIds[0], withImage: false },
        identity,
      ),
    ),
  );
  const jobIds = requested.map((outcome) => {
    if (!outcome.success) throw new Error(outcome.errorMessage);
    return outcome.value as string;
  });
  await waitForJobs(setup, jobIds);
  return performance.now() - started;
}

/** One Get Creative Ideas click for `legendIds`: time until every legend's ideas are written. */
async function timeIdeas(setup: BenchSetup, briefId: string, legendIds: string[]) {
  const { engine, identity } = setup;
  const started = performance.now();
  const outcome = await engine.mutation(
    "ideas/mutations:generate",
    { briefId, legendIds },
    identity,
  );
  if (!outcome.success) throw new Error(outcome.errorMessage);
  const { jobs } = outcome.value as { jobs: { jobId: string }[] };
  await waitForJobs(
    setup,
    jobs.map((job) => job.jobId),
  );
  return performance.now() - started;
}

/** The bench admin on a plan with every legend and enough credits, and a saved brief. */
async function prepareIdeas(setup: BenchSetup): Promise<string> {
  const { engine, identity } = setup;
  const userId = identity.subject.split("|")[0] as Id<"users">;
  await engine.run(async (ctx: MutationCtx) => {
    await ctx.db.patch("users", userId, { subscriptionTier: "business", legendCredits: 1000 });
  });
  const saved = await engine.mutation(
    "briefs/mutations:save",
    { ...brief, title: "Bench brief", content: "# Creative Brief: Northbound Coffee" },
    identity,
  );
  if (!saved.success) throw new Error(saved.errorMessage);
  return (saved.value as { briefId: string }).briefId;
}

export type ParallelFigures = { oneMs: number; threeMs: number; ratio: number };

export type OverheadReport = {
  providerMs: number;
  oneJobMs: number;
  overheadMs: number;
  threeJobsMs: number;
  ratio: number;
  /** Get Creative Ideas: one legend vs three legends in parallel. */
  ideas: ParallelFigures;
  withinTarget: boolean;
};

async function medians(one: () => Promise<number>, three: () => Promise<number>) {
  await one(); // warm up module loading and caches
  const ones: number[] = [];
  const threes: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    ones.push(await one());
    threes.push(await three());
  }
  const oneMs = median(ones);
  const threeMs = median(threes);
  return { oneMs, threeMs, ratio: threeMs / oneMs };
}

export async function measureGenerationOverhead(): Promise<OverheadReport> {
  const setup = await setUp();
  try {
    const test = await medians(
      () => timeTestJobs(setup, 1),
      () => timeTestJobs(setup, 3),
    );
    const briefId = await prepareIdeas(setup);
    const legends = setup.legendIds.slice(0, 3);
    const ideas = await medians(
      () => timeIdeas(setup, briefId, legends.slice(0, 1)),
      () => timeIdeas(setup, briefId, legends),
    );
    return {
      providerMs: PROVIDER_MS,
      oneJobMs: test.oneMs,
      overheadMs: test.oneMs - PROVIDER_MS,
      threeJobsMs: test.threeMs,
      ratio: test.ratio,
      ideas,
      withinTarget: test.ratio <= PARALLEL_TARGET && ideas.ratio <= PARALLEL_TARGET,
    };
  } finally {
    await setup.close();
  }
}
