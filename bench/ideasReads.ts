/**
 * Documents read by the 'My ideas' first page and by the ideas count as one user's ideas grow
 * from 100 to 10,000. Runs the app's real public queries in the local backend's engine and
 * counts reads with the engine's transaction metrics (convex-test's `getTransactionMetrics`,
 * which counts every document a get, an index range or a page hands to the function), taken
 * around a `ctx.runQuery` of the query as the user.
 */
import type { UserIdentity } from "convex/server";
import { api } from "../convex/_generated/api";
import type { Id } from "../convex/_generated/dataModel";
import type { MutationCtx } from "../convex/_generated/server";
import type { Engine } from "../local-backend/engine.ts";
import { defaultTextSettings } from "../convex/lib/ai/llm";
import { writeFavorite } from "../convex/ideas/favorites";
import { insertIdeas } from "../convex/ideas/model";
import { benchIdeasInput } from "./benchOwner";
import { loadEngine } from "./engineSetup";

export const SIZES = [100, 1_000, 10_000];
/** What a 'My ideas' screen asks for first. */
export const FIRST_PAGE = 20;

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

/**
 * Shards of the global counter are picked with Math.random (seeded per mutation in Convex);
 * a seeded generator here makes the printed figures the same on every run.
 */
function seededRandom(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

type Fixture = {
  engine: Engine;
  identity: UserIdentity;
  userId: Id<"users">;
  briefId: Id<"briefs">;
  legend: { id: Id<"creativeLegends">; name: string; slug: string };
};

async function prepare(): Promise<Fixture> {
  const engine = await loadEngine();
  await engine.runInternal("mutation", "system/seed:run", {});
  const made = await engine.run(async (ctx: MutationCtx) => {
    const userId = await ctx.db.insert("users", {
      email: "reads@legendary.test",
      fullName: "Reads Bench",
      isAdmin: false,
      subscriptionTier: "business",
      brandLimit: 0,
      legendCredits: 0,
    });
    const legend = await ctx.db.query("creativeLegends").first();
    if (legend === null) throw new Error("no legends seeded");
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
    return { userId, briefId, legend: { id: legend._id, name: legend.name, slug: legend.slug } };
  });
  const { userId } = made;
  // A signed-in user as @convex-dev/auth reads it: "<userId>|<sessionId>".
  const identity = {
    subject: `${userId}|bench`,
    issuer: "bench",
    tokenIdentifier: `bench|${userId}`,
  };
  return { ...made, engine, identity };
}

/**
 * Adds ideas through the app's own insert (counters and trending in the same transaction), each
 * batch under its own finished job as a generation would leave it; every fourth a favourite.
 */
async function addIdeas(fixture: Fixture, count: number, perJob: number) {
  const { engine, userId, briefId, legend } = fixture;
  const jobsPerRun = Math.max(1, Math.floor(300 / perJob));
  let left = count;
  while (left > 0) {
    await engine.run(async (ctx: MutationCtx) => {
      const legendRow = await ctx.db.get("creativeLegends", legend.id);
      if (legendRow === null) throw new Error("no legend");
      for (let j = 0; j < jobsPerRun && left > 0; j++) {
        const size = Math.min(perJob, left);
        left -= size;
        const jobId = await ctx.db.insert("generationJobs", {
          ownerId: userId,
          kind: "ideas",
          status: "succeeded",
          cost: 1,
          settings: defaultTextSettings(),
          input: benchIdeasInput(briefId, legendRow),
        });
        const origin = {
          briefId,
          ownerId: userId,
          legendId: legend.id,
          legendName: legend.name,
          legendSlug: legend.slug,
          jobId,
        };
        const drafts = Array.from({ length: size }, () => draft);
        const ids = await insertIdeas(ctx, origin, drafts, undefined);
        for (const id of ids.filter((_, index) => index % 4 === 0)) {
          const idea = await ctx.db.get("ideas", id);
          if (idea) await writeFavorite(ctx, idea, userId, true);
        }
      }
    });
  }
}

/** Documents the query read, run as the user inside a transaction that counts reads. */
async function readsOf(fixture: Fixture, run: (ctx: MutationCtx) => Promise<unknown>) {
  return await fixture.engine.run(async (ctx: MutationCtx) => {
    const before = (await ctx.meta.getTransactionMetrics()).documentsRead.used;
    await run(ctx);
    return (await ctx.meta.getTransactionMetrics()).documentsRead.used - before;
  }, fixture.identity);
}

export type ReadsRow = { ideas: number; myIdeas: number; favorites: number; count: number };
export type ReadsReport = { rows: ReadsRow[]; constant: boolean };

export async function measureIdeasReads(): Promise<ReadsReport> {
  const random = Math.random;
  Math.random = seededRandom(7);
  try {
    const fixture = await prepare();
    const page = { paginationOpts: { numItems: FIRST_PAGE, cursor: null } };
    const rows: ReadsRow[] = [];
    let total = 0;
    for (const size of SIZES) {
      // Up to 100 ideas as real jobs write them (3 at a time); bulk after that, same path.
      await addIdeas(fixture, size - total, total < 100 ? 3 : 150);
      total = size;
      rows.push({
        ideas: size,
        myIdeas: await readsOf(fixture, (ctx) => ctx.runQuery(api.ideas.queries.myIdeas, page)),
        favorites: await readsOf(fixture, (ctx) =>
          ctx.runQuery(api.ideas.queries.myIdeas, { ...page, favoritesOnly: true }),
        ),
        count: await readsOf(fixture, (ctx) => ctx.runQuery(api.ideas.queries.ideasCount, {})),
      });
    }
    const same = (key: keyof ReadsRow) => rows.every((row) => row[key] === rows[0][key]);
    return { rows, constant: same("myIdeas") && same("favorites") && same("count") };
  } finally {
    Math.random = random;
  }
}
