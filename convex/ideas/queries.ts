import { paginationOptsValidator, paginationResultValidator } from "convex/server";
import { v } from "convex/values";
import { publicQuery, userQuery } from "../lib/functions";
import { briefAccessOrThrow } from "../briefs/access";
import { readCounter } from "../system/counters";
import { MY_IDEAS_PAGE_MAX } from "../../shared/constants";
import { ideasUnderBrief } from "./briefView";
import {
  IDEAS_TOTAL,
  ideaAccessOrThrow,
  ownerFavoritesCounter,
  ownerIdeasCounter,
  toIdeaDto,
} from "./model";
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
 * optionally only favourites and/or one brief's. Each combination has its own index, so a page
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
    let ownerId = ctx.userId;
    const favorites = favoritesOnly === true;
    const ideas = ctx.db.query("ideas");
    let query;
    if (briefId !== undefined) {
      const { brief } = await briefAccessOrThrow(ctx, briefId, ctx.user, "read");
      // Ideas are attributed to the brief's owner (ideas/generation.ts), so a member filtering
      // by a shared brief sees the brief's ideas through the owner's index.
      ownerId = brief.ownerId;
      query = favorites
        ? ideas.withIndex("by_owner_and_brief_and_isFavorite_and_createdAt", (q) =>
            q.eq("ownerId", ownerId).eq("briefId", brief._id).eq("isFavorite", true),
          )
        : ideas.withIndex("by_owner_and_brief_and_createdAt", (q) =>
            q.eq("ownerId", ownerId).eq("briefId", brief._id),
          );
    } else {
      query = favorites
        ? ideas.withIndex("by_owner_and_isFavorite_and_createdAt", (q) =>
            q.eq("ownerId", ownerId).eq("isFavorite", true),
          )
        : ideas.withIndex("by_owner_and_createdAt", (q) => q.eq("ownerId", ownerId));
    }
    const page = await query.order("desc").paginate(opts);
    return { ...page, page: page.page.map((idea) => toIdeaDto(idea, ctx.user)) };
  },
});

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
    return { ...page, page: page.page.map((idea) => toIdeaDto(idea, ctx.user)) };
  },
});

/** One idea the caller may see (its brief's access rule); NOT_FOUND otherwise. */
export const get = userQuery({
  args: { ideaId: v.string() },
  returns: ideaDtoValidator,
  handler: async (ctx, { ideaId }) =>
    toIdeaDto(await ideaAccessOrThrow(ctx, ideaId, ctx.user, "read"), ctx.user),
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
    favorites: await readCounter(ctx, ownerFavoritesCounter(ctx.userId)),
  }),
});
