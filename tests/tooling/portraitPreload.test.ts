import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { runInNewContext } from "node:vm";
import { describe, expect, it } from "vitest";
import {
  injectPortraitList,
  PORTRAIT_LIST_TOKEN,
  portraitSlugs,
} from "../../scripts/vite/portraitPreloadPlugin";

const root = (path: string) => fileURLToPath(new URL(`../../${path}`, import.meta.url));
const slugs = portraitSlugs(root("public/legends"));
const html = injectPortraitList(readFileSync(root("index.html"), "utf8"), slugs);
const inlineScript = /<script>([\s\S]*?)<\/script>/.exec(html)?.[1] ?? "";

/** Runs index.html's inline script for `pathname` and returns the links it added to <head>. */
function preloadsFor(pathname: string) {
  const added: Record<string, string>[] = [];
  const document = {
    getElementById: () => ({ firstElementChild: null }),
    createElement: () => {
      const link: Record<string, string> = {};
      return Object.assign(link, {
        setAttribute: (name: string, value: string) => void (link[name] = value),
      });
    },
    head: { appendChild: (link: Record<string, string>) => void added.push(link) },
  };
  runInNewContext(inlineScript, { document, location: { pathname } });
  return added.map(({ rel, as, href, fetchpriority }) => ({ rel, as, href, fetchpriority }));
}

describe("index.html asks for a legend profile's portrait before the app runs", () => {
  it("knows every portrait the app serves", () => {
    expect(slugs).toContain("david-ogilvy");
    expect(slugs.length).toBeGreaterThanOrEqual(10);
    expect(html).not.toContain(PORTRAIT_LIST_TOKEN);
  });

  it("preloads the portrait on its legend's profile, with high priority", () => {
    expect(preloadsFor("/creative-legends/david-ogilvy")).toEqual([
      { rel: "preload", as: "image", href: "/legends/david-ogilvy.svg", fetchpriority: "high" },
    ]);
    expect(preloadsFor("/creative-legends/david-ogilvy/")).toHaveLength(1);
  });

  it("asks for nothing elsewhere, nor for a legend without a portrait", () => {
    expect(preloadsFor("/")).toEqual([]);
    expect(preloadsFor("/creative-legends")).toEqual([]);
    expect(preloadsFor("/creative-legends/no-such-legend")).toEqual([]);
    expect(preloadsFor("/creative-legends/david-ogilvy/ideas")).toEqual([]);
  });

  it("refuses an index.html that lost the list's place", () => {
    expect(() => injectPortraitList("<html></html>", slugs)).toThrow(PORTRAIT_LIST_TOKEN);
  });
});
