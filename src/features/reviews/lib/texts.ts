import type { ReviewAction, ReviewStatus } from "../../../../shared/review";

export const REVIEW_TEXT = {
  status: {
    draft: "Draft",
    in_review: "In review",
    approved: "Approved",
    changes_requested: "Changes requested",
  } satisfies Record<ReviewStatus, string>,
  color: {
    draft: "gray",
    in_review: "amber",
    approved: "green",
    changes_requested: "red",
  } as const satisfies Record<ReviewStatus, string>,
  history: {
    request: "requested a review",
    approve: "approved",
    request_changes: "requested changes",
  } satisfies Record<ReviewAction, string>,
  requestReview: "Request review",
  approve: "Approve",
  requestChanges: "Request changes",
  chooseReviewers: "Who should review?",
  note: "Note (optional)",
  send: "Send request",
  historyTitle: "History",
  noHistory: "No review yet.",
  reviewLabel: "Review",
  loadFailed: "The review state could not be loaded.",
  waitingTitle: "Waiting for my review",
  waitingEmpty: "Nothing is waiting for your review.",
  waitingFrom: (name: string, when: string) => `Requested by ${name} · ${when}`,
  decidedBy: (status: string, name: string, when: string) => `${status} by ${name} · ${when}`,
  requestedBy: (name: string, when: string) => `In review · asked by ${name} · ${when}`,
} as const;
