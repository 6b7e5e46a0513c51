import { v } from "convex/values";
import { userMutation } from "../lib/functions";
import { retryDeck as retry, sellIdea as sell } from "./deckJob";
import {
  removeDeck as remove,
  reorderSlides as reorder,
  setDeckFavorite as favoriteDeck,
  setSlideFavorite as favoriteSlide,
  updateSlide as update,
} from "./model";
import { generateSlideVisual as drawSlide } from "./slideVisual";
import { favoriteValidator, startedDeckValidator, startedSlideVisualValidator } from "./validators";

/**
 * Sell decks (issue 17, spec 7 /sell-idea). Everything here needs write access to the idea's
 * brief (owner or editor; a viewer is told why not; anyone else gets NOT_FOUND).
 */

/** 'Sell deck' (CREDIT_COSTS.sellDeck): the deck shows at once, "writing"; its job writes it. */
export const sellIdea = userMutation({
  args: { ideaId: v.string(), title: v.optional(v.string()) },
  returns: startedDeckValidator,
  handler: async (ctx, args) => await sell(ctx, ctx.user, args),
});

/** 'Try again' on a failed deck: spends CREDIT_COSTS.sellDeck again, same deck. */
export const retryDeck = userMutation({
  args: { presentationId: v.string() },
  returns: startedDeckValidator,
  handler: async (ctx, { presentationId }) => await retry(ctx, ctx.user, presentationId),
});

export const removeDeck = userMutation({
  args: { presentationId: v.string() },
  returns: v.null(),
  handler: async (ctx, { presentationId }) => {
    await remove(ctx, ctx.user, presentationId);
    return null;
  },
});

export const setDeckFavorite = userMutation({
  args: { presentationId: v.string(), isFavorite: v.boolean() },
  returns: favoriteValidator,
  handler: async (ctx, { presentationId, isFavorite }) => ({
    isFavorite: await favoriteDeck(ctx, ctx.user, presentationId, isFavorite),
  }),
});

export const setSlideFavorite = userMutation({
  args: { slideId: v.string(), isFavorite: v.boolean() },
  returns: favoriteValidator,
  handler: async (ctx, { slideId, isFavorite }) => ({
    isFavorite: await favoriteSlide(ctx, ctx.user, slideId, isFavorite),
  }),
});

/** Inline edits, validated against DECK_LIMITS; the title is required. */
export const updateSlide = userMutation({
  args: { slideId: v.string(), title: v.string(), content: v.string(), speakerNotes: v.string() },
  returns: v.null(),
  handler: async (ctx, args) => {
    await update(ctx, ctx.user, args);
    return null;
  },
});

/** `slideIds` must be exactly the deck's slides, in their new order. */
export const reorderSlides = userMutation({
  args: { presentationId: v.string(), slideIds: v.array(v.string()) },
  returns: v.null(),
  handler: async (ctx, args) => {
    await reorder(ctx, ctx.user, args);
    return null;
  },
});

/** A slide's visual (CREDIT_COSTS.visual): DECK_VISUAL_ASPECT_RATIO and its prompt by default. */
export const generateSlideVisual = userMutation({
  args: {
    slideId: v.string(),
    visualPrompt: v.optional(v.string()),
    aspectRatio: v.optional(v.string()),
  },
  returns: startedSlideVisualValidator,
  handler: async (ctx, args) => await drawSlide(ctx, ctx.user, args),
});
