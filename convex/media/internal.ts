import { v } from "convex/values";
import { internalMutation, internalQuery } from "../lib/functions";
import { deleteFileUnlessReferenced } from "../uploads/model";
import { mediaByKey, removeMedia } from "./model";
import { imageProviderValidator } from "./schema";

/** The writes and reads behind storeGeneratedImages and GET /api/media/{key}. */

const mediaRow = v.object({
  key: v.string(),
  storageId: v.id("_storage"),
  contentType: v.string(),
  width: v.optional(v.number()),
  height: v.optional(v.number()),
  ownerId: v.optional(v.id("users")),
  provider: imageProviderValidator,
  model: v.optional(v.string()),
  prompt: v.optional(v.string()),
});

export const insert = internalMutation({
  args: { rows: v.array(mediaRow) },
  returns: v.null(),
  handler: async (ctx, { rows }) => {
    for (const row of rows) await ctx.db.insert("media", row);
    return null;
  },
});

/**
 * The image behind a key, with its stored size read from the file's metadata (so the route can
 * refuse an oversized file without loading it); null when the key or its file is gone.
 */
export const byKey = internalQuery({
  args: { key: v.string() },
  returns: v.union(
    v.null(),
    v.object({
      storageId: v.id("_storage"),
      contentType: v.string(),
      size: v.number(),
      provider: v.string(),
    }),
  ),
  handler: async (ctx, { key }) => {
    const row = await mediaByKey(ctx, key);
    if (row === null) return null;
    const file = await ctx.db.system.get("_storage", row.storageId);
    if (file === null) return null;
    return {
      storageId: row.storageId,
      contentType: row.contentType,
      size: file.size,
      provider: row.provider,
    };
  },
});

/**
 * An SVG poster stored before posters were rasterised, replaced by its PNG (raster.ts
 * rasterizeStored): the row keeps its key, so every URL that points at it now serves the PNG.
 * Two first requests may race; the first swap wins and the loser's PNG is deleted. Answers the
 * file the row now holds, or null when the row is gone.
 */
export const swapToPng = internalMutation({
  args: { key: v.string(), from: v.id("_storage"), to: v.id("_storage") },
  returns: v.union(v.id("_storage"), v.null()),
  handler: async (ctx, { key, from, to }) => {
    const row = await mediaByKey(ctx, key);
    if (row === null || row.storageId !== from) {
      await ctx.storage.delete(to);
      return row?.storageId ?? null;
    }
    await ctx.db.patch("media", row._id, { storageId: to, contentType: "image/png" });
    await deleteFileUnlessReferenced(ctx, from);
    return to;
  },
});

/**
 * Deletes images nobody will reference: the ones a job stored before another of its images
 * failed (the job is refunded and writes nothing, so they would only take up storage). Their
 * keys were never handed out, so no other row can point at them.
 */
export const removeUnused = internalMutation({
  args: { keys: v.array(v.string()) },
  returns: v.null(),
  handler: async (ctx, { keys }) => {
    await removeMedia(ctx, keys);
    return null;
  },
});
