import { describe, expect, it } from "vitest";
import type { ReviewState } from "./useReview";
import { approvalOf } from "./useApproval";

const NOW = Date.UTC(2026, 11, 3, 12);

function state(status: ReviewState["status"], over: Partial<ReviewState> = {}): ReviewState {
  return {
    targetType: "campaignPage",
    targetId: "p1",
    status,
    requestedBy: null,
    requestedAt: null,
    reviewers: [],
    decidedBy: null,
    decidedAt: null,
    history: [],
    canRequest: true,
    canDecide: false,
    isRequestedReviewer: false,
    ...over,
  };
}

describe("approvalOf", () => {
  it("is approved when the page or its idea is, saying who approved it", () => {
    const approved = state("approved", {
      decidedBy: { userId: "u1", name: "Sam" } as ReviewState["decidedBy"],
      decidedAt: NOW - 2 * 3_600_000,
    });
    expect(approvalOf([state("draft"), approved], NOW)).toEqual({
      approved: true,
      summary: "Approved by Sam · 2 h ago",
    });
  });

  it("is not approved while a review is open, changes were asked for, or none was asked", () => {
    for (const status of ["draft", "in_review", "changes_requested"] as const) {
      expect(approvalOf([state(status), state("draft")], NOW)).toEqual({
        approved: false,
        summary: null,
      });
    }
  });
});
