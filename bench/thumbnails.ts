/**
 * An idea's collage end to end: requestThumbnails → job row → scheduled action → three Ideogram
 * calls in parallel → images downloaded, stored and written onto the idea → served by
 * /api/media/{key}. The app's real convex/ runs in the local backend's engine, in-process,
 * against a fake Ideogram (its documented wire format) whose /generate always answers in
 * IMAGE_PROVIDER_MS, so what is left is the pipeline's own overhead.
 */
import type { MutationCtx } from "../convex/_generated/server";
import type { Id } from "../convex/_generated/dataModel";
import { defaultTextSettings } from "../convex/lib/ai/llm";
import { insertIdeas } from "../convex/ideas/model";
import { pngBytes } from "../tests/contracts/fakes/images.ts";
import { startFake } from "../tests/contracts/fakes/server.ts";
import { benchIdeasInput } from "./benchOwner";
import { median, setUp, type BenchSetup } from "./engineSetup";

export const IMAGE_PROVIDER_MS = 400;
/** Three images are drawn in parallel: the collage should cost one provider call's time, plus this. */
export const OVERHEAD_BUDGET_MS = 250;
const RUNS = 5;
const SITE = "http://127.0.0.1:2";
const IMAGE = pngBytes(64, 64);

async function fakeIdeogram() {
  const fake = await startFake(async (request) => {
    if (request.path.startsWith("/files/")) {
      return { status: 200, rawBody: IMAGE, headers: { "Content-Type": "image/png" } };
    }
    await new Promise((resolve) => setTimeout(resolve, IMAGE_PROVIDER_MS));
    const { image_request: asked } = JSON.parse(request.body) as {
      image_request: { prompt: string; num_images: number };
    };
    const data = Array.from({ length: asked.num_images }, (_, index) => ({
      url: `${fake.url}/files/${crypto.randomUUID()}-${index}.png`,
      prompt: asked.prompt,
      resolution: "1024x1024",
      is_image_safe: true,
      seed: index,
    }));
    return { status: 200, body: { created: new Date().toISOString(), data } };
  });
  return fake;
}

/** `count` ideas of the bench admin (with credits) under a saved brief. */
async function prepareIdeas(setup: BenchSetup, count: number): Promise<string[]> {
  const { engine, identity, legendIds } = setup;
  const userId = identity.subject.split("|")[0] as Id<"users">;
  const saved = await engine.mutation(
    "briefs/mutations:save",
    {
      brand: "Northbound Coffee",
      audience: "Commuters",
      message: "Roasted this week",
      tone: "Warm",
      title: "Thumbnails bench",
      content: "# Creative Brief",
    },
    identity,
  );
  if (!saved.success) throw new Error(saved.errorMessage);
  const briefId = (saved.value as { briefId: Id<"briefs"> }).briefId;
  return await engine.run(async (ctx: MutationCtx) => {
    await ctx.db.patch("users", userId, { legendCredits: 10_000, subscriptionTier: "business" });
    const legend = await ctx.db.get("creativeLegends", legendIds[0] as Id<"creativeLegends">);
    if (legend === null) throw new Error("no legend");
    const jobId = await ctx.db.insert("generationJobs", {
      ownerId: userId,
      kind: "ideas",
      status: "succeeded",
      cost: 0,
      settings: defaultTextSettings(),
      input: benchIdeasInput(briefId, legend),
    });
    const origin = {
      briefId,
      ownerId: userId,
      legendId: legend._id,
      legendName: legend.name,
      legendSlug: legend.slug,
      jobId,
    };
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
      selfCritique: "Strong.",
      visualPrompt: "A coffee bag with a handwritten roast date at dawn",
      legendThinking: "1. Read. 2. Find. 3. Say.",
    };
    return await insertIdeas(ctx, origin, Array(count).fill(draft), undefined);
  });
}

type Thumbnails = { status: string; urls: string[]; jobId: string | null };

/** Resolves with the idea's urls once `jobId` made them, re-checking on each commit. */
async function whenReady(setup: BenchSetup, ideaId: string, jobId: string): Promise<string[]> {
  const { engine, identity } = setup;
  return await new Promise<string[]>((resolve, reject) => {
    let done = false;
    const check = async () => {
      const view = await engine.query("visuals/queries:thumbnails", { ideaId }, identity);
      if (!view.success) return reject(new Error(view.errorMessage));
      const value = view.value as Thumbnails;
      if (done || value.jobId !== jobId) return;
      if (value.status === "failed") reject(new Error("thumbnails failed"));
      else if (value.status !== "ready") return;
      done = true;
      stop();
      resolve(value.urls);
    };
    const stop = engine.onCommit(({ tables }) => {
      if (tables.has("ideas") || tables.has("generationJobs")) void check();
    });
    void check();
  });
}

/** Regenerates the collages of `ideaIds` at once; times until stored, then until all served. */
async function timeCollages(setup: BenchSetup, ideaIds: string[]) {
  const { engine, identity } = setup;
  const started = performance.now();
  const urls = await Promise.all(
    ideaIds.map(async (ideaId) => {
      const outcome = await engine.mutation(
        "visuals/mutations:requestThumbnails",
        { ideaId, refresh: true },
        identity,
      );
      if (!outcome.success) throw new Error(outcome.errorMessage);
      return await whenReady(setup, ideaId, (outcome.value as { jobId: string }).jobId);
    }),
  );
  const storedMs = performance.now() - started;
  for (const url of urls.flat()) {
    const response = await engine.http(`${SITE}${url}`, { method: "GET" }, null);
    const bytes = new Uint8Array(await response.arrayBuffer());
    if (response.status !== 200 || bytes.length !== IMAGE.length) {
      throw new Error(`${url} answered ${response.status} with ${bytes.length} bytes`);
    }
  }
  if (urls.some((set) => set.length !== 3)) throw new Error("a collage has not 3 images");
  return { storedMs, servedMs: performance.now() - started };
}

export type ThumbnailsReport = {
  providerMs: number;
  storedMs: number;
  servedMs: number;
  overheadMs: number;
  threeIdeasMs: number;
  budgetMs: number;
  withinBudget: boolean;
};

export async function measureThumbnails(): Promise<ThumbnailsReport> {
  const fake = await fakeIdeogram();
  const setup = await setUp();
  Object.assign(process.env, { IDEOGRAM_API_KEY: "bench", IDEOGRAM_BASE_URL: fake.url });
  try {
    const ideaIds = await prepareIdeas(setup, 3);
    await timeCollages(setup, ideaIds.slice(0, 1)); // warm up module loading and caches
    const one = [];
    const three = [];
    for (let i = 0; i < RUNS; i++) {
      one.push(await timeCollages(setup, ideaIds.slice(0, 1)));
      three.push(await timeCollages(setup, ideaIds));
    }
    const storedMs = median(one.map((run) => run.storedMs));
    const servedMs = median(one.map((run) => run.servedMs));
    const overheadMs = servedMs - IMAGE_PROVIDER_MS;
    return {
      providerMs: IMAGE_PROVIDER_MS,
      storedMs,
      servedMs,
      overheadMs,
      threeIdeasMs: median(three.map((run) => run.servedMs)),
      budgetMs: OVERHEAD_BUDGET_MS,
      withinBudget: overheadMs <= OVERHEAD_BUDGET_MS,
    };
  } finally {
    delete process.env.IDEOGRAM_API_KEY;
    delete process.env.IDEOGRAM_BASE_URL;
    await setup.close();
    await fake.close();
  }
}
