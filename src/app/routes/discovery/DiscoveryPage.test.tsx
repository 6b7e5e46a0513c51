import { beforeEach, describe, expect, it, vi } from "vitest";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderRoutes } from "@/testing/renderWithRouter";
import { resetConvexAuthMock, setAuth, setQueryResult } from "@/testing/convexAuthMock";
import { RootLayout } from "../RootLayout";
import { DiscoveryPage } from "./DiscoveryPage";

vi.mock("convex/react", async () => (await import("@/testing/convexAuthMock")).convexReact);
vi.mock(
  "@convex-dev/auth/react",
  async () => (await import("@/testing/convexAuthMock")).convexAuthReact,
);

function renderPage() {
  return renderRoutes(
    [{ element: <RootLayout />, children: [{ path: "/discovery", element: <DiscoveryPage /> }] }],
    "/discovery",
  );
}

describe("/discovery", () => {
  beforeEach(() => {
    resetConvexAuthMock();
    sessionStorage.clear();
  });

  it("asks visitors to sign in, with the sign-in dialog", async () => {
    renderPage();
    expect(screen.getByRole("heading", { level: 1, name: "Discovery IQ" })).toBeVisible();
    expect(screen.queryByRole("form", { name: "Discovery IQ" })).toBeNull();
    await userEvent.click(screen.getByRole("button", { name: "Sign in to use Discovery IQ" }));
    expect(await screen.findByRole("dialog", { name: "Sign in to Continue" })).toBeInTheDocument();
  });

  it("shows a member's balance, and disables the run under 5 credits", async () => {
    setAuth({ isAuthenticated: true });
    setQueryResult("me", {
      id: "users:1",
      email: "mary@wrg.example",
      fullName: "Mary Wells Lawrence",
      isAdmin: false,
      subscriptionTier: "free",
      brandLimit: 0,
      legendCredits: 3,
    });
    setQueryResult("creditsBalance", { legendCredits: 3 });
    setQueryResult("discoverySessions", [
      { id: "s1", title: "Candles: Audience Research", completedAt: Date.UTC(2026, 10, 1) },
    ]);
    renderPage();
    const run = await screen.findByRole("button", { name: "Run Discovery IQ" });
    expect(run).toBeDisabled();
    expect(run).toHaveAccessibleDescription("Costs 5 Legend Credits · You have 3 Legend Credits");
    expect(
      screen.getByText(
        "You need 5 Legend Credits to use Discovery IQ™. You currently have 3 credits.",
      ),
    ).toBeVisible();
    expect(screen.getByRole("link", { name: /Candles: Audience Research/ })).toHaveAttribute(
      "href",
      "/discovery/s1",
    );
  });
});
