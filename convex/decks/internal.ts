import { v } from "convex/values";
import { internalMutation } from "../lib/functions";
import { requireUser } from "../lib/auth";
import { deckAccessOrThrow, setDeckFavorite, setSlideFavorite, slideAccessOrThrow } from "./model";
import { favoriteValidator } from "./validators";

/**
 * The favourite toggle of PUT /api/user/{presentations|slides}/{id}/favorite without a body
 * (./http.ts): read and flipped in one transaction, so two quick clicks land on two states. The
 * caller is the HTTP request's bearer (its identity reaches internal functions too), with the
 * same access as setDeckFavorite and setSlideFavorite.
 */
export const toggleFavorite = internalMutation({
  args: { target: v.union(v.literal("presentation"), v.literal("slide")), id: v.string() },
  returns: favoriteValidator,
  handler: async (ctx, { target, id }) => {
    const user = await requireUser(ctx);
    if (target === "presentation") {
      const { deck } = await deckAccessOrThrow(ctx, id, user, "write");
      return { isFavorite: await setDeckFavorite(ctx, user, id, !deck.isFavorite) };
    }
    const { slide } = await slideAccessOrThrow(ctx, id, user, "write");
    return { isFavorite: await setSlideFavorite(ctx, user, id, !slide.isFavorite) };
  },
});
