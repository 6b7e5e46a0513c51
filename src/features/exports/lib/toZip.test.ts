// @vitest-environment node
import { describe, expect, it } from "vitest";
import { adImage, campaignSource, JPEG_BYTES, loadedImages, SVG_TEXT } from "../testing/fixtures";
import { readZip } from "../testing/readers";
import { ExportError } from "./exportErrors";
import { toZip } from "./toZip";

describe("toZip", () => {
  it("holds the Markdown document and every image byte for byte, named from its caption", async () => {
    const svg = {
      ...adImage,
      name: "03-before-the-world-wakes.svg",
      mime: "image/svg+xml" as const,
      bytes: new TextEncoder().encode(SVG_TEXT),
    };
    const zip = await readZip(await toZip(campaignSource, [...loadedImages, svg]));
    expect(zip.names.sort()).toEqual([
      "01-hero-the-first-cup-at-dawn.jpg",
      "02-detail-steam-light.png",
      "03-before-the-world-wakes.svg",
      "the-last-good-idea.md",
    ]);
    expect(await zip.bytes("01-hero-the-first-cup-at-dawn.jpg")).toEqual(JPEG_BYTES);
    expect(await zip.text("03-before-the-world-wakes.svg")).toBe(SVG_TEXT);

    const markdown = await zip.text("the-last-good-idea.md");
    expect(markdown).toContain("# The Last Good Idea");
    // The document shows the images beside it, not the app's URLs.
    expect(markdown).toContain("](01-hero-the-first-cup-at-dawn.jpg)");
    expect(markdown).toContain("](03-before-the-world-wakes.svg)");
    expect(markdown).not.toContain("/api/media/");
  });

  it("refuses to make a ZIP without images", async () => {
    await expect(toZip(campaignSource, [])).rejects.toEqual(new ExportError("noImages"));
  });
});
