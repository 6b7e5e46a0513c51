import type { Id } from "../_generated/dataModel";
import type { MutationCtx } from "../_generated/server";
import { mediaByKey } from "../media/model";
import { deleteFileUnlessReferenced } from "./model";
import type { UploadPurpose } from "./schema";

type Releasable = Extract<UploadPurpose, "brandLogo" | "adminBrandLogo">;

/**
 * Lets go of an uploaded image that a profile or the logo strip stopped pointing at: its media
 * row and file are deleted only when
 * - it was claimed for that purpose (an imported image is an idea's thumbnail, and ideas cannot
 *   be searched by image, so one is never deleted from here);
 * - no brand profile and no strip logo still points at its key;
 * - no other media row shares its file.
 * Otherwise everything stays. True when it was released. `legacyToo` also releases uploads recorded before purposes were
 * (issue 37): safe for strip logos, whose media rows were made for the strip alone.
 */
export async function releaseUploadedMedia(
  ctx: MutationCtx,
  key: string,
  options: { purpose: Releasable; ownerId?: Id<"users">; legacyToo?: boolean },
): Promise<boolean> {
  const media = await mediaByKey(ctx, key);
  if (media === null || media.provider !== "upload") return false;
  const purposeMatches =
    media.uploadPurpose === options.purpose ||
    (options.legacyToo === true && media.uploadPurpose === undefined);
  if (!purposeMatches) return false;
  if (options.ownerId !== undefined && media.ownerId !== options.ownerId) return false;
  const profile = await ctx.db
    .query("brandProfiles")
    .withIndex("by_logoKey", (q) => q.eq("logoKey", key))
    .first();
  const stripLogo = await ctx.db
    .query("brandLogos")
    .withIndex("by_mediaKey", (q) => q.eq("mediaKey", key))
    .first();
  if (profile !== null || stripLogo !== null) return false;
  await ctx.db.delete("media", media._id);
  await deleteFileUnlessReferenced(ctx, media.storageId);
  return true;
}
