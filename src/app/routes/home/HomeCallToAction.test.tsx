import { beforeEach, describe, expect, it, vi } from "vitest";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderWithRouter } from "@/testing/renderWithRouter";
import { resetConvexAuthMock, setQueryResult } from "@/testing/convexAuthMock";
import { HomeCallToAction } from "./HomeCallToAction";

vi.mock("convex/react", async () => (await import("@/testing/convexAuthMock")).convexReact);

const page = <T,>(items: T[]) => ({ page: items, isDone: true, continueCursor: "" });
const brief = (id: string, title: string, createdAt: number) => ({
  id,
  title,
  brand: "Northbound",
  createdAt,
  updatedAt: createdAt,
});
const idea = (id: string, campaignName: string, briefId: string) => ({
  id,
  briefId,
  campaignName,
  createdBy: "David Ogilvy",
  createdAt: Date.UTC(2026, 10, 2),
});

describe("home call to action", () => {
  beforeEach(() => resetConvexAuthMock());

  it("asks visitors to sign up: no card needed, cancel anytime", () => {
    renderWithRouter(<HomeCallToAction auth="signedOut" onStartBrief={vi.fn()} />);
    expect(screen.getByRole("heading", { level: 2 })).toHaveTextContent(
      "Keep your briefs and ideas",
    );
    expect(screen.getByRole("link", { name: "Create your account" })).toHaveAttribute(
      "href",
      "/register",
    );
    expect(screen.getByText("No credit card needed to start. Cancel anytime.")).toBeVisible();
    expect(screen.queryByRole("link", { name: "View in Dashboard" })).toBeNull();
  });

  it("shows nothing until the session is known", () => {
    renderWithRouter(<HomeCallToAction auth="loading" onStartBrief={vi.fn()} />);
    expect(screen.queryByRole("heading")).toBeNull();
    expect(screen.queryByRole("link")).toBeNull();
  });

  it("shows signed-in users their latest briefs and ideas instead, newest first", () => {
    renderWithRouter(<HomeCallToAction auth="signedIn" onStartBrief={vi.fn()} />);
    expect(screen.queryByText(/No credit card needed/)).toBeNull();
    expect(screen.getByRole("link", { name: "View in Dashboard" })).toHaveAttribute(
      "href",
      "/dashboard",
    );
    setQueryResult(
      "recentBriefs",
      page([brief("b2", "Spring launch", Date.UTC(2026, 10, 3)), brief("b1", "Winter", 1)]),
    );
    setQueryResult("recentIdeas", page([idea("i1", "The Northbound Facts", "b2")]));

    const briefs = within(screen.getByRole("region", { name: "Recent briefs" }));
    const links = briefs.getAllByRole("link");
    expect(links.map((link) => link.textContent)).toEqual(["Spring launch", "Winter"]);
    expect(links[0]).toHaveAttribute("href", "/?briefId=b2");
    expect(briefs.getByText("Northbound · 3 Nov 2026")).toBeVisible();

    const ideas = within(screen.getByRole("region", { name: "Recent ideas" }));
    expect(ideas.getByRole("link", { name: "The Northbound Facts" })).toHaveAttribute(
      "href",
      "/?briefId=b2",
    );
    expect(ideas.getByText("David Ogilvy · 2 Nov 2026")).toBeVisible();
  });

  it("says how to start when there is nothing yet", async () => {
    const onStartBrief = vi.fn();
    renderWithRouter(<HomeCallToAction auth="signedIn" onStartBrief={onStartBrief} />);
    setQueryResult("recentBriefs", page([]));
    setQueryResult("recentIdeas", page([]));
    expect(screen.getByText(/No briefs yet/)).toBeVisible();
    expect(screen.getByText(/No ideas yet/)).toBeVisible();
    await userEvent.click(screen.getAllByRole("button", { name: "Start a brief" })[0]);
    expect(onStartBrief).toHaveBeenCalledOnce();
  });

  it("offers a retry when a list cannot be loaded", () => {
    renderWithRouter(<HomeCallToAction auth="signedIn" onStartBrief={vi.fn()} />);
    setQueryResult("recentBriefs", new Error("offline"));
    expect(
      within(screen.getByRole("region", { name: "Recent briefs" })).getByRole("alert"),
    ).toHaveTextContent("This list could not be loaded.");
  });
});
