import { beforeEach, describe, expect, it, vi } from "vitest";
import { act, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import {
  loadMoreCalls,
  paginatedQueryCalls,
  resetConvexAuthMock,
  setPaginatedResult,
  setQueryResult,
} from "@/testing/convexAuthMock";
import { renderWithRouter } from "@/testing/renderWithRouter";
import { MyBriefsList, SharedBriefsList } from "./BriefLists";
import { AllIdeasList, FavoriteIdeasList } from "./IdeaLists";
import {
  BrandProfilesList,
  CampaignPagesList,
  DecksList,
  DiscoverySessionsList,
} from "./WorkLists";

vi.mock("convex/react", async () => (await import("@/testing/convexAuthMock")).convexReact);

const brief = (id: string, title: string, version = 1) => ({
  id,
  title,
  brand: "Acme",
  brandId: null,
  uniqueSellingPoint: "",
  audience: "",
  message: "",
  tone: "",
  parentBriefId: null,
  rootBriefId: id,
  version,
  isLatest: true,
  createdAt: Date.UTC(2027, 0, 2),
  updatedAt: Date.UTC(2027, 0, 2),
  excerpt: "",
});

const idea = (id: string, title: string, isFavorite = false) => ({
  id,
  briefId: `b-${id}`,
  title,
  createdBy: "David Ogilvy",
  isFavorite,
  createdAt: Date.UTC(2027, 0, 3),
});

/** The arguments of the newest subscription to `name`. */
function lastArgs(name: string) {
  const calls = paginatedQueryCalls.mock.calls.filter(([called]) => called === name);
  return calls.at(-1)?.[1];
}

describe("/dashboard lists", () => {
  beforeEach(() => {
    resetConvexAuthMock();
  });

  it.each([
    [MyBriefsList, "No briefs yet", "Write a brief", "/?showBrief=true"],
    [AllIdeasList, "No ideas yet", "Write a brief", "/?showBrief=true"],
    [CampaignPagesList, "No campaign pages yet", "Go to My ideas", "/my-ideas"],
    [DecksList, "No decks yet", "Go to My ideas", "/my-ideas"],
    [DiscoverySessionsList, "No Discovery IQ sessions yet", "Start Discovery IQ", "/discovery"],
    [BrandProfilesList, "No brand profiles yet", "Add a brand profile", "/brands/manage"],
  ])("an empty list says how to start (%#)", (List, title, action, href) => {
    renderWithRouter(<List />);
    expect(screen.getByText(title)).toBeVisible();
    expect(screen.getByRole("link", { name: action })).toHaveAttribute("href", href);
  });

  it("shows a loading state while the first page arrives", () => {
    setPaginatedResult("briefs/queries:listMine", [], "LoadingFirstPage");
    renderWithRouter(<MyBriefsList />);
    expect(screen.getByLabelText("Loading briefs")).toBeInTheDocument();
    expect(screen.queryByText("No briefs yet")).toBeNull();
  });

  it("sends the typed search after a pause, and says when nothing matches", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
      renderWithRouter(<MyBriefsList />);
      expect(lastArgs("briefs/queries:listMine")).toEqual({ sort: "newest" });
      await user.type(screen.getByRole("searchbox", { name: "Search briefs" }), "  summer ");
      act(() => {
        vi.advanceTimersByTime(400);
      });
      expect(lastArgs("briefs/queries:listMine")).toEqual({ search: "summer", sort: "newest" });
      expect(screen.getByText("No briefs match “summer”.")).toBeVisible();
      expect(screen.getByText("Best matches first")).toBeVisible();
      expect(screen.getByLabelText("Sort briefs")).toBeDisabled();
    } finally {
      vi.useRealTimers();
    }
  });

  it("switches the order", async () => {
    renderWithRouter(<DecksList />);
    await userEvent.selectOptions(screen.getByLabelText("Sort decks"), "Oldest first");
    expect(lastArgs("decks/queries:listMine")).toEqual({ sort: "oldest" });
  });

  it("lists briefs linking to where they open, loads more, and shows a brief's versions", async () => {
    setPaginatedResult(
      "briefs/queries:listMine",
      [brief("b1", "Summer launch", 2), brief("b2", "Winter coats")],
      "CanLoadMore",
    );
    renderWithRouter(<MyBriefsList />);
    const list = screen.getByRole("list", { name: "Your briefs" });
    expect(within(list).getByRole("link", { name: "Summer launch" })).toHaveAttribute(
      "href",
      "/?briefId=b1",
    );
    await userEvent.click(screen.getByRole("button", { name: "Show more briefs" }));
    expect(loadMoreCalls).toHaveBeenCalledWith("briefs/queries:listMine", 10);
    // Only a brief with more than one version offers them.
    expect(screen.getAllByRole("button", { name: /versions/ })).toHaveLength(1);
    await userEvent.click(screen.getByRole("button", { name: "Show all 2 versions" }));
    setQueryResult("briefVersions", [
      { ...brief("b0", "Summer launch"), isLatest: false },
      { ...brief("b1", "Summer launch", 2) },
    ]);
    const versions = screen.getByRole("list", { name: "Versions of Summer launch" });
    expect(
      within(versions)
        .getAllByRole("link")
        .map((link) => [link.textContent, link.getAttribute("href")]),
    ).toEqual([
      ["Version 1", "/?briefId=b0"],
      ["Version 2 (latest)", "/?briefId=b1"],
    ]);
  });

  it("lists briefs shared with me with who shared them and my role, and searches them", async () => {
    setPaginatedResult("sharing/queries:sharedWithMePage", [
      {
        briefId: "b9",
        rootBriefId: "b8",
        title: "Team brief",
        ownerName: "Olive",
        role: "editor",
        version: 3,
        sharedAt: Date.UTC(2027, 0, 4),
        updatedAt: Date.UTC(2027, 0, 4),
      },
    ]);
    renderWithRouter(<SharedBriefsList />);
    expect(screen.getByRole("link", { name: "Team brief" })).toHaveAttribute(
      "href",
      "/?briefId=b9",
    );
    expect(screen.getByText(/From Olive · Version 3/)).toBeVisible();
    expect(screen.getByText("Editor")).toBeVisible();
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      await user.type(screen.getByRole("searchbox", { name: "Search shared briefs" }), "team");
      await act(async () => {
        vi.advanceTimersByTime(400);
      });
      expect(lastArgs("sharing/queries:sharedWithMePage")).toEqual({
        search: "team",
        sort: "newest",
      });
    } finally {
      vi.useRealTimers();
    }
  });

  it("shows favourite ideas only when there are some", () => {
    const { unmount } = renderWithRouter(<FavoriteIdeasList />);
    expect(screen.queryByRole("heading", { name: "Favourite ideas" })).toBeNull();
    unmount();
    setPaginatedResult("ideas/queries:myIdeas", [idea("i1", "Loved idea", true)]);
    renderWithRouter(<FavoriteIdeasList />);
    expect(lastArgs("ideas/queries:myIdeas")).toEqual({ favoritesOnly: true });
    expect(screen.getByRole("heading", { name: "Favourite ideas", level: 2 })).toBeVisible();
    expect(screen.getByRole("link", { name: "Loved idea" })).toHaveAttribute(
      "href",
      "/?briefId=b-i1",
    );
  });
});
