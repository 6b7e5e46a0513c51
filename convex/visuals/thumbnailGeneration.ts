import { v } from "convex/values";
import { internal } from "../_generated/api";
import { internalAction, internalMutation } from "../lib/functions";
import { AiError } from "../lib/ai/types";
import { jobOutcome } from "../generation/jobShapes";
import { completeJob } from "../generation/model";
import { runJob } from "../generation/run";
import { generationMetadataValidator } from "../generation/validators";
import { generateAndStoreImages, type StoredGeneratedImage } from "../media/model";
import { imageMetadata, pickFailure } from "./imageJobs";
import { THUMBNAILS_JOB_KIND } from "./jobShapes";
import { thumbnailSteps } from "./model";

/**
 * A thumbnails job (requested by ./model.ts requestThumbnails): the collage's three images are
 * drawn in parallel, each stored as it arrives, and written onto the idea together once all
 * three exist. If any fails, the others are deleted and the job fails (refunding its credits):
 * an idea never shows a partial collage from a failed run.
 */

export const run = internalAction({
  args: { jobId: v.id("generationJobs") },
  returns: v.null(),
  handler: async (ctx, { jobId }) => {
    await runJob(
      ctx,
      THUMBNAILS_JOB_KIND,
      jobId,
      thumbnailSteps.sketching,
      async (job, progress) => {
        const { input } = job;
        const started = Date.now();
        let done = 0;
        const settled = await Promise.allSettled(
          input.images.map(async (image): Promise<StoredGeneratedImage> => {
            const [stored] = await generateAndStoreImages(
              ctx,
              {
                prompt: image.prompt,
                aspectRatio: image.aspectRatio,
                count: 1,
                magicPrompt: true,
                includeText: false,
                // Per job and image: a regenerate draws new compositions.
                poster: { ...image.poster, seed: `${input.ideaId}|${jobId}|${image.role}` },
              },
              { ownerId: job.ownerId },
            );
            done += 1;
            await progress(thumbnailSteps.progress(done, input.images.length));
            return stored;
          }),
        );
        const images = settled.flatMap((r) => (r.status === "fulfilled" ? [r.value] : []));
        const failures = settled.flatMap((r): unknown[] =>
          r.status === "rejected" ? [r.reason] : [],
        );
        const keys = images.map((image) => image.key);
        if (failures.length > 0 || images.length === 0) {
          await ctx.runMutation(internal.media.internal.removeUnused, { keys });
          throw pickFailure(failures);
        }
        const metadata = imageMetadata(images[0], "thumbnails-v1", started);
        let saved = false;
        try {
          saved = await ctx.runMutation(internal.visuals.thumbnailGeneration.save, {
            jobId,
            urls: images.map((image) => image.url),
            keys,
            metadata,
          });
        } finally {
          // Unsaved images would be referenced by nothing: delete them (the job fails below).
          if (!saved) await ctx.runMutation(internal.media.internal.removeUnused, { keys });
        }
        if (!saved) {
          throw new AiError("UNAVAILABLE", "The idea changed while its thumbnails were drawn");
        }
        return { result: { ideaId: input.ideaId, urls: images.map((i) => i.url) }, metadata };
      },
    );
    return null;
  },
});

/**
 * Writes the collage onto the idea and completes the job in one transaction, so the idea never
 * shows thumbnails of a job that then fails (and is refunded). A finished or unknown job, or an
 * idea gone in the meantime, writes nothing and answers false.
 */
export const save = internalMutation({
  args: {
    jobId: v.id("generationJobs"),
    urls: v.array(v.string()),
    keys: v.array(v.string()),
    metadata: generationMetadataValidator,
  },
  returns: v.boolean(),
  handler: async (ctx, { jobId, urls, keys, metadata }) => {
    const job = await ctx.db.get("generationJobs", jobId);
    if (job?.kind !== THUMBNAILS_JOB_KIND || job.status !== "running") return false;
    const { ideaId } = job.input;
    const idea = await ctx.db.get("ideas", ideaId);
    if (idea === null) return false;
    await ctx.db.patch("ideas", ideaId, { thumbnails: urls, thumbnailKeys: keys });
    await completeJob(ctx, jobId, jobOutcome(THUMBNAILS_JOB_KIND, { ideaId, urls }), metadata);
    return true;
  },
});
