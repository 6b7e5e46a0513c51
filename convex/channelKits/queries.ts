import { v } from "convex/values";
import type { Doc } from "../_generated/dataModel";
import type { QueryCtx } from "../_generated/server";
import { userQuery } from "../lib/functions";
import { ideaAccessOrThrow } from "../ideas/model";
import { CHANNELS } from "../../shared/channels";
import { messages } from "../../shared/errors";
import { kitAccessOrThrow, kitAssets } from "./model";
import { kitDtoValidator, kitSummaryValidator, type KitDto } from "./validators";

/** Channel kits as members of the idea's brief see them; live, asset by asset. */

/** Kits listed per idea: the newest first, at most this many. */
export const KITS_PER_IDEA = 20;

/** A queued kit whose job has started reads "running" (the kit row moves on with its copy). */
function statusOf(kit: Doc<"channelKits">, job: Doc<"generationJobs"> | null): KitDto["status"] {
  return kit.status === "queued" && job?.status === "running" ? "running" : kit.status;
}

export async function toKitDto(
  ctx: Pick<QueryCtx, "db">,
  kit: Doc<"channelKits">,
  canEdit: boolean,
): Promise<KitDto> {
  const live = kit.status === "queued" || kit.status === "running";
  const job = live && kit.jobId ? await ctx.db.get("generationJobs", kit.jobId) : null;
  const [assets, idea, brief] = await Promise.all([
    kitAssets(ctx, kit._id),
    ctx.db.get("ideas", kit.ideaId),
    ctx.db.get("briefs", kit.briefId),
  ]);
  return {
    id: kit._id,
    ideaId: kit.ideaId,
    campaignPageId: kit.campaignPageId,
    channels: kit.channels,
    campaignName: idea?.campaignName ?? "",
    brand: brief?.brand ?? "",
    status: statusOf(kit, job),
    cost: kit.cost,
    step: job?.step ?? null,
    errorMessage: kit.status === "failed" ? (kit.errorMessage ?? messages.channelKit.failed) : null,
    canEdit,
    createdAt: kit.createdAt,
    assets: assets.map((asset) => ({
      id: asset._id,
      channel: asset.channel,
      placement: asset.placement,
      label:
        CHANNELS[asset.channel].placements.find((entry) => entry.id === asset.placement)?.label ??
        asset.placement,
      width: asset.width,
      height: asset.height,
      status: asset.status,
      imageUrl: asset.imageUrl ?? null,
      copy: asset.copy ?? null,
      checks: asset.checks ?? null,
    })),
  };
}

/** The kit page: the kit and its assets; NOT_FOUND for anyone off the brief. */
export const byId = userQuery({
  args: { kitId: v.string() },
  returns: kitDtoValidator,
  handler: async (ctx, { kitId }) => {
    const { kit, canEdit } = await kitAccessOrThrow(ctx, kitId, ctx.user, "read");
    return await toKitDto(ctx, kit, canEdit);
  },
});

/** The idea's kits, newest first (the campaign page's 'Channel kits' list). */
export const forIdea = userQuery({
  args: { ideaId: v.string() },
  returns: v.array(kitSummaryValidator),
  handler: async (ctx, { ideaId }) => {
    const idea = await ideaAccessOrThrow(ctx, ideaId, ctx.user, "read");
    const kits = await ctx.db
      .query("channelKits")
      .withIndex("by_idea_and_createdAt", (q) => q.eq("ideaId", idea._id))
      .order("desc")
      .take(KITS_PER_IDEA);
    return kits.map((kit) => ({
      id: kit._id,
      channels: kit.channels,
      status: kit.status,
      cost: kit.cost,
      createdAt: kit.createdAt,
    }));
  },
});
