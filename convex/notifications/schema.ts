import { defineTable } from "convex/server";
import { v } from "convex/values";
import { NOTIFICATION_KINDS } from "../../shared/review";
import { commentTargetTypeValidator } from "../comments/schema";
import { reviewDecisionValidator, reviewTargetTypeValidator } from "../reviews/schema";

export const notificationKindValidator = v.union(
  ...NOTIFICATION_KINDS.map((kind) => v.literal(kind)),
);

/**
 * The in-app inbox (issue 41): one row per event per recipient. `path` is the app address of the
 * thread or the reviewed item, worked out when the event happened (the email links to it too).
 * `excerpt` is the comment's or note's first words, plain text. `readAt` unset = unread.
 * `notificationPrefs`: a person's email choice; no row means "email me" (the default).
 */
export const notificationsTables = {
  notifications: defineTable({
    userId: v.id("users"),
    kind: notificationKindValidator,
    actorName: v.string(),
    briefId: v.id("briefs"),
    targetType: v.union(commentTargetTypeValidator, reviewTargetTypeValidator),
    targetId: v.string(),
    commentId: v.optional(v.id("comments")),
    title: v.string(),
    excerpt: v.string(),
    /**
     * A review decision's outcome (kind "review_decision"), so the words can say what was
     * decided; `excerpt` is then the note alone. Rows written before it carry the outcome in
     * `excerpt` ("Approved: …") and read as "reviewed".
     */
    decision: v.optional(reviewDecisionValidator),
    /** The decision's whole note (at most REVIEW_LIMITS.noteMax) for its email. */
    note: v.optional(v.string()),
    path: v.string(),
    createdAt: v.number(),
    readAt: v.optional(v.number()),
  })
    .index("by_user_and_createdAt", ["userId", "createdAt"])
    .index("by_user_and_readAt", ["userId", "readAt"])
    /** What points at a piece of work, deleted with it (comments/cascade.ts). */
    .index("by_target", ["targetType", "targetId"]),

  notificationPrefs: defineTable({
    userId: v.id("users"),
    email: v.boolean(),
    updatedAt: v.number(),
  }).index("by_user", ["userId"]),
};
