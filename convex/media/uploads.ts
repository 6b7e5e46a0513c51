import type { Id } from "../_generated/dataModel";
import type { MutationCtx } from "../_generated/server";
import { mediaUrl, newMediaKey, type StoredImage } from "./model";

/**
 * Files people upload straight to file storage (an upload URL from a mutation), checked here on
 * the server from the stored file's own metadata: the browser's checks are a courtesy only.
 * A storage id is never sent to any client, so only the uploader holds one of theirs.
 */

export type UploadRule = { types: readonly string[]; maxBytes: number };

export type UploadProblem = "missing" | "type" | "size";

/** What is wrong with an uploaded file, or null when it may be kept. */
export async function uploadProblem(
  ctx: Pick<MutationCtx, "db">,
  storageId: Id<"_storage">,
  rule: UploadRule,
): Promise<UploadProblem | null> {
  const file = await ctx.db.system.get("_storage", storageId);
  if (file === null) return "missing";
  if (!rule.types.includes((file.contentType ?? "").toLowerCase())) return "type";
  if (file.size > rule.maxBytes) return "size";
  return null;
}

/** Deletes uploads that will not be kept (rejected, or the request failed its checks). */
export async function discardUploads(ctx: MutationCtx, storageIds: readonly Id<"_storage">[]) {
  for (const storageId of storageIds) {
    if ((await ctx.db.system.get("_storage", storageId)) !== null) {
      await ctx.storage.delete(storageId);
    }
  }
}

/** Records a checked upload as media, so it is served as /api/media/{key} like generated images. */
export async function keepUpload(
  ctx: MutationCtx,
  storageId: Id<"_storage">,
  ownerId: Id<"users">,
): Promise<StoredImage> {
  const file = await ctx.db.system.get("_storage", storageId);
  const key = newMediaKey();
  await ctx.db.insert("media", {
    key,
    storageId,
    contentType: (file?.contentType ?? "application/octet-stream").toLowerCase(),
    ownerId,
    provider: "upload",
  });
  return { key, url: mediaUrl(key) };
}
