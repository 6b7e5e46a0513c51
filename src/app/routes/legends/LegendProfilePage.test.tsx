import { beforeEach, describe, expect, it, vi } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderRoutes } from "@/testing/renderWithRouter";
import {
  mutationCalls,
  resetConvexAuthMock,
  setAuth,
  setQueryResult,
} from "@/testing/convexAuthMock";
import { makeLegend } from "@/features/legends/testing/fixtures";
import { capturePrerenderedPage, resetPrerenderedPage } from "../../prerender/prerenderedPage";
import { RootLayout } from "../RootLayout";
import { LegendProfilePage } from "./LegendProfilePage";

vi.mock("convex/react", async () => (await import("@/testing/convexAuthMock")).convexReact);
vi.mock(
  "@convex-dev/auth/react",
  async () => (await import("@/testing/convexAuthMock")).convexAuthReact,
);
const toast = vi.hoisted(() => Object.assign(vi.fn(), { success: vi.fn(), error: vi.fn() }));
vi.mock("@/components/feedback/toast", () => ({ toast }));

const ogilvy = makeLegend({
  name: "David Ogilvy",
  slug: "david-ogilvy",
  label: "The Father of Advertising",
  bio: "Born in 1911.\n\nFounded an agency in 1948.",
  approach: "Research first. Write headlines that sell.",
  pastAgencies: [
    { name: "Ogilvy & Mather", position: "Founder", years: "from 1948" },
    { name: "Mather & Crowther", position: "Copywriter", years: "1930s" },
  ],
  awards: ["Advertising Hall of Fame (1977)"],
  portfolioProjects: [{ brand: "Hathaway" }, { brand: "Rolls-Royce" }],
  socialLinks: [{ label: "Wikipedia", url: "https://en.wikipedia.org/wiki/David_Ogilvy" }],
});

function renderProfile(slug: string) {
  return renderRoutes(
    [
      {
        element: <RootLayout />,
        children: [{ path: "/creative-legends/:slug", element: <LegendProfilePage /> }],
      },
    ],
    `/creative-legends/${slug}`,
  );
}

const me = {
  id: "users:1",
  email: "mary@wrg.example",
  fullName: "Mary Wells Lawrence",
  isAdmin: false,
  subscriptionTier: "free",
  brandLimit: 0,
  legendCredits: 12,
};

describe("/creative-legends/{slug}", () => {
  beforeEach(() => {
    resetConvexAuthMock();
    vi.clearAllMocks();
  });

  it("has a designed not-found state for a slug nobody answers to", () => {
    renderProfile("nobody-at-all");
    expect(screen.getByText("Loading legend…")).toBeInTheDocument();
    setQueryResult("legendBySlug", null);
    expect(
      screen.getByRole("heading", { level: 1, name: "No legend answers to that name." }),
    ).toBeInTheDocument();
    expect(screen.getByText(/“nobody-at-all”/)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Meet the legends" })).toHaveAttribute(
      "href",
      "/#legends",
    );
    setQueryResult("featuredLegends", [ogilvy]);
    expect(screen.getByRole("link", { name: /David Ogilvy/ })).toHaveAttribute(
      "href",
      "/creative-legends/david-ogilvy",
    );
  });

  it("shows the full profile with a career timeline, oldest first", () => {
    renderProfile("david-ogilvy");
    setQueryResult("legendBySlug", ogilvy);
    expect(screen.getByRole("heading", { level: 1, name: "David Ogilvy" })).toBeInTheDocument();
    expect(screen.getByText("The Father of Advertising")).toBeInTheDocument();
    expect(screen.getByText(ogilvy.disclaimer)).toBeInTheDocument();
    expect(screen.getByText("Founded an agency in 1948.")).toBeInTheDocument();
    expect(screen.getByText("Write headlines that sell.")).toBeInTheDocument();
    const career = within(screen.getByRole("region", { name: "Career" }));
    expect(career.getAllByRole("listitem").map((item) => item.textContent)).toEqual([
      "1930sMather & CrowtherCopywriter",
      "from 1948Ogilvy & MatherFounder",
    ]);
    expect(screen.getByText("Advertising Hall of Fame (1977)")).toBeInTheDocument();
    expect(screen.getByText("Rolls-Royce")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Wikipedia" })).toHaveAttribute(
      "href",
      "https://en.wikipedia.org/wiki/David_Ogilvy",
    );
  });

  it("keeps its skeleton until it knows who is looking, so the hero does not shift", () => {
    setAuth({ isAuthenticated: true });
    renderProfile("david-ogilvy");
    setQueryResult("legendBySlug", ogilvy);
    // The account is still loading: the activation control is not known yet.
    expect(screen.getByText("Loading legend…")).toBeInTheDocument();
    expect(screen.queryByRole("heading", { level: 1 })).not.toBeInTheDocument();
    setQueryResult("me", me);
    expect(screen.getByRole("heading", { level: 1, name: "David Ogilvy" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Activate legend" })).toBeInTheDocument();
  });

  it("keeps the prerendered profile on screen until the live one can replace it", async () => {
    const root = document.createElement("div");
    root.innerHTML =
      '<main><div data-prerendered-page="/creative-legends/david-ogilvy"><h1>David Ogilvy</h1></div></main>';
    capturePrerenderedPage(root);
    try {
      const { container } = renderProfile("david-ogilvy");
      // Loading: the page painted from the HTML stays, hidden from assistive technology.
      expect(screen.queryByText("Loading legend…")).not.toBeInTheDocument();
      expect(container.querySelector("[data-prerendered-page] h1")).toHaveTextContent(
        "David Ogilvy",
      );
      expect(screen.queryByRole("heading", { level: 1 })).not.toBeInTheDocument();
      setQueryResult("legendBySlug", ogilvy);
      expect(screen.getByRole("heading", { level: 1, name: "David Ogilvy" })).toBeInTheDocument();
      // The painted copy is hidden at once, then taken out of the document piece by piece.
      const copy = container.querySelector("[data-prerendered-page]");
      expect(copy).not.toBeVisible();
      await waitFor(() => expect(copy?.childNodes).toHaveLength(0));
    } finally {
      resetPrerenderedPage();
    }
  });

  it("asks visitors to sign in for their ideas from the legend", async () => {
    renderProfile("david-ogilvy");
    setQueryResult("legendBySlug", ogilvy);
    const ideas = within(screen.getByRole("region", { name: "Your ideas from David Ogilvy" }));
    expect(ideas.getByText("Sign in to see the ideas you get from David Ogilvy.")).toBeVisible();
    await userEvent.click(ideas.getByRole("button", { name: "Sign in" }));
    expect(await screen.findByRole("dialog", { name: "Sign in to Continue" })).toBeInTheDocument();
  });

  it("shows signed-in users where their ideas will appear, and lets them activate the legend", async () => {
    setAuth({ isAuthenticated: true });
    setQueryResult("me", me);
    renderProfile("david-ogilvy");
    setQueryResult("legendBySlug", ogilvy);
    const ideas = within(screen.getByRole("region", { name: "Your ideas from David Ogilvy" }));
    expect(ideas.getByText("Ideas you get from David Ogilvy will appear here")).toBeVisible();
    await userEvent.click(screen.getByRole("button", { name: "Activate legend" }));
    expect(mutationCalls).toHaveBeenCalledWith("legends/mutations:activate", {
      legendId: ogilvy.id,
    });
  });
});
