import { v } from "convex/values";
import { internal } from "../_generated/api";
import { internalAction, internalMutation } from "../lib/functions";
import { generateText } from "../lib/ai/llm";
import {
  buildPretestPrompt,
  PRETEST_TASK,
  pretestAnswerSchema,
  type PretestAnswer,
} from "../lib/ai/prompts/pretestPrompt";
import { jobOutcome } from "../generation/jobShapes";
import { completeJob } from "../generation/model";
import { runJob } from "../generation/run";
import { generationMetadataValidator } from "../generation/validators";
import { PRETEST_DIMENSIONS, PRETEST_JOB_KIND } from "../../shared/pretest";
import { isCompleteResult, PRETEST_FAILED, pretestSteps, rowsOfJob, totalOf } from "./model";
import { pretestJobResult, type PretestJobResult } from "./jobShapes";
import { pretestResultValidator, type PretestResult } from "./validators";

/**
 * The pre-test job (ARCHITECTURE 3): one structured answer scores every idea of the job, then
 * each idea's row gets its scores. A failure, thrown or a timeout, marks the job's rows failed
 * with words a user can act on (failPretestRows via generation/kinds.ts, in the transaction that
 * fails the job, which refunds nothing: it cost nothing).
 */

/** The answer's result for the idea at `index`: by its number, else by position. */
export function resultAt(
  answer: PretestAnswer,
  index: number,
  count: number,
): PretestResult | null {
  const found =
    answer.results.find((result) => result.idea === index + 1) ??
    (answer.results.length === count ? answer.results[index] : undefined);
  if (found === undefined) return null;
  const scores = PRETEST_DIMENSIONS.map((dimension) =>
    found.scores.find((score) => score.dimension === dimension),
  );
  if (scores.some((score) => score === undefined)) return null;
  return {
    scores: scores.map((score) => ({
      dimension: score!.dimension,
      score: score!.score,
      reason: score!.reason.trim(),
    })),
    swap: { ...found.swap },
  };
}

export const run = internalAction({
  args: { jobId: v.id("generationJobs") },
  returns: v.null(),
  handler: async (ctx, { jobId }) => {
    await runJob(ctx, PRETEST_JOB_KIND, jobId, pretestSteps.running, async (job) => {
      const { input } = job;
      await ctx.runMutation(internal.pretest.generation.markRunning, { jobId });
      const ideas = input.ideas.map((entry) => entry.idea);
      const { data, metadata } = await generateText({
        task: PRETEST_TASK,
        settings: job.settings,
        messages: buildPretestPrompt({ brief: input.brief, ideas }),
        schema: pretestAnswerSchema,
        schemaName: "pretest_results",
        studio: {
          task: PRETEST_TASK,
          seed: `pretest|${jobId}`,
          brief: input.brief,
          extra: { ideas: JSON.stringify(ideas) },
        },
      });
      const result: PretestJobResult = {
        briefId: input.briefId,
        ideaIds: input.ideas.map((entry) => entry.ideaId),
      };
      await ctx.runMutation(internal.pretest.generation.saveResults, {
        jobId,
        results: input.ideas.map((entry, index) => ({
          ideaId: entry.ideaId,
          result: resultAt(data, index, ideas.length),
        })),
        metadata,
        jobResult: result,
      });
      return { result, metadata };
    });
    return null;
  },
});

export const markRunning = internalMutation({
  args: { jobId: v.id("generationJobs") },
  returns: v.null(),
  handler: async (ctx, { jobId }) => {
    for (const row of await rowsOfJob(ctx, jobId)) {
      if (row.status === "queued") {
        await ctx.db.patch("ideaPretests", row._id, { status: "running", updatedAt: Date.now() });
      }
    }
    return null;
  },
});

/**
 * Writes each idea's scores and completes the job, in one transaction. Only rows still on this
 * job: a re-run that started meanwhile owns its row, and a late answer must not overwrite it.
 * Nothing at all for a job no longer running (failed, or timed out and its rows failed by the
 * supervisor): the answer came too late.
 */
export const saveResults = internalMutation({
  args: {
    jobId: v.id("generationJobs"),
    results: v.array(
      v.object({ ideaId: v.id("ideas"), result: v.union(pretestResultValidator, v.null()) }),
    ),
    metadata: v.optional(generationMetadataValidator),
    jobResult: pretestJobResult,
  },
  returns: v.null(),
  handler: async (ctx, { jobId, results, metadata, jobResult }) => {
    const job = await ctx.db.get("generationJobs", jobId);
    if (job?.kind !== PRETEST_JOB_KIND || job.status !== "running") return null;
    const byIdea = new Map(results.map((entry) => [entry.ideaId, entry.result]));
    const now = Date.now();
    for (const row of await rowsOfJob(ctx, jobId)) {
      const result = byIdea.get(row.ideaId) ?? null;
      if (result === null || !isCompleteResult(result)) {
        await ctx.db.patch("ideaPretests", row._id, {
          status: "failed",
          errorMessage: PRETEST_FAILED,
          updatedAt: now,
        });
        continue;
      }
      await ctx.db.patch("ideaPretests", row._id, {
        status: "done",
        scores: result.scores,
        swap: result.swap,
        total: totalOf(result),
        errorMessage: undefined,
        ...(metadata ? { generationMetadata: metadata } : {}),
        updatedAt: now,
      });
    }
    await completeJob(ctx, jobId, jobOutcome(PRETEST_JOB_KIND, jobResult), metadata);
    return null;
  },
});
