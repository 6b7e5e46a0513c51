import { v } from "convex/values";
import { internal } from "../_generated/api";
import type { Id } from "../_generated/dataModel";
import { internalAction, internalMutation } from "../lib/functions";
import { AiError } from "../lib/ai/types";
import { jobOutcome } from "../generation/jobShapes";
import { completeJob } from "../generation/model";
import { runJob } from "../generation/run";
import { generationMetadataValidator } from "../generation/validators";
import { generateAndStoreImages } from "../media/model";
import { imageProviderValidator } from "../media/schema";
import { attachSlideImage } from "../decks/slideLink";
import { imageMetadata } from "./imageJobs";
import { VISUAL_JOB_KIND, type VisualJobResult } from "./jobShapes";

/**
 * A visual job (requested by ./visualRequest.ts): one provider call for the requested images,
 * stored at once, then the `visuals` row and the job's success written in one transaction.
 */

export const run = internalAction({
  args: { jobId: v.id("generationJobs") },
  returns: v.null(),
  handler: async (ctx, { jobId }) => {
    await runJob(ctx, VISUAL_JOB_KIND, jobId, "Drawing the visual…", async (job) => {
      const { input } = job;
      const started = Date.now();
      const images = await generateAndStoreImages(
        ctx,
        {
          prompt: input.sentPrompt,
          aspectRatio: input.aspectRatio,
          count: input.count,
          magicPrompt: input.magicPrompt,
          includeText: input.includeText,
          poster: { ...input.poster, seed: `${input.ideaId}|${jobId}` },
          ...(input.provider ? { provider: input.provider } : {}),
          ...(input.model ? { model: input.model } : {}),
        },
        { ownerId: job.ownerId },
      );
      const keys = images.map((image) => image.key);
      const metadata = imageMetadata(images[0], "visual-v1", started);
      let visualId: Id<"visuals"> | null = null;
      try {
        visualId = await ctx.runMutation(internal.visuals.visualGeneration.save, {
          jobId,
          urls: images.map((image) => image.url),
          keys,
          usedPrompt: images[0].usedPrompt,
          provider: images[0].provider,
          model: images[0].model,
          metadata,
        });
      } finally {
        // Unsaved images would be referenced by nothing: delete them (the job fails below).
        if (visualId === null)
          await ctx.runMutation(internal.media.internal.removeUnused, { keys });
      }
      if (visualId === null) {
        throw new AiError("UNAVAILABLE", "The idea changed while its visual was drawn");
      }
      const result: VisualJobResult = {
        visualId,
        ideaId: input.ideaId,
        urls: images.map((image) => image.url),
        usedPrompt: images[0].usedPrompt,
      };
      return { result, metadata };
    });
    return null;
  },
});

/** The visuals row and the job's success together; null (nothing written) for a stale job. */
export const save = internalMutation({
  args: {
    jobId: v.id("generationJobs"),
    urls: v.array(v.string()),
    keys: v.array(v.string()),
    usedPrompt: v.string(),
    provider: imageProviderValidator,
    model: v.string(),
    metadata: generationMetadataValidator,
  },
  returns: v.union(v.id("visuals"), v.null()),
  handler: async (ctx, args) => {
    const job = await ctx.db.get("generationJobs", args.jobId);
    if (job?.kind !== VISUAL_JOB_KIND || job.status !== "running" || !job.ownerId) return null;
    const { input } = job;
    if ((await ctx.db.get("ideas", input.ideaId)) === null) return null;
    const visualId = await ctx.db.insert("visuals", {
      ideaId: input.ideaId,
      ownerId: job.ownerId,
      jobId: args.jobId,
      urls: args.urls,
      keys: args.keys,
      prompt: input.prompt,
      usedPrompt: args.usedPrompt,
      teamLegend: input.teamLegend,
      aspectRatio: input.aspectRatio,
      magicPrompt: input.magicPrompt,
      includeText: input.includeText,
      provider: args.provider,
      model: args.model,
      ...(input.slideId === undefined ? {} : { slideId: input.slideId }),
      createdAt: Date.now(),
    });
    const result: VisualJobResult = {
      visualId,
      ideaId: input.ideaId,
      urls: args.urls,
      usedPrompt: args.usedPrompt,
    };
    // The slide shows the same file as this row: removing either leaves the file (decks/model.ts).
    await attachSlideImage(ctx, args.jobId, { url: args.urls[0], key: args.keys[0] });
    await completeJob(ctx, args.jobId, jobOutcome(VISUAL_JOB_KIND, result), args.metadata);
    return visualId;
  },
});
