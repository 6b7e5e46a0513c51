import { v } from "convex/values";
import { internal } from "../_generated/api";
import type { Id } from "../_generated/dataModel";
import { adminMutation, internalAction } from "../lib/functions";
import { appError } from "../lib/errors";
import { generateText } from "../lib/ai/llm";
import { buildIdeaPrompt } from "../lib/ai/prompts/ideaPrompt";
import { ideaDraftListSchema } from "../lib/ai/prompts/ideaSchema";
import type { BriefFacts } from "../lib/ai/types";
import { getAdminSettings } from "../admin/model";
import { generateAndStoreImages } from "../media/model";
import { CREDIT_COSTS, DEFAULT_ASPECT_RATIO } from "../../shared/constants";
import { validationMessages } from "../../shared/errors";
import { startJob } from "./model";
import { TEST_JOB_KIND, type TestJobInput, type TestJobResult } from "./testJobShapes";
import { runJob } from "./run";
import { experimentalSettingsValidator } from "./validators";
import { defaultSettingsFor, resolveTextSettings } from "./settings";

/**
 * The admin 'Test generation' panel's job: one campaign idea from one legend, optionally with a
 * key visual, through the same engine every feature uses (provider or offline studio, job row,
 * progress, metadata). It proves the pipeline end to end before the feature issues land.
 */

const briefValidator = v.object({
  brand: v.string(),
  audience: v.string(),
  message: v.string(),
  tone: v.string(),
  uniqueSellingPoint: v.optional(v.string()),
});

function checkBrief(brief: BriefFacts): BriefFacts {
  const trimmed = {
    brand: brief.brand.trim(),
    audience: brief.audience.trim(),
    message: brief.message.trim(),
    tone: brief.tone.trim(),
    ...(brief.uniqueSellingPoint?.trim()
      ? { uniqueSellingPoint: brief.uniqueSellingPoint.trim() }
      : {}),
  };
  const missing = (["brand", "audience", "message", "tone"] as const).find(
    (f) => trimmed[f] === "",
  );
  if (missing) throw appError("INVALID_ARGUMENT", validationMessages.brief[missing]);
  return trimmed;
}

export const request = adminMutation({
  args: {
    brief: briefValidator,
    legendId: v.string(),
    withImage: v.boolean(),
    experimental: v.optional(experimentalSettingsValidator),
  },
  returns: v.id("generationJobs"),
  // Annotated: the handler names this module's own `run`, which TypeScript can't infer through.
  handler: async (ctx, args): Promise<Id<"generationJobs">> => {
    const brief = checkBrief(args.brief);
    const legendId = ctx.db.normalizeId("creativeLegends", args.legendId);
    const legend = legendId === null ? null : await ctx.db.get("creativeLegends", legendId);
    if (legend === null) throw appError("NOT_FOUND", "Legend not found.");
    const adminSettings = await getAdminSettings(ctx);
    const settings = resolveTextSettings(
      ctx.user,
      args.experimental,
      defaultSettingsFor(adminSettings.defaultModel),
    );
    const input: TestJobInput = { brief, legendId: legend._id, withImage: args.withImage };
    return await startJob(
      ctx,
      {
        ownerId: ctx.userId,
        kind: TEST_JOB_KIND,
        cost: CREDIT_COSTS.test,
        settings,
        input,
        step: `${legend.name} has the brief and will start shortly…`,
      },
      internal.generation.testGeneration.run,
    );
  },
});

export const run = internalAction({
  args: { jobId: v.id("generationJobs") },
  returns: v.null(),
  handler: async (ctx, { jobId }) => {
    await runJob(ctx, TEST_JOB_KIND, jobId, "Reading the brief…", async (job, progress) => {
      const { input } = job;
      const [persona] = await ctx.runQuery(internal.legends.internal.personasForIds, {
        ids: [input.legendId],
      });
      if (!persona) throw new Error("The legend of this job no longer exists");
      await progress(`${persona.name} is thinking…`);
      const prompt = buildIdeaPrompt(job.settings.promptVersion, {
        brief: input.brief,
        legend: persona,
        count: 1,
      });
      const { data, metadata } = await generateText({
        task: "ideas",
        settings: job.settings,
        messages: prompt.messages,
        schema: ideaDraftListSchema,
        schemaName: "campaign_ideas",
        studio: {
          task: "ideas",
          seed: `${persona.slug}|${JSON.stringify(input.brief)}`,
          brief: input.brief,
          legend: persona,
        },
        ...(prompt.signatureLens ? { signatureLens: prompt.signatureLens } : {}),
      });
      const idea = data.ideas[0];
      let images: TestJobResult["images"] = [];
      if (input.withImage) {
        await progress(`${persona.name} is sketching the key visual…`);
        const stored = await generateAndStoreImages(
          ctx,
          {
            prompt: idea.visualPrompt,
            aspectRatio: DEFAULT_ASPECT_RATIO,
            count: 1,
            magicPrompt: true,
            includeText: false,
            poster: {
              seed: `${persona.slug}|${idea.campaignName}`,
              headline: idea.headline,
              brand: input.brief.brand,
              tagline: idea.campaignName,
              legendSlug: persona.slug,
            },
          },
          { ownerId: job.ownerId },
        );
        images = stored.map(({ url, provider, width, height }) => ({
          url,
          provider,
          width,
          height,
        }));
      }
      return {
        result: { idea, images, legend: { name: persona.name, slug: persona.slug } },
        metadata,
      };
    });
    return null;
  },
});
