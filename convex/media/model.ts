import { internal } from "../_generated/api";
import type { Id } from "../_generated/dataModel";
import type { ActionCtx, MutationCtx, QueryCtx } from "../_generated/server";
import { generateImages, resolveImageProvider, type ImageClientOverrides } from "../lib/ai/images";
import type { GeneratedImage, ImageProviderId, ImageRequest } from "../lib/ai/types";
import { MEDIA_PATH_PREFIX } from "../../shared/constants";

/**
 * Generated images, stored once and served from our own origin. Callers get `/api/media/{key}`
 * URLs only; the storage id and the provider's URL never leave the server.
 */

/** 24 random bytes in base64url: 32 characters, 192 bits; nobody guesses another's image. */
export const MEDIA_KEY_PATTERN = /^[A-Za-z0-9_-]{32}$/;

/** Prompts are kept for the record, not for display: long ones are cut. */
const PROMPT_KEPT_CHARS = 2000;

export type StoredImage = { key: string; url: string };

export function mediaUrl(key: string): string {
  return `${MEDIA_PATH_PREFIX}${key}`;
}

export function newMediaKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(24));
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, "-")
    .replace(/\//g, "_")
    .replace(/=+$/, "");
}

const SVG = "image/svg+xml";

type Stored = { storageId: Id<"_storage">; contentType: string; width: number; height: number };

/**
 * The studio's SVG posters drawn to PNG and stored (raster.ts, Node runtime), by index. If the
 * renderer fails, none is: the posters are then stored as SVG, and GET /api/media/{key} draws
 * each on its first request instead. An image job never fails for want of a raster.
 */
async function rasterizedPosters(
  ctx: ActionCtx,
  images: readonly GeneratedImage[],
): Promise<Map<number, Stored>> {
  const indexes = images.flatMap((image, index) => (image.contentType === SVG ? [index] : []));
  if (indexes.length === 0) return new Map();
  try {
    const decoder = new TextDecoder();
    const pngs = await ctx.runAction(internal.media.raster.storePngs, {
      svgs: indexes.map((index) => decoder.decode(images[index].bytes)),
    });
    return new Map(
      indexes.map((index, at) => [index, { ...pngs[at], contentType: "image/png" }] as const),
    );
  } catch (error) {
    console.error("Posters stored as SVG: they could not be drawn to PNG.", error);
    return new Map();
  }
}

/**
 * Puts each image's bytes in file storage (the studio's posters as PNG) and records it; returns
 * keys, URLs and what was stored, in the same order. If recording fails, the blobs just stored
 * are deleted again.
 */
export async function storeGeneratedImages(
  ctx: ActionCtx,
  images: readonly GeneratedImage[],
  options: { ownerId?: Id<"users"> } = {},
): Promise<(StoredImage & Omit<Stored, "storageId">)[]> {
  const stored: Id<"_storage">[] = [];
  try {
    const rasters = await rasterizedPosters(ctx, images);
    for (const raster of rasters.values()) stored.push(raster.storageId);
    const rows = [];
    for (const [index, image] of images.entries()) {
      let file = rasters.get(index);
      if (file === undefined) {
        // No copy of our own: the Blob takes the bytes as they are (an action has 64 MiB, and
        // up to four images of up to MAX_IMAGE_BYTES each are held here).
        const blob = new Blob([image.bytes], { type: image.contentType });
        const storageId = await ctx.storage.store(blob);
        stored.push(storageId);
        file = {
          storageId,
          contentType: image.contentType,
          width: image.width,
          height: image.height,
        };
      }
      rows.push({
        key: newMediaKey(),
        storageId: file.storageId,
        contentType: file.contentType,
        width: file.width,
        height: file.height,
        ownerId: options.ownerId,
        provider: image.provider,
        model: image.model,
        prompt: image.usedPrompt.slice(0, PROMPT_KEPT_CHARS),
      });
    }
    await ctx.runMutation(internal.media.internal.insert, { rows });
    return rows.map(({ key, contentType, width, height }) => ({
      key,
      url: mediaUrl(key),
      contentType,
      width,
      height,
    }));
  } catch (error) {
    await Promise.all(stored.map((id) => ctx.storage.delete(id).catch(() => undefined)));
    throw error;
  }
}

export async function mediaByKey(ctx: Pick<QueryCtx, "db">, key: string) {
  if (!MEDIA_KEY_PATTERN.test(key)) return null;
  return await ctx.db
    .query("media")
    .withIndex("by_key", (q) => q.eq("key", key))
    .unique();
}

/**
 * Deletes images nobody will reference, file and row (at most 20 per call): what a failed job
 * stored before it failed. Keys already gone are skipped, so it may run again.
 */
export async function removeMedia(ctx: MutationCtx, keys: readonly string[]): Promise<void> {
  for (const key of keys.slice(0, 20)) {
    const row = await mediaByKey(ctx, key);
    if (row === null) continue;
    await ctx.storage.delete(row.storageId);
    await ctx.db.delete("media", row._id);
  }
}

/** An image request whose provider and model may be left to the admin settings. */
export type ImageJobRequest = Omit<ImageRequest, "provider" | "model"> & {
  provider?: ImageProviderId;
  model?: string;
};

export type StoredGeneratedImage = StoredImage & {
  provider: ImageProviderId;
  model: string;
  contentType: string;
  width: number;
  height: number;
  /** The prompt the provider actually used (Ideogram's magic prompt may rewrite it). */
  usedPrompt: string;
};

/**
 * What image jobs call: picks the provider (the request's, else the admin default, falling back
 * to whichever is configured, else the offline studio) and its model from the admin settings,
 * generates, and stores. Provider failures surface as AiError for the job to record.
 */
export async function generateAndStoreImages(
  ctx: ActionCtx,
  request: ImageJobRequest,
  options: { ownerId?: Id<"users">; overrides?: ImageClientOverrides } = {},
): Promise<StoredGeneratedImage[]> {
  const settings = await ctx.runQuery(internal.admin.internal.settings, {});
  const provider = resolveImageProvider(request.provider ?? settings.defaultImageProvider);
  // A model named for another provider (or none) gives way to the settings' model for this one.
  const model =
    provider === request.provider && request.model
      ? request.model
      : provider === "ideogram"
        ? settings.defaultIdeogramModel
        : provider === "replicate"
          ? settings.defaultReplicateModel
          : undefined;
  const images = await generateImages({ ...request, provider, model }, options.overrides);
  const stored = await storeGeneratedImages(ctx, images, { ownerId: options.ownerId });
  return stored.map((entry, index) => ({
    ...entry,
    provider: images[index].provider,
    model: images[index].model,
    usedPrompt: images[index].usedPrompt,
  }));
}
