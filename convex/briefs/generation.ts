import { v } from "convex/values";
import type { Id } from "../_generated/dataModel";
import { internalAction } from "../lib/functions";
import { generateText } from "../lib/ai/llm";
import { runJob } from "../generation/run";
import {
  buildBriefPrompt,
  briefDraftSchema,
  stripCodeFences,
  type BriefInputFacts,
} from "./prompt";
import { BRIEF_TASK, brandStudioFacts } from "./studio";

/**
 * The brief job (ARCHITECTURE 3): one structured generation of the creative brief's markdown,
 * fences stripped. The request (validation, credits) is ./mutations.ts `generate`.
 */

export const BRIEF_JOB_KIND = "brief";

/** generationJobs.input for kind "brief". */
export type BriefJobInput = {
  facts: BriefInputFacts;
  brandId?: string;
  /** The chosen brand profile's words (brands/model.ts brandProfileFacts), as data. */
  brandProfile?: Record<string, string>;
  title: string;
  refinement?: string;
  previousContent?: string;
  /** The saved brief being refined, when there is one. */
  refinedFromBriefId?: Id<"briefs">;
};

/** `job.result` of a brief job, and (creativeBrief) the POST /api/generate-brief answer. */
export type BriefJobResult = {
  creativeBrief: string;
  /** The title to offer in the Save Brief dialog. */
  title: string;
  brief: BriefInputFacts & { brandId: string | null };
  refinedFromBriefId: Id<"briefs"> | null;
};

export const run = internalAction({
  args: { jobId: v.id("generationJobs") },
  returns: v.null(),
  handler: async (ctx, { jobId }) => {
    await runJob(ctx, jobId, "Reading your brief…", async (job, progress) => {
      const input = job.input as BriefJobInput;
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
