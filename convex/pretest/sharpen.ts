import { v } from "convex/values";
import { internal } from "../_generated/api";
import type { Doc, Id } from "../_generated/dataModel";
import type { MutationCtx } from "../_generated/server";
import { internalAction, internalMutation } from "../lib/functions";
import { generateText } from "../lib/ai/llm";
import type { TextSettings } from "../lib/ai/types";
import {
  buildSharpenPrompt,
  SHARPEN_TASK,
  sharpenAnswerSchema,
} from "../lib/ai/prompts/sharpenPrompt";
import { runJob } from "../generation/run";
import { jobOutcome } from "../generation/jobShapes";
import { completeJob, startJob } from "../generation/model";
import { generationMetadataValidator } from "../generation/validators";
import { personaOrImported } from "../ideas/jobs";
import {
  IDEAS_TOTAL,
  ideaDraftOf,
  legendOfIdea,
  ownerIdeasCounter,
  storedIdeaText,
} from "../ideas/model";
import { ideaDraftValidator } from "../ideas/schema";
import { recordLegendUse } from "../legends/usage";
import { bumpCounter } from "../system/counters";
import { CREDIT_COSTS } from "../../shared/constants";
import {
  PRETEST_DIMENSION_LABELS,
  SHARPEN_JOB_KIND,
  type PretestDimension,
} from "../../shared/pretest";
import { pretestBriefOf, pretestOfIdea, queuePretest } from "./model";
import type { SharpenJobInput, SharpenJobResult } from "./jobShapes";

/**
 * 'Sharpen' (issue 22): the idea's legend revises it to fix one pre-test dimension. The request
 * spends CREDIT_COSTS.sharpen with the job (refunded once if it fails); the run writes a NEW idea
 * beside the original (same brief, legend, owner and run, `order` just after it), which gets its
 * own pre-test. The original is never touched.
 */

const sharpenSteps = {
  queued: (legend: string) => `${legend} will sharpen the idea shortly…`,
  working: (legend: string, dimension: PretestDimension) =>
    `${legend} is sharpening it for "${PRETEST_DIMENSION_LABELS[dimension]}"…`,
};

/** Creates the Sharpen job and spends its credit, all or nothing (startJob). */
export async function startSharpen(
  ctx: MutationCtx,
  request: {
    payer: Id<"users">;
    idea: Doc<"ideas">;
    brief: Doc<"briefs">;
    dimension: PretestDimension;
    settings: TextSettings;
  },
): Promise<Id<"generationJobs">> {
  const { idea, brief, dimension } = request;
  const persona = personaOrImported(await legendOfIdea(ctx, idea));
  const pretest = await pretestOfIdea(ctx, idea._id);
  const reason = pretest?.scores.find((score) => score.dimension === dimension)?.reason;
  const input: SharpenJobInput = {
    ideaId: idea._id,
    briefId: brief._id,
    dimension,
    brief: {
      ...pretestBriefOf(brief),
      ...(brief.content.trim() ? { content: brief.content } : {}),
    },
    persona,
    idea: ideaDraftOf(idea),
    ...(reason ? { reason } : {}),
  };
  return await startJob(
    ctx,
    {
      ownerId: request.payer,
      kind: SHARPEN_JOB_KIND,
      cost: CREDIT_COSTS.sharpen,
      settings: request.settings,
      input,
      step: sharpenSteps.queued(persona.name),
    },
    internal.pretest.sharpen.run,
  );
}

export const run = internalAction({
  args: { jobId: v.id("generationJobs") },
  returns: v.null(),
  handler: async (ctx, { jobId }) => {
    await runJob(
      ctx,
      SHARPEN_JOB_KIND,
      jobId,
      ({ input }) => sharpenSteps.working(input.persona.name, input.dimension),
      async (job) => {
        const { input } = job;
        const { persona } = input;
        const { data, metadata } = await generateText({
          task: SHARPEN_TASK,
          settings: job.settings,
          messages: buildSharpenPrompt({
            brief: input.brief,
            legend: persona,
            idea: input.idea,
            dimension: input.dimension,
            ...(input.reason ? { reason: input.reason } : {}),
          }),
          schema: sharpenAnswerSchema,
          schemaName: "sharpened_idea",
          studio: {
            task: SHARPEN_TASK,
            seed: `sharpen|${jobId}`,
            brief: input.brief,
            legend: persona,
            extra: {
              dimension: input.dimension,
              idea: JSON.stringify(input.idea),
              legend: JSON.stringify({
                name: persona.name,
                ...(persona.voice ? { voice: persona.voice } : {}),
                ...(persona.signatureMoves ? { signatureMoves: persona.signatureMoves } : {}),
              }),
            },
          },
        });
        const ideaId: Id<"ideas"> | null = await ctx.runMutation(
          internal.pretest.sharpen.saveSharpened,
          { jobId, idea: data.idea, ...(metadata ? { metadata } : {}) },
        );
        // Null: the job stopped running meanwhile (timed out); its failure and refund stand.
        const result: SharpenJobResult | null =
          ideaId === null ? null : { ideaId, parentIdeaId: input.ideaId };
        return { result, metadata };
      },
    );
    return null;
  },
});

