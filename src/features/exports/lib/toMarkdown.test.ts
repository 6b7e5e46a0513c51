// @vitest-environment node
import { describe, expect, it } from "vitest";
import { campaignSource, ideaSource } from "../testing/fixtures";
import { exportImageRefs } from "./imageRefs";
import { escapeMarkdown, toMarkdown } from "../../../../shared/exports/toMarkdown";

describe("toMarkdown", () => {
  it("has the product header, the idea's sections and the call-to-action footer", () => {
    const markdown = toMarkdown(ideaSource, { siteUrl: "https://legendary.example" });
    expect(markdown.startsWith("*Legendary · Campaign idea*\n\n# The Last Good Idea\n\n")).toBe(
      true,
    );
    expect(markdown).toContain("> Some mornings deserve better coffee.");
    expect(markdown).toContain("By Mary Wells Lawrence for Northbound Coffee\n");
    // The idea's working title is an internal name: it reaches no exported document.
    expect(markdown).not.toContain(ideaSource.title);
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

  it("keeps only this app's images, as Word, PDF and the ZIP do: others go, caption and all", () => {
    const source = {
      ...campaignSource,
      images: [
        { url: "/api/media/hero-key", caption: "Hero: the first cup at dawn" },
        { url: "https://tracker.example/pixel.png", caption: "Third party" },
        { url: "//cdn.example/protocol-relative.png", caption: "Protocol-relative" },
        { url: "javascript:alert(1)", caption: "Script" },
        { url: "https://legendary.example/api/media/own-key", caption: "Own, absolute" },
      ],
      ads: [
        {
          formatLabel: "Social 1:1",
          headline: "Before the world wakes",
          body: "Roasted for the early ones.",
          imageUrl: "http://evil.example/ad.png",
        },
      ],
    };
    const markdown = toMarkdown(source, { siteUrl: "https://legendary.example" });
    expect(markdown).toContain(
      "![Hero: the first cup at dawn](https://legendary.example/api/media/hero-key)",
    );
    expect(markdown).toContain("![Own, absolute](https://legendary.example/api/media/own-key)");
    for (const gone of ["tracker.example", "cdn.example", "javascript:", "evil.example"]) {
      expect(markdown).not.toContain(gone);
    }
    expect(markdown).not.toContain("Third party");
    expect(markdown).not.toContain("Protocol-relative");
    // The ad keeps its words; only its outside image is gone.
    expect(markdown).toContain("### Ad 1 · Social 1:1\n\n**Before the world wakes**");
    // The images whose words are kept are exactly the ones the other formats would fetch.
    const shown = [...markdown.matchAll(/!\[[^\]]*\]\(([^)]+)\)/g)].map((m) => m[1]);
    expect(shown).toEqual(
      exportImageRefs(source, "https://legendary.example").map((ref) =>
        new URL(ref.url, "https://legendary.example").toString(),
      ),
    );
  });

  it("without a site address, keeps only /api/media/ images, as relative addresses", () => {
    const markdown = toMarkdown({
      ...ideaSource,
      images: [
        { url: "/api/media/hero-key", caption: "Hero" },
        { url: "https://legendary.example/api/media/other", caption: "Absolute" },
      ],
    });
    expect(markdown).toContain("![Hero](/api/media/hero-key)");
    expect(markdown).not.toContain("Absolute");
  });
});
