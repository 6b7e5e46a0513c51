import { v } from "convex/values";
import { internal } from "../_generated/api";
import type { Doc, Id } from "../_generated/dataModel";
import type { MutationCtx } from "../_generated/server";
import { internalAction, internalMutation, internalQuery } from "../lib/functions";
import { generateText } from "../lib/ai/llm";
import type { StudioContext } from "../lib/ai/types";
import { composeWithStudio } from "../studio/compose";
import { sentencesIn } from "../studio/engine/text";
import { jobOutcome, type JobOf } from "../generation/jobShapes";
import { completeJob } from "../generation/model";
import { runJob } from "../generation/run";
import { generationMetadataValidator } from "../generation/validators";
import { mediaByKey } from "../media/model";
import {
  CHANNELS,
  charCount,
  hasImage,
  type ChannelCopy,
  type ChannelId,
} from "../../shared/channels";
import { assetViolations, fitCopy } from "../../shared/channelCopy";
import { messages } from "../../shared/errors";
import { enforceChannel } from "./copyLimits";
import {
  buildChannelCopyPrompt,
  CHANNEL_COPY_TASK,
  channelCopyExtra,
  channelCopySchema,
} from "./copyPrompt";
import { pickSource } from "./frame";
import { CHANNEL_KIT_JOB_KIND, channelCopyValidator, channelIdValidator } from "./jobShapes";
import { kitAssets, kitSteps } from "./model";
import { boxValidator } from "./schema";

/**
 * A channel kit's job: the copy of every channel at once (the model's, held to the limits by
 * ./copyLimits.ts, or the studio's), shown on every asset; then each placement drawn from the
 * page's visual nearest its shape (./frame.ts, ./render.ts) and shown as it lands, each a sign
 * of life; then the kit done and the job succeeded in one transaction. A failure, thrown or a
 * timeout, fails the job, refunds it and fails the kit in one transaction (failKitOfJob via
 * generation/kinds.ts).
 */

/** How long the line set on a placement's image may be (it must read at thumbnail size). */
export const OVERLAY_MAX = 60;

/**
 * The words set on a placement's image, always a whole line: the channel's own headline when it
 * fits, else the first sentence of its text when that fits, else the idea's campaign name. A
 * trimmed sentence ("… at their desk all") never goes on a picture; only a campaign name longer
 * than the room is cut, at a word.
 */
export function overlayLine(copy: ChannelCopy, campaignName: string): string {
  const whole = (text: string | undefined) =>
    text !== undefined && text.trim() !== "" && charCount(text.trim()) <= OVERLAY_MAX;
  const headline = [copy.headline, copy.shortHeadline, copy.title].find(whole);
  if (headline) return headline.trim();
  const firstSentence = [copy.primaryText, copy.adText, copy.post]
    .map((text) => sentencesIn(text ?? "")[0])
    .find(whole);
  if (firstSentence) return firstSentence.trim();
  return fitCopy(campaignName, OVERLAY_MAX);
}

