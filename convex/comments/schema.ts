import { defineTable } from "convex/server";
import { v } from "convex/values";
import { COMMENT_TARGET_TYPES } from "../../shared/review";

export const commentTargetTypeValidator = v.union(
  ...COMMENT_TARGET_TYPES.map((type) => v.literal(type)),
);

/**
 * Comments on the work (issue 41). `briefId` is the brief family's ROOT (the membership key,
 * sharing/schema.ts), resolved on the server from the target, never taken from the caller: a
 * thread follows the brief through its versions, and one index answers a brief's counts.
 * A brief's own thread is keyed by that root too (`targetId`), so Update Brief keeps it.
 *
 * The author is an account (`authorId`) or a visitor of a share link (`visitorName` +
 * `shareLinkId`, 'via public link'). Replies are one level deep: `parentId` is always a thread
 * root. A root deleted while it has replies keeps its row with `deletedAt` (shown as 'Comment
 * deleted', body emptied) so the replies stay readable; anything else is deleted outright.
 * `resolved*` lives on the root: resolving is per thread.
 */
export const commentsTables = {
  comments: defineTable({
    targetType: commentTargetTypeValidator,
    targetId: v.string(),
    briefId: v.id("briefs"),
    authorId: v.optional(v.id("users")),
    visitorName: v.optional(v.string()),
    shareLinkId: v.optional(v.id("shareLinks")),
    body: v.string(),
    parentId: v.optional(v.id("comments")),
    mentions: v.array(v.id("users")),
    resolved: v.boolean(),
    resolvedBy: v.optional(v.id("users")),
    resolvedAt: v.optional(v.number()),
    editedAt: v.optional(v.number()),
    deletedAt: v.optional(v.number()),
    createdAt: v.number(),
  })
    .index("by_target_and_createdAt", ["targetType", "targetId", "createdAt"])
    .index("by_parent", ["parentId"])
    .index("by_brief_and_createdAt", ["briefId", "createdAt"]),

  /**
   * Live comments per target (a count on each card without reading the threads): kept in the
   * same transaction as every insert and delete. `openThreads`: roots not resolved.
   */
  commentCounts: defineTable({
    briefId: v.id("briefs"),
    targetType: commentTargetTypeValidator,
    targetId: v.string(),
    count: v.number(),
    openThreads: v.number(),
  })
    .index("by_target", ["targetType", "targetId"])
    .index("by_brief", ["briefId"]),
};
