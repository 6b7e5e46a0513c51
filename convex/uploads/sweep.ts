import { v } from "convex/values";
import { internal } from "../_generated/api";
import { internalMutation } from "../lib/functions";
import { deleteFileUnlessReferenced } from "./model";
import { releaseUploadedMedia } from "./release";
import { UNCLAIMED_LIFETIME_MS } from "./rules";

/** Rows one sweep handles; a full batch schedules the next at once. */
export const SWEEP_BATCH = 100;

/**
 * Removes lapsed tickets (./schema.ts expiresAt): URLs never used, POSTs that never finished,
 * and uploads nobody claimed within 24 hours, with their files. A file a media row references
 * is kept whatever its ticket says. Runs hourly from convex/crons.ts.
 */
export const run = internalMutation({
  args: {},
  returns: v.object({ removed: v.number(), filesDeleted: v.number(), more: v.boolean() }),
  handler: async (ctx) => {
    const lapsed = await ctx.db
      .query("uploads")
      .withIndex("by_expiresAt", (q) => q.lt("expiresAt", Date.now()))
      .take(SWEEP_BATCH);
    let filesDeleted = 0;
    for (const row of lapsed) {
      if (row.storageId !== undefined && (await deleteFileUnlessReferenced(ctx, row.storageId))) {
        filesDeleted += 1;
      }
      await ctx.db.delete("uploads", row._id);
    }
    const more = lapsed.length === SWEEP_BATCH;
    if (more) await ctx.scheduler.runAfter(0, internal.uploads.sweep.run, {});
    return { removed: lapsed.length, filesDeleted, more };
  },
});

/**
 * Releases brand logos kept (brands.storeLogoUpload) but never shown by a saved profile within
 * a day: the form was left, the logo replaced before saving. Each goes as an unclaimed upload
 * would, unless a profile or the strip points at it after all (then it is simply attached).
 * Runs hourly from convex/crons.ts, a batch at a time.
 */
export const releaseUnattachedLogos = internalMutation({
  args: {},
  returns: v.object({ released: v.number(), more: v.boolean() }),
  handler: async (ctx) => {
    const cutoff = Date.now() - UNCLAIMED_LIFETIME_MS;
    const unattached = await ctx.db
      .query("media")
      .withIndex("by_unattachedSince", (q) =>
        q.gte("unattachedSince", 0).lt("unattachedSince", cutoff),
      )
      .take(SWEEP_BATCH);
    let released = 0;
    for (const media of unattached) {
      await ctx.db.patch("media", media._id, { unattachedSince: undefined });
      if (await releaseUploadedMedia(ctx, media.key, { purpose: "brandLogo" })) released += 1;
    }
    const more = unattached.length === SWEEP_BATCH;
    if (more) await ctx.scheduler.runAfter(0, internal.uploads.sweep.releaseUnattachedLogos, {});
    return { released, more };
  },
});
