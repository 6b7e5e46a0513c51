import { paginationOptsValidator, paginationResultValidator } from "convex/server";
import { v } from "convex/values";
import { userQuery } from "../lib/functions";
import { boundedPage, myListArgs, orderOf, searchTerm } from "../lib/myLists";
import { ideaAccessOrThrow } from "../ideas/model";
import { DECK_LIMITS } from "../../shared/constants";
import { canRead, deckAccessOrThrow, decksOfIdea, toDeckDto, toDeckSummary } from "./model";
import { deckDtoValidator, deckSummaryDtoValidator } from "./validators";

/** Sell decks as members of the idea's brief see them; live for everyone on it. */

/** /decks/{id}: the deck with its slides in order; NOT_FOUND for anyone off the brief. */
export const deck = userQuery({
  args: { presentationId: v.string() },
  returns: deckDtoValidator,
  handler: async (ctx, { presentationId }) => {
    const { deck, canEdit } = await deckAccessOrThrow(ctx, presentationId, ctx.user, "read");
    return await toDeckDto(ctx, deck, canEdit);
  },
});

/** The idea's decks, newest first (at most DECK_LIMITS.perIdeaList). */
export const forIdea = userQuery({
  args: { ideaId: v.string() },
  returns: v.array(deckSummaryDtoValidator),
  handler: async (ctx, { ideaId }) => {
    const idea = await ideaAccessOrThrow(ctx, ideaId, ctx.user, "read");
    const decks = await decksOfIdea(ctx, idea._id);
    return await Promise.all(decks.map((deck) => toDeckSummary(ctx, deck)));
  },
});

/**
 * 'My decks': the decks the caller made, favourites first, then the most recently changed, a
 * page at a time (at most DECK_LIMITS.myDecksPageMax). A deck on a brief the caller has since
 * left is skipped, so a page may hold fewer than asked.
 */
export const mine = userQuery({
  args: { paginationOpts: paginationOptsValidator },
  returns: paginationResultValidator(deckSummaryDtoValidator),
  handler: async (ctx, { paginationOpts }) => {
    const opts = {
      ...paginationOpts,
      numItems: Math.max(1, Math.min(paginationOpts.numItems, DECK_LIMITS.myDecksPageMax)),
    };
    const page = await ctx.db
      .query("presentations")
      .withIndex("by_creator_and_favorite_and_updatedAt", (q) => q.eq("createdBy", ctx.userId))
      .order("desc")
      .paginate(opts);
    const readable = [];
    for (const deck of page.page) {
      if (await canRead(ctx, deck.briefId, ctx.user)) readable.push(deck);
    }
    return {
      ...page,
      page: await Promise.all(readable.map((deck) => toDeckSummary(ctx, deck))),
    };
  },
});

/**
 * /dashboard 'Decks': the decks the caller made, newest or oldest first, or the ones whose title
 * matches `search` by relevance. Like `mine`, a deck on a brief the caller has left is skipped.
 */
export const listMine = userQuery({
  args: myListArgs,
  returns: paginationResultValidator(deckSummaryDtoValidator),
  handler: async (ctx, { paginationOpts, search, sort }) => {
    const term = searchTerm(search);
    const decks = ctx.db.query("presentations");
    const query =
      term === null
        ? decks
            .withIndex("by_creator_and_createdAt", (q) => q.eq("createdBy", ctx.userId))
            .order(orderOf(sort))
        : decks.withSearchIndex("search_title", (q) =>
            q.search("title", term).eq("createdBy", ctx.userId),
          );
    const page = await query.paginate(boundedPage(paginationOpts));
    const readable = [];
    for (const deck of page.page) {
      if (await canRead(ctx, deck.briefId, ctx.user)) readable.push(deck);
    }
    return {
      ...page,
      page: await Promise.all(readable.map((deck) => toDeckSummary(ctx, deck))),
    };
  },
});
