import { defineTable } from "convex/server";
import { v } from "convex/values";
import { channelCopyValidator, channelIdValidator } from "./jobShapes";

export const kitStatusValidator = v.union(
  v.literal("queued"),
  v.literal("running"),
  v.literal("done"),
  v.literal("failed"),
);

/** waiting: not drawn yet; ready: its PNG is stored; failed: its kit failed first. */
export const kitAssetStatusValidator = v.union(
  v.literal("waiting"),
  v.literal("ready"),
  v.literal("failed"),
);

export const boxValidator = v.object({
  x: v.number(),
  y: v.number(),
  width: v.number(),
  height: v.number(),
});

export const violationValidator = v.object({
  check: v.union(
    v.literal("size"),
    v.literal("copy"),
    v.literal("safeZone"),
    v.literal("placement"),
  ),
  message: v.string(),
});

/**
 * Channel kits (issue 42): an idea's campaign made ready for the platforms picked, one asset per
 * placement (its copy, its PNG, its checklist). A kit lives under the idea's brief and goes
 * through its one door (briefs/access.ts), as its campaign page does. Its assets are inserted
 * with the kit, "waiting", and filled one by one by its job, so the kit page shows them live.
 */
export const channelKitsTables = {
  channelKits: defineTable({
    ideaId: v.id("ideas"),
    campaignPageId: v.id("campaignPages"),
    briefId: v.id("briefs"),
    channels: v.array(channelIdValidator),
    status: kitStatusValidator,
    /** Who asked (the owner or an editor): they paid. */
    createdBy: v.id("users"),
    /** Legend Credits spent at creation (refunded once if the kit fails). */
    cost: v.number(),
    jobId: v.optional(v.id("generationJobs")),
    /** Words for a failed kit (the job's, for people). */
    errorMessage: v.optional(v.string()),
    /**
     * The finished kit's ZIP in file storage (./exportNode.ts), built on its first download and
     * served by URL: an HTTP response stops at 20 MiB, a kit of photographs can pass it.
     * `exportKey` is what it was built with (campaign line and brand); a rename rebuilds it.
     */
    exportFileId: v.optional(v.id("_storage")),
    exportKey: v.optional(v.string()),
    createdAt: v.number(),
    updatedAt: v.number(),
  })
    .index("by_idea_and_createdAt", ["ideaId", "createdAt"])
    .index("by_job", ["jobId"]),

  channelKitAssets: defineTable({
    kitId: v.id("channelKits"),
    channel: channelIdValidator,
    /** shared/channels.ts placement id ("square", "story", "responsive_search_ad", …). */
    placement: v.string(),
    /** The kit's order: channels as picked, placements as the platform lists them. */
    order: v.number(),
    width: v.number(),
    height: v.number(),
    status: kitAssetStatusValidator,
    /** The channel's copy, once written (every asset of a channel carries the same). */
    copy: v.optional(channelCopyValidator),
    /** The drawn PNG's /api/media key and URL (absent for the text-only search ad). */
    imageKey: v.optional(v.string()),
    imageUrl: v.optional(v.string()),
    /** Where the render set words, in pixels: the safe-zone check reads them. */
    textBoxes: v.optional(v.array(boxValidator)),
    /** The checklist's violations when the asset was finished (empty: green). */
    checks: v.optional(v.array(violationValidator)),
    updatedAt: v.number(),
  }).index("by_kit_and_order", ["kitId", "order"]),
};
