import { v } from "convex/values";
import { internal } from "../_generated/api";
import { internalAction } from "../lib/functions";
import { generateText } from "../lib/ai/llm";
import { runJob } from "../generation/run";
import { IMPORT_JOB_KIND } from "./jobShapes";
import { buildImportPrompt, IMPORT_TASK, importDraftSchema } from "./prompt";

/**
 * The import job (ARCHITECTURE 3): one structured reading of the pasted campaign, then the brief
 * and idea written together with the job's success. A failed import, thrown or timed out, deletes
 * the images it kept, since nothing shows them (discardImportImages via generation/kinds.ts).
 */
export const run = internalAction({
  args: { jobId: v.id("generationJobs") },
  returns: v.null(),
  handler: async (ctx, { jobId }) => {
    await runJob(ctx, IMPORT_JOB_KIND, jobId, "Reading your campaign…", async (job, progress) => {
      const { input } = job;
      const { data, metadata } = await generateText({
        task: IMPORT_TASK,
        settings: job.settings,
        messages: buildImportPrompt(input.facts),
        schema: importDraftSchema,
        schemaName: "imported_campaign",
        studio: {
          task: IMPORT_TASK,
          seed: JSON.stringify([input.facts.brand, input.facts.campaignName]),
          extra: { ...input.facts },
        },
      });
      await progress("Saving your brief and idea…");
      const result = await ctx.runMutation(internal.imports.internal.finish, {
        jobId,
        draft: data,
        metadata,
      });
      // Null: the job stopped running meanwhile (timed out); its failure stands.
      return { result, metadata };
    });
    return null;
  },
});
