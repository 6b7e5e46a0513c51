import { describe, expect, it } from "vitest";
import {
  escapeHtml,
  fallbackSharePage,
  injectPreviewTags,
  isOwnMediaPath,
  previewHeadTags,
  shareCardPath,
  shareIdFromCardPath,
  shareIdFromPath,
} from "./sharePreview";

const KEY = "A".repeat(32);
const ID = "abcdefghijklmnopqrstuv";
const META = {
  title: "The Morning Record — by David Ogilvy",
  description: "Roasted this week.",
  url: `https://legendary.app/shared/${ID}`,
  image: `https://legendary.app${shareCardPath(ID, "0123abcd")}`,
};

const INDEX = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <title>Legendary — your AI advertising agency</title>
    <meta
      name="description"
      content="generic description"
    />
    <meta name="theme-color" content="#fdfdfc" />
    <meta property="og:title" content="generic title" />
    <meta property="og:type" content="website" />
  </head>
  <body><div id="root"></div></body>
</html>`;

describe("previewHeadTags", () => {
  it("writes the title, description, Open Graph and Twitter tags", () => {
    const tags = previewHeadTags(META);
    expect(tags).toContain("<title>The Morning Record — by David Ogilvy</title>");
    expect(tags).toContain('<meta name="description" content="Roasted this week." />');
    expect(tags).toContain(`<meta property="og:url" content="${META.url}" />`);
    expect(tags).toContain(`<meta property="og:image" content="${META.image}" />`);
    expect(tags).toContain('<meta property="og:image:type" content="image/png" />');
    expect(tags).toContain('<meta property="og:image:width" content="1200" />');
    expect(tags).toContain('<meta property="og:image:height" content="630" />');
    expect(tags).toContain('<meta property="og:type" content="website" />');
    expect(tags).toContain('<meta name="twitter:card" content="summary_large_image" />');
    expect(tags).toContain(`<meta name="twitter:image" content="${META.image}" />`);
    expect(tags).toContain('<meta name="twitter:title" content="The Morning Record');
    expect(tags).toContain('<meta name="twitter:description" content="Roasted this week." />');
  });

  it("escapes hostile text", () => {
    const tags = previewHeadTags({
      ...META,
      title: `"><script>alert(1)</script>`,
      description: `</title><img src=x onerror=alert(1)> & 'quotes'`,
    });
    expect(tags).not.toContain("<script");
    expect(tags).not.toContain("<img");
    expect(tags).toContain("&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;");
    expect(tags).toContain(
      "&lt;/title&gt;&lt;img src=x onerror=alert(1)&gt; &amp; &#39;quotes&#39;",
    );
  });

  it("names no image but the link's own share card on the page's origin (never an SVG)", () => {
    for (const image of [
      `https://evil.example${shareCardPath(ID, "v")}`,
      "https://legendary.app/images/x.png",
      `https://legendary.app/api/media/${KEY}`,
      `https://legendary.app/api/shared/${"z".repeat(22)}/card.png`,
      `https://legendary.app/api/shared/${ID}/card.svg`,
      shareCardPath(ID, "v"),
      `javascript:alert(1)//api/shared/${ID}/card.png`,
    ]) {
      const tags = previewHeadTags({ ...META, image });
      expect(tags, image).not.toContain("og:image");
      expect(tags).toContain('<meta name="twitter:card" content="summary" />');
    }
    const tags = previewHeadTags({ ...META, url: "javascript:alert(1)" });
    expect(tags).not.toContain("og:url");
    expect(tags).not.toContain("og:image");
  });

  it("falls back to the generic text when the idea has none", () => {
    expect(previewHeadTags({ ...META, title: "  ", description: "" })).toContain(
      "<title>Legendary — your AI advertising agency</title>",
    );
  });
});

describe("injectPreviewTags", () => {
  it("replaces the page's title, description and og tags, and keeps the rest", () => {
    const html = injectPreviewTags(INDEX, previewHeadTags(META));
    expect(html).not.toContain("generic");
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html.match(/og:type/g)).toHaveLength(1);
    expect(html).toContain('<meta charset="UTF-8" />');
    expect(html).toContain('<meta name="theme-color" content="#fdfdfc" />');
    expect(html).toContain('<div id="root"></div>');
    expect(html.indexOf("og:image")).toBeLessThan(html.indexOf("</head>"));
  });

  it("cannot be broken out of by a hostile title", () => {
    const html = injectPreviewTags(
      INDEX,
      previewHeadTags({ ...META, title: `"><script>x</script>` }),
    );
    expect(html).not.toContain("<script>x");
  });

  it("prepends the tags to a document without </head>", () => {
    expect(injectPreviewTags("<p>hi</p>", "<title>x</title>")).toBe("<title>x</title>\n<p>hi</p>");
  });
});

describe("helpers", () => {
  it("reads a share id from /shared/{id} paths only", () => {
    expect(shareIdFromPath("/shared/abcdefghijklmnopqrstuv")).toBe("abcdefghijklmnopqrstuv");
    expect(shareIdFromPath("/shared/abcdefghijklmnopqrstuv/?utm=1#x")).toBe(
      "abcdefghijklmnopqrstuv",
    );
    for (const path of [
      "/shared/",
      "/shared/short",
      "/shared/a/b",
      "/share/abcdefghijklmnopqrstuv",
      "/shared/<script>aaaaaaaaaaaaaaaa",
    ]) {
      expect(shareIdFromPath(path), path).toBeNull();
    }
  });

  it("knows a share card's path", () => {
    expect(shareCardPath(ID, "ab12")).toBe(`/api/shared/${ID}/card.png?v=ab12`);
    expect(shareIdFromCardPath(`/api/shared/${ID}/card.png`)).toBe(ID);
    expect(shareIdFromCardPath(`/api/shared/${ID}/card.png/x`)).toBeNull();
    expect(shareIdFromCardPath(`/api/shared/x/card.png`)).toBeNull();
  });

  it("knows this app's media paths", () => {
    expect(isOwnMediaPath(`/api/media/${KEY}`)).toBe(true);
    expect(isOwnMediaPath(`https://x.io/api/media/${KEY}`)).toBe(false);
    expect(isOwnMediaPath(`/api/media/${KEY}?x`)).toBe(false);
  });

  it("escapes the five characters", () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe(
      "&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;",
    );
  });

  it("makes a fallback page with the tags and a link to the page", () => {
    const page = fallbackSharePage("<title>t</title>", META.url);
    expect(page).toContain("<title>t</title>");
    expect(page).toContain(`href="${META.url}"`);
  });
});
