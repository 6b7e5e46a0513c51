import type { ReviewState } from "../hooks/useReview";

/**
 * A review state for the reviews feature's tests (two dots in the name: a fixture, never
 * shipped): an idea in draft nobody has asked about, with `overrides`.
 */
export function reviewState(overrides: Partial<ReviewState> = {}): ReviewState {
  return {
    targetType: "idea",
    targetId: "ideas:1",
    status: "draft",
    requestedBy: null,
    requestedAt: null,
    reviewers: [],
    decidedBy: null,
    decidedAt: null,
    history: [],
    canRequest: false,
    canDecide: false,
    isRequestedReviewer: false,
    ...overrides,
  };
}
