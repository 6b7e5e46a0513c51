import type { Doc, Id } from "../_generated/dataModel";
import type { MutationCtx, QueryCtx } from "../_generated/server";
import { internal } from "../_generated/api";
import { appError } from "../lib/errors";
import { defaultTextSettings } from "../lib/ai/llm";
import { briefAccessOrThrow, type BriefAccess } from "../briefs/access";
import { ideaAccessOrThrow, legendOfIdea } from "../ideas/model";
import { personaOrImported } from "../ideas/jobs";
import { copyFacts, pageLobs, pageOfIdea } from "../campaigns/model";
import { startJob } from "../generation/model";
import { CHANNEL_IDS, CHANNELS, isChannelId, type ChannelId } from "../../shared/channels";
import { MEDIA_PATH_PREFIX } from "../../shared/constants";
import { mediaByKey } from "../media/model";
import { EMBEDDABLE_TYPES, SVG_TYPE } from "./frame";
import { messages, readAppError, validationMessages } from "../../shared/errors";
import { channelKitPrice } from "../../shared/pricing";
import { CHANNEL_KIT_JOB_KIND, type ChannelKitJobInput } from "./jobShapes";

/**
 * Channel kits (issue 42): access through the idea's brief (briefs/access.ts is the one door),
 * and creation: the channels checked, the credits spent and the job started in one transaction,
 * every placement's asset on the kit at once, "waiting", for the job to fill (./kitJob.ts).
 */

type Ctx = Pick<QueryCtx, "db">;

export const kitSteps = {
  queued: "Waiting for the studio…",
  writing: (legend: string) => `${legend} is writing each channel's copy…`,
  drawing: (label: string, width: number, height: number) =>
    `Drawing ${label} (${width}×${height})…`,
};

/** The kit, if the user may reach its brief in `mode`; NOT_FOUND for missing and malformed alike. */
export async function kitAccessOrThrow(
  ctx: Ctx,
  kitId: string,
  user: Doc<"users">,
  mode: BriefAccess,
): Promise<{ kit: Doc<"channelKits">; canEdit: boolean }> {
  const id = ctx.db.normalizeId("channelKits", kitId);
  const kit = id === null ? null : await ctx.db.get("channelKits", id);
  if (kit === null) throw appError("NOT_FOUND", messages.channelKit.notFound);
  try {
    const { role } = await briefAccessOrThrow(ctx, kit.briefId, user, mode);
    return { kit, canEdit: role !== "viewer" };
  } catch (error) {
    if (readAppError(error)?.code === "NOT_FOUND") {
      throw appError("NOT_FOUND", messages.channelKit.notFound);
    }
    throw error;
  }
}

/** The channels asked for, each once, in the order given; anything else is refused by name. */
export function checkChannels(channels: readonly string[]): ChannelId[] {
  const picked: ChannelId[] = [];
  for (const raw of channels) {
    const channel = raw.trim();
    if (!isChannelId(channel)) {
      throw appError(
        "INVALID_ARGUMENT",
        validationMessages.channelKit.unknownChannel(channel, CHANNEL_IDS),
      );
    }
    if (!picked.includes(channel)) picked.push(channel);
  }
  if (picked.length === 0)
    throw appError("INVALID_ARGUMENT", validationMessages.channelKit.noChannels);
  return picked;
}

/** Whether a kit can draw from the media `key` (./render.ts decodes it, or draws the SVG first). */
async function drawable(ctx: Ctx, key: string): Promise<boolean> {
  const media = await mediaByKey(ctx, key);
  return (
    media !== null && (media.contentType === SVG_TYPE || EMBEDDABLE_TYPES.has(media.contentType))
  );
}

/**
 * The pictures a kit is cut from, as media keys: the page's hero alone when it has one, since
 * the kit sets its own words over the picture and an ad's image carries its own lettering (cut
 * mid-word by a reframe, and doubled by the kit's line); the ready ads' images only without a
 * hero, or when the hero is in a format the renderer cannot decode (WebP: resvg draws it
 * blank). `pictures` counts the page's pictures before that filter, so the caller can say which
 * of the two is missing.
 */
