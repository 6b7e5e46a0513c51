import { v } from "convex/values";
import { internalMutation, internalQuery } from "../lib/functions";
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
    v.object({ storageId: v.id("_storage"), contentType: v.string(), size: v.number() }),
  ),
  handler: async (ctx, { key }) => {
    const row = await mediaByKey(ctx, key);
    if (row === null) return null;
    const file = await ctx.db.system.get("_storage", row.storageId);
    if (file === null) return null;
    return { storageId: row.storageId, contentType: row.contentType, size: file.size };
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
