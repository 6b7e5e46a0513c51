import { v } from "convex/values";
import { userQuery } from "../lib/functions";
import { displayName } from "../sharing/model";
import { readAppError } from "../../shared/errors";
import { REVIEW_LIMITS } from "../../shared/review";
import { reviewState } from "./model";
import { reviewTargetTypeValidator } from "./schema";
import { reviewTargetOrThrow } from "./targets";
import { reviewStateValidator, waitingItemValidator, type WaitingItem } from "./validators";

/** An idea's, campaign page's or deck's review state and history, live (issue 41). */
export const forTarget = userQuery({
  args: { targetType: reviewTargetTypeValidator, targetId: v.string() },
  returns: reviewStateValidator,
  handler: async (ctx, { targetType, targetId }) => {
    const target = await reviewTargetOrThrow(ctx, ctx.user, targetType, targetId);
    return await reviewState(ctx, ctx.user, target);
  },
});

/**
 * 'Waiting for my review' (/dashboard): items in review where the caller is a requested reviewer,
 * newest request first; items the caller can no longer open are left out.
 */
export const waitingForMe = userQuery({
  args: {},
  returns: v.array(waitingItemValidator),
  handler: async (ctx) => {
    const rows = await ctx.db
      .query("reviewAssignments")
      .withIndex("by_user_and_pending_and_requestedAt", (q) =>
        q.eq("userId", ctx.userId).eq("pending", true),
      )
      .order("desc")
      .take(REVIEW_LIMITS.waitingShown);
    const items: WaitingItem[] = [];
    for (const row of rows) {
      const review = await ctx.db.get("reviews", row.reviewId);
      if (review === null || review.status !== "in_review") continue;
      const target = await reviewTargetOrThrow(
        ctx,
        ctx.user,
        review.targetType,
        review.targetId,
      ).catch((error: unknown) => {
        if (readAppError(error)?.code === "NOT_FOUND") return null;
        throw error;
      });
      if (target === null) continue;
      items.push({
        reviewId: review._id,
        targetType: review.targetType,
        targetId: review.targetId,
        briefId: review.briefId,
        title: target.title,
        path: target.path,
        requestedBy: { name: displayName(await ctx.db.get("users", review.requestedBy)) },
        requestedAt: review.requestedAt,
      });
    }
    return items;
  },
});
