import { beforeEach, describe, expect, it, vi } from "vitest";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { loadMoreCalls, resetConvexAuthMock, setPaginatedResult } from "@/testing/convexAuthMock";
import { renderWithRouter } from "@/testing/renderWithRouter";
import { LedgerPagedList } from "./LedgerPagedList";

vi.mock("convex/react", async () => (await import("@/testing/convexAuthMock")).convexReact);

const NAME = "credits/queries:myLedgerPage";
const noCause = {
  jobKind: "ideas",
  ideaId: null,
  ideaTitle: null,
  briefId: null,
  deckId: null,
  discoverySessionId: null,
};
const row = (id: string, reason: string, delta: number, extra: object = {}) => ({
  id,
  reason,
  delta,
  balanceAfter: 10,
  note: null,
  sourceKind: null,
  createdAt: Date.UTC(2027, 0, 15, 12),
  cause: null,
  ...extra,
});

describe("/dashboard: the paged credits history", () => {
  beforeEach(() => resetConvexAuthMock());

  it("says what each change was and links to what caused it", async () => {
    setPaginatedResult(
      NAME,
      [
        row("1", "spend", -1, {
          note: "thumbnails",
          cause: {
            ...noCause,
            jobKind: "thumbnails",
            ideaId: "i1",
            ideaTitle: "Run far",
            briefId: "b1",
          },
        }),
        row("2", "refund", 5, {
          cause: { ...noCause, jobKind: "sellDeck", deckId: "d1", briefId: "b1" },
        }),
        row("3", "spend", -5, {
          cause: { ...noCause, jobKind: "discovery", discoverySessionId: "s1" },
        }),
        row("4", "spend", -3, { cause: noCause }),
        row("5", "adjustment", 50, { note: "Thanks for the bug report" }),
      ],
      "CanLoadMore",
    );
    renderWithRouter(<LedgerPagedList />);
    const rows = screen.getAllByRole("row").slice(1);
    expect(rows[0]).toHaveTextContent("SpentIdea thumbnails: Run far");
    expect(rows[0]).not.toHaveTextContent("thumbnails −");
    expect(within(rows[0]).getByRole("link", { name: "Run far" })).toHaveAttribute(
      "href",
      "/?briefId=b1",
    );
    expect(within(rows[1]).getByRole("link", { name: "Open the deck" })).toHaveAttribute(
      "href",
      "/decks/d1",
    );
    expect(within(rows[2]).getByRole("link", { name: "Open the research" })).toHaveAttribute(
      "href",
      "/discovery/s1",
    );
    // A job whose brief the caller can no longer open is named, not linked.
    expect(rows[3]).toHaveTextContent("Creative ideas");
    expect(within(rows[3]).queryByRole("link")).toBeNull();
    expect(rows[4]).toHaveTextContent("AdjustmentThanks for the bug report+50");
    await userEvent.click(screen.getByRole("button", { name: "Show more history" }));
    expect(loadMoreCalls).toHaveBeenCalledWith(NAME, 10);
  });

  it("says what will show there when there is nothing yet", () => {
    renderWithRouter(<LedgerPagedList />);
    expect(screen.getByText(/No credit changes yet/)).toBeVisible();
    expect(screen.getByRole("link", { name: "Start creating" })).toHaveAttribute("href", "/");
  });
});
