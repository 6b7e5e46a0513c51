import { v } from "convex/values";
import { internal } from "../_generated/api";
import type { Id } from "../_generated/dataModel";
import { internalAction, internalMutation } from "../lib/functions";
import { generateText } from "../lib/ai/llm";
import { buildIdeaPrompt } from "../lib/ai/prompts/ideaPrompt";
import { ideaDraftListSchema } from "../lib/ai/prompts/ideaSchema";
import { jobOutcome } from "../generation/jobShapes";
import { completeJob } from "../generation/model";
import { runJob } from "../generation/run";
import { generationMetadataValidator } from "../generation/validators";
import { queuePretest } from "../pretest/model";
import { insertIdeas } from "./model";
import { IDEAS_JOB_KIND, ideasStudioSeed, type IdeasJobResult } from "./jobShapes";
import { ideaDraftValidator } from "./schema";
import { IDEAS_TASK } from "../studio/taskNames";

/**
 * One legend's ideas job (ARCHITECTURE 3): the request (validation, credits, one job per
 * legend) is ./jobs.ts; this runs it. Each legend's job is its own scheduled action, so the
 * legends of one request work in parallel and one failing never touches the others. Its ideas
 * are written (and shown to every subscribed browser) as soon as the model answers.
 */

/** The studio's progress texts for a legend's card (spec 2: rotating step text). */
export const ideaSteps = {
  queued: (legend: string) => `${legend} has the brief and will start shortly…`,
  reading: (legend: string) => `${legend} is reading the brief…`,
  thinking: (legend: string) => `${legend} is thinking…`,
  writing: (legend: string) => `${legend} is writing…`,
};

export const run = internalAction({
  args: { jobId: v.id("generationJobs") },
  returns: v.null(),
  handler: async (ctx, { jobId }) => {
    await runJob(
      ctx,
      IDEAS_JOB_KIND,
      jobId,
      (job) => ideaSteps.reading(job.input.legendName),
      async (job, progress) => {
        const { input } = job;
        await progress(ideaSteps.thinking(input.legendName));
        const prompt = buildIdeaPrompt(job.settings.promptVersion, {
          brief: input.brief,
          legend: input.persona,
          count: input.count,
          ...(input.brandProfile ? { brandProfile: input.brandProfile } : {}),
        });
        const { data, metadata } = await generateText({
          task: IDEAS_TASK,
          settings: job.settings,
          messages: prompt.messages,
          schema: ideaDraftListSchema,
          schemaName: "campaign_ideas",
          studio: {
            task: IDEAS_TASK,
            seed: ideasStudioSeed(input.legendSlug, jobId),
            brief: input.brief,
            legend: input.persona,
            // Lines other ideas on the brief print, saved or being written beside this one.
            ...(input.written ? { written: input.written } : {}),
            ...(input.before
              ? {
                  before: input.before.map(({ seed, persona }) => ({
                    task: IDEAS_TASK,
                    seed,
                    brief: input.brief,
                    legend: persona,
                    ...(input.written ? { written: input.written } : {}),
                  })),
                }
              : {}),
          },
          ...(prompt.signatureLens ? { signatureLens: prompt.signatureLens } : {}),
        });
        await progress(ideaSteps.writing(input.legendName));
        const ideaIds: Id<"ideas">[] = await ctx.runMutation(internal.ideas.generation.saveIdeas, {
          jobId,
          ideas: data.ideas.slice(0, input.count),
          metadata,
        });
        const result: IdeasJobResult = {
          briefId: input.briefId,
          legendId: input.legendId,
          ideaIds,
        };
        return { result, metadata };
      },
    );
    return null;
  },
});

/**
 * Writes a running job's ideas and completes the job, in one transaction. Anything else (a
 * finished or unknown job, a second report of the same answer) writes nothing and returns what
 * exists, so a late or repeated runner can never add ideas twice or to a job already failed
 * (or timed out) and refunded.
 */
export const saveIdeas = internalMutation({
  args: {
    jobId: v.id("generationJobs"),
    ideas: v.array(ideaDraftValidator),
    metadata: v.optional(generationMetadataValidator),
  },
  returns: v.array(v.id("ideas")),
  handler: async (ctx, { jobId, ideas, metadata }) => {
    const existing = await ctx.db
      .query("ideas")
      .withIndex("by_job", (q) => q.eq("jobId", jobId))
      .take(ideas.length + 1);
    if (existing.length > 0) return existing.map((idea) => idea._id);
    const job = await ctx.db.get("generationJobs", jobId);
    if (job?.kind !== IDEAS_JOB_KIND || job.status !== "running" || !job.ownerId) return [];
    const { input } = job;
    // Ideas belong to the brief's owner ('My ideas', counters), whoever clicked: an editor on a
    // shared brief pays for the job (job.ownerId) but adds to the owner's brief.
    const brief = await ctx.db.get("briefs", input.briefId);
    const ids = await insertIdeas(
      ctx,
      {
        briefId: input.briefId,
        ownerId: brief?.ownerId ?? job.ownerId,
        legendId: input.legendId,
        legendName: input.legendName,
        legendSlug: input.legendSlug,
        jobId,
      },
      ideas,
      metadata,
    );
    // The pre-test (issue 22) starts with the ideas, in this transaction: no idea without one.
    if (brief !== null) {
      const saved = await Promise.all(ids.map((id) => ctx.db.get("ideas", id)));
      const docs = saved.filter((idea) => idea !== null);
      await queuePretest(ctx, brief, docs, job.settings);
    }
    const result: IdeasJobResult = {
      briefId: input.briefId,
      legendId: input.legendId,
      ideaIds: ids,
    };
    await completeJob(ctx, jobId, jobOutcome(IDEAS_JOB_KIND, result), metadata);
    return ids;
  },
});
