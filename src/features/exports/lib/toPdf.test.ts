// @vitest-environment node
import { describe, expect, it } from "vitest";
import { adImage, campaignSource, ideaSource, loadedImages } from "../testing/fixtures";
import { bodyTexts, lastOnPage, pageText, repeatedImages } from "../testing/pageChecks";
import { solidImage } from "../testing/pngs";
import { readPdf, readPdfLayout } from "../testing/readers";
import type { ExportSource, LoadedImage } from "./types";
import { toPdf } from "./toPdf";

const SITE = "https://legendary.example";
const DATE = new Date(2025, 2, 12, 12);
/** Points of the running header and footer at a page's top and foot (inside the margins). */
const BAND = 72;
const MARGIN = 54;

/** A campaign with six ads whose concept grows: its headings land everywhere on the pages. */
function sweptCampaign(words: number): { source: ExportSource; images: LoadedImage[] } {
  const ads = ["Social 1:1", "Story 9:16", "Banner 16:9", "Poster", "Print A4", "Outdoor 48 sheet"];
  const pictures = ads.map((label, i) =>
    solidImage(
      `/api/media/ad-${i + 1}`,
      label.includes("9:16") ? 270 : 400,
      label.includes("9:16") ? 480 : label.includes("1:1") ? 400 : 225,
      40 + i * 20,
    ),
  );
  return {
    source: {
      ...campaignSource,
      concept: Array.from({ length: words }, (_, i) => `word${i}`).join(" ") || "A concept.",
      // The hero is also the first ad's picture, as on a page whose first ad is the hero.
      images: [...campaignSource.images, ...pictures.map((p) => ({ url: p.url, caption: "" }))],
      ads: ads.map((formatLabel, i) => ({
        formatLabel,
        headline: `Headline ${i + 1}`,
        body: `Body copy for ad ${i + 1}.`,
        imageUrl: i === 0 ? "/api/media/hero-key" : `/api/media/ad-${i + 1}`,
      })),
    },
    images: [
      solidImage("/api/media/hero-key", 480, 270, 10),
      solidImage("/api/media/detail-1", 400, 500, 20),
      ...pictures,
    ],
  };
}

const HEADINGS = [
  "The idea",
  "Concept",
  "Key visual elements",
  "Execution strategy",
  "The ads",
  "Visuals",
];

