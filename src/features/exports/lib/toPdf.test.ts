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
