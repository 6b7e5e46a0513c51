// @vitest-environment node
import { describe, expect, it } from "vitest";
import { campaignSource, ideaSource } from "../testing/fixtures";
import { toRichCopy } from "./toRichCopy";

describe("toRichCopy", () => {
  it("gives the idea's words as HTML with headings and lists, and as plain text", () => {
    const { html, text } = toRichCopy(campaignSource, { siteUrl: "https://legendary.example" });
    expect(html).toContain("<em>Legendary · Campaign page</em>");
    expect(html).toContain("<h1>The Last Good Idea</h1>");
    expect(html).toContain("<h2>Key visual elements</h2>\n<ul><li>Blue hour light</li>");
    expect(html).toContain("<ol><li>Launch on breakfast TV</li>");
    expect(html).toContain(
      '<a href="https://legendary.example/shared/abc123" rel="noopener noreferrer nofollow">See it online</a>',
    );
    expect(html).not.toContain("<img");
    expect(text.split("\n\n").slice(0, 3)).toEqual([
      "Legendary · Campaign page",
      "The Last Good Idea",
      "Some mornings deserve better coffee.",
    ]);
    expect(text).toContain("• Blue hour light\n• Steam from a cup");
    expect(text).toContain("See it online: https://legendary.example/shared/abc123");
    expect(text).toContain("Made with Legendary");
  });

  it("escapes what people and models wrote", () => {
    const { html } = toRichCopy({ ...ideaSource, headline: '<script>alert("x")</script>' });
    expect(html).toContain("&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;");
    expect(html).not.toContain("<script>");
  });
});
