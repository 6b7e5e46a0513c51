import { v } from "convex/values";
import { userQuery } from "../lib/functions";
import { briefAccessOrThrow, rootOf } from "../briefs/access";
import { COMMENT_LIMITS } from "../../shared/review";
import { countRow, threadRows, toCommentDtos } from "./model";
import { commentTargetTypeValidator } from "./schema";
import { commentTargetOrThrow } from "./targets";
import { countsValidator, threadValidator } from "./validators";

/**
 * The thread of a brief, idea, ad (adLob) or slide, oldest first, live for everyone on the brief
 * (issue 41). NOT_FOUND for anyone who cannot read the brief and for unknown or malformed ids.
 */
export const forTarget = userQuery({
  args: { targetType: commentTargetTypeValidator, targetId: v.string() },
  returns: threadValidator,
  handler: async (ctx, { targetType, targetId }) => {
    const target = await commentTargetOrThrow(ctx, ctx.user, targetType, targetId);
    const rows = await threadRows(ctx, target.targetType, target.targetId);
    const counts = await countRow(ctx, target.targetType, target.targetId);
    return {
      subject: target.subject,
      comments: await toCommentDtos(ctx, rows, ctx.userId),
      total: counts?.count ?? 0,
      openThreads: counts?.openThreads ?? 0,
      canResolve: target.role !== "viewer",
    };
  },
});

/**
 * Comment counts of everything in a brief family (the count on each card), one row per target
 * that has comments. Any version's id of the brief answers the family's counts.
 */
export const countsForBrief = userQuery({
  args: { briefId: v.string() },
  returns: countsValidator,
  handler: async (ctx, { briefId }) => {
    const { brief } = await briefAccessOrThrow(ctx, briefId, ctx.user, "read");
    const rows = await ctx.db
      .query("commentCounts")
      .withIndex("by_brief", (q) => q.eq("briefId", rootOf(brief)))
      .take(COMMENT_LIMITS.countsPerBrief);
    return rows
      .filter((row) => row.count > 0)
      .map(({ targetType, targetId, count, openThreads }) => ({
        targetType,
        targetId,
        count,
        openThreads,
      }));
  },
});
