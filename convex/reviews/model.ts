import type { Doc, Id } from "../_generated/dataModel";
import type { MutationCtx, QueryCtx } from "../_generated/server";
import { appError } from "../lib/errors";
import { displayName, listMembers } from "../sharing/model";
import { excerptOf, notify } from "../notifications/model";
import { nameCache } from "../comments/model";
import { REVIEW_LIMITS, reviewMessages, type ReviewAction } from "../../shared/review";
import type { ReviewTarget } from "./targets";
import type { HistoryEntry, ReviewStateDto } from "./validators";

/**
 * Review transitions (issue 41):
 *   draft | approved | changes_requested  --request (owner, editor; reviewers among members)-->  in_review
 *   in_review  --approve | request_changes (any member, optional note)-->  approved | changes_requested
 * Anything else is refused with CONFLICT and writes nothing: no deciding what is not in review,
 * no second request while one is open. Every transition appends a history row, and the
 * requested reviewers (request) or the requester (decision) are notified.
 */

type Db = Pick<QueryCtx, "db">;

export async function reviewRow(ctx: Db, target: Pick<ReviewTarget, "targetType" | "targetId">) {
  return await ctx.db
    .query("reviews")
    .withIndex("by_target", (q) =>
      q.eq("targetType", target.targetType).eq("targetId", target.targetId),
    )
    .unique();
}

function cleanNote(note: string | undefined): string | undefined {
  const trimmed = note?.trim() ?? "";
  if (trimmed.length > REVIEW_LIMITS.noteMax) {
    throw appError("INVALID_ARGUMENT", reviewMessages.noteTooLong);
  }
  return trimmed === "" ? undefined : trimmed;
}

/** The chosen reviewers (members only, at most reviewersMax), or every other member. */
async function chooseReviewers(
  ctx: Db,
  target: ReviewTarget,
  user: Doc<"users">,
  requested: readonly string[] | undefined,
): Promise<Id<"users">[]> {
  const brief = await ctx.db.get("briefs", target.briefId);
  const members = brief === null ? [] : await listMembers(ctx, brief, user._id);
  if (requested === undefined) {
    return members.filter((m) => m.userId !== user._id).map((m) => m.userId);
  }
  const unique = [...new Set(requested)];
  if (unique.length > REVIEW_LIMITS.reviewersMax) {
    throw appError("INVALID_ARGUMENT", reviewMessages.tooManyReviewers);
  }
  return unique.map((raw) => {
    const member = members.find((m) => m.userId === raw);
    if (member === undefined) throw appError("INVALID_ARGUMENT", reviewMessages.reviewerNotMember);
    return member.userId;
  });
}

async function closeAssignments(ctx: MutationCtx, reviewId: Id<"reviews">, remove: boolean) {
  const rows = await ctx.db
    .query("reviewAssignments")
    .withIndex("by_review", (q) => q.eq("reviewId", reviewId))
    .take(REVIEW_LIMITS.reviewersMax * 2 + 50);
  for (const row of rows) {
    if (remove) await ctx.db.delete("reviewAssignments", row._id);
    else if (row.pending) await ctx.db.patch("reviewAssignments", row._id, { pending: false });
  }
}

