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

  it("opens on a cover, then numbers every later page under the product header", async () => {
    const docx = await readZip(
      await toDocx(campaignSource, [...loadedImages, adImage], {
        siteUrl: SITE,
        date: new Date(2025, 2, 12, 12),
      }),
    );
    const body = await docx.text("word/document.xml");
    // The cover: its own empty header and footer, the brand, title, line and facts.
    expect(body).toContain("<w:titlePg/>");
    const cover = body.slice(0, body.indexOf("<w:pageBreakBefore/>"));
    for (const words of [
      "Northbound Coffee",
      "Campaign page",
      "The Last Good Idea",
      "Some mornings deserve better coffee.",
      "Prepared for",
      "Mary Wells Lawrence",
      "12 March 2025",
      "Prepared with Legendary",
    ]) {
      expect(cover).toContain(words);
    }
    expect(cover.match(/<pic:pic[ >]/g)).toHaveLength(1);
    // The body starts on the next page, with the idea.
    expect(body.slice(body.indexOf("<w:pageBreakBefore/>"))).toMatch(/^[^]*?The idea/);

    const part = async (kind: "header" | "footer", type: "default" | "first") => {
      const [, id] = new RegExp(`${kind}Reference w:type="${type}" r:id="(\\w+)"`).exec(body)!;
      const rels = await docx.text("word/_rels/document.xml.rels");
      const [, target] = new RegExp(`Id="${id}"[^>]*Target="([^"]+)"`).exec(rels)!;
      return { xml: await docx.text(`word/${target}`), target };
    };
    const header = (await part("header", "default")).xml;
    expect(header).toContain("Legendary · Campaign page");
    expect(header).toContain("<w:caps/>");
    expect(header).toContain("The Last Good Idea");
    const footer = await part("footer", "default");
    expect(footer.xml).toContain("Made with Legendary");
    expect(footer.xml).toMatch(/PAGE<\/w:instrText>[^]*> \/ <[^]*NUMPAGES<\/w:instrText>/);
    const footerRels = await docx.text(`word/_rels/${footer.target}.rels`);
    expect(footerRels).toContain('Target="https://legendary.example/shared/abc123"');
    expect(footerRels).toContain('Target="https://legendary.example"');
    expect((await part("footer", "first")).xml).not.toContain("PAGE");
    expect((await part("header", "first")).xml).not.toContain("Legendary");
  });

  it("sets each ad as a row kept whole, its picture beside its words, each image once", async () => {
    const docx = await readZip(
      await toDocx(campaignSource, [...loadedImages, adImage], { siteUrl: SITE }),
    );
    const body = await docx.text("word/document.xml");
    expect(body).toContain("Ad 1 · Social 1:1");
    expect(body).toContain("Roasted for the early ones.");
    const rows = [...body.matchAll(/<w:tr>[^]*?<\/w:tr>/g)].map(([row]) => row);
    const ad = rows.find((row) => row.includes("Ad 1 · Social 1:1"))!;
    expect(ad).toContain("<w:cantSplit/>");
    expect(ad.match(/<pic:pic[ >]/g)).toHaveLength(1);
    expect(rows.find((row) => row.includes("Ad 2 · Banner 16:9"))).not.toContain("<pic:pic");
    // Three pictures drawn (hero on the cover, the ad's, the detail); Word stores the ad's, byte
    // for byte the same as the detail, once.
    expect(body.match(/<pic:pic[ >]/g)).toHaveLength(3);
    expect(docx.names.filter((name) => name.startsWith("word/media/"))).toHaveLength(2);
    expect(body).toContain("https://legendary.example/shared/abc123");
  });

  it("sets the pictures no section shows two to a row, each row kept whole", async () => {
    const third = { ...loadedImages[1], url: "/api/media/detail-2", caption: "Detail two" };
    const source = {
      ...ideaSource,
      images: [...ideaSource.images, { url: third.url, caption: third.caption }],
    };
    const body = await (
      await readZip(await toDocx(source, [...loadedImages, third]))
    ).text("word/document.xml");
    const row = [...body.matchAll(/<w:tr>[^]*?<\/w:tr>/g)]
      .map(([xml]) => xml)
      .find((xml) => xml.includes("Detail two"))!;
    expect(row).toContain("<w:cantSplit/>");
    expect(row.match(/<pic:pic[ >]/g)).toHaveLength(2);
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
