// @vitest-environment node
import { describe, expect, it } from "vitest";
import { adImage, campaignSource, ideaSource, JPEG_BYTES, loadedImages } from "../testing/fixtures";
import { readZip } from "../testing/readers";
import { toDocx } from "./toDocx";

const SITE = "https://legendary.example";

describe("toDocx", () => {
  it("is a Word document with the idea's headings, text, lists and images", async () => {
    const docx = await readZip(await toDocx(ideaSource, loadedImages, { siteUrl: SITE }));
    expect(docx.names).toContain("[Content_Types].xml");
    const body = await docx.text("word/document.xml");
    expect(body).toContain("The Last Good Idea");
    expect(body).toContain("Some mornings deserve better coffee.");
    expect(body).toContain("Concept");
    expect(body).toContain("Steam from a cup");
    expect(body).toContain('w:pStyle w:val="Title"');
    expect(body).toContain('w:pStyle w:val="Heading1"');
    expect(body).toContain("<w:numPr>");
    // A4 with 0.75 in (1080 twips) margins.
    expect(body).toMatch(/<w:pgSz w:w="11906" w:h="16838"/);
    expect(body).toContain('w:top="1080"');

    const media = docx.names.filter((name) => name.startsWith("word/media/"));
    expect(media).toHaveLength(2);
    const stored = await Promise.all(media.map((name) => docx.bytes(name)));
    expect(stored.some((bytes) => bytes.length === JPEG_BYTES.length)).toBe(true);
  });

  it("has the product header and a call-to-action footer with the share and site links", async () => {
    const docx = await readZip(
      await toDocx(campaignSource, [...loadedImages, adImage], { siteUrl: SITE }),
    );
    const parts = await Promise.all(
      docx.names.filter((n) => /word\/(header|footer)\d*\.xml/.test(n)).map((n) => docx.text(n)),
    );
    const all = parts.join("\n");
    expect(all).toContain("LEGENDARY · CAMPAIGN PAGE");
    expect(all).toContain("Made with Legendary");
    expect(all).toContain("https://legendary.example/shared/abc123");
    const rels = await docx.text("word/_rels/footer1.xml.rels");
    expect(rels).toContain('Target="https://legendary.example"');
    const body = await docx.text("word/document.xml");
    expect(body).toContain("Ad 1 · Social 1:1");
    expect(body).toContain("Roasted for the early ones.");
    // Three pictures drawn; Word stores the ad's, byte for byte the same as a thumbnail, once.
    expect(body.match(/<pic:pic[ >]/g)).toHaveLength(3);
    expect(docx.names.filter((name) => name.startsWith("word/media/"))).toHaveLength(2);
  });

  it("scales a large image down to the text column at its proportions", async () => {
    const big = { ...loadedImages[0], width: 3200, height: 1800 };
    const docx = await readZip(await toDocx(ideaSource, [big]));
    const body = await docx.text("word/document.xml");
    // 649 px × 9525 EMU per px: the column between 0.75 in margins on A4.
    const [, cx, cy] = /<wp:extent cx="(\d+)" cy="(\d+)"/.exec(body) ?? [];
    expect(Number(cx)).toBe(649 * 9525);
    expect(Number(cy)).toBe(365 * 9525);
  });
});
