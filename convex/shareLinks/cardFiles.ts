import type { Id } from "../_generated/dataModel";
import type { MutationCtx } from "../_generated/server";

/**
 * The share cards' files (schema shareCards). A card's PNG is referenced by its cache row only:
 * never handed out as a media key, never someone's upload. So it is deleted here, when a newer
 * version replaces it, when two requests drew the same version, or when its link is turned off.
 */

export async function deleteCardFile(ctx: MutationCtx, storageId: Id<"_storage">): Promise<void> {
  if ((await ctx.db.system.get("_storage", storageId)) !== null)
    await ctx.storage.delete(storageId);
}

/** A link turned off takes its card with it (shareLinks/model.ts disableLink). */
export async function removeShareCard(ctx: MutationCtx, shareId: string): Promise<void> {
  const row = await ctx.db
    .query("shareCards")
    .withIndex("by_shareId", (q) => q.eq("shareId", shareId))
    .first();
  if (row === null) return;
  await deleteCardFile(ctx, row.storageId);
  await ctx.db.delete("shareCards", row._id);
}
