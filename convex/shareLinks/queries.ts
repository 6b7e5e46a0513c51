import { v } from "convex/values";
import { publicQuery, userQuery } from "../lib/functions";
import { linkForTarget, publicShare, targetOrThrow } from "./model";
import { publicShareValidator, shareLinkDtoValidator } from "./validators";

/** The target's live public link, for 'Public link on · Copy · Turn off'; null when none. */
export const forTarget = userQuery({
  args: { ideaId: v.string(), campaignPageId: v.optional(v.string()) },
  returns: v.union(shareLinkDtoValidator, v.null()),
  handler: async (ctx, args) => {
    const target = await targetOrThrow(ctx, ctx.user, args, "read");
    return await linkForTarget(ctx, ctx.user, target);
  },
});

/**
 * What /shared/{shareId} shows, to anyone, signed in or not: only the shared fields, and null
 * for an unknown, malformed or disabled link. Live, so an open public page follows the owner's
 * edits and goes away when the link is turned off.
 */
export const publicView = publicQuery({
  args: { shareId: v.string() },
  returns: v.union(publicShareValidator, v.null()),
  handler: async (ctx, { shareId }) => await publicShare(ctx, shareId),
});
