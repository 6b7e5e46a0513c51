import { paginationOptsValidator, paginationResultValidator } from "convex/server";
import { v } from "convex/values";
import { publicQuery, userQuery } from "../lib/functions";
import { boundedPage, myListArgs, orderOf, searchTerm } from "../lib/myLists";
import { briefAccessOrThrow } from "../briefs/access";
import { readCounter } from "../system/counters";
import { MY_IDEAS_PAGE_MAX } from "../../shared/constants";
import { readAppError } from "../../shared/errors";
import { ideasUnderBrief } from "./briefView";
import type { Doc, Id } from "../_generated/dataModel";
import type { QueryCtx } from "../_generated/server";
import { userFavoritesCounter } from "./favorites";
import { IDEAS_TOTAL, ideaAccessOrThrow, ownerIdeasCounter, toIdeaDto, toIdeaDtos } from "./model";
import { briefIdeasValidator, ideaDtoValidator } from "./validators";

/** The ideas under a saved brief, grouped by legend with each legend's job, live. */
export const byBrief = userQuery({
  args: { briefId: v.string() },
  returns: briefIdeasValidator,
  handler: async (ctx, { briefId }) => {
    const { brief } = await briefAccessOrThrow(ctx, briefId, ctx.user, "read");
    return { briefId: brief._id, legends: await ideasUnderBrief(ctx, brief, ctx.user) };
  },
});

/**
 * 'My ideas': the caller's ideas newest first, a page at a time (at most MY_IDEAS_PAGE_MAX),
 * optionally one brief's. Favourites are the caller's own (issue 14), so `favoritesOnly` pages
 * the caller's `ideaFavorites` rows instead, most recently favourited first; they may include
 * colleagues' ideas on shared briefs. Each combination reads from its own index, so a page
 * reads the page and nothing else, however many ideas the caller has.
 */
export const myIdeas = userQuery({
  args: {
    paginationOpts: paginationOptsValidator,
    favoritesOnly: v.optional(v.boolean()),
    briefId: v.optional(v.string()),
  },
  returns: paginationResultValidator(ideaDtoValidator),
  handler: async (ctx, { paginationOpts, favoritesOnly, briefId }) => {
    const opts = {
      ...paginationOpts,
      numItems: Math.max(1, Math.min(paginationOpts.numItems, MY_IDEAS_PAGE_MAX)),
    };
    const found =
      briefId === undefined ? null : await briefAccessOrThrow(ctx, briefId, ctx.user, "read");
    const brief = found?.brief ?? null;
    if (favoritesOnly === true) {
      const page = await myFavorites(ctx, brief?._id ?? null)
        .order("desc")
        .paginate(opts);
      const ideas = await readableFavorites(ctx, page.page);
      return { ...page, page: ideas.map((idea) => toIdeaDto(idea, ctx.user, true)) };
    }
    const ideas = ctx.db.query("ideas");
    // Ideas are attributed to the brief's owner (ideas/generation.ts), so a member filtering
    // by a shared brief sees the brief's ideas through the owner's index.
    const query =
      brief === null
        ? ideas.withIndex("by_owner_and_createdAt", (q) => q.eq("ownerId", ctx.userId))
        : ideas.withIndex("by_owner_and_brief_and_createdAt", (q) =>
            q.eq("ownerId", brief.ownerId).eq("briefId", brief._id),
          );
    const page = await query.order("desc").paginate(opts);
    return { ...page, page: await toIdeaDtos(ctx, page.page, ctx.user) };
  },
});

function myFavorites(ctx: QueryCtx & { userId: Id<"users"> }, briefId: Id<"briefs"> | null) {
  const rows = ctx.db.query("ideaFavorites");
  return briefId === null
    ? rows.withIndex("by_user_and_createdAt", (q) => q.eq("userId", ctx.userId))
    : rows.withIndex("by_user_and_brief_and_createdAt", (q) =>
        q.eq("userId", ctx.userId).eq("briefId", briefId),
      );
}

async function canRead(ctx: QueryCtx & { user: Doc<"users"> }, briefId: Id<"briefs">) {
  try {
    await briefAccessOrThrow(ctx, briefId, ctx.user, "read");
    return true;
  } catch (error) {
    if (readAppError(error)?.code === "NOT_FOUND") return false;
    throw error;
  }
}

