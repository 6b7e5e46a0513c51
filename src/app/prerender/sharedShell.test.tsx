import { describe, expect, it } from "vitest";
import { renderToStaticMarkup } from "react-dom/server";
import { SharedHero } from "@/features/shareLinks/components/SharedHero";
import {
  SHARED_SLOTS,
  withSharedFirstScreen,
  type SharedHero as Hero,
} from "../../../shared/sharedFirstScreen";
import { renderSharedShell } from "./sharedShell";

const PATH = "/shared/abcdefghijklmnopqrstuv";

/** shared-page.html as the build writes it (scripts/vite/prerenderShellPlugin.ts), reduced. */
const template = `<!doctype html><html><head><link rel="stylesheet" crossorigin href="/a.css"></head><body><div id="root">${renderSharedShell()}</div>
    <script>/* inline */</script></body></html>`;

const served = (hero: Hero | null) =>
  new DOMParser().parseFromString(withSharedFirstScreen(template, PATH, hero), "text/html");

/** The hero the live page renders for the same share. */
function liveHero(hero: Hero): Element {
  const doc = new DOMParser().parseFromString(
    renderToStaticMarkup(<SharedHero hero={hero} />),
    "text/html",
  );
  return doc.querySelector("header")!;
}

const HERO: Hero = {
  eyebrow: "Northbound Coffee · Campaign",
  line: 'The "Morning" <Record> & co',
  headline: "<img src=x onerror=alert(1)>",
  image: `/api/media/${"k".repeat(32)}`,
};

describe("the share page's first screen", () => {
  it("is the live page's hero, element for element, with and without a visual", () => {
    for (const hero of [HERO, { ...HERO, image: null }]) {
      const header = served(hero).querySelector("header.shared-hero");
      expect(header).not.toBeNull();
      expect(header!.isEqualNode(liveHero(hero)), header!.outerHTML).toBe(true);
    }
  });

  it("keeps the words as text: nothing the share says becomes an element", () => {
    const doc = served(HERO);
    expect(doc.querySelector("h1")?.textContent).toBe(HERO.line);
    expect(doc.querySelectorAll("#root img")).toHaveLength(1);
    expect(doc.querySelector("#root img")?.getAttribute("src")).toBe(HERO.image);
    expect(doc.body.innerHTML).not.toContain("__LEGENDARY_SHARED");
    const bare = served({ ...HERO, image: null });
    expect(bare.documentElement.outerHTML).not.toMatch(/<img|<link rel="preload"|__LEGENDARY/);
  });

  it("is inert, hidden, and marked with the address it was made for", () => {
    const doc = served(HERO);
    // (A parsed document's elements: plain DOM reads, not jest-dom's matchers.)
    const shell = doc.querySelector("#root > div");
    expect(shell?.getAttribute("data-prerendered")).toBe(PATH);
    expect(shell?.className).toBe("radix-themes light");
    const holder = doc.querySelector("[data-prerendered-page]");
    expect(holder?.getAttribute("data-prerendered-page")).toBe(PATH);
    expect(holder?.hasAttribute("inert")).toBe(true);
    expect(holder?.getAttribute("aria-hidden")).toBe("true");
    expect(holder?.querySelector("main.shared-page > header")).not.toBeNull();
  });

  it("has a slot for each value, once in the content, and no preload of its own", () => {
    const shell = renderSharedShell();
    expect(shell).toMatch(/^<div /);
    expect(shell).not.toContain("<link");
    expect(shell.split(SHARED_SLOTS.image)).toHaveLength(2);
    for (const slot of [SHARED_SLOTS.eyebrow, SHARED_SLOTS.line, SHARED_SLOTS.headline]) {
      expect(shell.split(slot)).toHaveLength(2);
    }
    expect(shell).toContain(`src="${SHARED_SLOTS.image}"`);
  });
});
