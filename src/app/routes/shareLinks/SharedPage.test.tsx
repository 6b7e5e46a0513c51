import { beforeEach, describe, expect, it, vi } from "vitest";
import { screen, within } from "@testing-library/react";
import { resetConvexAuthMock, setQueryResult } from "@/testing/convexAuthMock";
import { renderRoutes } from "@/testing/renderWithRouter";
import type { PublicShareView } from "@/features/shareLinks/components/SharedPresentation";
import type { Id } from "../../../../convex/_generated/dataModel";
import { capturePrerenderedPage, resetPrerenderedPage } from "../../prerender/prerenderedPage";
import { SharedPage } from "./SharedPage";

vi.mock("convex/react", async () => (await import("@/testing/convexAuthMock")).convexReact);

const media = (n: number) => `/api/media/${String(n).padStart(32, "k")}`;
const ID = "abcdefghijklmnopqrstuv";

const IDEA_VIEW: PublicShareView = {
  kind: "idea",
  shareId: ID,
  brand: "Northbound Coffee",
  legend: { name: "David Ogilvy", slug: "david-ogilvy" },
  idea: {
    title: "Route one",
    campaignName: "The Morning Record.",
    headline: "Roasted this week.",
    coreIdea: "Proof, not promises.",
    concept: "Every claim comes with its evidence.",
    keyVisualElements: ["A dated roast label"],
    executionStrategy: ["Outdoor at commuter stations"],
    thumbnails: [media(1), "https://evil.example/x.png", media(2)],
  },
  campaign: null,
};

const CAMPAIGN_VIEW: PublicShareView = {
  ...IDEA_VIEW,
  kind: "campaign",
  campaign: {
    title: "The Morning Record",
    headline: "Fresh by nine.",
    description: "A page of checkable claims.",
    heroUrl: media(9),
    lobs: [
      {
        id: "adLobs:1" as Id<"adLobs">,
        aspectRatio: "1:1",
        formatLabel: "Social 1:1",
        headline: "First ad",
        body: "First body",
        imageUrl: media(3),
      },
      {
        id: "adLobs:2" as Id<"adLobs">,
        aspectRatio: "9:16",
        formatLabel: "Story 9:16",
        headline: "Second ad",
        body: "Second body",
        imageUrl: "https://evil.example/y.png",
      },
    ],
  },
};

function renderPage() {
  return renderRoutes([{ path: "/shared/:shareId", element: <SharedPage /> }], `/shared/${ID}`);
}

beforeEach(() => {
  resetConvexAuthMock();
  resetPrerenderedPage();
});

/** #root as the server sent it (shared/sharedFirstScreen.ts), before the app's first render. */
function servedFirstScreen(path: string) {
  const root = document.createElement("div");
  root.innerHTML = `<div data-prerendered-page="${path}" inert aria-hidden="true"><main class="shared-page"><header class="shared-hero"><h1>The Morning Record</h1></header></main></div>`;
  return root;
}

describe("/shared/{shareId}", () => {
  it("says it is loading until the link answers", () => {
    renderPage();
    expect(screen.getByRole("status")).toHaveTextContent("Loading shared idea…");
  });

  it("keeps the first screen the page's HTML carried until the link answers", () => {
    const served = servedFirstScreen(`/shared/${ID}`);
    const line = served.querySelector("h1");
    capturePrerenderedPage(served);
    const { container } = renderPage();
    // The very element the browser painted, still inert, and no loading screen over it.
    expect(container.querySelector("h1")).toBe(line);
    expect(container.querySelector("[data-prerendered-page]")).toHaveAttribute("inert");
    expect(screen.queryByText("Loading shared idea…")).not.toBeInTheDocument();
    setQueryResult("sharedView", CAMPAIGN_VIEW);
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("The Morning Record");
    expect(container.querySelector("[data-prerendered-page]")).toBeNull();
  });

  it("loads the hero visual at once, sized, never lazily (it is the page's largest element)", () => {
    setQueryResult("sharedView", CAMPAIGN_VIEW);
    const { container } = renderPage();
    const hero = container.querySelector(".shared-hero__image");
    expect(hero).toHaveAttribute("src", media(9));
    expect(hero).not.toHaveAttribute("loading");
    expect(hero).toHaveAttribute("fetchpriority", "high");
    expect(hero).toHaveAttribute("width", "1600");
    expect(hero).toHaveAttribute("height", "900");
  });

  it("sets the headline over the hero when there is no visual", () => {
    setQueryResult("sharedView", { ...IDEA_VIEW, idea: { ...IDEA_VIEW.idea, thumbnails: [] } });
    renderPage();
    expect(screen.getAllByText("Roasted this week.")).toHaveLength(1);
    expect(screen.getByText("Roasted this week.").closest(".shared-hero")).not.toBeNull();
  });

  it("reads as not found for an unknown or turned-off link", () => {
    setQueryResult("sharedView", null);
    renderPage();
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent(
      "This page never made it past the brief.",
    );
    expect(screen.getByRole("link", { name: /Back to home/ })).toHaveAttribute("href", "/");
  });

  it("presents a shared idea with only this app's images", () => {
    setQueryResult("sharedView", IDEA_VIEW);
    const { container } = renderPage();
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("The Morning Record.");
    expect(screen.getByText("Proof, not promises.")).toBeVisible();
    expect(screen.getByText("A dated roast label")).toBeVisible();
    expect(screen.getByRole("link", { name: "David Ogilvy" })).toHaveAttribute(
      "href",
      "/creative-legends/david-ogilvy",
    );
    expect(screen.getByRole("link", { name: "Legendary" })).toHaveAttribute("href", "/");
    const sources = [...container.querySelectorAll("img")].map((img) => img.getAttribute("src"));
    expect(sources).toEqual([media(1), media(2)]);
    expect(document.title).toBe("The Morning Record. · Legendary");
    // Nothing links away from the app.
    for (const link of screen.getAllByRole("link")) {
      expect(link.getAttribute("href")).toMatch(/^\//);
    }
  });

  it("presents a campaign page: hero, idea, ads in order with their formats", () => {
    setQueryResult("sharedView", CAMPAIGN_VIEW);
    const { container } = renderPage();
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("The Morning Record");
    // Set once, under the hero rather than over a visual that may have it drawn in.
    expect(screen.getAllByText("Fresh by nine.")).toHaveLength(1);
    expect(screen.getByText("Fresh by nine.").closest(".shared-hero")).toBeNull();
    const ads = container.querySelectorAll("article");
    expect([...ads].map((ad) => within(ad).getByRole("heading").textContent)).toEqual([
      "First ad",
      "Second ad",
    ]);
    expect(screen.getByText("Social 1:1")).toBeVisible();
    expect(screen.getByText("Story 9:16")).toBeVisible();
    const sources = [...container.querySelectorAll("img")].map((img) => img.getAttribute("src"));
    expect(sources).toEqual([media(9), media(3)]);
  });
});
