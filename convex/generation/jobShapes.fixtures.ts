/**
 * Typed reads of jobs for tests (two dots: never deployed): a job's input or result as its kind's
 * shape, checked by kind rather than cast, and sample inputs for rows a test plants itself.
 */
import type { Doc, Id } from "../_generated/dataModel";
import type { MutationCtx } from "../_generated/server";
import type { LegendPersona } from "../lib/ai/types";
import type { JobDto } from "./queries";
import type { JobInput, JobKindName, JobResult } from "./jobShapes";

/*
 * Each read checks the job's kind at run time, then answers that kind's shape. The generic
 * signature is an overload over a kind-agnostic body: TypeScript cannot follow a kind from an
 * argument to a property of a union by itself.
 */

/** The result a watcher read (api.generation.queries.job): throws unless it is a K's. */
export function resultOf<K extends JobKindName>(job: JobDto, kind: K): JobResult<K>;
export function resultOf(job: JobDto, kind: JobKindName): JobResult<JobKindName> {
  if (job.kind !== kind) throw new Error(`Expected a ${kind} job, got ${job.kind}`);
  if (job.result === null) throw new Error(`The ${kind} job has no result (${job.status})`);
  return job.result;
}

/** A stored job's result: throws unless the row is a K job with a result. */
export function rowResultOf<K extends JobKindName>(
  job: Doc<"generationJobs"> | null,
  kind: K,
): JobResult<K>;
export function rowResultOf(
  job: Doc<"generationJobs"> | null,
  kind: JobKindName,
): JobResult<JobKindName> {
  if (job?.kind !== kind) throw new Error(`Expected a ${kind} job`);
  if (job.result === undefined) throw new Error(`The ${kind} job has no result (${job.status})`);
  return job.result;
}

/** A stored job's input: throws unless the row is a K job. */
export function rowInputOf<K extends JobKindName>(
  job: Doc<"generationJobs"> | null,
  kind: K,
): JobInput<K>;
export function rowInputOf(
  job: Doc<"generationJobs"> | null,
  kind: JobKindName,
): JobInput<JobKindName> {
  if (job?.kind !== kind) throw new Error(`Expected a ${kind} job`);
  return job.input;
}

const PERSONA: LegendPersona = {
  name: "David Ogilvy",
  slug: "david-ogilvy",
  approach: "Research first, then a long, factual headline.",
};

const FACTS = { brand: "Acme", audience: "Runners", message: "It lasts", tone: "Plain" };

/**
 * A legend row for a planted ideas job to name (an ideas job's input names its legend), found
 * or made once per test app: tests that plant rows by hand need not run the roster's seed.
 */
export async function plantLegend(ctx: MutationCtx): Promise<Id<"creativeLegends">> {
  const existing = await ctx.db
    .query("creativeLegends")
    .withIndex("by_slug", (q) => q.eq("slug", "planted-legend"))
    .unique();
  if (existing !== null) return existing._id;
  return await ctx.db.insert("creativeLegends", {
    name: "Planted Legend",
    slug: "planted-legend",
    label: "A test's legend",
    isActive: false,
    description: "Planted by a test.",
    bio: "Planted by a test.",
    approach: PERSONA.approach,
    visualApproach: "Plain photography.",
    keyMessage: "Tell the truth.",
    signatureMoves: [],
    voice: "plain",
    discipline: "Copywriter",
    country: "UK",
    awards: [],
    pastAgencies: [],
    portfolioProjects: [],
    socialLinks: [],
    disclaimer: "An AI persona.",
    sortOrder: 9999,
  });
}

/** Inputs a test can plant for a job row of a kind, from the ids it has. */
export const sampleInputs = {
  ideas: (ids: { briefId: Id<"briefs">; legendId: Id<"creativeLegends"> }): JobInput<"ideas"> => ({
    ...ids,
    legendName: PERSONA.name,
    legendSlug: PERSONA.slug,
    persona: PERSONA,
    brief: FACTS,
    count: 3,
  }),
  brief: (): JobInput<"brief"> => ({
    facts: { ...FACTS, uniqueSellingPoint: "" },
    title: "Acme Creative Brief",
  }),
  strategies: (): JobInput<"strategies"> => ({ mode: "strategist" }),
  discovery: (): JobInput<"discovery"> => ({ idea: "Shoes for runners who hate shoes." }),
  thumbnails: (ids: { ideaId: Id<"ideas"> }): JobInput<"thumbnails"> => ({
    ...ids,
    refresh: false,
    images: [],
  }),
  import: (): JobInput<"import"> => ({
    facts: { brand: "Acme", campaignName: "Lasts", audience: "", text: "Shoes that last." },
    imageKeys: [],
  }),
  sellDeck: (ids: { ideaId: Id<"ideas"> }): JobInput<"sellDeck"> => ({
    ...ids,
    legend: PERSONA,
    facts: {
      ...FACTS,
      campaignName: "Lasts",
      headline: "Shoes that last",
      coreIdea: "Durability",
      concept: "Run further",
      keyVisualElements: [],
      executionStrategy: [],
      ideaTitle: "Lasts",
      visualPrompt: "A worn shoe",
    },
  }),
};
