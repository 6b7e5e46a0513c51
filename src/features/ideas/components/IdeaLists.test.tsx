import { beforeEach, describe, expect, it, vi } from "vitest";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Theme } from "@radix-ui/themes";
import { MemoryRouter } from "react-router-dom";
import {
  loadMoreCalls,
  paginatedQueryCalls,
  resetConvexAuthMock,
  setAuth,
  setPaginatedResult,
} from "@/testing/convexAuthMock";
import { LEGENDS, makeIdea } from "../testing/fixtures";
import { LegendIdeasList } from "./LegendIdeasList";
import { MyIdeasList } from "./MyIdeasView";

vi.mock("convex/react", async () => (await import("@/testing/convexAuthMock")).convexReact);

const MY_IDEAS = "ideas/queries:myIdeas";
const BY_LEGEND = "ideas/queries:myIdeasByLegend";

function inApp(children: React.ReactNode) {
  return render(
    <Theme>
      <MemoryRouter>{children}</MemoryRouter>
    </Theme>,
  );
}

describe("My ideas list", () => {
  beforeEach(() => {
    resetConvexAuthMock();
    setAuth({ isAuthenticated: true });
  });

  it("asks for favourites and one brief only when the filter says so", () => {
    inApp(<MyIdeasList filter={{ favoritesOnly: false, briefId: null }} onShowAll={vi.fn()} />);
    expect(paginatedQueryCalls).toHaveBeenLastCalledWith(MY_IDEAS, {});
    inApp(
      <MyIdeasList filter={{ favoritesOnly: true, briefId: "briefs:7" }} onShowAll={vi.fn()} />,
    );
    expect(paginatedQueryCalls).toHaveBeenLastCalledWith(MY_IDEAS, {
      favoritesOnly: true,
      briefId: "briefs:7",
    });
  });

  it("says what to do when there are no favourites, and shows all on request", async () => {
    const onShowAll = vi.fn();
    inApp(<MyIdeasList filter={{ favoritesOnly: true, briefId: null }} onShowAll={onShowAll} />);
    expect(screen.getByRole("heading", { name: "No favourites yet" })).toBeVisible();
    await userEvent.click(screen.getByRole("button", { name: "Show all ideas" }));
    expect(onShowAll).toHaveBeenCalledOnce();
  });

  it("links an empty brief filter to the brief, and an empty account to a new brief", () => {
    const { unmount } = inApp(
      <MyIdeasList filter={{ favoritesOnly: false, briefId: "briefs:7" }} onShowAll={vi.fn()} />,
    );
    expect(screen.getByRole("link", { name: "Open the brief" })).toHaveAttribute(
      "href",
      "/?briefId=briefs%3A7",
    );
    unmount();
    inApp(<MyIdeasList filter={{ favoritesOnly: false, briefId: null }} onShowAll={vi.fn()} />);
    expect(screen.getByRole("link", { name: "Start a brief" })).toHaveAttribute(
      "href",
      "/?showBrief=true",
    );
  });

  it("lists the ideas and loads the next page on 'Show more ideas'", async () => {
    const ideas = [makeIdea(), makeIdea()];
    setPaginatedResult(MY_IDEAS, ideas, "CanLoadMore");
    inApp(<MyIdeasList filter={{ favoritesOnly: false, briefId: null }} onShowAll={vi.fn()} />);
    const list = screen.getByRole("list", { name: "Your ideas" });
    expect(within(list).getAllByRole("article")).toHaveLength(2);
    expect(within(list).getByRole("heading", { name: ideas[0].campaignName })).toBeVisible();
    await userEvent.click(screen.getByRole("button", { name: "Show more ideas" }));
    expect(loadMoreCalls).toHaveBeenCalledWith(MY_IDEAS, 12);
  });

  it("shows skeletons while the first page loads", () => {
    setPaginatedResult(MY_IDEAS, [], "LoadingFirstPage");
    const { container } = inApp(
      <MyIdeasList filter={{ favoritesOnly: false, briefId: null }} onShowAll={vi.fn()} />,
    );
    expect(container.querySelector("[aria-busy]")).not.toBeNull();
    expect(screen.queryByRole("list")).toBeNull();
  });
});

describe("'Your ideas from {name}' on a legend's profile", () => {
  beforeEach(() => {
    resetConvexAuthMock();
    setAuth({ isAuthenticated: true });
  });

  it("asks for that legend's ideas and shows the empty state when there are none", () => {
    inApp(
      <LegendIdeasList
        legendId={LEGENDS.wells.id}
        legendName="Mary Wells Lawrence"
        empty={<p>No ideas from Mary Wells Lawrence yet</p>}
      />,
    );
    expect(paginatedQueryCalls).toHaveBeenLastCalledWith(BY_LEGEND, {
      legendId: LEGENDS.wells.id,
    });
    expect(screen.getByText("No ideas from Mary Wells Lawrence yet")).toBeVisible();
  });

  it("lists them under the legend's name and pages on 'Show more'", async () => {
    const ideas = [makeIdea({ legend: LEGENDS.ogilvy }), makeIdea({ legend: LEGENDS.ogilvy })];
    setPaginatedResult(BY_LEGEND, ideas, "CanLoadMore");
    inApp(<LegendIdeasList legendId={LEGENDS.ogilvy.id} legendName="David Ogilvy" empty={null} />);
    const list = screen.getByRole("list", { name: "Your ideas from David Ogilvy" });
    expect(within(list).getAllByRole("article")).toHaveLength(2);
    await userEvent.click(screen.getByRole("button", { name: "Show more" }));
    expect(loadMoreCalls).toHaveBeenCalledWith(BY_LEGEND, 6);
  });
});
