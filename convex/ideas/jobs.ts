import { internal } from "../_generated/api";
import type { Doc, Id } from "../_generated/dataModel";
import type { MutationCtx } from "../_generated/server";
import { appError } from "../lib/errors";
import { brandProfileFacts } from "../brands/model";
import type { BriefFacts, LegendPersona, TextSettings } from "../lib/ai/types";
import { startJob } from "../generation/model";
import { CREDIT_COSTS, IDEAS_PER_LEGEND } from "../../shared/constants";
import { ideaSteps } from "./generation";
import { IDEAS_JOB_KIND, ideasStudioSeed, type IdeasJobInput } from "./jobShapes";

/** How many of the brief's latest ideas a new job keeps its lines off (each prints two). */
const WRITTEN_IDEAS = 60;

/**
 * Requesting ideas jobs (used by ./mutations.ts generate and retryLegend): one job per legend,
 * each spending CREDIT_COSTS.ideasPerLegend when it is created, plus the run row that ties the
 * job to its brief for the brief view.
 */

export function briefFactsOf(brief: Doc<"briefs">): BriefFacts {
  return {
    brand: brief.brand,
    audience: brief.audience,
    message: brief.message,
    tone: brief.tone,
    ...(brief.uniqueSellingPoint.trim() ? { uniqueSellingPoint: brief.uniqueSellingPoint } : {}),
    ...(brief.content.trim() ? { content: brief.content } : {}),
    ...(brief.competitors?.trim() ? { competitors: brief.competitors } : {}),
  };
}

/**
 * The voice for an imported idea (no legend wrote it): the team's own campaign, presented
 * plainly. Decks and ads on it speak in this neutral manner instead of borrowing a legend's.
 */
export const IMPORTED_PERSONA: LegendPersona = {
  name: "Your team",
  slug: "",
  approach:
    "Presents the team's own campaign plainly and in its own words, with no legend's signature manner.",
  voice: "plain, clear, confident",
};

/** The idea's legend as a persona, or the neutral one for an imported idea. */
export function personaOrImported(legend: Doc<"creativeLegends"> | null): LegendPersona {
  return legend === null ? IMPORTED_PERSONA : personaOf(legend);
}

export function personaOf(legend: Doc<"creativeLegends">): LegendPersona {
  return {
    name: legend.name,
    slug: legend.slug,
    approach: legend.approach,
    visualApproach: legend.visualApproach,
    keyMessage: legend.keyMessage,
    signatureMoves: legend.signatureMoves,
    voice: legend.voice,
  };
}

/**
 * All or nothing: a request for n legends needs n × the cost up front. Checked before any job
 * exists so the message names the whole request ("3 legends need 3"), not the one that ran out;
 * the spends themselves still happen per job, in this same transaction.
 */
export function assertCanAfford(user: Doc<"users">, legendCount: number): void {
  const needed = legendCount * CREDIT_COSTS.ideasPerLegend;
  const balance = user.legendCredits ?? 0;
  if (balance < needed) {
    const legends = legendCount === 1 ? "1 legend needs" : `${legendCount} legends need`;
    throw appError(
      "INSUFFICIENT_CREDITS",
      `Insufficient credits: ${legends} ${needed} Legend Credits and you have ${balance}.`,
    );
  }
}

export type IdeaJobRequest = {
  user: Doc<"users">;
  brief: Doc<"briefs">;
  legend: Doc<"creativeLegends">;
  settings: TextSettings;
  /** The 'Get Creative Ideas' click this run belongs to, and the legend's place in it. */
  batchAt: number;
  position: number;
  /** The saved ideas' lines (printedOnBrief) and the studio requests of earlier legends. */
  written?: string[];
  before?: IdeasJobInput["before"];
};

/**
 * The names and headlines the brief's latest ideas print, for a new job's offline studio to
 * keep off (issue 40). Ideas belong to the brief's owner, so the owner's index reads them all.
 */
export async function printedOnBrief(ctx: MutationCtx, brief: Doc<"briefs">): Promise<string[]> {
  const ideas = await ctx.db
    .query("ideas")
    .withIndex("by_owner_and_brief_and_createdAt", (q) =>
      q.eq("ownerId", brief.ownerId).eq("briefId", brief._id),
    )
    .order("desc")
    .take(WRITTEN_IDEAS);
  return ideas.flatMap((idea) => [idea.campaignName, idea.headline]);
}

/** What a later legend of the same click needs to work out this job's lines. */
export function studioRequestOf(
  legend: Doc<"creativeLegends">,
  jobId: Id<"generationJobs">,
): NonNullable<IdeasJobInput["before"]>[number] {
  return { seed: ideasStudioSeed(legend.slug, jobId), persona: personaOf(legend) };
}

/** Creates one legend's job (spending its credits) and its run row; returns the job id. */
export async function startIdeaJob(
  ctx: MutationCtx,
  request: IdeaJobRequest,
): Promise<Id<"generationJobs">> {
  const { user, brief, legend } = request;
  const profile = brief.brandId ? await ctx.db.get("brandProfiles", brief.brandId) : null;
  const input: IdeasJobInput = {
    briefId: brief._id,
    legendId: legend._id,
    legendName: legend.name,
    legendSlug: legend.slug,
    persona: personaOf(legend),
    brief: briefFactsOf(brief),
    count: IDEAS_PER_LEGEND,
    ...(profile ? { brandProfile: brandProfileFacts(profile) } : {}),
    ...(request.written && request.written.length > 0 ? { written: request.written } : {}),
    ...(request.before && request.before.length > 0 ? { before: request.before } : {}),
  };
  const jobId = await startJob(
    ctx,
    {
      ownerId: user._id,
      kind: IDEAS_JOB_KIND,
      cost: CREDIT_COSTS.ideasPerLegend,
      settings: request.settings,
      input,
      step: ideaSteps.queued(legend.name),
    },
    internal.ideas.generation.run,
  );
  await ctx.db.insert("ideaRuns", {
    briefId: brief._id,
    ownerId: user._id,
    legendId: legend._id,
    jobId,
    batchAt: request.batchAt,
    position: request.position,
  });
  return jobId;
}
