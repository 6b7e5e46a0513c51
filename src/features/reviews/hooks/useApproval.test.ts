import { describe, expect, it } from "vitest";
import type { ReviewState } from "./useReview";
import { approvalOf } from "./useApproval";
import { reviewState } from "../lib/reviewState.fixtures";

const NOW = Date.UTC(2026, 11, 3, 12);

const state = (status: ReviewState["status"], over: Partial<ReviewState> = {}) =>
  reviewState({ targetType: "campaignPage", targetId: "p1", status, ...over });

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
