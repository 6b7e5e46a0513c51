import { v } from "convex/values";
import { internalMutation, internalQuery } from "../lib/functions";
import { deleteFileUnlessReferenced } from "../uploads/model";
import { toKitDto } from "./queries";
import { kitDtoValidator } from "./validators";

/**
 * The kit's ZIP as a stored file (issue 42): what ./exportNode.ts builds it from and where it
 * keeps it. Access is checked by the caller (./http.ts asks queries.byId as the member first).
 */

/** A profile's site as an ad's landing page: an http(s) address, else none. */
export function websiteOf(url: string | undefined): string | null {
  if (!url) return null;
  try {
    const parsed = new URL(
      /^[a-z][a-z0-9+.-]*:/i.test(url.trim()) ? url.trim() : `https://${url.trim()}`,
    );
    return parsed.protocol === "https:" || parsed.protocol === "http:" ? parsed.href : null;
  } catch {
    return null;
  }
}

export const exportData = internalQuery({
  args: { kitId: v.id("channelKits") },
  returns: v.union(
    v.null(),
    v.object({
      kit: kitDtoValidator,
      fileId: v.union(v.null(), v.id("_storage")),
      exportKey: v.union(v.null(), v.string()),
      website: v.union(v.null(), v.string()),
    }),
  ),
  handler: async (ctx, { kitId }) => {
    const kit = await ctx.db.get("channelKits", kitId);
    if (!kit) return null;
    const brief = await ctx.db.get("briefs", kit.briefId);
    const profile = brief?.brandId ? await ctx.db.get("brandProfiles", brief.brandId) : null;
    return {
      kit: await toKitDto(ctx, kit, false),
      fileId: kit.exportFileId ?? null,
      exportKey: kit.exportKey ?? null,
      website: websiteOf(profile?.websiteUrl),
    };
  },
});

/**
 * Keeps a freshly built ZIP. Two downloads at once may both build: the first kept wins and the
 * other's file is deleted, so a kit never holds more than one.
 */
export const saveExportFile = internalMutation({
  args: { kitId: v.id("channelKits"), fileId: v.id("_storage"), exportKey: v.string() },
  returns: v.id("_storage"),
  handler: async (ctx, { kitId, fileId, exportKey }) => {
    const kit = await ctx.db.get("channelKits", kitId);
    if (!kit) {
      await deleteFileUnlessReferenced(ctx, fileId);
      throw new Error("The channel kit is gone.");
    }
    if (kit.exportFileId !== undefined && kit.exportKey === exportKey) {
      if (kit.exportFileId !== fileId) await deleteFileUnlessReferenced(ctx, fileId);
      return kit.exportFileId;
    }
    if (kit.exportFileId !== undefined) await deleteFileUnlessReferenced(ctx, kit.exportFileId);
    await ctx.db.patch("channelKits", kitId, { exportFileId: fileId, exportKey });
    return fileId;
  },
});
