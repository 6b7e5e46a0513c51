import { beforeEach, describe, expect, it, vi } from "vitest";
import { screen } from "@testing-library/react";
import { resetConvexAuthMock, setQueryResult } from "@/testing/convexAuthMock";
import { renderWithRouter } from "@/testing/renderWithRouter";
import { WaitingForReview } from "./WaitingForReview";

vi.mock("convex/react", async () => (await import("@/testing/convexAuthMock")).convexReact);

describe("WaitingForReview", () => {
  beforeEach(() => resetConvexAuthMock());

  it("stays hidden while nothing waits, then links each item", () => {
    renderWithRouter(<WaitingForReview />);
    setQueryResult("waitingForMe", []);
    expect(screen.queryByRole("heading", { name: "Waiting for my review" })).toBeNull();
    setQueryResult("waitingForMe", [
      {
        reviewId: "reviews:1",
        targetType: "deck",
        targetId: "decks:1",
        briefId: "briefs:1",
        title: "Think small deck",
        path: "/decks/decks:1",
        requestedBy: { name: "Mary" },
        requestedAt: Date.now() - 5 * 60_000,
      },
    ]);
    expect(screen.getByRole("heading", { name: "Waiting for my review" })).toBeVisible();
    expect(screen.getByRole("link", { name: "Think small deck" })).toHaveAttribute(
      "href",
      "/decks/decks:1",
    );
    expect(screen.getByText("Requested by Mary · 5 min ago")).toBeVisible();
  });
});
