import { beforeEach, describe, expect, it, vi } from "vitest";
import { screen } from "@testing-library/react";
import { ConvexError } from "convex/values";
import { renderRoutes } from "@/testing/renderWithRouter";
import { resetConvexAuthMock, setAuth, setQueryResult } from "@/testing/convexAuthMock";
import { makePage } from "@/features/campaigns/testing/fixtures";
import { RootLayout } from "../RootLayout";
import { CampaignPage } from "./CampaignPage";

vi.mock("convex/react", async () => (await import("@/testing/convexAuthMock")).convexReact);
vi.mock(
  "@convex-dev/auth/react",
  async () => (await import("@/testing/convexAuthMock")).convexAuthReact,
);

const me = {
  id: "users:1",
  email: "mary@wrg.example",
  fullName: "Mary Wells Lawrence",
  isAdmin: false,
  subscriptionTier: "free",
  brandLimit: 0,
  legendCredits: 12,
};

function renderPage() {
  return renderRoutes(
    [
      {
        element: <RootLayout />,
        children: [{ path: "/idea-page/:id", element: <CampaignPage /> }],
      },
    ],
    "/idea-page/page1",
  );
}

describe("/idea-page/{id}", () => {
  beforeEach(() => resetConvexAuthMock());

  it("loads, then shows the campaign page", () => {
    setAuth({ isAuthenticated: true });
    setQueryResult("me", me);
    renderPage();
    expect(screen.getByText("Loading campaign page…")).toBeInTheDocument();
    setQueryResult("campaignPage", makePage());
    expect(
      screen.getByRole("heading", { level: 1, name: "The Morning Record." }),
    ).toBeInTheDocument();
  });

  it("is the app's not-found page for a page the caller cannot see", () => {
    setAuth({ isAuthenticated: true });
    setQueryResult("me", me);
    renderPage();
    setQueryResult(
      "campaignPage",
      new ConvexError({ code: "NOT_FOUND", message: "Campaign page not found." }),
    );
    expect(screen.getByText("Error 404")).toBeInTheDocument();
  });

  it("asks signed-out visitors to sign in", () => {
    renderPage();
    expect(
      screen.getByRole("heading", { name: "Sign in to see this campaign page" }),
    ).toBeInTheDocument();
  });
});
