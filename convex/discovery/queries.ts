import { paginationResultValidator } from "convex/server";
import { v } from "convex/values";
import { userQuery } from "../lib/functions";
import { boundedPage, myListArgs, orderOf, searchTerm } from "../lib/myLists";
import { ownSessionOrThrow, sessionsOf, toSessionDto, toSessionSummary } from "./model";
import { sessionDtoValidator, sessionSummaryValidator } from "./validators";

/** Discovery IQ sessions are their owner's alone (spec 6: visitors cannot open Discovery IQ). */

/** /discovery/{sessionId}: the research; NOT_FOUND for a malformed, missing or foreign id. */
export const session = userQuery({
  args: { sessionId: v.string() },
  returns: sessionDtoValidator,
  handler: async (ctx, { sessionId }) =>
    await toSessionDto(ctx, await ownSessionOrThrow(ctx, sessionId, ctx.userId)),
});

/** The caller's past sessions on /discovery, newest first (at most DISCOVERY_LIMITS.sessionsListed). */
export const mine = userQuery({
  args: {},
  returns: v.array(sessionSummaryValidator),
  handler: async (ctx) => (await sessionsOf(ctx, ctx.userId)).map(toSessionSummary),
});

/**
 * /dashboard 'Discovery sessions': the caller's sessions, newest or oldest first, or the ones
 * whose title matches `search` by relevance.
 */
export const listMine = userQuery({
  args: myListArgs,
  returns: paginationResultValidator(sessionSummaryValidator),
  handler: async (ctx, { paginationOpts, search, sort }) => {
    const term = searchTerm(search);
    const sessions = ctx.db.query("discoverySessions");
    const query =
      term === null
        ? sessions
            .withIndex("by_owner_and_createdAt", (q) => q.eq("ownerId", ctx.userId))
            .order(orderOf(sort))
        : sessions.withSearchIndex("search_title", (q) =>
            q.search("title", term).eq("ownerId", ctx.userId),
          );
    const page = await query.paginate(boundedPage(paginationOpts));
    return { ...page, page: page.page.map(toSessionSummary) };
  },
});
