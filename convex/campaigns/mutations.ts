import { v } from "convex/values";
import { userMutation } from "../lib/functions";
import { addAd as add, retryAd as retry } from "./adJob";
import {
  createFromIdea as create,
  removeAd as remove,
  reorderAds as reorder,
  updateAd as update,
} from "./model";
import { createdPageValidator, startedAdValidator } from "./validators";

/**
 * Campaign pages (spec 4 "Campaign page creation"). Everything here needs write access to the
 * idea's brief (owner or editor; a viewer is told why not; anyone else gets NOT_FOUND).
 */

/** 'Campaign It': free; an idea that already has a page answers that page. */
export const createFromIdea = userMutation({
  args: { ideaId: v.string() },
  returns: createdPageValidator,
  handler: async (ctx, { ideaId }) => ({
    campaignPageId: await create(ctx, ctx.user, ideaId),
  }),
});

/** 'Add an ad' (CREDIT_COSTS.adLob): the ad shows at once, "writing"; its job finishes it. */
export const addAd = userMutation({
  args: { campaignPageId: v.string(), aspectRatio: v.string() },
  returns: startedAdValidator,
  handler: async (ctx, args) => await add(ctx, ctx.user, args),
});

/** 'Try again' on a failed ad: spends CREDIT_COSTS.adLob again. */
export const retryAd = userMutation({
  args: { adLobId: v.string() },
  returns: startedAdValidator,
  handler: async (ctx, { adLobId }) => await retry(ctx, ctx.user, adLobId),
});

export const updateAd = userMutation({
  args: { adLobId: v.string(), headline: v.string(), body: v.string() },
  returns: v.null(),
  handler: async (ctx, args) => {
    await update(ctx, ctx.user, args);
    return null;
  },
});

/** `adLobIds` must be exactly the page's ads, in their new order. */
export const reorderAds = userMutation({
  args: { campaignPageId: v.string(), adLobIds: v.array(v.string()) },
  returns: v.null(),
  handler: async (ctx, args) => {
    await reorder(ctx, ctx.user, args);
    return null;
  },
});

export const removeAd = userMutation({
  args: { adLobId: v.string() },
  returns: v.null(),
  handler: async (ctx, { adLobId }) => {
    await remove(ctx, ctx.user, adLobId);
    return null;
  },
});
