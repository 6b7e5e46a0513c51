import { v } from "convex/values";
import { userMutation } from "../lib/functions";
import { issueUploadUrl } from "../uploads/model";
import { startImport } from "./model";

/** 'Import an existing campaign' (issue 18, spec 2, 6): signed-in users only. */

/** Where the form uploads one image; the import checks every file again on the server. */
export const generateUploadUrl = userMutation({
  args: {},
  returns: v.string(),
  handler: async (ctx) => await issueUploadUrl(ctx, ctx.userId, "importImage"),
});

/**
 * Starts an import: "started" with the job to follow (api.generation.queries.job; its result is
 * { briefId, ideaId }), or "rejected" with each refused image's place and why (those files are
 * deleted; send the rest again). An image id that is not the caller's own unclaimed upload is
 * NOT_FOUND.
 */
export const importCampaign = userMutation({
  args: {
    brand: v.string(),
    campaignName: v.string(),
    text: v.string(),
    audience: v.optional(v.string()),
    /** The caller's own unclaimed uploads; any other id is NOT_FOUND (nothing written). */
    imageIds: v.array(v.string()),
  },
  returns: v.union(
    v.object({ status: v.literal("started"), jobId: v.id("generationJobs") }),
    v.object({
      status: v.literal("rejected"),
      errors: v.array(v.object({ index: v.number(), message: v.string() })),
    }),
  ),
  handler: async (ctx, args) => await startImport(ctx, ctx.userId, args),
});
