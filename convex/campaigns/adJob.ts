import { v } from "convex/values";
import { internal } from "../_generated/api";
import type { Doc, Id } from "../_generated/dataModel";
import type { MutationCtx } from "../_generated/server";
import { internalAction, internalMutation } from "../lib/functions";
import { appError } from "../lib/errors";
import { defaultTextSettings, generateText } from "../lib/ai/llm";
import { AiError } from "../lib/ai/types";
import { jobOutcome, type JobOf } from "../generation/jobShapes";
import { completeJob, startJob } from "../generation/model";
import { runJob } from "../generation/run";
import { generationMetadataValidator } from "../generation/validators";
import { generateAndStoreImages } from "../media/model";
import { personaOrImported } from "../ideas/jobs";
import { legendOfIdea } from "../ideas/model";
import { imageMetadata } from "../visuals/imageJobs";
import { visualPrompt } from "../visuals/prompts";
import {
  AD_FORMATS,
  AD_LOB_LIMITS,
  ASPECT_RATIOS,
  CREDIT_COSTS,
  type AspectRatio,
} from "../../shared/constants";
import { messages, validationMessages } from "../../shared/errors";
import { AD_LOB_TASK, adLobDraftSchema, buildAdPrompt, studioExtra } from "./adPrompt";
import { AD_LOB_JOB_KIND, type AdLobJobInput } from "./jobShapes";
import { copyFacts, lobAccessOrThrow, pageAccessOrThrow, pageLobs } from "./model";

/**
 * 'Add an ad' (and 'Try again' on a failed one): the lob is on the page at once, "writing", so
 * everyone on the brief sees it coming; its job writes the copy in the legend's voice, shows it,
 * draws the image at the ad's aspect ratio, and marks the ad ready. A failure, thrown or a
 * timeout, fails the job, refunds it and marks the ad failed in one transaction (failAdOfJob via
 * generation/kinds.ts).
 */

export const adSteps = {
  queued: "Waiting for the studio…",
  writing: (legend: string) => `${legend} is writing the ad…`,
  drawing: (format: string) => `Drawing the ${format} visual…`,
};

function checkAspectRatio(value: string): AspectRatio {
  const known = ASPECT_RATIOS.find((ratio) => ratio.value === value.trim());
  if (!known) {
    throw appError("INVALID_ARGUMENT", validationMessages.visual.unknownAspectRatio(value));
  }
  return known.value;
}

function assertCanAfford(user: Doc<"users">) {
  const balance = user.legendCredits ?? 0;
  if (balance < CREDIT_COSTS.adLob) {
    throw appError(
      "INSUFFICIENT_CREDITS",
      `Insufficient credits: an ad needs ${CREDIT_COSTS.adLob} Legend Credit and you have ${balance}.`,
    );
  }
}

/** Starts the job of `lob` (new or failed) and points the lob at it, "writing". */
async function startAdJob(
  ctx: MutationCtx,
  user: Doc<"users">,
  page: Doc<"campaignPages">,
  lob: Doc<"adLobs">,
  siblings: readonly Doc<"adLobs">[],
): Promise<Id<"generationJobs">> {
  const idea = await ctx.db.get("ideas", page.ideaId);
  const legend = idea && (await legendOfIdea(ctx, idea));
  // A legend since removed cannot write; an imported idea (no legend) is written plainly.
  if (idea === null || (legend === null && idea.legendId !== undefined)) {
    throw appError("NOT_FOUND", messages.campaignPage.notFound);
  }
  const brief = await ctx.db.get("briefs", page.briefId);
  const brand = brief?.brand ?? "";
  const formatLabel = AD_FORMATS[lob.aspectRatio];
  const input: AdLobJobInput = {
    adLobId: lob._id,
    campaignPageId: page._id,
    ideaId: idea._id,
    aspectRatio: lob.aspectRatio,
    legend: personaOrImported(legend),
    facts: {
      ...copyFacts(idea, brief),
      formatLabel,
      aspectRatio: lob.aspectRatio,
      visualPrompt: idea.visualPrompt,
      existingHeadlines: siblings
        .filter((other) => other._id !== lob._id && other.headline.trim() !== "")
        .map((other) => other.headline),
      existingBodies: siblings
        .filter((other) => other._id !== lob._id && other.body.trim() !== "")
        .map((other) => other.body),
    },
    poster: {
      brand,
      headline: idea.headline,
      tagline: idea.campaignName,
      legendSlug: idea.legendSlug,
      motifs: idea.keyVisualElements.slice(0, 8),
    },
  };
  const jobId = await startJob(
    ctx,
    {
      ownerId: user._id,
      kind: AD_LOB_JOB_KIND,
      cost: CREDIT_COSTS.adLob,
      settings: defaultTextSettings(),
      input,
      step: adSteps.queued,
    },
    internal.campaigns.adJob.run,
  );
  await ctx.db.patch("adLobs", lob._id, { status: "writing", jobId, updatedAt: Date.now() });
  return jobId;
}

