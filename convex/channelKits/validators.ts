import { v, type Infer } from "convex/values";
import { channelCopyValidator, channelIdValidator } from "./jobShapes";
import { kitAssetStatusValidator, kitStatusValidator, violationValidator } from "./schema";

/** What the channel kit functions answer (DTOs, never raw documents). */

export const kitAssetDtoValidator = v.object({
  id: v.id("channelKitAssets"),
  channel: channelIdValidator,
  placement: v.string(),
  /** The placement's name for people ("Story 9:16", "Leaderboard"). */
  label: v.string(),
  width: v.number(),
  height: v.number(),
  status: kitAssetStatusValidator,
  /** The PNG on /api/media/, once drawn; null for the search ad (text only) and until then. */
  imageUrl: v.union(v.string(), v.null()),
  /** The channel's copy, once written. */
  copy: v.union(channelCopyValidator, v.null()),
  /** The checklist's red items (empty once finished: green). Null until finished. */
  checks: v.union(v.array(violationValidator), v.null()),
});
export type KitAssetDto = Infer<typeof kitAssetDtoValidator>;

export const kitDtoValidator = v.object({
  id: v.id("channelKits"),
  ideaId: v.id("ideas"),
  campaignPageId: v.id("campaignPages"),
  channels: v.array(channelIdValidator),
  /** The idea's campaign line and the brief's brand: what the previews and the export name. */
  campaignName: v.string(),
  brand: v.string(),
  status: kitStatusValidator,
  cost: v.number(),
  /** While queued or running: what its job is doing now, in words. */
  step: v.union(v.string(), v.null()),
  /** When failed: why, in words (its credits were refunded). */
  errorMessage: v.union(v.string(), v.null()),
  canEdit: v.boolean(),
  createdAt: v.number(),
  assets: v.array(kitAssetDtoValidator),
});
export type KitDto = Infer<typeof kitDtoValidator>;

export const kitSummaryValidator = v.object({
  id: v.id("channelKits"),
  channels: v.array(channelIdValidator),
  status: kitStatusValidator,
  cost: v.number(),
  createdAt: v.number(),
});

export const createdKitValidator = v.object({ kitId: v.id("channelKits"), cost: v.number() });
