import { beforeEach, describe, expect, it, vi } from "vitest";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import {
  paginatedQueryCalls,
  resetConvexAuthMock,
  setAuth,
  setQueryResult,
} from "@/testing/convexAuthMock";
import { renderRoutes } from "@/testing/renderWithRouter";
import { RootLayout } from "../RootLayout";
import { DashboardPage } from "./DashboardPage";

vi.mock("convex/react", async () => (await import("@/testing/convexAuthMock")).convexReact);
vi.mock(
  "@convex-dev/auth/react",
  async () => (await import("@/testing/convexAuthMock")).convexAuthReact,
);

function renderPage(path = "/dashboard") {
  return renderRoutes(
    [{ element: <RootLayout />, children: [{ path: "/dashboard", element: <DashboardPage /> }] }],
    path,
  );
}

const ME = {
  id: "users:1",
  email: "mary@wrg.example",
  fullName: "Mary Wells Lawrence",
  isAdmin: false,
  subscriptionTier: "free",
  brandLimit: 0,
  legendCredits: 3,
};

const subscribed = () => new Set(paginatedQueryCalls.mock.calls.map(([name]) => name));

describe("/dashboard", () => {
  beforeEach(() => resetConvexAuthMock());

  it("asks a visitor to sign in and loads nothing", async () => {
    renderPage();
    const main = screen.getByRole("main");
    expect(
      within(main).getByRole("heading", { name: "Sign in to continue", level: 1 }),
    ).toBeVisible();
    await userEvent.click(within(main).getByRole("button", { name: "Sign in" }));
    expect(await screen.findByRole("dialog", { name: "Sign in to Continue" })).toBeInTheDocument();
    expect(paginatedQueryCalls).not.toHaveBeenCalled();
  });

  it("shows its frame while the session is checked, loads nothing, and fills it in place", async () => {
    setAuth({ isLoading: true });
    renderPage();
    const heading = screen.getByRole("heading", { name: "Dashboard", level: 1 });
    const tabs = screen.getByRole("tablist", { name: "Dashboard sections" });
    expect(screen.getByRole("tab", { name: /^Briefs/ })).toHaveAttribute("aria-selected", "true");
    expect(screen.getByLabelText("Checking sign-in…", { selector: "[aria-busy]" })).toBeVisible();
    expect(screen.queryByRole("heading", { name: "Your briefs" })).not.toBeInTheDocument();
    expect(paginatedQueryCalls).not.toHaveBeenCalled();

    setAuth({ isLoading: false, isAuthenticated: true });
    setQueryResult("me", ME);
    expect(await screen.findByRole("heading", { name: "Your briefs", level: 2 })).toBeVisible();
    // The same elements, filled in: nothing on screen was replaced.
    expect(screen.getByRole("heading", { name: "Dashboard", level: 1 })).toBe(heading);
    expect(screen.getByRole("tablist", { name: "Dashboard sections" })).toBe(tabs);
  });

  it("opens on the briefs, with headings in order, and subscribes only to the open tab", async () => {
    setAuth({ isAuthenticated: true });
    setQueryResult("me", ME);
    renderPage();
    expect(await screen.findByRole("heading", { name: "Dashboard", level: 1 })).toBeVisible();
    expect(screen.getByRole("heading", { name: "Your briefs", level: 2 })).toBeVisible();
    expect(screen.getByRole("heading", { name: "Shared with me", level: 2 })).toBeVisible();
    expect(subscribed()).toEqual(
      new Set(["briefs/queries:listMine", "sharing/queries:sharedWithMePage"]),
    );
    await userEvent.click(screen.getByRole("tab", { name: /^Credits/ }));
    expect(screen.getByRole("heading", { name: "Credits history", level: 2 })).toBeVisible();
    expect(subscribed()).toContain("credits/queries:myLedgerPage");
  });

  it("opens the tab the address names", async () => {
    setAuth({ isAuthenticated: true });
    setQueryResult("me", ME);
    renderPage("/dashboard?tab=decks");
    expect(await screen.findByRole("heading", { name: "Decks", level: 2 })).toBeVisible();
    expect(screen.getByRole("tab", { name: /^Decks/ })).toHaveAttribute("aria-selected", "true");
  });
});
