// @vitest-environment node
import { describe, expect, it, vi } from "vitest";
import {
  adImage,
  campaignSource,
  JPEG_BYTES,
  loadedImages,
  PNG_BYTES,
  SVG_TEXT,
} from "../testing/fixtures";
import { readZip } from "../testing/readers";
import { ExportError } from "./exportErrors";
import { loadImages } from "./loadImages";
import { toZip } from "./toZip";

describe("toZip", () => {
  it("holds the Markdown document and every image byte for byte, named from its caption", async () => {
    const zip = await readZip(await toZip(campaignSource, [...loadedImages, adImage]));
    expect(zip.names.sort()).toEqual([
      "01-hero-the-first-cup-at-dawn.jpg",
      "02-detail-steam-light.png",
      adImage.name,
      "the-last-good-idea.md",
    ]);
    expect(await zip.bytes("01-hero-the-first-cup-at-dawn.jpg")).toEqual(JPEG_BYTES);

    const markdown = await zip.text("the-last-good-idea.md");
    expect(markdown).toContain("# The Last Good Idea");
    // The document shows the images beside it, not the app's URLs.
    expect(markdown).toContain("](01-hero-the-first-cup-at-dawn.jpg)");
    expect(markdown).not.toContain("/api/media/");
  });

  it("holds PNG and JPEG only: a poster served as SVG arrives drawn to PNG, never as .svg", async () => {
    const served: Record<string, { bytes: Uint8Array; type: string }> = {
      "/api/media/hero": { bytes: JPEG_BYTES, type: "image/jpeg" },
      "/api/media/poster": { bytes: new TextEncoder().encode(SVG_TEXT), type: "image/svg+xml" },
    };
    const fetchImpl = vi.fn(async (url: RequestInfo | URL) => {
      const file = served[typeof url === "string" ? url : ""];
      return new Response(file.bytes.slice(), { headers: { "content-type": file.type } });
    });
    const source = {
      ...campaignSource,
      images: [
        { url: "/api/media/hero", caption: "Hero" },
        { url: "/api/media/poster", caption: "Poster" },
      ],
      ads: [],
    };
    const images = await loadImages(source, {
      fetchImpl,
      origin: "https://legendary.example",
      tools: {
        measure: async () => ({ width: 800, height: 450 }),
        toPng: async (_blob, size) => ({ ...size, bytes: PNG_BYTES }),
      },
    });
    const zip = await readZip(await toZip(source, images));
    expect(zip.names.sort()).toEqual(["01-hero.jpg", "02-poster.png", "the-last-good-idea.md"]);
    expect(zip.names.some((name) => /\.svg$/i.test(name))).toBe(false);
    expect(await zip.bytes("02-poster.png")).toEqual(PNG_BYTES);
    expect(await zip.text("the-last-good-idea.md")).toContain("](02-poster.png)");

    // Even handed an SVG directly, the ZIP leaves it out.
    const svg = {
      ...adImage,
      name: "03-x.svg",
      mime: "image/svg+xml" as const,
      bytes: new TextEncoder().encode(SVG_TEXT),
    };
    const guarded = await readZip(await toZip(source, [...images, svg]));
    expect(guarded.names.some((name) => /\.svg$/i.test(name))).toBe(false);
  });

  it("refuses to make a ZIP without images", async () => {
    await expect(toZip(campaignSource, [])).rejects.toEqual(new ExportError("noImages"));
  });
});
