import { beforeEach, describe, expect, it, vi } from "vitest";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { mutationCalls, resetConvexAuthMock, setQueryResult } from "@/testing/convexAuthMock";
import { renderWithRouter } from "@/testing/renderWithRouter";
import { reviewState } from "../lib/reviewState.fixtures";
import { REVIEW_TEXT } from "../lib/texts";
import { ReviewBadge } from "./ReviewBadge";

vi.mock("convex/react", async () => (await import("@/testing/convexAuthMock")).convexReact);

const SAM = { userId: "users:2" as never, name: "Sam" };
const MARY = { userId: "users:1" as never, name: "Mary" };

const state = reviewState;

function renderBadge() {
  renderWithRouter(<ReviewBadge targetType="idea" targetId="ideas:1" briefId="briefs:1" />);
}

describe("ReviewBadge", () => {
  beforeEach(() => resetConvexAuthMock());

  it("shows each state, and who decided and when", () => {
    renderBadge();
    setQueryResult("reviewState", state());
    expect(screen.getByText("Draft")).toBeVisible();
    setQueryResult(
      "reviewState",
      state({ status: "in_review", requestedBy: MARY, requestedAt: Date.now() }),
    );
    expect(screen.getByText("In review")).toBeVisible();
    setQueryResult(
      "reviewState",
      state({ status: "approved", decidedBy: SAM, decidedAt: Date.now() - 2 * 3_600_000 }),
    );
    expect(screen.getByText("Approved")).toBeVisible();
    expect(screen.getByText("by Sam · 2 h ago")).toBeVisible();
    setQueryResult(
      "reviewState",
      state({ status: "changes_requested", decidedBy: SAM, decidedAt: Date.now() }),
    );
    expect(
      screen.getByRole("button", { name: "Review: Changes requested by Sam · just now" }),
    ).toBeVisible();
  });

  it("lets the owner request a review from chosen members", async () => {
    renderBadge();
    setQueryResult("reviewState", state({ canRequest: true }));
    setQueryResult("reviewMembers", [
      { userId: "users:1", name: "Mary", email: "m@x", role: "owner", isYou: true },
      { userId: "users:2", name: "Sam", email: "s@x", role: "viewer", isYou: false },
    ]);
    await userEvent.click(screen.getByRole("button", { name: /Review: Draft/ }));
    expect(screen.queryByRole("checkbox", { name: "Mary" })).toBeNull();
    await userEvent.click(screen.getByRole("checkbox", { name: "Sam" }));
    expect(screen.queryByRole("button", { name: REVIEW_TEXT.approve })).toBeNull();
    await userEvent.click(screen.getByRole("button", { name: REVIEW_TEXT.requestReview }));
    expect(mutationCalls).toHaveBeenCalledWith("reviews/mutations:act", {
      targetType: "idea",
      targetId: "ideas:1",
      action: "request",
      reviewers: ["users:2"],
    });
  });

  it("lets a member approve with a note, and lists the history", async () => {
    renderBadge();
    setQueryResult(
      "reviewState",
      state({
        status: "in_review",
        requestedBy: MARY,
        requestedAt: Date.now(),
        canDecide: true,
        history: [{ action: "request", by: MARY, note: null, reviewers: [SAM], at: Date.now() }],
      }),
    );
    await userEvent.click(screen.getByRole("button", { name: /Review: In review/ }));
    expect(screen.queryByRole("button", { name: REVIEW_TEXT.requestReview })).toBeNull();
    expect(screen.getByText("Mary requested a review (Sam)")).toBeVisible();
    await userEvent.type(screen.getByRole("textbox", { name: REVIEW_TEXT.note }), " Ship it ");
    await userEvent.click(screen.getByRole("button", { name: REVIEW_TEXT.approve }));
    expect(mutationCalls).toHaveBeenCalledWith("reviews/mutations:act", {
      targetType: "idea",
      targetId: "ideas:1",
      action: "approve",
      note: "Ship it",
    });
  });

  it("offers a viewer no action before a review is requested", async () => {
    renderBadge();
    setQueryResult("reviewState", state());
    await userEvent.click(screen.getByRole("button", { name: /Review: Draft/ }));
    expect(screen.getByText(REVIEW_TEXT.noHistory)).toBeVisible();
    expect(screen.queryByRole("button", { name: REVIEW_TEXT.requestReview })).toBeNull();
    expect(screen.queryByRole("button", { name: REVIEW_TEXT.approve })).toBeNull();
  });
});
