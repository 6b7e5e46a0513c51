import type { Doc, Id } from "../_generated/dataModel";
import type { QueryCtx } from "../_generated/server";
import { IDEAS_BY_BRIEF } from "../../shared/constants";
import { IDEAS_JOB_KIND } from "./jobShapes";
import { toIdeaDtos } from "./model";
import type { IdeaJobDto, LegendIdeas } from "./validators";

/**
 * The ideas under a brief, one group per legend (spec 2 "ideas per legend"): the legend's
 * latest job (progress, failure, retry) and its ideas on the brief. The UI subscribes, so every
 * open browser on the brief sees jobs move and ideas arrive. Reads are bounded by
 * IDEAS_BY_BRIEF whatever the brief's history.
 */

function toJobDto(job: Doc<"generationJobs">): IdeaJobDto {
  return {
    id: job._id,
    status: job.status,
    step: job.step ?? null,
    errorCode: job.errorCode ?? null,
    errorMessage: job.errorMessage ?? null,
    createdAt: job._creationTime,
    finishedAt: job.finishedAt ?? null,
    canRetry: job.status === "failed",
  };
}

/** The newest run per legend, newest click first, then the order the legends were picked. */
async function latestRunPerLegend(ctx: Pick<QueryCtx, "db">, briefId: Id<"briefs">) {
  const runs = await ctx.db
    .query("ideaRuns")
    .withIndex("by_brief_and_batchAt", (q) => q.eq("briefId", briefId))
    .order("desc")
    .take(IDEAS_BY_BRIEF.maxRuns);
  const latest = new Map<Id<"creativeLegends">, Doc<"ideaRuns">>();
  // Within a batch, a retry is newer than the run it replaced, so it is met first.
  for (const run of runs) if (!latest.has(run.legendId)) latest.set(run.legendId, run);
  return [...latest.values()].sort((a, b) => b.batchAt - a.batchAt || a.position - b.position);
}

async function legendIdeas(
  ctx: Pick<QueryCtx, "db">,
  briefId: Id<"briefs">,
  legendId: Id<"creativeLegends">,
) {
  const ideas = await ctx.db
    .query("ideas")
    .withIndex("by_brief_and_legend_and_createdAt", (q) =>
      q.eq("briefId", briefId).eq("legendId", legendId),
    )
    .order("desc")
    .take(IDEAS_BY_BRIEF.maxIdeasPerLegend);
  // A run's ideas share one createdAt; show them in the legend's own order.
  return ideas.sort((a, b) => b.createdAt - a.createdAt || a.order - b.order);
}

export async function ideasUnderBrief(
  ctx: Pick<QueryCtx, "db">,
  brief: Doc<"briefs">,
  viewer: Doc<"users">,
): Promise<LegendIdeas[]> {
  const groups: LegendIdeas[] = [];
  for (const run of await latestRunPerLegend(ctx, brief._id)) {
    const job = await ctx.db.get("generationJobs", run.jobId);
    if (job === null) continue;
    const ideas = await legendIdeas(ctx, brief._id, run.legendId);
    const legend = await ctx.db.get("creativeLegends", run.legendId);
    const input = job.kind === IDEAS_JOB_KIND ? job.input : undefined;
    groups.push({
      legend: {
        id: run.legendId,
        name: legend?.name ?? input?.legendName ?? "",
        slug: legend?.slug ?? input?.legendSlug ?? "",
        headshot: legend?.headshot ?? null,
      },
      job: toJobDto(job),
      ideas: await toIdeaDtos(ctx, ideas, viewer),
    });
  }
  return groups;
}
