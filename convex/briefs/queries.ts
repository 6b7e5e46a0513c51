import { paginationOptsValidator, paginationResultValidator } from "convex/server";
import { v } from "convex/values";
import { userQuery } from "../lib/functions";
import { boundedPage, myListArgs, orderOf, searchTerm } from "../lib/myLists";
import { BRIEFS_PAGE_MAX } from "../../shared/constants";
import { briefAccessOrThrow } from "./access";
import { findIdentical, toBriefDto, toBriefSummary } from "./model";
import { briefCheckValidator, briefDtoValidator, briefSummaryValidator } from "./validators";

/**
 * One brief (any version) the caller may read (owner or member); NOT_FOUND for missing and
 * not-yours alike, and at once for a member who was just removed.
 */
export const get = userQuery({
  args: { briefId: v.string() },
  returns: briefDtoValidator,
  handler: async (ctx, { briefId }) =>
    toBriefDto((await briefAccessOrThrow(ctx, briefId, ctx.user, "read")).brief),
});

/**
 * The caller's briefs, newest first, a page at a time (at most BRIEFS_PAGE_MAX). Only each
 * family's latest version unless `allVersions`.
 */
export const list = userQuery({
  args: { paginationOpts: paginationOptsValidator, allVersions: v.optional(v.boolean()) },
  returns: paginationResultValidator(briefSummaryValidator),
  handler: async (ctx, { paginationOpts, allVersions }) => {
    const opts = {
      ...paginationOpts,
      numItems: Math.max(1, Math.min(paginationOpts.numItems, BRIEFS_PAGE_MAX)),
    };
    const query =
      allVersions === true
        ? ctx.db
            .query("briefs")
            .withIndex("by_owner_and_createdAt", (q) => q.eq("ownerId", ctx.userId))
        : ctx.db
            .query("briefs")
            .withIndex("by_owner_and_isLatest_and_createdAt", (q) =>
              q.eq("ownerId", ctx.userId).eq("isLatest", true),
            );
    const page = await query.order("desc").paginate(opts);
    return { ...page, page: page.page.map(toBriefSummary) };
  },
});

/** Every version of the brief's family, oldest first (version 1 is the original). */
export const versions = userQuery({
  args: { briefId: v.string() },
  returns: v.array(briefSummaryValidator),
  handler: async (ctx, { briefId }) => {
    const { brief } = await briefAccessOrThrow(ctx, briefId, ctx.user, "read");
    const rows = await ctx.db
      .query("briefs")
      .withIndex("by_root_and_version", (q) => q.eq("rootBriefId", brief.rootBriefId ?? brief._id))
      .take(200);
    return rows.map(toBriefSummary);
  },
});

/**
 * The identical-brief check (spec 4, 7 POST /user/briefs/check): is there already a brief of the
 * caller's with this brand, audience, message and tone (and content, when sent)?
 */
export const check = userQuery({
  args: {
    brand: v.string(),
    audience: v.string(),
    message: v.string(),
    tone: v.string(),
    uniqueSellingPoint: v.optional(v.string()),
    content: v.optional(v.string()),
  },
  returns: briefCheckValidator,
  handler: async (ctx, args) => {
    const found = await findIdentical(ctx, ctx.userId, args);
    return found === null
      ? { exists: false, briefId: null, title: null }
      : { exists: true, briefId: found._id, title: found.title };
  },
});

/**
 * /dashboard 'Briefs': the caller's own briefs (each family's latest version; `versions` has the
 * rest), newest or oldest first, or the ones whose title matches `search` by relevance.
 */
export const listMine = userQuery({
  args: myListArgs,
  returns: paginationResultValidator(briefSummaryValidator),
  handler: async (ctx, { paginationOpts, search, sort }) => {
    const term = searchTerm(search);
    const briefs = ctx.db.query("briefs");
    const query =
      term === null
        ? briefs
            .withIndex("by_owner_and_isLatest_and_createdAt", (q) =>
              q.eq("ownerId", ctx.userId).eq("isLatest", true),
            )
            .order(orderOf(sort))
        : briefs.withSearchIndex("search_title", (q) =>
            q.search("title", term).eq("ownerId", ctx.userId).eq("isLatest", true),
          );
    const page = await query.paginate(boundedPage(paginationOpts));
    return { ...page, page: page.page.map(toBriefSummary) };
  },
});
