import { v } from "convex/values";
import { internalAction } from "../lib/functions";
import { generateText } from "../lib/ai/llm";
import { runJob } from "../generation/run";
import { BRIEF_JOB_KIND, type BriefJobResult } from "./jobShapes";
import { buildBriefPrompt, briefDraftSchema, stripCodeFences } from "./prompt";
import { BRIEF_TASK } from "../studio/taskNames";
import { brandStudioFacts } from "../studio/tasks/brief";

/**
 * The brief job (ARCHITECTURE 3): one structured generation of the creative brief's markdown,
 * fences stripped. The request (validation, credits) is ./mutations.ts `generate`.
 */

export const run = internalAction({
  args: { jobId: v.id("generationJobs") },
  returns: v.null(),
  handler: async (ctx, { jobId }) => {
    await runJob(ctx, BRIEF_JOB_KIND, jobId, "Reading your brief…", async (job, progress) => {
      const { input } = job;
      await progress(
        input.refinement ? "Working your feedback into the brief…" : "Writing the creative brief…",
      );
      const { data, metadata } = await generateText({
        task: BRIEF_TASK,
        settings: job.settings,
        messages: buildBriefPrompt(input),
        schema: briefDraftSchema,
        schemaName: "creative_brief",
        studio: {
          task: BRIEF_TASK,
          seed: JSON.stringify([input.facts, input.refinement ?? ""]),
          brief: input.facts,
          extra: {
            ...(input.refinement ? { refinement: input.refinement } : {}),
            ...brandStudioFacts(input.brandProfile),
          },
        },
      });
      const result: BriefJobResult = {
        creativeBrief: stripCodeFences(data.creativeBrief),
        title: input.title,
        brief: { ...input.facts, brandId: input.brandId ?? null },
        refinedFromBriefId: input.refinedFromBriefId ?? null,
      };
      return { result, metadata };
    });
    // A visitor's free run that fails (or times out) is given back by generation/kinds.ts.
    return null;
  },
});
