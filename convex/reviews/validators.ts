import { v, type Infer } from "convex/values";
import { reviewActionValidator, reviewStatusValidator, reviewTargetTypeValidator } from "./schema";

/** What the review functions answer (DTOs, never raw documents). */

const person = v.object({ userId: v.id("users"), name: v.string() });

export const historyEntryValidator = v.object({
  action: reviewActionValidator,
  by: person,
  note: v.union(v.string(), v.null()),
  /** Who was asked (request rows only; [] otherwise). */
  reviewers: v.array(person),
  at: v.number(),
});
export type HistoryEntry = Infer<typeof historyEntryValidator>;

export const reviewStateValidator = v.object({
  targetType: reviewTargetTypeValidator,
  targetId: v.string(),
  /** "draft" until a review is first requested. */
  status: reviewStatusValidator,
  requestedBy: v.union(person, v.null()),
  requestedAt: v.union(v.number(), v.null()),
  reviewers: v.array(person),
  decidedBy: v.union(person, v.null()),
  decidedAt: v.union(v.number(), v.null()),
  /** Oldest first. */
  history: v.array(historyEntryValidator),
  /** Owner and editors, when no review is in progress. */
  canRequest: v.boolean(),
  /** Any member, while a review is in progress. */
  canDecide: v.boolean(),
  /** The caller is one of this round's requested reviewers. */
  isRequestedReviewer: v.boolean(),
});
export type ReviewStateDto = Infer<typeof reviewStateValidator>;

export const waitingItemValidator = v.object({
  reviewId: v.id("reviews"),
  targetType: reviewTargetTypeValidator,
  targetId: v.string(),
  briefId: v.id("briefs"),
  title: v.string(),
  path: v.string(),
  requestedBy: v.object({ name: v.string() }),
  requestedAt: v.number(),
});
export type WaitingItem = Infer<typeof waitingItemValidator>;
