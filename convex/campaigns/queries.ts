import { paginationResultValidator } from "convex/server";
import { v } from "convex/values";
import { userQuery } from "../lib/functions";
import { boundedPage, myListArgs, orderOf, searchTerm } from "../lib/myLists";
import { ideaAccessOrThrow } from "../ideas/model";
import { pageAccessOrThrow, pageOfIdea, toPageDto } from "./model";
import {
  campaignPageDtoValidator,
  campaignPageSummaryValidator,
  createdPageValidator,
} from "./validators";

/** Campaign pages as members of the idea's brief see them; live for everyone on it. */

/** /idea-page/{id}: the page with its ads in order; NOT_FOUND for anyone off the brief. */
export const page = userQuery({
  args: { campaignPageId: v.string() },
  returns: campaignPageDtoValidator,
  handler: async (ctx, { campaignPageId }) => {
    const { page, canEdit } = await pageAccessOrThrow(ctx, campaignPageId, ctx.user, "read");
    return await toPageDto(ctx, page, canEdit);
  },
});

/** The idea's page, if it has one ('Campaign It' then opens it). */
export const forIdea = userQuery({
  args: { ideaId: v.string() },
  returns: v.union(createdPageValidator, v.null()),
  handler: async (ctx, { ideaId }) => {
    const idea = await ideaAccessOrThrow(ctx, ideaId, ctx.user, "read");
    const found = await pageOfIdea(ctx, idea._id);
    return found === null ? null : { campaignPageId: found._id };
  },
});

/**
 * /dashboard 'Campaign pages': the pages on the caller's own briefs, newest or oldest first, or
 * the ones whose title matches `search` by relevance.
 */
export const listMine = userQuery({
  args: myListArgs,
  returns: paginationResultValidator(campaignPageSummaryValidator),
  handler: async (ctx, { paginationOpts, search, sort }) => {
    const term = searchTerm(search);
    const pages = ctx.db.query("campaignPages");
    const query =
      term === null
        ? pages
            .withIndex("by_owner_and_createdAt", (q) => q.eq("ownerId", ctx.userId))
            .order(orderOf(sort))
        : pages.withSearchIndex("search_title", (q) =>
            q.search("title", term).eq("ownerId", ctx.userId),
          );
    const page = await query.paginate(boundedPage(paginationOpts));
    return {
      ...page,
      page: page.page.map((row) => ({
        id: row._id,
        ideaId: row.ideaId,
        briefId: row.briefId,
        title: row.title,
        headline: row.headline,
        heroUrl: row.heroUrl,
        createdAt: row.createdAt,
        updatedAt: row.updatedAt,
      })),
    };
  },
});
