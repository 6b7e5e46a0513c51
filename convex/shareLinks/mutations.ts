import { v } from "convex/values";
import { userMutation } from "../lib/functions";
import { disableLink, shareTarget, targetOrThrow, VIEWER_CANNOT_SHARE } from "./model";
import { shareResultValidator } from "./validators";

const ONLY_OWNER_OR_CREATOR = "Only the brief's owner or whoever made this link can turn it off.";

/**
 * A public link to an idea, or to its campaign page (spec 7 POST /ideas/share): the target's
 * live link when it has one, so an idea has one public URL, else a new one. Those who may edit
 * the brief share it.
 */
export const share = userMutation({
  args: { ideaId: v.string(), campaignPageId: v.optional(v.string()) },
  returns: shareResultValidator,
  handler: async (ctx, args) => {
    const target = await targetOrThrow(ctx, ctx.user, args, "write", VIEWER_CANNOT_SHARE);
    return await shareTarget(ctx, ctx.user, target);
  },
});

/** Turns a link off for good: it then opens nothing, and sharing again makes a new one. */
export const disable = userMutation({
  args: { shareId: v.string() },
  returns: v.null(),
  handler: async (ctx, { shareId }) => {
    await disableLink(ctx, ctx.user, shareId, ONLY_OWNER_OR_CREATOR);
    return null;
  },
});