export const run = internalAction({
  args: { jobId: v.id("generationJobs") },
  returns: v.null(),
  handler: async (ctx, { jobId }) => {
    await runJob(
      ctx,
      CHANNEL_KIT_JOB_KIND,
      jobId,
      (job) => kitSteps.writing(job.input.legend.name),
      async (job, progress) => {
        const { input, ownerId } = job;
        // A kit costs credits, so its job always has an owner (generation/model.ts startJob).
        if (ownerId === undefined) throw new Error(`Kit job ${jobId} has no owner.`);
        const channels = input.channels;
        const schema = channelCopySchema(channels);
        const studioContext: StudioContext = {
          task: CHANNEL_COPY_TASK,
          // Per job: another kit of the same idea reads differently.
          seed: `${input.ideaId}|${jobId}`,
          legend: input.legend,
          extra: channelCopyExtra(input.facts, channels),
        };
        const { data, metadata } = await generateText({
          task: CHANNEL_COPY_TASK,
          settings: job.settings,
          messages: buildChannelCopyPrompt(input.legend, input.facts, channels),
          schema,
          schemaName: "channel_kit",
          studio: studioContext,
        });
        const studio = composeWithStudio(schema, studioContext) as Record<string, ChannelCopy>;
        const written = data as Record<string, unknown>;
        const copies = channels.map((channel) => ({
          channel,
          copy: enforceChannel(channel, written[channel], studio[channel], input.facts.brand).copy,
        }));
        const toDraw = await ctx.runMutation(internal.channelKits.kitJob.saveCopy, {
          jobId,
          copies,
        });
        if (toDraw === null) return { result: null };
        const sources = await ctx.runQuery(internal.channelKits.kitJob.sourceSizes, {
          keys: input.sourceKeys,
        });
        for (const asset of toDraw) {
          const spec = CHANNELS[asset.channel];
          const placement = spec.placements.find((entry) => entry.id === asset.placement);
          const source = pickSource(sources, asset);
          if (placement === undefined || source === null) {
            throw new Error(
              `Kit ${input.kitId} has no visual left to cut ${asset.placement} from.`,
            );
          }
          await progress(
            kitSteps.drawing(`${spec.label} ${placement.label}`, asset.width, asset.height),
          );
          const drawn = await ctx.runAction(internal.channelKits.render.drawAsset, {
            sourceKey: source.key,
            width: asset.width,
            height: asset.height,
            ...(spec.safeZone ? { safeZone: spec.safeZone } : {}),
            line: asset.line,
            brand: input.facts.brand,
            ownerId,
          });
          const saved = await ctx.runMutation(internal.channelKits.kitJob.saveAsset, {
            jobId,
            assetId: asset.assetId,
            ...drawn,
          });
          if (!saved) {
            await ctx.runMutation(internal.media.internal.removeUnused, { keys: [drawn.key] });
            return { result: null };
          }
        }
        const assets = await ctx.runMutation(internal.channelKits.kitJob.finish, {
          jobId,
          metadata,
        });
        return assets === null ? { result: null } : { result: { kitId: input.kitId, assets } };
      },
    );
    return null;
  },
});

/** The kit of a running kit job, or null when the job or the kit has moved on. */
async function runningKit(
  ctx: MutationCtx,
  jobId: Id<"generationJobs">,
): Promise<Doc<"channelKits"> | null> {
  const job = await ctx.db.get("generationJobs", jobId);
  if (job?.kind !== CHANNEL_KIT_JOB_KIND || job.status !== "running") return null;
  const kit = await ctx.db.get("channelKits", job.input.kitId);
  const live = kit?.status === "queued" || kit?.status === "running";
  return live && kit?.jobId === jobId ? kit : null;
}

/** The brief's brand, for the search ad's "brand in a headline" check. */
async function brandOf(ctx: MutationCtx, kit: Doc<"channelKits">): Promise<string> {
  return (await ctx.db.get("briefs", kit.briefId))?.brand ?? "";
}

const toDrawValidator = v.object({
  assetId: v.id("channelKitAssets"),
  channel: channelIdValidator,
  placement: v.string(),
  width: v.number(),
  height: v.number(),
  line: v.string(),
});

/**
 * Every channel's copy on its assets at once, the kit running; the text-only search ad is
 * finished here. Answers the assets still to draw, or null when the kit has moved on.
 */
export const saveCopy = internalMutation({
  args: {
    jobId: v.id("generationJobs"),
    copies: v.array(v.object({ channel: channelIdValidator, copy: channelCopyValidator })),
  },
  returns: v.union(v.array(toDrawValidator), v.null()),
  handler: async (ctx, { jobId, copies }) => {
    const kit = await runningKit(ctx, jobId);
    if (kit === null) return null;
    const idea = await ctx.db.get("ideas", kit.ideaId);
    const brand = await brandOf(ctx, kit);
    const byChannel = new Map<ChannelId, ChannelCopy>(
      copies.map((entry) => [entry.channel, entry.copy]),
    );
    const now = Date.now();
    const toDraw = [];
    for (const asset of await kitAssets(ctx, kit._id)) {
      const copy = byChannel.get(asset.channel);
      if (copy === undefined || asset.status !== "waiting") continue;
      const placement = CHANNELS[asset.channel].placements.find((p) => p.id === asset.placement);
      if (placement !== undefined && !hasImage(placement)) {
        const checks = assetViolations({ ...asset, copy }, brand);
        await ctx.db.patch("channelKitAssets", asset._id, {
          copy,
          checks,
          status: "ready",
          updatedAt: now,
        });
        continue;
      }
      await ctx.db.patch("channelKitAssets", asset._id, { copy, updatedAt: now });
      toDraw.push({
        assetId: asset._id,
        channel: asset.channel,
        placement: asset.placement,
        width: asset.width,
        height: asset.height,
        line: overlayLine(copy, idea?.campaignName ?? ""),
      });
    }
    await ctx.db.patch("channelKits", kit._id, { status: "running", updatedAt: now });
    return toDraw;
  },
});

