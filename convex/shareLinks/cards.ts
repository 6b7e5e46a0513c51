import { v } from "convex/values";
import { internalMutation, internalQuery } from "../lib/functions";
import { deleteCardFile } from "./cardFiles";

/**
 * The share-card cache (schema shareCards): GET /api/shared/{shareId}/card.png serves the PNG
 * drawn for the content's version when there is one, and has convex/media/raster.ts draw and
 * record it otherwise, so a crawler's every hit is a read, not a render.
 */

/** The file drawn for this link at this version, or null (none yet, or an older one). */
export const cached = internalQuery({
  args: { shareId: v.string(), version: v.string() },
  returns: v.union(v.object({ storageId: v.id("_storage"), size: v.number() }), v.null()),
  handler: async (ctx, { shareId, version }) => {
    const row = await ctx.db
      .query("shareCards")
      .withIndex("by_shareId", (q) => q.eq("shareId", shareId))
      .first();
    if (row === null || row.version !== version) return null;
    const file = await ctx.db.system.get("_storage", row.storageId);
    return file === null ? null : { storageId: row.storageId, size: file.size };
  },
});

/**
 * Records a freshly drawn card, replacing (and deleting) an older version's file. When two
 * requests drew the same version at once, the first recorded wins and the other's file is
 * deleted; the answer is always the file to serve.
 */
export const record = internalMutation({
  args: { shareId: v.string(), version: v.string(), storageId: v.id("_storage") },
  returns: v.id("_storage"),
  handler: async (ctx, { shareId, version, storageId }) => {
    const row = await ctx.db
      .query("shareCards")
      .withIndex("by_shareId", (q) => q.eq("shareId", shareId))
      .first();
    if (row === null) {
      await ctx.db.insert("shareCards", { shareId, version, storageId, createdAt: Date.now() });
      return storageId;
    }
    const live = row.version === version && (await ctx.db.system.get("_storage", row.storageId));
    if (live) {
      if (row.storageId !== storageId) await deleteCardFile(ctx, storageId);
      return row.storageId;
    }
    if (row.storageId !== storageId) await deleteCardFile(ctx, row.storageId);
    await ctx.db.patch("shareCards", row._id, { version, storageId, createdAt: Date.now() });
    return storageId;
  },
});
