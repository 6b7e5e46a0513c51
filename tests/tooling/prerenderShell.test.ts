import { describe, expect, it } from "vitest";
import { fileFor, prerenderedPage } from "../../scripts/vite/prerenderShellPlugin";

const built = `<!doctype html><html><head><title>Legendary — your AI advertising agency</title>
    <link rel="stylesheet" crossorigin href="/assets/index.css">
    <link rel="stylesheet" crossorigin href="/assets/HomePage.css">
    <link rel="stylesheet" href="/assets/radix-late.css" media="print" onload="this.media='all'">
  </head><body><div id="root"></div></body></html>`;

const shell = {
  slug: "david-ogilvy",
  path: "/creative-legends/david-ogilvy",
  title: "David Ogilvy · Legendary",
  html: '<div data-prerendered="/creative-legends/david-ogilvy">profile</div>',
};

/** creative-legends/{slug}.html (and pricing.html...) as scripts/vite/prerenderShellPlugin.ts writes it. */
describe("prerenderedPage", () => {
  const page = prerenderedPage(built, shell, ["/assets/index.css", "/assets/LegendAvatar.css"]);

  it("carries the legend's content in #root and its name in the title", () => {
    expect(page).toContain(`<div id="root">${shell.html}</div>`);
    expect(page).toContain("<title>David Ogilvy · Legendary</title>");
  });

  it("makes the profile's own stylesheets render-blocking, after the app's, each once", () => {
    const sheets = [...page.matchAll(/<link rel="stylesheet" crossorigin href="([^"]+)">/g)].map(
      (match) => match[1],
    );
    expect(sheets).toEqual([
      "/assets/index.css",
      "/assets/HomePage.css",
      "/assets/LegendAvatar.css",
    ]);
  });

  it("escapes the title", () => {
    const odd = prerenderedPage(built, { ...shell, title: "A <b> & C" }, []);
    expect(odd).toContain("<title>A &lt;b&gt; &amp; C</title>");
  });

  it("keeps index.html's title when the page has none of its own (the share page template)", () => {
    const template = prerenderedPage(built, { ...shell, title: null }, []);
    expect(template).toContain("<title>Legendary — your AI advertising agency</title>");
    expect(template).toContain(`<div id="root">${shell.html}</div>`);
  });
});

describe("fileFor", () => {
  it("names the file a static host serves an address from", () => {
    expect(fileFor("/pricing")).toBe("pricing.html");
    expect(fileFor("/creative-legends/david-ogilvy")).toBe("creative-legends/david-ogilvy.html");
  });
});