export async function requestReview(
  ctx: MutationCtx,
  user: Doc<"users">,
  target: ReviewTarget,
  args: { reviewers?: string[]; note?: string },
): Promise<void> {
  if (target.role === "viewer") throw appError("FORBIDDEN", reviewMessages.requestForbidden);
  const note = cleanNote(args.note);
  const existing = await reviewRow(ctx, target);
  if (existing?.status === "in_review") {
    throw appError("CONFLICT", reviewMessages.alreadyInReview);
  }
  const reviewerIds = await chooseReviewers(ctx, target, user, args.reviewers);
  const now = Date.now();
  const round = {
    status: "in_review" as const,
    reviewerIds,
    requestedBy: user._id,
    requestedAt: now,
    decidedBy: undefined,
    decidedAt: undefined,
    updatedAt: now,
  };
  let reviewId: Id<"reviews">;
  if (existing === null) {
    reviewId = await ctx.db.insert("reviews", {
      targetType: target.targetType,
      targetId: target.targetId,
      briefId: target.briefId,
      ...round,
    });
  } else {
    reviewId = existing._id;
    await ctx.db.patch("reviews", reviewId, round);
    await closeAssignments(ctx, reviewId, true);
  }
  for (const userId of reviewerIds) {
    await ctx.db.insert("reviewAssignments", { reviewId, userId, pending: true, requestedAt: now });
  }
  await ctx.db.insert("reviewEvents", {
    reviewId,
    actorId: user._id,
    action: "request",
    ...(note === undefined ? {} : { note }),
    reviewerIds,
    at: now,
  });
  await notify(ctx, reviewerIds, user._id, {
    kind: "review_request",
    actorName: displayName(user),
    briefId: target.briefId,
    targetType: target.targetType,
    targetId: target.targetId,
    title: target.title,
    excerpt: excerptOf(note ?? ""),
    path: target.path,
  });
}

export async function decideReview(
  ctx: MutationCtx,
  user: Doc<"users">,
  target: ReviewTarget,
  action: Exclude<ReviewAction, "request">,
  rawNote: string | undefined,
): Promise<void> {
  const note = cleanNote(rawNote);
  const review = await reviewRow(ctx, target);
  if (review === null || review.status !== "in_review") {
    throw appError("CONFLICT", reviewMessages.notInReview);
  }
  const now = Date.now();
  const status = action === "approve" ? "approved" : "changes_requested";
  await ctx.db.patch("reviews", review._id, {
    status,
    decidedBy: user._id,
    decidedAt: now,
    updatedAt: now,
  });
  await closeAssignments(ctx, review._id, false);
  await ctx.db.insert("reviewEvents", {
    reviewId: review._id,
    actorId: user._id,
    action,
    ...(note === undefined ? {} : { note }),
    at: now,
  });
  await notify(ctx, [review.requestedBy], user._id, {
    kind: "review_decision",
    actorName: displayName(user),
    briefId: target.briefId,
    targetType: target.targetType,
    targetId: target.targetId,
    title: target.title,
    excerpt: excerptOf(note ?? ""),
    decision: status,
    ...(note === undefined ? {} : { note }),
    path: target.path,
  });
}

/** The target's state and history for a member. */
export async function reviewState(
  ctx: Db,
  user: Doc<"users">,
  target: ReviewTarget,
): Promise<ReviewStateDto> {
  const review = await reviewRow(ctx, target);
  const nameOf = nameCache(ctx);
  const person = async (userId: Id<"users">) => ({ userId, name: await nameOf(userId) });
  const maybe = async (userId: Id<"users"> | undefined) =>
    userId === undefined ? null : await person(userId);
  const status = review?.status ?? "draft";
  const events = review
    ? await ctx.db
        .query("reviewEvents")
        .withIndex("by_review_and_at", (q) => q.eq("reviewId", review._id))
        .take(REVIEW_LIMITS.historyShown)
    : [];
  const history: HistoryEntry[] = await Promise.all(
    events.map(async (event) => ({
      action: event.action,
      by: await person(event.actorId),
      note: event.note ?? null,
      reviewers: await Promise.all((event.reviewerIds ?? []).map(person)),
      at: event.at,
    })),
  );
  return {
    targetType: target.targetType,
    targetId: target.targetId,
    status,
    requestedBy: await maybe(review?.requestedBy),
    requestedAt: review?.requestedAt ?? null,
    reviewers: await Promise.all((review?.reviewerIds ?? []).map(person)),
    decidedBy: await maybe(review?.decidedBy),
    decidedAt: review?.decidedAt ?? null,
    history,
    canRequest: target.role !== "viewer" && status !== "in_review",
    canDecide: status === "in_review",
    isRequestedReviewer: status === "in_review" && (review?.reviewerIds ?? []).includes(user._id),
  };
}