export async function addAd(
  ctx: MutationCtx,
  user: Doc<"users">,
  args: { campaignPageId: string; aspectRatio: string },
): Promise<{ adLobId: Id<"adLobs">; jobId: Id<"generationJobs"> }> {
  const { page } = await pageAccessOrThrow(ctx, args.campaignPageId, user, "write");
  const aspectRatio = checkAspectRatio(args.aspectRatio);
  const lobs = await pageLobs(ctx, page._id);
  if (lobs.length >= AD_LOB_LIMITS.perPage) {
    throw appError(
      "INVALID_ARGUMENT",
      validationMessages.campaignPage.tooManyAds(AD_LOB_LIMITS.perPage),
    );
  }
  assertCanAfford(user);
  const now = Date.now();
  const adLobId = await ctx.db.insert("adLobs", {
    campaignPageId: page._id,
    ideaId: page.ideaId,
    briefId: page.briefId,
    order: lobs.length === 0 ? 0 : lobs[lobs.length - 1].order + 1,
    aspectRatio,
    headline: "",
    body: "",
    visualPrompt: "",
    status: "writing",
    createdBy: user._id,
    createdAt: now,
    updatedAt: now,
  });
  const lob = await ctx.db.get("adLobs", adLobId);
  if (lob === null) throw new Error("the ad just inserted is missing");
  const jobId = await startAdJob(ctx, user, page, lob, lobs);
  return { adLobId, jobId };
}

export async function retryAd(
  ctx: MutationCtx,
  user: Doc<"users">,
  adLobId: string,
): Promise<{ adLobId: Id<"adLobs">; jobId: Id<"generationJobs"> }> {
  const { lob, page } = await lobAccessOrThrow(ctx, adLobId, user, "write");
  const job = lob.jobId ? await ctx.db.get("generationJobs", lob.jobId) : null;
  const failed = lob.status === "failed" || (lob.status === "writing" && job?.status === "failed");
  if (!failed) throw appError("INVALID_ARGUMENT", validationMessages.campaignPage.onlyFailedRetry);
  assertCanAfford(user);
  const jobId = await startAdJob(ctx, user, page, lob, await pageLobs(ctx, page._id));
  return { adLobId: lob._id, jobId };
}

