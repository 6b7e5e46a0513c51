import { beforeEach, describe, expect, it, vi } from "vitest";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { loadMoreCalls, resetConvexAuthMock, setPaginatedResult } from "@/testing/convexAuthMock";
import { renderWithRouter } from "@/testing/renderWithRouter";
import { makeDeckSummary } from "../testing/fixtures";
import { MyDecksList } from "./MyDecksList";

vi.mock("convex/react", async () => (await import("@/testing/convexAuthMock")).convexReact);

describe("MyDecksList", () => {
  beforeEach(() => resetConvexAuthMock());

  it("says how to start when there are no decks", () => {
    renderWithRouter(<MyDecksList />);
    expect(screen.getByText("No decks yet")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Go to My ideas" })).toHaveAttribute(
      "href",
      "/my-ideas",
    );
  });

  it("lists decks as the server orders them, each linking to its deck, and loads more", async () => {
    setPaginatedResult(
      "decks/queries:mine",
      [
        makeDeckSummary({ id: "d1" as never, title: "Favourite deck", isFavorite: true }),
        makeDeckSummary({ id: "d2" as never, title: "Writing deck", status: "writing" }),
        makeDeckSummary({
          id: "d3" as never,
          title: "Tracked deck",
          coverUrl: "https://tracker.example/p.png",
        }),
      ],
      "CanLoadMore",
    );
    const { container } = renderWithRouter(<MyDecksList />);
    const list = screen.getByRole("list", { name: "Your decks" });
    const links = within(list).getAllByRole("link");
    expect(links.map((link) => link.getAttribute("href"))).toEqual([
      "/decks/d1",
      "/decks/d2",
      "/decks/d3",
    ]);
    expect(links[0]).toHaveAccessibleName("Favourite deck, 6 slides");
    expect(within(links[0]).getByLabelText("Favourite")).toBeInTheDocument();
    expect(links[1]).toHaveTextContent("Writing…");
    expect(container.querySelectorAll("img")).toHaveLength(0);
    await userEvent.click(screen.getByRole("button", { name: "Show more decks" }));
    expect(loadMoreCalls).toHaveBeenCalledWith("decks/queries:mine", 12);
  });
});
