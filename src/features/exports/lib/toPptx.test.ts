// @vitest-environment node
import { describe, expect, it } from "vitest";
import { deckImage, deckSource, JPEG_BYTES } from "../testing/fixtures";
import { readZip } from "../testing/readers";
import { toPptx } from "./toPptx";

/** The text of every <a:t> run, entities decoded, in order. */
function runs(xml: string): string[] {
  return [...xml.matchAll(/<a:t>([^<]*)<\/a:t>/g)].map(([, text]) =>
    text
      .replace(/&lt;/g, "<")
      .replace(/&gt;/g, ">")
      .replace(/&quot;/g, '"')
      .replace(/&apos;/g, "'")
      .replace(/&amp;/g, "&"),
  );
}

/** Each <a:p> paragraph of a slide: its text and whether PowerPoint draws it as a bullet. */
function paragraphs(xml: string) {
  return [...xml.matchAll(/<a:p>([\s\S]*?)<\/a:p>/g)].map(([, inner]) => ({
    text: runs(inner).join(""),
    bullet: /<a:buChar /.test(inner),
  }));
}

async function exported() {
  const pptx = await readZip(await toPptx(deckSource, [deckImage]));
  const slide = (n: number) => pptx.text(`ppt/slides/slide${n}.xml`);
  return { pptx, slide };
}

describe("toPptx", () => {
  it("is a 16:9 deck: a title slide, then one slide per deck slide", async () => {
    const { pptx, slide } = await exported();
    const slides = pptx.names.filter((name) => /^ppt\/slides\/slide\d+\.xml$/.test(name));
    expect(slides).toHaveLength(deckSource.slides.length + 1);
    const presentation = await pptx.text("ppt/presentation.xml");
    const [, cx, cy] = /<p:sldSz cx="(\d+)" cy="(\d+)"/.exec(presentation) ?? [];
    expect(Number(cx) / Number(cy)).toBeCloseTo(16 / 9, 2);

    const cover = runs(await slide(1));
    expect(cover).toContain("Why mornings matter");
    expect(cover).toContain("The Last Good Idea");
    expect(cover).toContain("by Mary Wells Lawrence · for Northbound Coffee");
    expect(cover).toContain("NORTHBOUND COFFEE");
  });

  it("sets every slide's title and content as editable text, bullets as list items", async () => {
    const { slide } = await exported();
    for (const [index, deckSlide] of deckSource.slides.entries()) {
      const texts = runs(await slide(index + 2));
      if (index === 2) {
        // The very long title is cut to its box, ellipsis and all.
        expect(texts.some((t) => t.startsWith("A very long slide") && t.endsWith("…"))).toBe(true);
      } else {
        expect(texts).toContain(deckSlide.title);
      }
    }
    const bullets = paragraphs(await slide(3));
    expect(bullets).toContainEqual({ text: "One good choice before 7 a.m.", bullet: true });
    expect(bullets).toContainEqual({ text: "People want permission to slow down", bullet: true });
    // "- " is the writer's mark, not text: PowerPoint draws the bullet.
    expect(bullets.some((p) => p.text.startsWith("- "))).toBe(false);
    const paragraph = paragraphs(await slide(2));
    expect(paragraph).toContainEqual({
      text: "Most people start the day in a rush. Coffee is an afterthought.",
      bullet: false,
    });
  });

  it("keeps other scripts as they are", async () => {
    const { slide } = await exported();
    const texts = runs(await slide(5));
    expect(texts).toContain("東京の朝 — Café Ő → better");
    expect(paragraphs(await slide(5))).toContainEqual({ text: "東京の朝は静か", bullet: true });
  });

  it("cuts text too long for the slide at the smallest size, ending it with an ellipsis", async () => {
    const { slide } = await exported();
    const xml = await slide(4);
    const body = runs(xml).find((t) => t.startsWith("word0 "));
    expect(body).toBeDefined();
    expect(body!.endsWith("…")).toBe(true);
    expect(body).not.toContain("word599");
    expect(xml).toContain('sz="1200"');
  });

  it("puts the speaker notes in each slide's notes", async () => {
    const { pptx } = await exported();
    const notes = await Promise.all(
      pptx.names
        .filter((name) => /^ppt\/notesSlides\/notesSlide\d+\.xml$/.test(name))
        .map((name) => pptx.text(name)),
    );
    const all = notes.map((xml) => runs(xml).join(" ")).join("\n");
    for (const deckSlide of deckSource.slides) expect(all).toContain(deckSlide.speakerNotes);
  });

  it("lays each slide out as the app: stage label, title, words left, picture filling the right", async () => {
    const { pptx, slide } = await exported();
    for (const [index, deckSlide] of deckSource.slides.entries()) {
      const texts = runs(await slide(index + 2));
      expect(texts).toContain(deckSlide.stageLabel.toUpperCase());
      expect(texts).toContain("Northbound Coffee · The Last Good Idea");
      expect(texts).toContain(`${index + 1} / ${deckSource.slides.length}`);
    }
    const media = pptx.names.filter((name) => name.startsWith("ppt/media/"));
    expect(media.length).toBeGreaterThan(0);
    const stored = await Promise.all(media.map((name) => pptx.bytes(name)));
    expect(stored.some((bytes) => bytes.length === JPEG_BYTES.length)).toBe(true);

    // The picture fills the right-hand column (1fr of 2.1fr) to the slide's edges, its sides cut
    // as `object-fit: cover` cuts them; the slide is 12192000 × 6858000 EMU.
    const withImage = await slide(2);
    const [, x, y] = /<p:pic>[\s\S]*?<a:off x="(\d+)" y="(\d+)"/.exec(withImage) ?? [];
    const [, cx, cy] = /<p:pic>[\s\S]*?<a:ext cx="(\d+)" cy="(\d+)"/.exec(withImage) ?? [];
    expect(Number(x) / 12192000).toBeCloseTo(1.1 / 2.1, 2);
    expect(Number(y)).toBe(0);
    expect((Number(x) + Number(cx)) / 12192000).toBeCloseTo(1, 2);
    expect(Number(cy) / 6858000).toBeCloseTo(1, 2);
    const [, left, right] = /<a:srcRect l="(\d+)" r="(\d+)"/.exec(withImage) ?? [];
    expect(Number(left)).toBeGreaterThan(0);
    expect(left).toBe(right);
    expect(await slide(6)).toContain("<p:pic>");
    for (const n of [3, 4, 5, 7]) expect(await slide(n)).not.toContain("<p:pic>");
  });

  it("leaves out characters XML can't hold instead of writing a file PowerPoint refuses", async () => {
    const broken = {
      ...deckSource,
      slides: [
        { ...deckSource.slides[1], title: "Bell\u0007 and \ud800half", speakerNotes: "x\u0000y" },
      ],
    };
    const pptx = await readZip(await toPptx(broken, []));
    expect(runs(await pptx.text("ppt/slides/slide2.xml"))).toContain("Bell and half");
  });
});