/** The page's visuals that still exist, with their pixel sizes where recorded. */
export const sourceSizes = internalQuery({
  args: { keys: v.array(v.string()) },
  returns: v.array(
    v.object({
      key: v.string(),
      width: v.union(v.number(), v.null()),
      height: v.union(v.number(), v.null()),
    }),
  ),
  handler: async (ctx, { keys }) => {
    const found = [];
    for (const key of keys.slice(0, 32)) {
      const row = await mediaByKey(ctx, key);
      if (row !== null) found.push({ key, width: row.width ?? null, height: row.height ?? null });
    }
    return found;
  },
});

/** One placement drawn: its PNG and its checklist, live on the kit. */
export const saveAsset = internalMutation({
  args: {
    jobId: v.id("generationJobs"),
    assetId: v.id("channelKitAssets"),
    key: v.string(),
    url: v.string(),
    textBoxes: v.array(boxValidator),
  },
  returns: v.boolean(),
  handler: async (ctx, { jobId, assetId, key, url, textBoxes }) => {
    const kit = await runningKit(ctx, jobId);
    const asset = await ctx.db.get("channelKitAssets", assetId);
    if (kit === null || asset?.kitId !== kit._id || asset.status !== "waiting") return false;
    const checks = assetViolations(
      { ...asset, copy: asset.copy ?? {}, textBoxes },
      await brandOf(ctx, kit),
    );
    await ctx.db.patch("channelKitAssets", assetId, {
      imageKey: key,
      imageUrl: url,
      textBoxes,
      checks,
      status: "ready",
      updatedAt: Date.now(),
    });
    return true;
  },
});

/** The kit done and its job succeeded, in one transaction: a done kit is never refunded. */
export const finish = internalMutation({
  args: { jobId: v.id("generationJobs"), metadata: generationMetadataValidator },
  returns: v.union(v.number(), v.null()),
  handler: async (ctx, { jobId, metadata }) => {
    const kit = await runningKit(ctx, jobId);
    if (kit === null) return null;
    const assets = await kitAssets(ctx, kit._id);
    if (assets.some((asset) => asset.status !== "ready")) return null;
    await ctx.db.patch("channelKits", kit._id, { status: "done", updatedAt: Date.now() });
    await completeJob(
      ctx,
      jobId,
      jobOutcome(CHANNEL_KIT_JOB_KIND, { kitId: kit._id, assets: assets.length }),
      metadata,
    );
    return assets.length;
  },
});

/**
 * The kit of a failed job (thrown or timed out: generation/kinds.ts runs this in the failing
 * transaction): failed, with the job's words; its assets not yet drawn fail with it. Idempotent.
 */
export async function failKitOfJob(ctx: MutationCtx, job: JobOf<"channelKit">) {
  const kit = await ctx.db.get("channelKits", job.input.kitId);
  if (kit?.jobId !== job._id || kit.status === "done") return;
  const now = Date.now();
  if (kit.status !== "failed") {
    await ctx.db.patch("channelKits", kit._id, {
      status: "failed",
      errorMessage: job.errorMessage ?? messages.channelKit.failed,
      updatedAt: now,
    });
  }
  for (const asset of await kitAssets(ctx, kit._id)) {
    if (asset.status === "waiting") {
      await ctx.db.patch("channelKitAssets", asset._id, { status: "failed", updatedAt: now });
    }
  }
}
