/**
 * /dashboard list tests (two dots in the name: never deployed): one row of each listed kind,
 * inserted straight into the tables with the title and time a test chooses, each under its own
 * brief, idea and job so the rows are independent.
 */
import type { Id } from "../_generated/dataModel";
import type { MutationCtx } from "../_generated/server";
import type { TestApp } from "../test.setup";
import type { KindAndInput } from "../generation/jobShapes";
import { plantLegend, sampleInputs } from "../generation/jobShapes.fixtures";
import { defaultTextSettings } from "./ai/llm";

type Owner = { ownerId: Id<"users">; title: string; at: number };

/** A finished job of a kind, with that kind's input (../generation/jobShapes.fixtures.ts). */
export async function insertJob(ctx: MutationCtx, ownerId: Id<"users">, job: KindAndInput) {
  return await ctx.db.insert("generationJobs", {
    ownerId,
    ...job,
    status: "succeeded",
    cost: 1,
    settings: defaultTextSettings(),
  });
}

/** A finished ideas job under `briefId`, of a planted legend. */
export async function insertIdeasJob(
  ctx: MutationCtx,
  ownerId: Id<"users">,
  briefId: Id<"briefs">,
) {
  const input = sampleInputs.ideas({ briefId, legendId: await plantLegend(ctx) });
  return await insertJob(ctx, ownerId, { kind: "ideas", input });
}

export async function insertBrief(ctx: MutationCtx, { ownerId, title, at }: Owner) {
  const briefId = await ctx.db.insert("briefs", {
    ownerId,
    title,
    brand: "Acme",
    uniqueSellingPoint: "It lasts",
    audience: "Runners",
    message: "Go further",
    tone: "Bold",
    content: `# ${title}`,
    version: 1,
    isLatest: true,
    factsHash: `facts-${title}-${at}`,
    contentHash: `content-${title}-${at}`,
    createdAt: at,
    updatedAt: at,
  });
  await ctx.db.patch("briefs", briefId, { rootBriefId: briefId });
  return briefId;
}

export async function insertIdea(ctx: MutationCtx, { ownerId, title, at }: Owner) {
  const briefId = await insertBrief(ctx, { ownerId, title: `Brief for ${title}`, at });
  const jobId = await insertIdeasJob(ctx, ownerId, briefId);
  const ideaId = await ctx.db.insert("ideas", {
    briefId,
    ownerId,
    legendName: "David Ogilvy",
    legendSlug: "david-ogilvy",
    jobId,
    order: 0,
    title,
    campaignName: title,
    coreIdea: "A core idea",
    concept: "A concept",
    headline: "A headline",
    description: "A description",
    tone: "Bold",
    keyVisualElements: [],
    executionStrategy: [],
    selfCritique: "",
    visualPrompt: "",
    legendThinking: "",
    createdAt: at,
  });
  return { briefId, ideaId, jobId };
}

export async function insertCampaignPage(ctx: MutationCtx, owner: Owner) {
  const { briefId, ideaId } = await insertIdea(ctx, { ...owner, title: `Idea ${owner.title}` });
  return await ctx.db.insert("campaignPages", {
    ideaId,
    briefId,
    ownerId: owner.ownerId,
    createdBy: owner.ownerId,
    title: owner.title,
    headline: "Headline",
    description: "Description",
    heroUrl: "/api/media/hero.png",
    createdAt: owner.at,
    updatedAt: owner.at,
  });
}

export async function insertDeck(ctx: MutationCtx, owner: Owner) {
  const { briefId, ideaId } = await insertIdea(ctx, { ...owner, title: `Idea ${owner.title}` });
  const jobId = await insertJob(ctx, owner.ownerId, {
    kind: "sellDeck",
    input: sampleInputs.sellDeck({ ideaId }),
  });
  return await ctx.db.insert("presentations", {
    ideaId,
    briefId,
    createdBy: owner.ownerId,
    title: owner.title,
    status: "ready",
    jobId,
    isFavorite: false,
    createdAt: owner.at,
    updatedAt: owner.at,
  });
}

export async function insertDiscovery(ctx: MutationCtx, { ownerId, title, at }: Owner) {
  const jobId = await insertJob(ctx, ownerId, {
    kind: "discovery",
    input: sampleInputs.discovery(),
  });
  return await ctx.db.insert("discoverySessions", {
    ownerId,
    idea: "An idea",
    title,
    research: {
      summary: "",
      segments: [],
      insights: [],
      language: [],
      channels: [],
      opportunities: [],
      website: null,
    },
    jobId,
    createdAt: at,
    completedAt: at,
  });
}

export async function insertBrand(ctx: MutationCtx, { ownerId, title, at }: Owner) {
  return await ctx.db.insert("brandProfiles", {
    ownerId,
    name: title,
    voice: [],
    keyMessages: [],
    colors: [],
    dos: [],
    donts: [],
    createdAt: at,
    updatedAt: at,
  });
}

/** Inserts rows titled `titles[i]` at times 1000·(i+1), so "newest" is the reverse order. */
export async function insertMany(
  t: TestApp,
  insert: (ctx: MutationCtx, owner: Owner) => Promise<unknown>,
  ownerId: Id<"users">,
  titles: readonly string[],
) {
  await t.run(async (ctx) => {
    for (const [index, title] of titles.entries()) {
      await insert(ctx, { ownerId, title, at: 1000 * (index + 1) });
    }
  });
}