/**
 * The favourited ideas the caller may still read: a colleague's idea drops out once the brief
 * is no longer shared with them (its row stays, harmless, and returns if access does). A page
 * can come out shorter than asked for; the cursor still moves on.
 */
async function readableFavorites(
  ctx: QueryCtx & { user: Doc<"users"> },
  rows: readonly Doc<"ideaFavorites">[],
): Promise<Doc<"ideas">[]> {
  const readable = new Map<Id<"briefs">, boolean>();
  const ideas: Doc<"ideas">[] = [];
  for (const row of rows) {
    if (!readable.has(row.briefId)) {
      readable.set(row.briefId, await canRead(ctx, row.briefId));
    }
    const idea = readable.get(row.briefId) ? await ctx.db.get("ideas", row.ideaId) : null;
    if (idea !== null) ideas.push(idea);
  }
  return ideas;
}

/**
 * 'Your ideas from {name}' on a legend's profile: the caller's ideas by that legend, newest
 * first, a page at a time (at most MY_IDEAS_PAGE_MAX), from its own index. An unknown or
 * malformed legend id simply has no ideas.
 */
export const myIdeasByLegend = userQuery({
  args: { paginationOpts: paginationOptsValidator, legendId: v.string() },
  returns: paginationResultValidator(ideaDtoValidator),
  handler: async (ctx, { paginationOpts, legendId }) => {
    const opts = {
      ...paginationOpts,
      numItems: Math.max(1, Math.min(paginationOpts.numItems, MY_IDEAS_PAGE_MAX)),
    };
    const legend = ctx.db.normalizeId("creativeLegends", legendId);
    if (legend === null) return { page: [], isDone: true, continueCursor: "" };
    const page = await ctx.db
      .query("ideas")
      .withIndex("by_owner_and_legend_and_createdAt", (q) =>
        q.eq("ownerId", ctx.userId).eq("legendId", legend),
      )
      .order("desc")
      .paginate(opts);
    return { ...page, page: await toIdeaDtos(ctx, page.page, ctx.user) };
  },
});

/** One idea the caller may see (its brief's access rule); NOT_FOUND otherwise. */
export const get = userQuery({
  args: { ideaId: v.string() },
  returns: ideaDtoValidator,
  handler: async (ctx, { ideaId }) => {
    const [dto] = await toIdeaDtos(
      ctx,
      [await ideaAccessOrThrow(ctx, ideaId, ctx.user, "read")],
      ctx.user,
    );
    return dto;
  },
});

/** Ideas created, everyone's together (the home page banner; GET /api/stats/ideas-count). */
export const ideasCount = publicQuery({
  args: {},
  returns: v.object({ totalIdeas: v.number() }),
  handler: async (ctx) => ({ totalIdeas: await readCounter(ctx, IDEAS_TOTAL) }),
});

/** The caller's totals for the 'My ideas' tabs. */
export const myCounts = userQuery({
  args: {},
  returns: v.object({ ideas: v.number(), favorites: v.number() }),
  handler: async (ctx) => ({
    ideas: await readCounter(ctx, ownerIdeasCounter(ctx.userId)),
    favorites: await readCounter(ctx, userFavoritesCounter(ctx.userId)),
  }),
});

/**
 * /dashboard 'Ideas': the caller's ideas, newest or oldest first, or the ones whose title
 * matches `search` by relevance. (The dashboard shows `myIdeas` favourites above it.)
 */
export const listMine = userQuery({
  args: myListArgs,
  returns: paginationResultValidator(ideaDtoValidator),
  handler: async (ctx, { paginationOpts, search, sort }) => {
    const term = searchTerm(search);
    const ideas = ctx.db.query("ideas");
    const query =
      term === null
        ? ideas
            .withIndex("by_owner_and_createdAt", (q) => q.eq("ownerId", ctx.userId))
            .order(orderOf(sort))
        : ideas.withSearchIndex("search_title", (q) =>
            q.search("title", term).eq("ownerId", ctx.userId),
          );
    const page = await query.paginate(boundedPage(paginationOpts));
    return { ...page, page: await toIdeaDtos(ctx, page.page, ctx.user) };
  },
});
