import type { HttpRouter } from "convex/server";
import { api } from "../_generated/api";
import { httpAction } from "../_generated/server";
import { errorResponse, json, readJsonObject } from "../lib/http";
import { signedOut } from "../comments/http";
import {
  REVIEW_ACTIONS,
  REVIEW_TARGET_TYPES,
  reviewMessages,
  type ReviewAction,
  type ReviewTargetType,
} from "../../shared/review";
import type { ReviewStateDto } from "./validators";

/**
 * Reviews over HTTP (issue 41), bearer token required:
 *   POST /api/reviews { targetType, targetId, action, note?, reviewers? } → { status, history }
 *   GET  /api/reviews?targetType=…&targetId=… → { status, history }
 * `history`: oldest first, `{ action, by: { userId, name }, note, reviewers, at }`.
 * Errors `{ error, code }`: 401 signed out; 400 a bad targetType, action, note or reviewers;
 * 403 a viewer requesting a review; 404 anyone without access, unknown or malformed ids;
 * 409 a step the current state does not allow.
 */

const FAILED = "Something went wrong with this review. Please try again.";
const badRequest = (error: string) => json({ error, code: "INVALID_ARGUMENT" }, 400);

function oneOf<T extends string>(list: readonly T[], value: unknown): T | null {
  return list.find((item) => item === value) ?? null;
}

const answer = (state: ReviewStateDto) => json({ status: state.status, history: state.history });

const postReview = httpAction(async (ctx, request) => {
  const refused = await signedOut(ctx);
  if (refused) return refused;
  const body = await readJsonObject(request);
  if (body === null) return badRequest("Send a JSON object with targetType, targetId and action.");
  const targetType = oneOf<ReviewTargetType>(REVIEW_TARGET_TYPES, body.targetType);
  if (targetType === null) return badRequest(reviewMessages.invalidReviewTargetType);
  const action = oneOf<ReviewAction>(REVIEW_ACTIONS, body.action);
  if (action === null) return badRequest(reviewMessages.invalidAction);
  const { targetId, note, reviewers } = body;
  if (typeof targetId !== "string") {
    return json({ error: reviewMessages.reviewNotFound, code: "NOT_FOUND" }, 404);
  }
  if (note !== undefined && note !== null && typeof note !== "string") {
    return badRequest("note must be text.");
  }
  const reviewerIds = reviewers ?? undefined;
  if (
    reviewerIds !== undefined &&
    !(Array.isArray(reviewerIds) && reviewerIds.every((id) => typeof id === "string"))
  ) {
    return badRequest("reviewers must be a list of user ids.");
  }
  try {
    const state = await ctx.runMutation(api.reviews.mutations.act, {
      targetType,
      targetId,
      action,
      ...(typeof note === "string" ? { note } : {}),
      ...(reviewerIds === undefined ? {} : { reviewers: reviewerIds }),
    });
    return answer(state);
  } catch (error) {
    return errorResponse(error, FAILED);
  }
});

const getReview = httpAction(async (ctx, request) => {
  const refused = await signedOut(ctx);
  if (refused) return refused;
  const params = new URL(request.url).searchParams;
  const targetType = oneOf<ReviewTargetType>(REVIEW_TARGET_TYPES, params.get("targetType"));
  if (targetType === null) return badRequest(reviewMessages.invalidReviewTargetType);
  try {
    const state = await ctx.runQuery(api.reviews.queries.forTarget, {
      targetType,
      targetId: params.get("targetId") ?? "",
    });
    return answer(state);
  } catch (error) {
    return errorResponse(error, FAILED);
  }
});

export function registerReviewsRoutes(http: HttpRouter) {
  http.route({ path: "/api/reviews", method: "POST", handler: postReview });
  http.route({ path: "/api/reviews", method: "GET", handler: getReview });
}
