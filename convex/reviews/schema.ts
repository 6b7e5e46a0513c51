import { defineTable } from "convex/server";
import { v } from "convex/values";
import { REVIEW_ACTIONS, REVIEW_STATUSES, REVIEW_TARGET_TYPES } from "../../shared/review";

export const reviewTargetTypeValidator = v.union(
  ...REVIEW_TARGET_TYPES.map((type) => v.literal(type)),
);
export const reviewStatusValidator = v.union(...REVIEW_STATUSES.map((s) => v.literal(s)));
export const reviewActionValidator = v.union(...REVIEW_ACTIONS.map((a) => v.literal(a)));
/** What a decision leaves a review in. */
export const reviewDecisionValidator = v.union(
  v.literal("approved"),
  v.literal("changes_requested"),
);

/**
 * Approvals (issue 41). One `reviews` row per target that was ever sent for review (no row means
 * "draft"); `briefId` is the brief family's root, resolved on the server. Every transition adds a
 * `reviewEvents` row (who, what, note, when): the record of who approved what stays with the work.
 * `reviewAssignments`: one row per requested reviewer of the current round, `pending` until the
 * round is decided, so 'Waiting for my review' is one index read.
 */
export const reviewsTables = {
  reviews: defineTable({
    targetType: reviewTargetTypeValidator,
    targetId: v.string(),
    briefId: v.id("briefs"),
    status: reviewStatusValidator,
    reviewerIds: v.array(v.id("users")),
    requestedBy: v.id("users"),
    requestedAt: v.number(),
    decidedBy: v.optional(v.id("users")),
    decidedAt: v.optional(v.number()),
    updatedAt: v.number(),
  }).index("by_target", ["targetType", "targetId"]),

  reviewEvents: defineTable({
    reviewId: v.id("reviews"),
    actorId: v.id("users"),
    action: reviewActionValidator,
    note: v.optional(v.string()),
    reviewerIds: v.optional(v.array(v.id("users"))),
    at: v.number(),
  }).index("by_review_and_at", ["reviewId", "at"]),

  reviewAssignments: defineTable({
    reviewId: v.id("reviews"),
    userId: v.id("users"),
    pending: v.boolean(),
    requestedAt: v.number(),
  })
    .index("by_review", ["reviewId"])
    .index("by_user_and_pending_and_requestedAt", ["userId", "pending", "requestedAt"]),
};
