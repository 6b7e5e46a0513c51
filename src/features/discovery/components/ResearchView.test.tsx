import { describe, expect, it } from "vitest";
import { screen, within } from "@testing-library/react";
import { renderWithRouter } from "@/testing/renderWithRouter";
import type { DiscoverySessionDto } from "../lib/types";
import { ResearchView } from "./ResearchView";

const SESSION: DiscoverySessionDto = {
  id: "s1" as DiscoverySessionDto["id"],
  title: "Coffee Subscription for Remote Workers",
  completedAt: Date.UTC(2026, 10, 27),
  createdAt: Date.UTC(2026, 10, 27),
  idea: "A coffee subscription for remote workers",
  websiteUrl: "https://northbound.coffee/",
  provider: "offline-studio",
  research: {
    summary: "This coffee subscription is for remote workers.",
    segments: [
      {
        name: "Remote Workers",
        who: "Remote workers who want coffee that fits their day.",
        sizeCue: "The core group: the first people to win",
        caresAbout: ["Knowing what they get before they pay"],
      },
    ],
    insights: [
      {
        tension: "They want coffee on their own terms.",
        insight: "They notice a brand that starts from their day.",
        evidence: [
          { source: "website", text: "We roast speciality coffee in small batches." },
          { source: "idea", text: "A coffee subscription for remote workers" },
          { source: "inference", text: "Their routine is the place to start." },
        ],
      },
    ],
    language: [{ phrase: "No fuss", source: "inference" }],
    channels: [{ name: "Search and reviews", why: "They compare before they commit." }],
    opportunities: [
      { title: "Start from Their Day", description: "One real moment.", segment: "Remote Workers" },
      { title: "Proof They Can Check", description: "Evidence.", segment: "Remote Workers" },
      { title: "Make the First Step Small", description: "Easy.", segment: "Remote Workers" },
    ],
    website: { url: "https://northbound.coffee/", read: true, reason: null },
  },
};

describe("ResearchView", () => {
  it("labels every piece of evidence by its source, and links nowhere but the strategist", () => {
    const { container } = renderWithRouter(<ResearchView session={SESSION} />);
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent(SESSION.title);
    const evidence = screen.getByText("Evidence").parentElement!;
    expect(within(evidence).getByText("From the website")).toBeVisible();
    expect(within(evidence).getByText("From your idea")).toBeVisible();
    expect(within(evidence).getByText("Our inference")).toBeVisible();
    expect(screen.getByRole("heading", { name: "Three strategic opportunities" })).toBeVisible();
    const links = screen.getAllByRole("link", { name: "Use in Ad Strategist" });
    for (const link of links) {
      expect(link).toHaveAttribute("href", "/?openAdStrategist=true&discoveryId=s1");
    }
    // The site is named, never linked; no remote images.
    expect(container.querySelectorAll("a[href^='http'], img")).toHaveLength(0);
    expect(screen.getByText(/We read northbound\.coffee/)).toBeVisible();
  });
});
