import { v, type Infer } from "convex/values";
import { internal } from "../_generated/api";
import type { Doc } from "../_generated/dataModel";
import type { MutationCtx } from "../_generated/server";
import { internalMutation } from "../lib/functions";
import { reviewTargetTypeValidator } from "../reviews/schema";
import { commentTargetTypeValidator } from "./schema";

/**
 * When a piece of work goes (an ad, a deck and its slides, ...), the conversation about it goes
 * with it (issue 41): its comments and their counter, its review state with the history and the
 * assignments behind 'Waiting for my review', and every notification pointing at it, so no
 * inbox row or waiting item links to something that no longer opens.
 *
 * The deleting mutation clears up to CASCADE_BATCH rows itself (the usual case: everything);
 * a larger set continues in scheduled batches, each its own transaction, like the upload sweep
 * (uploads/sweep.ts). Rows are found by target, never by the work's document (it is gone), so a
 * batch that runs twice finds nothing and changes nothing.
 */

export const discussedTargetValidator = v.object({
  targetType: v.union(commentTargetTypeValidator, reviewTargetTypeValidator),
  targetId: v.string(),
});
export type DiscussedTarget = Infer<typeof discussedTargetValidator>;

/** Rows one transaction deletes; more are left to the next scheduled batch. */
export const CASCADE_BATCH = 200;

/**
 * Deletes what is said about `targets`, now or in scheduled batches; true when a next batch
 * was scheduled.
 */
export async function forgetDiscussions(
  ctx: MutationCtx,
  targets: readonly DiscussedTarget[],
): Promise<boolean> {
  const left = await sweep(ctx, targets, CASCADE_BATCH);
  if (left.length === 0) return false;
  await ctx.scheduler.runAfter(0, internal.comments.cascade.continueForgetting, { targets: left });
  return true;
}

export const continueForgetting = internalMutation({
  args: { targets: v.array(discussedTargetValidator) },
  returns: v.object({ more: v.boolean() }),
  handler: async (ctx, { targets }) => ({ more: await forgetDiscussions(ctx, targets) }),
});

/** Deletes up to `budget` rows about the targets, in order; answers the targets with rows left. */
async function sweep(
  ctx: MutationCtx,
  targets: readonly DiscussedTarget[],
  budget: number,
): Promise<DiscussedTarget[]> {
  const room = { left: budget };
  const remaining: DiscussedTarget[] = [];
  for (const target of targets) {
    if (!(await sweepOne(ctx, target, room))) remaining.push(target);
  }
  return remaining;
}

type Room = { left: number };

/**
 * Deletes the rows read (at most `room.left` of them, one more read to know whether any are
 * left); true when that was all of them.
 */
async function deleteRead<
  T extends "notifications" | "comments" | "reviewEvents" | "reviewAssignments",
>(ctx: MutationCtx, table: T, rows: readonly Doc<T>[], room: Room): Promise<boolean> {
  const now = rows.slice(0, room.left);
  for (const row of now) await ctx.db.delete(table, row._id);
  room.left -= now.length;
  return rows.length === now.length;
}

/** One target's rows; true when none are left. */
async function sweepOne(
  ctx: MutationCtx,
  { targetType, targetId }: DiscussedTarget,
  room: Room,
): Promise<boolean> {
  const notifications = await ctx.db
    .query("notifications")
    .withIndex("by_target", (q) => q.eq("targetType", targetType).eq("targetId", targetId))
    .take(room.left + 1);
  if (!(await deleteRead(ctx, "notifications", notifications, room))) return false;
  if (
    targetType === "brief" ||
    targetType === "idea" ||
    targetType === "adLob" ||
    targetType === "slide"
  ) {
    const comments = await ctx.db
      .query("comments")
      .withIndex("by_target_and_createdAt", (q) =>
        q.eq("targetType", targetType).eq("targetId", targetId),
      )
      .take(room.left + 1);
    if (!(await deleteRead(ctx, "comments", comments, room))) return false;
    // The counter goes with the last comment, so a half-cleared target still counts right.
    const counter = await ctx.db
      .query("commentCounts")
      .withIndex("by_target", (q) => q.eq("targetType", targetType).eq("targetId", targetId))
      .unique();
    if (counter !== null) await ctx.db.delete("commentCounts", counter._id);
  }
  if (targetType === "idea" || targetType === "campaignPage" || targetType === "deck") {
    const review = await ctx.db
      .query("reviews")
      .withIndex("by_target", (q) => q.eq("targetType", targetType).eq("targetId", targetId))
      .unique();
    if (review === null) return true;
    const events = await ctx.db
      .query("reviewEvents")
      .withIndex("by_review_and_at", (q) => q.eq("reviewId", review._id))
      .take(room.left + 1);
    if (!(await deleteRead(ctx, "reviewEvents", events, room))) return false;
    const assignments = await ctx.db
      .query("reviewAssignments")
      .withIndex("by_review", (q) => q.eq("reviewId", review._id))
      .take(room.left + 1);
    if (!(await deleteRead(ctx, "reviewAssignments", assignments, room))) return false;
    // The review row last: while it stands, its history can still be found and finished.
    if (room.left === 0) return false;
    await ctx.db.delete("reviews", review._id);
    room.left -= 1;
  }
  return true;
}
