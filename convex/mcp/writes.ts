import { v } from "convex/values";
import { internalMutation } from "../lib/functions";
import { requestBrief, saveBriefFor } from "../briefs/request";
import { createFromIdea } from "../campaigns/model";
import { sellIdea } from "../decks/deckJob";
import { startIdeas } from "../ideas/request";
import { shareTarget, targetOrThrow, VIEWER_CANNOT_SHARE } from "../shareLinks/model";
import { requestThumbnails } from "../visuals/model";
import { keyOwner } from "./access";

/**
 * What the MCP tools change, for the API key's owner (`userId`, from the key). Each one is the
 * app's own rule for the same click (the functions the app's mutations call), so a key spends
 * the owner's credits, starts the same jobs and meets the same refusals as the UI.
 */

const owner = { userId: v.id("users") };

/** Generate Brief (CREDIT_COSTS.brief, refunded if it fails): the job's id. */
export const startBrief = internalMutation({
  args: {
    ...owner,
    brand: v.string(),
    audience: v.string(),
    message: v.string(),
    tone: v.string(),
    uniqueSellingPoint: v.optional(v.string()),
    competitors: v.optional(v.string()),
  },
  handler: async (ctx, { userId, ...form }) =>
    await requestBrief(ctx, await keyOwner(ctx, userId), form),
});

/** Save Brief with the written brief; an identical brief of the owner's is reused. */
export const saveBrief = internalMutation({
  args: {
    ...owner,
    brand: v.string(),
    audience: v.string(),
    message: v.string(),
    tone: v.string(),
    uniqueSellingPoint: v.optional(v.string()),
    competitors: v.optional(v.string()),
    title: v.string(),
    content: v.string(),
  },
  handler: async (ctx, { userId, ...fields }) =>
    await saveBriefFor(ctx, await keyOwner(ctx, userId), fields),
});

/** Get Creative Ideas (CREDIT_COSTS.ideasPerLegend per legend): one job per legend. */
export const startIdeasRun = internalMutation({
  args: { ...owner, briefId: v.string(), legendIds: v.array(v.string()) },
  handler: async (ctx, { userId, briefId, legendIds }) =>
    await startIdeas(ctx, await keyOwner(ctx, userId), { briefId, legendIds }),
});

/** The idea's collage (CREDIT_COSTS.thumbnails unless it has one or one is being drawn). */
export const requestCollage = internalMutation({
  args: { ...owner, ideaId: v.string() },
  handler: async (ctx, { userId, ideaId }) =>
    await requestThumbnails(ctx, await keyOwner(ctx, userId), ideaId, false),
});

/** 'Campaign It' (free): the page's id; an idea that has one answers it. */
export const createCampaignPage = internalMutation({
  args: { ...owner, ideaId: v.string() },
  handler: async (ctx, { userId, ideaId }) =>
    await createFromIdea(ctx, await keyOwner(ctx, userId), ideaId),
});

/** The idea's public link (free): its live link, else a new one. */
export const shareIdea = internalMutation({
  args: { ...owner, ideaId: v.string() },
  handler: async (ctx, { userId, ideaId }) => {
    const user = await keyOwner(ctx, userId);
    const target = await targetOrThrow(ctx, user, { ideaId }, "write", VIEWER_CANNOT_SHARE);
    return await shareTarget(ctx, user, target);
  },
});

/** 'Sell deck' (CREDIT_COSTS.sellDeck, refunded if it fails): the deck and its job. */
export const sellDeck = internalMutation({
  args: { ...owner, ideaId: v.string() },
  handler: async (ctx, { userId, ideaId }) =>
    await sellIdea(ctx, await keyOwner(ctx, userId), { ideaId }),
});
