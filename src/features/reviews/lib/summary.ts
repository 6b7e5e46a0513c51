import { relativeTime } from "@/lib/relativeTime";
import type { ReviewState } from "../hooks/useReview";
import { REVIEW_TEXT } from "./texts";

/** The chip's second line: who decided and when ("Approved by Sam · 2 h ago"), or null. */
export function reviewSummary(state: ReviewState, now = Date.now()): string | null {
  if (
    (state.status === "approved" || state.status === "changes_requested") &&
    state.decidedBy !== null &&
    state.decidedAt !== null
  ) {
    return REVIEW_TEXT.decidedBy(
      REVIEW_TEXT.status[state.status],
      state.decidedBy.name,
      relativeTime(state.decidedAt, now),
    );
  }
  if (state.status === "in_review" && state.requestedBy !== null && state.requestedAt !== null) {
    return REVIEW_TEXT.requestedBy(state.requestedBy.name, relativeTime(state.requestedAt, now));
  }
  return null;
}
