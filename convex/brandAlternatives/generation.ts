import { v } from "convex/values";
import { internal } from "../_generated/api";
import { internalAction, internalMutation } from "../lib/functions";
import { generateText } from "../lib/ai/llm";
import { AiError, type GenerationMetadata } from "../lib/ai/types";
import { runJob } from "../generation/run";
import {
  ALTERNATIVES_PER_LEGEND,
  BRAND_ALTERNATIVES_TASK,
  brandAlternativesSchema,
  brandStudioExtra,
  buildBrandPrompt,
} from "./prompt";
import { BRAND_ALTERNATIVES_JOB_KIND, type BrandAlternativesJobResult } from "./jobShapes";
import { brandAlternativeValidator, type BrandAlternative } from "./schema";
import { freshAlternatives } from "./names";

/**
 * A 'Reimagine brand' job: the legends of one request in turn, each answer saved (and shown)
 * as it lands. In turn, not in parallel, so each legend hears the names already proposed and
 * the request never shows one name twice. Any legend failing fails the job, which refunds the
 * whole request once (generation/run.ts); the answers that landed before stay readable.
 */

export const brandSteps = {
  queued: "Waiting for the studio…",
  naming: (legend: string) => `${legend} is naming the brand…`,
};

function sumMetadata(
  total: GenerationMetadata | undefined,
  next: GenerationMetadata,
): GenerationMetadata {
  if (total === undefined) return next;
  return {
    ...next,
    tokens_used: total.tokens_used + next.tokens_used,
    generation_time_ms: total.generation_time_ms + next.generation_time_ms,
    generation_timestamp: total.generation_timestamp,
  };
}

export const run = internalAction({
  args: { jobId: v.id("generationJobs") },
  returns: v.null(),
  handler: async (ctx, { jobId }) => {
    await runJob(
      ctx,
      BRAND_ALTERNATIVES_JOB_KIND,
      jobId,
      (job) => {
        const first = job.input.legends[0];
        return brandSteps.naming(first?.persona.name ?? "The studio");
      },
      async (job, progress) => {
        const { input } = job;
        const taken: string[] = [];
        let metadata: GenerationMetadata | undefined;
        let count = 0;
        for (const [position, legend] of input.legends.entries()) {
          if (position > 0) await progress(brandSteps.naming(legend.persona.name));
          const { data, metadata: textMetadata } = await generateText({
            task: BRAND_ALTERNATIVES_TASK,
            settings: job.settings,
            messages: buildBrandPrompt(legend.persona, input.facts, taken),
            schema: brandAlternativesSchema,
            schemaName: "brand_alternatives",
            studio: {
              task: BRAND_ALTERNATIVES_TASK,
              // Per job and legend: asking again gives new names, each legend its own.
              seed: `${legend.persona.slug}|${jobId}|${position}`,
              legend: legend.persona,
              extra: brandStudioExtra(input.facts, taken),
            },
          });
          const alternatives = freshAlternatives(data.alternatives, input.facts.brand, taken).slice(
            0,
            ALTERNATIVES_PER_LEGEND,
          );
          if (alternatives.length === 0) {
            throw new AiError("INVALID_OUTPUT", `${legend.persona.name} proposed no new names`);
          }
          const saved = await ctx.runMutation(internal.brandAlternatives.generation.saveLegend, {
            jobId,
            position,
            alternatives,
          });
          if (!saved) throw new AiError("UNAVAILABLE", "The request finished while it ran");
          taken.push(...alternatives.map((alternative) => alternative.name));
          count += alternatives.length;
          metadata = sumMetadata(metadata, textMetadata);
        }
        const result: BrandAlternativesJobResult = {
          legends: input.legends.length,
          alternatives: count,
        };
        return { result, ...(metadata ? { metadata } : {}) };
      },
    );
    return null;
  },
});

/** One legend's names, once: a repeated or late report of a finished job writes nothing. */
export const saveLegend = internalMutation({
  args: {
    jobId: v.id("generationJobs"),
    position: v.number(),
    alternatives: v.array(brandAlternativeValidator),
  },
  returns: v.boolean(),
  handler: async (ctx, { jobId, position, alternatives }) => {
    const job = await ctx.db.get("generationJobs", jobId);
    if (job?.kind !== BRAND_ALTERNATIVES_JOB_KIND || job.status !== "running" || !job.ownerId) {
      return false;
    }
    const legend = job.input.legends[position];
    if (legend === undefined) return false;
    const existing = await ctx.db
      .query("brandAlternatives")
      .withIndex("by_job_and_position", (q) => q.eq("jobId", jobId).eq("position", position))
      .first();
    if (existing !== null) return true;
    await ctx.db.insert("brandAlternatives", {
      jobId,
      ownerId: job.ownerId,
      legendId: legend.legendId,
      legendName: legend.persona.name,
      legendSlug: legend.persona.slug,
      position,
      alternatives: alternatives satisfies BrandAlternative[],
      createdAt: Date.now(),
    });
    return true;
  },
});
