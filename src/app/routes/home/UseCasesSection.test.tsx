import { beforeEach, describe, expect, it, vi } from "vitest";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderWithRouter } from "@/testing/renderWithRouter";
import { resetConvexAuthMock, setQueryResult } from "@/testing/convexAuthMock";
import { UseCasesSection } from "./UseCasesSection";

vi.mock("convex/react", async () => (await import("@/testing/convexAuthMock")).convexReact);

const exampleCase = (id: string, label: string, brand: string, legend: string) => ({
  id,
  label,
  brief: {
    brand,
    uniqueSellingPoint: `What sets ${brand} apart.`,
    audience: `People who want ${brand}`,
    message: `${brand}, said plainly`,
    tone: "warm",
  },
  legend: { name: legend, slug: legend.toLowerCase().replace(/ /g, "-") },
  idea: {
    campaignName: `The ${brand} Campaign`,
    headline: `Only ${brand}.`,
    coreIdea: `Show why ${brand} is the one to choose.`,
  },
});

const USE_CASES = [
  exampleCase("marketers", "Marketers", "Northbound Coffee", "Rosser Reeves"),
  exampleCase("agencies", "Agencies", "Tallyho Running Shoes", "John Hegarty"),
];

describe("home use cases", () => {
  beforeEach(() => resetConvexAuthMock());

  it("shows each audience's example brief and what the legend pitched for it", () => {
    renderWithRouter(<UseCasesSection />);
    setQueryResult("useCases", USE_CASES);
    expect(screen.getByRole("heading", { level: 2 })).toHaveTextContent(
      "One brief in, a legend’s idea out",
    );
    const articles = screen.getAllByRole("article");
    expect(articles.map((article) => article.getAttribute("aria-labelledby"))).toEqual([
      "use-case-marketers",
      "use-case-agencies",
    ]);
    const marketers = within(screen.getByRole("article", { name: "Marketers" }));
    expect(marketers.getByRole("heading", { level: 3 })).toHaveTextContent("Marketers");
    expect(marketers.getByText("Product").nextSibling).toHaveTextContent("Northbound Coffee");
    expect(marketers.getByText("Audience").nextSibling).toHaveTextContent(
      "People who want Northbound Coffee",
    );
    expect(marketers.getByText("Key message").nextSibling).toHaveTextContent(
      "Northbound Coffee, said plainly",
    );
    expect(marketers.getByRole("link", { name: "Rosser Reeves" })).toHaveAttribute(
      "href",
      "/creative-legends/rosser-reeves",
    );
    expect(marketers.getByText("The Northbound Coffee Campaign")).toBeVisible();
    expect(marketers.getByText("Only Northbound Coffee.")).toBeVisible();
    expect(marketers.getByText("Show why Northbound Coffee is the one to choose.")).toBeVisible();
    // It says where the words come from.
    expect(screen.getByText(/written by Legendary’s built-in studio/)).toBeVisible();
  });

  it("holds the place while loading and offers a retry when loading failed", async () => {
    renderWithRouter(<UseCasesSection />);
    expect(screen.queryByRole("article")).toBeNull();
    setQueryResult("useCases", new Error("offline"));
    expect(screen.getByRole("alert")).toHaveTextContent("The examples could not be loaded.");
    await userEvent.click(screen.getByRole("button", { name: "Try again" }));
  });
});
