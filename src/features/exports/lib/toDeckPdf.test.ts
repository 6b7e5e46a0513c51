// @vitest-environment node
import { describe, expect, it } from "vitest";
import { deckImage, deckSource } from "../testing/fixtures";
import { bodyTexts, lastOnPage, pageText } from "../testing/pageChecks";
import { solidImage } from "../testing/pngs";
import { readPdf, readPdfLayout } from "../testing/readers";
import { toDeckPdf } from "./toDeckPdf";

describe("toDeckPdf", () => {
  it("has a 16:9 title page, then one page per slide with its title as real text", async () => {
    const pdf = await readPdf(await toDeckPdf(deckSource, [deckImage]));
    expect(pdf.pageCount).toBe(deckSource.slides.length + 1);
    const [, , width, height] = pdf.size;
    expect(width / height).toBeCloseTo(16 / 9, 2);
    expect(pdf.info.Title).toBe("Why mornings matter");

    expect(pdf.pages[0]).toContain("NORTHBOUND COFFEE");
    expect(pdf.pages[0]).toContain("Why mornings matter");
    expect(pdf.pages[0]).toContain("The Last Good Idea");
    expect(pdf.pages[0]).toContain("by Mary Wells Lawrence · for Northbound Coffee");
    expect(pdf.pages[1]).toContain("Mornings are broken");
    expect(pdf.pages[2]).toContain("The first decision sets the day");
    expect(pdf.pages[2]).toContain("One good choice before 7 a.m.");
    expect(pdf.pages[2]).toContain("•");
    expect(pdf.pages[2]).not.toContain("- One");
    expect(pdf.pages[3]).toContain("A very long slide");
    expect(pdf.pages[5]).toContain("Why it works");
    expect(pdf.pages[6]).toContain("What we ask of you");
    // Each title on its own page only.
    expect(pdf.pages.filter((page) => page.includes("Mornings are broken"))).toHaveLength(1);
  });

  it("draws each slide as the app does: stage label, large title, body, picture at the right", async () => {
    const visual = solidImage("/api/media/slide-visual", 800, 450, 90);
    const pages = await readPdfLayout(await toDeckPdf(deckSource, [visual]));
    expect(pages).toHaveLength(deckSource.slides.length + 1);
    for (const [index, page] of pages.entries()) {
      const where = `page ${index + 1}`;
      // Every page is 16:9.
      expect(page.width / page.height, where).toBeCloseTo(16 / 9, 2);
      // Its content reaches the lower half: no slide leaves it empty.
      const lowest = Math.min(
        ...bodyTexts(page, 45).map((text) => text.y),
        ...page.images.map((image) => image.y),
      );
      expect(lowest, where).toBeLessThan(page.height / 2);
    }
    deckSource.slides.forEach((slide, index) => {
      const page = pages[index + 1];
      const where = `slide ${index + 1}`;
      const stage = page.texts.find((text) => text.str === slide.stageLabel.toUpperCase());
      expect(stage, where).toBeDefined();
      // The title is the page's largest type, under the stage label, and never its last words.
      const largest = Math.max(...page.texts.map((text) => text.size));
      expect(largest, where).toBeGreaterThanOrEqual(20);
      const title = page.texts.find((text) => text.size === largest)!;
      expect(title.y, where).toBeLessThan(stage!.y);
      const last = lastOnPage(page, 45);
      expect(last === title.str, `${where} ends on its title`).toBe(false);
      // The footer: brand and campaign line, and the slide's number as the app shows it.
      expect(pageText(page), where).toContain("Northbound Coffee · The Last Good Idea");
      expect(pageText(page), where).toContain(`${index + 1} / ${deckSource.slides.length}`);
    });
    // Slides 1 and 5 have the visual: it fills the right-hand column to the page's edges.
    for (const number of [1, 5]) {
      const page = pages[number];
      expect(page.images).toHaveLength(1);
      const [image] = page.images;
      expect(image.x).toBeLessThanOrEqual(page.width * 0.53);
      expect(image.x + image.width).toBeGreaterThanOrEqual(page.width - 0.5);
      expect(image.y).toBeLessThanOrEqual(0.5);
      expect(image.y + image.height).toBeGreaterThanOrEqual(page.height - 0.5);
      // The words stay in the left-hand column.
      const words = bodyTexts(page, 45).filter((text) => !/^\d+ \/ \d+$/.test(text.str));
      for (const text of words) expect(text.x + text.width).toBeLessThan(page.width * 0.53);
    }
    expect(pages[2].images).toHaveLength(0);
  });

  it("draws each slide's image, and none for a slide without one", async () => {
    const pdf = await readPdf(await toDeckPdf(deckSource, [deckImage]));
    // Slides 1 and 5 share the visual; slide 6's foreign image was never loaded.
    expect(pdf.images).toBe(2);
  });

  it("keeps speaker notes off the pages", async () => {
    const pdf = await readPdf(await toDeckPdf(deckSource, []));
    for (const slide of deckSource.slides) expect(pdf.text).not.toContain(slide.speakerNotes);
  });

  it("cuts text too long for its page with an ellipsis instead of running off it", async () => {
    const pdf = await readPdf(await toDeckPdf(deckSource, []));
    expect(pdf.pageCount).toBe(deckSource.slides.length + 1);
    expect(pdf.pages[3]).toContain("word0");
    expect(pdf.pages[3]).toContain("…");
    expect(pdf.pages[3]).not.toContain("word599");
  });

  it("draws what the standard fonts can't encode as look-alikes instead of failing", async () => {
    const pdf = await readPdf(await toDeckPdf(deckSource, []));
    expect(pdf.pages[4]).toContain("??? — Café O -> better");
    expect(pdf.pages[4]).toContain("Ünïcödé still reads");
  });
});