/**
 * The `order` just after `original` within its run: halfway to the next idea of the run, so
 * the brief view (sorted by run, then order) lists the new version right after its original,
 * and a later sharpen of the same original lands between them, nearest it.
 */
async function orderAfter(ctx: MutationCtx, original: Doc<"ideas">): Promise<number> {
  const siblings = await ctx.db
    .query("ideas")
    .withIndex("by_job", (q) => q.eq("jobId", original.jobId))
    .take(200);
  const next = siblings
    .map((idea) => idea.order)
    .filter((order) => order > original.order)
    .reduce((lowest, order) => Math.min(lowest, order), Number.POSITIVE_INFINITY);
  return Number.isFinite(next) ? (original.order + next) / 2 : original.order + 1;
}

/**
 * Writes the sharpened version, queues its pre-test and completes the job, in one transaction;
 * once: the job's result records it, so a repeated report returns the same idea. Null (nothing
 * written) for a job no longer running: one that failed or timed out was refunded, and a
 * version it never paid for must not appear.
 */
export const saveSharpened = internalMutation({
  args: {
    jobId: v.id("generationJobs"),
    idea: ideaDraftValidator,
    metadata: v.optional(generationMetadataValidator),
  },
  returns: v.union(v.id("ideas"), v.null()),
  handler: async (ctx, { jobId, idea, metadata }) => {
    const job = await ctx.db.get("generationJobs", jobId);
    if (job?.kind !== SHARPEN_JOB_KIND) throw new Error(`Job ${jobId} is not a sharpen job`);
    const done = job.result?.ideaId;
    if (done !== undefined) return done;
    if (job.status !== "running") return null;
    const { input } = job;
    const original = await ctx.db.get("ideas", input.ideaId);
    const brief = original === null ? null : await ctx.db.get("briefs", original.briefId);
    // The idea or its brief was deleted meanwhile: fail the job (and refund it).
    if (original === null || brief === null) throw new Error("The idea to sharpen is gone");
    const ideaId = await ctx.db.insert("ideas", {
      briefId: original.briefId,
      ownerId: original.ownerId,
      ...(original.legendId ? { legendId: original.legendId } : {}),
      legendName: original.legendName,
      legendSlug: original.legendSlug,
      // The original's run and createdAt: the brief view and 'My ideas' list it beside it.
      jobId: original.jobId,
      order: await orderAfter(ctx, original),
      ...storedIdeaText(idea),
      favoriteCount: 0,
      ...(metadata ? { generationMetadata: metadata } : {}),
      createdAt: original.createdAt,
      ...(original.source ? { source: original.source } : {}),
      // Its collage is the original's until someone asks for new images: a card without one
      // would start (and charge for) a collage on sight, so 'Sharpen · 1 credit' would cost two.
      ...(original.thumbnails ? { thumbnails: original.thumbnails } : {}),
      ...(original.thumbnailKeys ? { thumbnailKeys: original.thumbnailKeys } : {}),
      parentIdeaId: original._id,
      version: (original.version ?? 1) + 1,
      sharpenedFor: input.dimension,
    });
    await bumpCounter(ctx, IDEAS_TOTAL, 1);
    await bumpCounter(ctx, ownerIdeasCounter(original.ownerId), 1);
    if (original.legendId) await recordLegendUse(ctx, original.legendId, 1);
    const saved = await ctx.db.get("ideas", ideaId);
    if (saved !== null) await queuePretest(ctx, brief, [saved], job.settings);
    const result: SharpenJobResult = { ideaId, parentIdeaId: original._id };
    await completeJob(ctx, jobId, jobOutcome(SHARPEN_JOB_KIND, result), metadata);
    return ideaId;
  },
});