export const run = internalAction({
  args: { jobId: v.id("generationJobs") },
  returns: v.null(),
  handler: async (ctx, { jobId }) => {
    await runJob(
      ctx,
      AD_LOB_JOB_KIND,
      jobId,
      (job) => adSteps.writing(job.input.legend.name),
      async (job, progress) => {
        const { input } = job;
        const { data, metadata: textMetadata } = await generateText({
          task: AD_LOB_TASK,
          settings: job.settings,
          messages: buildAdPrompt(input.legend, input.facts),
          schema: adLobDraftSchema,
          schemaName: "ad_lob",
          studio: {
            task: AD_LOB_TASK,
            // Per job: another ad (or a retry) reads differently.
            seed: `${input.ideaId}|${jobId}`,
            legend: input.legend,
            extra: studioExtra(input.facts),
          },
        });
        const copy = {
          headline: data.headline.trim().slice(0, AD_LOB_LIMITS.headlineChars),
          body: data.body.trim().slice(0, AD_LOB_LIMITS.bodyChars),
          visualPrompt: data.visualPrompt.trim(),
        };
        const shown = await ctx.runMutation(internal.campaigns.adJob.saveCopy, {
          jobId,
          ...copy,
        });
        if (!shown) throw new AiError("UNAVAILABLE", "The ad was removed while it was written");
        await progress(adSteps.drawing(input.facts.formatLabel));
        const started = Date.now();
        const [image] = await generateAndStoreImages(
          ctx,
          {
            prompt: visualPrompt({
              prompt: copy.visualPrompt,
              legend: {
                name: input.legend.name,
                visualApproach: input.legend.visualApproach ?? "",
              },
              team: null,
              includeText: false,
              headline: copy.headline,
            }),
            aspectRatio: input.aspectRatio,
            count: 1,
            magicPrompt: true,
            includeText: false,
            poster: {
              ...input.poster,
              headline: copy.headline,
              seed: `${input.adLobId}|${jobId}`,
            },
          },
          { ownerId: job.ownerId },
        );
        const metadata = {
          ...imageMetadata(image, "ad-lob-v1", started),
          ...pickText(textMetadata),
        };
        let saved = false;
        try {
          saved = await ctx.runMutation(internal.campaigns.adJob.saveImage, {
            jobId,
            url: image.url,
            key: image.key,
            metadata,
          });
        } finally {
          if (!saved)
            await ctx.runMutation(internal.media.internal.removeUnused, { keys: [image.key] });
        }
        if (!saved) throw new AiError("UNAVAILABLE", "The ad was removed while it was drawn");
        return { result: { adLobId: input.adLobId, url: image.url }, metadata };
      },
    );
    return null;
  },
});

/** The text model's share of the metadata: who wrote the copy and at what cost. */
function pickText(metadata: { model: string; provider: string; tokens_used: number }) {
  return { model: metadata.model, provider: metadata.provider, tokens_used: metadata.tokens_used };
}

/** The lob of a running ad job, or null when the job or the lob has moved on. */
async function runningLob(
  ctx: MutationCtx,
  jobId: Id<"generationJobs">,
): Promise<Doc<"adLobs"> | null> {
  const job = await ctx.db.get("generationJobs", jobId);
  if (job?.kind !== AD_LOB_JOB_KIND || job.status !== "running") return null;
  const lob = await ctx.db.get("adLobs", job.input.adLobId);
  return lob?.jobId === jobId ? lob : null;
}

/** The copy shows on the page while the image is still being drawn. */
export const saveCopy = internalMutation({
  args: {
    jobId: v.id("generationJobs"),
    headline: v.string(),
    body: v.string(),
    visualPrompt: v.string(),
  },
  returns: v.boolean(),
  handler: async (ctx, { jobId, ...copy }) => {
    const lob = await runningLob(ctx, jobId);
    if (lob === null) return false;
    await ctx.db.patch("adLobs", lob._id, { ...copy, updatedAt: Date.now() });
    return true;
  },
});

/** The image and the job's success in one transaction: a ready ad is never refunded. */
export const saveImage = internalMutation({
  args: {
    jobId: v.id("generationJobs"),
    url: v.string(),
    key: v.string(),
    metadata: generationMetadataValidator,
  },
  returns: v.boolean(),
  handler: async (ctx, { jobId, url, key, metadata }) => {
    const lob = await runningLob(ctx, jobId);
    if (lob === null) return false;
    await ctx.db.patch("adLobs", lob._id, {
      imageUrl: url,
      imageKey: key,
      status: "ready",
      updatedAt: Date.now(),
    });
    await completeJob(ctx, jobId, jobOutcome(AD_LOB_JOB_KIND, { adLobId: lob._id, url }), metadata);
    return true;
  },
});

/**
 * The ad of a failed job (thrown or timed out: generation/kinds.ts runs this in the failing
 * transaction): failed, so its card offers 'Try again'. An ad already on another job is left be.
 */
export async function failAdOfJob(ctx: MutationCtx, job: JobOf<"adLob">) {
  const lob = await ctx.db.get("adLobs", job.input.adLobId);
  if (lob?.jobId === job._id && lob.status === "writing") {
    await ctx.db.patch("adLobs", lob._id, { status: "failed", updatedAt: Date.now() });
  }
}
