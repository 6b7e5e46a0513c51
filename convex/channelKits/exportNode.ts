"use node";
import { v } from "convex/values";
import { internal } from "../_generated/api";
import type { Id } from "../_generated/dataModel";
import type { ActionCtx } from "../_generated/server";
import { internalAction } from "../lib/functions";
import { MEDIA_PATH_PREFIX } from "../../shared/constants";
import { exportKeyOf, kitZip } from "./exportZip";
import type { KitDto } from "./validators";

/**
 * Builds a finished kit's ZIP into file storage, once per campaign line and brand (issue 42).
 * In the Node runtime for its memory: thirteen placements drawn from photographs come to tens
 * of MiB of PNG, past the 64 MiB of a default action once zipped beside them; a Node action
 * has 512 MiB. The download is the stored file's URL (./http.ts), which no HTTP response limit
 * touches.
 */

/** The kit's PNGs (each asset's by its index), read from storage; the search ad has none. */
async function kitImages(ctx: ActionCtx, kit: KitDto): Promise<Map<number, Uint8Array>> {
  const images = new Map<number, Uint8Array>();
  for (const [index, asset] of kit.assets.entries()) {
    if (!asset.imageUrl?.startsWith(MEDIA_PATH_PREFIX)) continue;
    const key = asset.imageUrl.slice(MEDIA_PATH_PREFIX.length);
    const media = await ctx.runQuery(internal.media.internal.byKey, { key });
    const blob = media && (await ctx.storage.get(media.storageId));
    if (!blob) throw new Error(`The kit image ${key} is gone.`);
    images.set(index, new Uint8Array(await blob.arrayBuffer()));
  }
  return images;
}

export const build = internalAction({
  args: { kitId: v.id("channelKits") },
  returns: v.id("_storage"),
  handler: async (ctx, { kitId }): Promise<Id<"_storage">> => {
    const data: {
      kit: KitDto;
      fileId: Id<"_storage"> | null;
      exportKey: string | null;
      website: string | null;
    } | null = await ctx.runQuery(internal.channelKits.exportFile.exportData, { kitId });
    if (!data || data.kit.status !== "done") throw new Error("The channel kit is not finished.");
    const website = data.website ?? undefined;
    const exportKey = exportKeyOf({ ...data.kit, website });
    if (data.fileId !== null && data.exportKey === exportKey) return data.fileId;
    const { kit } = data;
    const zip = await kitZip(
      {
        campaignName: kit.campaignName,
        brand: kit.brand,
        ...(website ? { website } : {}),
        assets: kit.assets.map((asset) => ({ ...asset, copy: asset.copy ?? {} })),
      },
      await kitImages(ctx, kit),
    );
    const fileId = await ctx.storage.store(
      new Blob([zip as Uint8Array<ArrayBuffer>], { type: "application/zip" }),
    );
    return await ctx.runMutation(internal.channelKits.exportFile.saveExportFile, {
      kitId,
      fileId,
      exportKey,
    });
  },
});
