// @vitest-environment node
import { describe, expect, it } from "vitest";
import { deckImage, deckSource } from "../testing/fixtures";
import { readPdf } from "../testing/readers";
import { toDeckPdf } from "./toDeckPdf";

describe("toDeckPdf", () => {
  it("has a 16:9 title page, then one page per slide with its title as real text", async () => {
    const pdf = await readPdf(await toDeckPdf(deckSource, [deckImage]));
    expect(pdf.pageCount).toBe(deckSource.slides.length + 1);
    const [, , width, height] = pdf.size;
    expect(width / height).toBeCloseTo(16 / 9, 2);
    expect(pdf.info.Title).toBe("Why mornings matter");

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
