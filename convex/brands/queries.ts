import { paginationResultValidator } from "convex/server";
import { v } from "convex/values";
import { userQuery } from "../lib/functions";
import { boundedPage, myListArgs, orderOf, searchTerm } from "../lib/myLists";
import { brandLimitFor, listOwnProfiles, ownProfileOrThrow, toBrandProfileDto } from "./model";
import { brandProfileDtoValidator, myBrandsValidator } from "./validators";

/** The caller's brand profiles, oldest first, and how many they may keep (spec 3, 7 GET /brands). */
export const mine = userQuery({
  args: {},
  returns: myBrandsValidator,
  handler: async (ctx) => {
    const profiles = await listOwnProfiles(ctx, ctx.userId);
    return {
      brands: profiles.map(toBrandProfileDto),
      brandLimit: await brandLimitFor(ctx, ctx.user),
    };
  },
});

/** One of the caller's profiles; another's, or a malformed id, is NOT_FOUND. */
export const get = userQuery({
  args: { brandId: v.string() },
  returns: brandProfileDtoValidator,
  handler: async (ctx, { brandId }) =>
    toBrandProfileDto(await ownProfileOrThrow(ctx, brandId, ctx.userId)),
});

/**
 * /dashboard 'Brand profiles': the caller's profiles, newest or oldest first, or the ones whose
 * name matches `search` by relevance.
 */
export const listMine = userQuery({
  args: myListArgs,
  returns: paginationResultValidator(brandProfileDtoValidator),
  handler: async (ctx, { paginationOpts, search, sort }) => {
    const term = searchTerm(search);
    const profiles = ctx.db.query("brandProfiles");
    const query =
      term === null
        ? profiles
            .withIndex("by_owner_and_createdAt", (q) => q.eq("ownerId", ctx.userId))
            .order(orderOf(sort))
        : profiles.withSearchIndex("search_name", (q) =>
            q.search("name", term).eq("ownerId", ctx.userId),
          );
    const page = await query.paginate(boundedPage(paginationOpts));
    return { ...page, page: page.page.map(toBrandProfileDto) };
  },
});
