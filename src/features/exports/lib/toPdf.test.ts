// @vitest-environment node
import { describe, expect, it } from "vitest";
import { adImage, campaignSource, ideaSource, loadedImages } from "../testing/fixtures";
import { readPdf } from "../testing/readers";
import { toPdf } from "./toPdf";

const SITE = "https://legendary.example";

describe("toPdf", () => {
  it("makes A4 pages with the campaign's words as real text and its images embedded", async () => {
    const pdf = await readPdf(await toPdf(ideaSource, loadedImages, { siteUrl: SITE }));
    expect(pdf.pageCount).toBeGreaterThan(0);
    expect(pdf.size.map(Math.round)).toEqual([0, 0, 595, 842]);
    expect(pdf.text).toContain("The Last Good Idea");
    expect(pdf.text).toContain("Some mornings deserve better coffee.");
    expect(pdf.text).toContain("Every great day starts with one good decision.");
    expect(pdf.text).toContain("Blue hour light");
    expect(pdf.text).toContain("2. Outdoor at train stations");
    expect(pdf.images).toBe(2);
    expect(pdf.info.Title).toBe("The Last Good Idea");
  });

  it("carries the product header on every page and the call to action with the links", async () => {
    const pdf = await readPdf(
      await toPdf(campaignSource, [...loadedImages, adImage], { siteUrl: SITE }),
    );
    for (const page of pdf.pages) expect(page).toContain("LEGENDARY · CAMPAIGN PAGE");
    expect(pdf.text).toContain("Made with Legendary");
    expect(pdf.text).toContain("https://legendary.example/shared/abc123");
    expect(pdf.text).toContain("Ad 1 · Social 1:1");
    expect(pdf.text).toContain("Northbound. Roasted for the early ones.");
    expect(pdf.images).toBe(3);
  });

  it("never ends a page on a heading, and shows each image once", async () => {
    const ads = [
      "Social 1:1",
      "Story 9:16",
      "Banner 16:9",
      "Poster",
      "Print A4",
      "Outdoor 48 sheet",
    ];
    const headings = [
      "The idea",
      "Concept",
      "Key visual elements",
      "Execution strategy",
      "The ads",
      "Visuals",
      ...ads.map((label, i) => `Ad ${i + 1} · ${label}`),
    ];
    // Concepts of growing length move every heading down the pages: one of them lands at a foot.
    for (let words = 0; words <= 220; words += 20) {
      const source = {
        ...campaignSource,
        concept: Array.from({ length: words }, (_, i) => `word${i}`).join(" ") || "A concept.",
        // The hero is also the first ad's picture, as on a page whose first ad is the hero.
        images: [...campaignSource.images, { url: "/api/media/ad-1", caption: "Ad 1" }],
        ads: ads.map((formatLabel, i) => ({
          formatLabel,
          headline: `Headline ${i + 1}`,
          body: `Body copy for ad ${i + 1}.`,
          imageUrl: i === 0 ? "/api/media/hero-key" : "/api/media/ad-1",
        })),
      };
      const pdf = await readPdf(await toPdf(source, [...loadedImages, adImage], { siteUrl: SITE }));
      for (const page of pdf.pages) {
        // What the page shows before its running header and footer (drawn last).
        const content = page.split("LEGENDARY · CAMPAIGN PAGE")[0].trim();
        for (const heading of headings) {
          expect(content.endsWith(heading), `${words} words: ${content.slice(-80)}`).toBe(false);
        }
      }
      // Each picture once: the hero on top (not again with ad 1), ad 2's picture (the later ads
      // share it), and the one detail only the Visuals section shows.
      expect(pdf.images).toBe(3);
    }
  });

  it("turns pages for long text, wrapping lines inside the margins", async () => {
    const long = Array.from({ length: 400 }, (_, i) => `word${i}`).join(" ");
    const pdf = await readPdf(await toPdf({ ...ideaSource, concept: long }, []));
    expect(pdf.pageCount).toBeGreaterThan(1);
    expect(pdf.text).toContain("word399");
    expect(pdf.pages.at(-1)).toContain(`${pdf.pageCount} / ${pdf.pageCount}`);
  });

  it("draws what the standard fonts can't encode as look-alikes instead of failing", async () => {
    const source = {
      ...ideaSource,
      campaignName: "Café Ő → ☕ 東京",
      headline: "Ship it 🚀 today",
    };
    const pdf = await readPdf(await toPdf(source, []));
    expect(pdf.text).toContain("Café O -> ?? ");
    expect(pdf.text).toContain("Ship it today");
  });

  it("leaves out an image no reader could draw rather than failing", async () => {
    const svg = { ...loadedImages[0], mime: "image/svg+xml" as const };
    const pdf = await readPdf(await toPdf(ideaSource, [svg]));
    expect(pdf.images).toBe(0);
    expect(pdf.text).toContain("The Last Good Idea");
  });
});