describe("toPdf", () => {
  it("makes A4 pages with the campaign's words as real text and its images embedded", async () => {
    const pdf = await readPdf(await toPdf(ideaSource, loadedImages, { siteUrl: SITE }));
    expect(pdf.pageCount).toBe(2);
    expect(pdf.size.map(Math.round)).toEqual([0, 0, 595, 842]);
    expect(pdf.text).toContain("The Last Good Idea");
    expect(pdf.text).toContain("Some mornings deserve better coffee.");
    expect(pdf.text).toContain("Every great day starts with one good decision.");
    expect(pdf.text).toContain("Blue hour light");
    expect(pdf.text).toContain("Outdoor at train stations");
    expect(pdf.images).toBe(2);
    expect(pdf.info.Title).toBe("The Last Good Idea");
  });

  it("opens on a cover: brand, hero, the campaign's name and line, for whom, by whom, when", async () => {
    const [cover, next] = await readPdfLayout(
      await toPdf(campaignSource, [...loadedImages, adImage], { siteUrl: SITE, date: DATE }),
    );
    const text = pageText(cover);
    expect(text).toContain("NORTHBOUND COFFEE");
    expect(text).toContain("CAMPAIGN PAGE");
    expect(text).toContain("The Last Good Idea");
    expect(text).toContain("Some mornings deserve better coffee.");
    expect(text).toContain("PREPARED FOR");
    expect(text).toContain("Mary Wells Lawrence");
    expect(text).toContain("12 March 2025");
    expect(text).toContain("Prepared with Legendary");
    // No page number and no running header on the cover; the hero is its only picture.
    expect(text).not.toMatch(/\d+ \/ \d+/);
    expect(cover.images).toHaveLength(1);
    // The title is the largest type in the document.
    const title = cover.texts.find((t) => t.str === "The Last Good Idea")!;
    expect(title.size).toBeGreaterThanOrEqual(36);
    expect(Math.max(...next.texts.map((t) => t.size))).toBeLessThan(title.size);
  });

  it("numbers every page after the cover in its footer and carries the running header", async () => {
    const pages = await readPdfLayout(
      await toPdf(campaignSource, [...loadedImages, adImage], { siteUrl: SITE }),
    );
    expect(pages.length).toBeGreaterThan(2);
    pages.slice(1).forEach((page, i) => {
      const number = page.texts.find((t) => t.str === `${i + 2} / ${pages.length}`);
      expect(number, `page ${i + 2}`).toBeDefined();
      expect(number!.y).toBeLessThan(BAND);
      expect(number!.size).toBeLessThanOrEqual(9);
      const header = page.texts.filter((t) => t.y > page.height - BAND).map((t) => t.str);
      expect(header).toContain("LEGENDARY · CAMPAIGN PAGE");
      expect(header).toContain("The Last Good Idea");
    });
    const all = pages.map(pageText).join("\n");
    expect(all).toContain("Made with Legendary");
    expect(all).toContain("https://legendary.example/shared/abc123");
    expect(all).toContain("AD 1 · SOCIAL 1:1");
    expect(all).toContain("Northbound. Roasted for the early ones.");
  });

  it("never ends a page on a heading, shows each image once and keeps to the margins", async () => {
    const pageCounts = new Set<number>();
    // Concepts of growing length move every heading down the pages: one of them lands at a foot.
    for (let words = 0; words <= 300; words += 25) {
      const { source, images } = sweptCampaign(words);
      const pages = await readPdfLayout(await toPdf(source, images, { siteUrl: SITE }));
      pageCounts.add(pages.length);
      for (const [index, page] of pages.slice(1).entries()) {
        const last = lastOnPage(page, BAND);
        const where = `${words} words, page ${index + 2}: ends on ${last}`;
        expect(last, where).not.toBeNull();
        expect(HEADINGS.includes(last!), where).toBe(false);
        expect(/^AD \d+ · /.test(last!), where).toBe(false);
        for (const text of bodyTexts(page, BAND)) {
          expect(text.x, `${where}: ${text.str}`).toBeGreaterThanOrEqual(MARGIN - 0.5);
          expect(text.x + text.width, `${where}: ${text.str}`).toBeLessThanOrEqual(
            page.width - MARGIN + 0.5,
          );
        }
        for (const image of page.images) {
          expect(image.x).toBeGreaterThanOrEqual(MARGIN - 0.5);
          expect(image.x + image.width).toBeLessThanOrEqual(page.width - MARGIN + 0.5);
          expect(image.y).toBeGreaterThanOrEqual(BAND);
        }
      }
      // Each picture once: the hero on the cover only (not again with ad 1), ads 2–6 their own,
      // and the Visuals section what no ad shows (the detail, and ad-1's unused picture).
      expect(repeatedImages(pages), `${words} words`).toEqual([]);
      expect(pages.flatMap((page) => page.images)).toHaveLength(1 + 5 + 2);
    }
    // The sweep really moved the layout across pages.
    expect(pageCounts.size).toBeGreaterThan(1);
  });

  it("breaks an ad whose copy is longer than a page between lines, above the footer", async () => {
    const body = Array.from({ length: 120 }, (_, i) => `Line ${i + 1}.`).join("\n");
    const source: ExportSource = {
      ...campaignSource,
      ads: [{ formatLabel: "Poster", headline: "Long", body, imageUrl: "/api/media/ad-1" }],
    };
    const pages = await readPdfLayout(await toPdf(source, [...loadedImages, adImage]));
    expect(pages.length).toBeGreaterThan(3);
    expect(pages.map(pageText).join(" ")).toContain("Line 120.");
    for (const page of pages.slice(1)) {
      const low = page.texts.filter((text) => text.y < BAND).map((text) => text.str);
      for (const str of low) expect(str).toMatch(/^Made with Legendary|^\d+ \/ \d+$/);
    }
  });

  it("turns pages for long text, wrapping lines inside the margins", async () => {
    const long = Array.from({ length: 900 }, (_, i) => `word${i}`).join(" ");
    const pdf = await readPdf(await toPdf({ ...ideaSource, concept: long }, []));
    expect(pdf.pageCount).toBeGreaterThan(2);
    expect(pdf.text).toContain("word899");
    expect(pdf.pages.at(-1)).toContain(`${pdf.pageCount} / ${pdf.pageCount}`);
  });

  it("draws what the standard fonts can't encode as look-alikes instead of failing", async () => {
    const source = {
      ...ideaSource,
      campaignName: "Café Ő → ☕ 東京",
      headline: "Ship it 🚀 today",
    };
    const pdf = await readPdf(await toPdf(source, []));
    expect(pdf.text).toContain("Café O -> ??");
    expect(pdf.text).toContain("Ship it today");
  });

  it("leaves out an image no reader could draw rather than failing", async () => {
    const svg = { ...loadedImages[0], mime: "image/svg+xml" as const };
    const pdf = await readPdf(await toPdf(ideaSource, [svg]));
    expect(pdf.images).toBe(0);
    expect(pdf.text).toContain("The Last Good Idea");
  });
});
