import { describe, expect, it } from "vitest";
import {
  isSharedTemplate,
  readSharedHero,
  SHARED_SLOTS,
  sharedHeroOf,
  withSharedFirstScreen,
  type SharedHeroSource,
} from "./sharedFirstScreen";

const KEY = "A".repeat(32);
const IMAGE = `/api/media/${KEY}`;
const PATH = "/shared/abcdefghijklmnopqrstuv";

/** SHARED_PAGE_FILE reduced to its slots (src/app/prerender/sharedShell.test.tsx has the real one). */
const TEMPLATE = `<!doctype html><html><head><title>Legendary</title>
    <link rel="stylesheet" crossorigin href="/assets/index.css">
  </head><body><div id="root"><div data-prerendered="${SHARED_SLOTS.path}"><main><header class="shared-hero shared-hero--image"><img src="${SHARED_SLOTS.image}" alt="" class="shared-hero__image" width="1600" height="900" fetchPriority="high"/><p>${SHARED_SLOTS.eyebrow}</p><h1>${SHARED_SLOTS.line}</h1><p>${SHARED_SLOTS.headline}</p></header></main></div></div>
    <script>/* inline */</script></body></html>`;

const IDEA: SharedHeroSource = {
  kind: "idea",
  brand: "Northbound Coffee",
  idea: { campaignName: "The Morning Record", headline: "Roasted.", thumbnails: [IMAGE] },
  campaign: null,
};

const rootOf = (html: string) => /<div id="root">([\s\S]*?)<\/div>\s*<script>/.exec(html)?.[1];

describe("sharedHeroOf", () => {
  it("says who and what, with the idea's line and first visual; the headline is left to the page under it", () => {
    expect(sharedHeroOf(IDEA)).toEqual({
      eyebrow: "Northbound Coffee · Campaign idea",
      line: "The Morning Record",
      headline: "",
      image: IMAGE,
    });
  });

  it("prefers a campaign page's own line, headline and hero, and keeps only our images", () => {
    const campaign = {
      ...IDEA,
      kind: "campaign" as const,
      brand: "",
      campaign: { title: "Fresh by nine", headline: "", heroUrl: "https://evil.example/x.png" },
    };
    expect(sharedHeroOf(campaign)).toEqual({
      eyebrow: "Campaign",
      line: "Fresh by nine",
      headline: "Roasted.",
      image: null,
    });
  });
});

describe("readSharedHero", () => {
  it("accepts a hero and refuses anything else", () => {
    const hero = sharedHeroOf(IDEA);
    expect(readSharedHero(hero)).toEqual(hero);
    expect(readSharedHero({ ...hero, image: null })).toEqual({ ...hero, image: null });
    for (const bad of [null, "x", { ...hero, line: 1 }, { ...hero, image: "/etc/passwd" }]) {
      expect(readSharedHero(bad)).toBeNull();
    }
  });
});

describe("withSharedFirstScreen", () => {
  it("fills every slot, escaped, and preloads the visual before the stylesheets", () => {
    const html = withSharedFirstScreen(TEMPLATE, PATH, {
      eyebrow: `"Quoted" & <b>bold</b> · Campaign`,
      line: "<script>alert(1)</script>",
      headline: `${SHARED_SLOTS.image} stays text`,
      image: IMAGE,
    });
    expect(rootOf(html)).toBe(
      `<div data-prerendered="${PATH}"><main><header class="shared-hero shared-hero--image"><img src="${IMAGE}" alt="" class="shared-hero__image" width="1600" height="900" fetchPriority="high"/><p>&quot;Quoted&quot; &amp; &lt;b&gt;bold&lt;/b&gt; · Campaign</p><h1>&lt;script&gt;alert(1)&lt;/script&gt;</h1><p>${SHARED_SLOTS.image} stays text</p></header></main></div>`,
    );
    const preload = html.indexOf(
      `<link rel="preload" as="image" href="${IMAGE}" fetchpriority="high">`,
    );
    expect(preload).toBeGreaterThan(0);
    expect(preload).toBeLessThan(html.indexOf('<link rel="stylesheet"'));
  });

  it("draws the hero without a visual when there is none (or it is not ours)", () => {
    for (const image of [null, "https://evil.example/x.png"]) {
      const html = withSharedFirstScreen(TEMPLATE, PATH, { ...sharedHeroOf(IDEA), image });
      expect(rootOf(html)).toContain('<header class="shared-hero"><p>Northbound Coffee');
      expect(html).not.toMatch(/<img|rel="preload"|evil|__LEGENDARY/);
    }
  });

  it("leaves #root empty for a link that shows nothing", () => {
    const html = withSharedFirstScreen(TEMPLATE, PATH, null);
    expect(html).toContain('<div id="root"></div>');
    expect(html).not.toContain("__LEGENDARY");
  });

  it("answers any other page as it is", () => {
    const index = `<html><head></head><body><div id="root"><div data-prerendered="/">home</div></div>\n<script></script></body></html>`;
    expect(isSharedTemplate(index)).toBe(false);
    expect(withSharedFirstScreen(index, PATH, sharedHeroOf(IDEA))).toBe(index);
    expect(isSharedTemplate(TEMPLATE)).toBe(true);
  });
});