export async function pageVisualKeys(
  ctx: Ctx,
  page: Doc<"campaignPages">,
): Promise<{ keys: string[]; pictures: number }> {
  const hero =
    page.heroKey ??
    (page.heroUrl.startsWith(MEDIA_PATH_PREFIX)
      ? page.heroUrl.slice(MEDIA_PATH_PREFIX.length)
      : null);
  if (hero && (await drawable(ctx, hero))) return { keys: [hero], pictures: 1 };
  const ads = [
    ...new Set(
      (await pageLobs(ctx, page._id)).flatMap((lob) =>
        lob.status === "ready" && lob.imageKey ? [lob.imageKey] : [],
      ),
    ),
  ];
  const keys: string[] = [];
  for (const key of ads) if (await drawable(ctx, key)) keys.push(key);
  return { keys, pictures: ads.length + (hero ? 1 : 0) };
}

/**
 * 'Make channel kit' (POST /api/channel-kits): owner or editor of the idea's brief (a viewer is
 * told why not; anyone else gets NOT_FOUND), an idea with a campapage page and visuals, and
 * CREDIT_COSTS.channelKit per channel, spent now and refunded once if the kit fails.
 */
export async function createKit(
  ctx: MutationCtx,
  user: Doc<"users">,
  args: { ideaId: string; channels: readonly string[] },
): Promise<{ kitId: Id<"channelKits">; cost: number }> {
  if (args.ideaId.trim() === "") {
    throw appError("INVALID_ARGUMENT", validationMessages.channelKit.missingIdeaId);
  }
  const idea = await ideaAccessOrThrow(
    ctx,
    args.ideaId.trim(),
    user,
    "write",
    messages.channelKit.viewerCannotCreate,
  );
  const channels = checkChannels(args.channels);
  const page = await pageOfIdea(ctx, idea._id);
  if (page === null) {
    throw appError("INVALID_ARGUMENT", validationMessages.channelKit.needsCampaignPage);
  }
  const { keys: sourceKeys, pictures } = await pageVisualKeys(ctx, page);
  if (sourceKeys.length === 0) {
    const message =
      pictures > 0
        ? validationMessages.channelKit.undrawableVisuals
        : validationMessages.channelKit.noVisuals;
    throw appError("INVALID_ARGUMENT", message);
  }
  const cost = channelKitPrice(channels.length);
  const balance = user.legendCredits ?? 0;
  if (balance < cost) {
    throw appError(
      "INSUFFICIENT_CREDITS",
      messages.channelKit.insufficientCredits(channels.length, cost, balance),
    );
  }
  const legend = await legendOfIdea(ctx, idea);
  // A legend since removed cannot write; an imported idea (no legend) is written plainly.
  if (legend === null && idea.legendId !== undefined) {
    throw appError("NOT_FOUND", messages.campaignPage.notFound);
  }
  const now = Date.now();
  const kitId = await ctx.db.insert("channelKits", {
    ideaId: idea._id,
    campaignPageId: page._id,
    briefId: page.briefId,
    channels,
    status: "queued",
    createdBy: user._id,
    cost,
    createdAt: now,
    updatedAt: now,
  });
  let order = 0;
  for (const channel of channels) {
    for (const placement of CHANNELS[channel].placements) {
      await ctx.db.insert("channelKitAssets", {
        kitId,
        channel,
        placement: placement.id,
        order: order++,
        width: placement.width,
        height: placement.height,
        status: "waiting",
        updatedAt: now,
      });
    }
  }
  const input: ChannelKitJobInput = {
    kitId,
    campaignPageId: page._id,
    ideaId: idea._id,
    channels,
    legend: personaOrImported(legend),
    facts: copyFacts(idea, await ctx.db.get("briefs", page.briefId)),
    sourceKeys,
  };
  const jobId = await startJob(
    ctx,
    {
      ownerId: user._id,
      kind: CHANNEL_KIT_JOB_KIND,
      cost,
      settings: defaultTextSettings(),
      input,
      step: kitSteps.queued,
    },
    internal.channelKits.kitJob.run,
  );
  await ctx.db.patch("channelKits", kitId, { jobId });
  return { kitId, cost };
}

/** Every asset of a kit, in order (a kit has at most 14: every placement of every channel). */
export async function kitAssets(
  ctx: Ctx,
  kitId: Id<"channelKits">,
): Promise<Doc<"channelKitAssets">[]> {
  return await ctx.db
    .query("channelKitAssets")
    .withIndex("by_kit_and_order", (q) => q.eq("kitId", kitId))
    .take(CHANNEL_IDS.reduce((sum, id) => sum + CHANNELS[id].placements.length, 0));
}
