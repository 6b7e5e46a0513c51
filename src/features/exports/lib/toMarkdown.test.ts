// @vitest-environment node
import { describe, expect, it } from "vitest";
import { campaignSource, ideaSource } from "../testing/fixtures";
import { escapeMarkdown, toMarkdown } from "./toMarkdown";

describe("toMarkdown", () => {
  it("has the product header, the idea's sections and the call-to-action footer", () => {
    const markdown = toMarkdown(ideaSource, { siteUrl: "https://legendary.example" });
    expect(markdown.startsWith("*Legendary · Campaign idea*\n\n# The Last Good Idea\n\n")).toBe(
      true,
    );
    expect(markdown).toContain("> Some mornings deserve better coffee.");
    expect(markdown).toContain(
      "By Mary Wells Lawrence for Northbound Coffee · Idea: Quiet confidence at dawn",
    );
    expect(markdown).toContain(
      "## The idea\n\nEvery great day starts with one good decision.\n\nMake it the coffee.",
    );
    expect(markdown).toContain(
      "## Key visual elements\n\n- Blue hour light\n- Steam from a cup\n\n",
    );
    expect(markdown).toContain(
      "## Execution strategy\n\n1. Launch on breakfast TV\n2. Outdoor at train stations",
    );
    expect(markdown).toContain(
      "![Hero: the first cup at dawn](https://legendary.example/api/media/hero-key)",
    );
    expect(markdown.trimEnd()).toMatch(
      /---\n\nMade with Legendary: campaign ideas from the creative legends\.\n\n\[Create your own with Legendary\]\(https:\/\/legendary\.example\/?\)$/,
    );
  });

  it("lists a campaign page's ads in order, and its share link in the footer", () => {
    const markdown = toMarkdown(campaignSource);
    expect(markdown.startsWith("*Legendary · Campaign page*")).toBe(true);
    const first = markdown.indexOf("### Ad 1 · Social 1:1");
    const second = markdown.indexOf("### Ad 2 · Banner 16:9");
    expect(first).toBeGreaterThan(markdown.indexOf("## The ads"));
    expect(second).toBeGreaterThan(first);
    expect(markdown).toContain(
      "**Before the world wakes**\n\nNorthbound. Roasted for the early ones.",
    );
    expect(markdown).toContain("[See it online](https://legendary.example/shared/abc123)");
  });

  it("keeps the writers' words as words: nothing in them becomes Markdown", () => {
    expect(escapeMarkdown("# Big *bold* [link](x) <b>")).toBe(
      "\\# Big \\*bold\\* \\[link\\](x) \\<b\\>",
    );
    expect(escapeMarkdown("1. first")).toBe("\\1. first");
    const markdown = toMarkdown({ ...ideaSource, campaignName: "## Not a heading" });
    expect(markdown).toContain("# \\## Not a heading");
  });
});
