import { describe, expect, it, vi } from "vitest";
import {
  campaignSource,
  deckSource,
  ideaSource,
  JPEG_BYTES,
  PNG_BYTES,
  SVG_TEXT,
} from "../testing/fixtures";
import { ExportError } from "./exportErrors";
import {
  loadDeckImages,
  loadImages,
  printSize,
  svgFallbackSize,
  svgSize,
  type ImageTools,
} from "./loadImages";

const ORIGIN = "https://legendary.example";
const SVG_BYTES = new TextEncoder().encode(SVG_TEXT);

function server(files: Record<string, { bytes: Uint8Array; type: string } | number>) {
  return vi.fn(async (input: RequestInfo | URL) => {
    const file = files[typeof input === "string" ? input : ""];
    if (file === undefined || typeof file === "number") {
      return new Response("nope", { status: typeof file === "number" ? file : 404 });
    }
    return new Response(file.bytes.slice(), { headers: { "content-type": file.type } });
  });
}

const pngDrawer = () =>
  vi.fn(async (_blob: Blob, size: { width: number; height: number }) => ({
    ...size,
    bytes: PNG_BYTES,
  }));

function tools(toPng = pngDrawer()): ImageTools {
  return {
    measure: vi.fn(async (blob: Blob) =>
      blob.type === "image/svg+xml"
        ? Promise.reject(new Error("no size"))
        : { width: 640, height: 360 },
    ),
    toPng,
  };
}

const campaign = {
  ...campaignSource,
  images: [
    { url: "/api/media/hero-key", caption: "Hero: the first cup at dawn" },
    { url: "/api/media/detail-1", caption: "Detail" },
  ],
};
const files = {
  "/api/media/hero-key": { bytes: JPEG_BYTES, type: "image/jpeg" },
  // The offline studio's posters are SVG; the type is read from the bytes, not trusted.
  "/api/media/detail-1": { bytes: SVG_BYTES, type: "application/octet-stream" },
  "/api/media/ad-1": { bytes: PNG_BYTES, type: "image/png" },
};

describe("loadImages", () => {
  it("keeps PNG and JPEG as served and draws an SVG to PNG at print size, named in order", async () => {
    const fetchImpl = server(files);
    const toPng = pngDrawer();
    const images = await loadImages(campaign, { tools: tools(toPng), fetchImpl, origin: ORIGIN });
    expect(images.map(({ name, mime, width, height }) => ({ name, mime, width, height }))).toEqual([
      { name: "01-hero-the-first-cup-at-dawn.jpg", mime: "image/jpeg", width: 640, height: 360 },
      // 1600×900 drawn at 2×: a long edge of at least 2048 px, never the SVG itself.
      { name: "02-detail.png", mime: "image/png", width: 3200, height: 1800 },
      { name: "03-before-the-world-wakes.png", mime: "image/png", width: 640, height: 360 },
    ]);
    expect(images[0].bytes).toEqual(JPEG_BYTES);
    expect(images[1].bytes).toEqual(PNG_BYTES);
    expect(toPng).toHaveBeenCalledTimes(1);
    expect(toPng.mock.calls[0]?.[1]).toEqual({ width: 3200, height: 1800 });
    expect(images.every((image) => image.mime !== "image/svg+xml")).toBe(true);
    expect(images[2].url).toBe("/api/media/ad-1");
    expect(fetchImpl).toHaveBeenCalledWith("/api/media/hero-key", { credentials: "same-origin" });
  });

  it("draws a format the documents don't all read (WebP) to PNG at its own size", async () => {
    const webp = new Uint8Array([0x52, 0x49, 0x46, 0x46, 0, 0, 0, 0, 0x57, 0x45, 0x42, 0x50]);
    const toPng = pngDrawer();
    const [image] = await loadImages(
      { ...campaign, images: [{ url: "/api/media/webp", caption: "Upload" }], ads: [] },
      {
        tools: tools(toPng),
        fetchImpl: server({ "/api/media/webp": { bytes: webp, type: "image/webp" } }),
        origin: ORIGIN,
      },
    );
    expect(image).toMatchObject({ name: "01-upload.png", mime: "image/png", width: 640 });
    expect(toPng.mock.calls[0]?.[1]).toEqual({ width: 640, height: 360 });
  });

  it("fetches only what this app serves, each image once", async () => {
    const fetchImpl = server({
      ...files,
      [`${ORIGIN}/api/media/abs`]: { bytes: PNG_BYTES, type: "image/png" },
    });
    const source = {
      ...ideaSource,
      images: [
        { url: "https://tracker.example/pixel.png", caption: "x" },
        { url: "//tracker.example/pixel.png", caption: "x" },
        { url: "data:image/png;base64,AAAA", caption: "x" },
        { url: `${ORIGIN}/api/media/abs`, caption: "Absolute" },
        { url: "/api/media/hero-key", caption: "Hero" },
        { url: "/api/media/hero-key", caption: "Hero again" },
      ],
    };
    const images = await loadImages(source, {
      tools: tools(),
      fetchImpl,
      origin: ORIGIN,
    });
    expect(images.map((image) => image.name)).toEqual(["01-absolute.png", "02-hero.jpg"]);
    expect(fetchImpl).toHaveBeenCalledTimes(2);
  });

  it("stops with 'download' when an image can't be fetched", async () => {
    const failing = loadImages(campaign, {
      tools: tools(),
      fetchImpl: server({ ...files, "/api/media/ad-1": 500 }),
      origin: ORIGIN,
    });
    await expect(failing).rejects.toBeInstanceOf(ExportError);
    await expect(failing).rejects.toMatchObject({ failure: "download" });
  });

  it("sizes an SVG without one from its viewBox", () => {
    expect(svgFallbackSize('<svg viewBox="0 0 400 500">')).toEqual({ width: 1600, height: 2000 });
    expect(svgFallbackSize("<svg>")).toEqual({ width: 1600, height: 1600 });
    expect(svgSize('<svg width="1080" height="1920" viewBox="0 0 10 10">')).toEqual({
      width: 1080,
      height: 1920,
    });
    expect(svgSize('<svg width="100%" height="50%" viewBox="0 0 400 500">')).toEqual({
      width: 1600,
      height: 2000,
    });
  });

  it("prints drawings at least twice their size, with a long edge of 2048 to 4096 px", () => {
    expect(printSize({ width: 1080, height: 1080 })).toEqual({ width: 2160, height: 2160 });
    expect(printSize({ width: 1920, height: 1080 })).toEqual({ width: 3840, height: 2160 });
    expect(printSize({ width: 300, height: 200 })).toEqual({ width: 2048, height: 1365 });
    expect(printSize({ width: 4000, height: 1000 })).toEqual({ width: 4096, height: 1024 });
  });
});

describe("loadDeckImages", () => {
  const deck = {
    ...deckSource,
    slides: [
      ...deckSource.slides,
      { ...deckSource.slides[0], title: "Poster", imageUrl: "/api/media/poster" },
      { ...deckSource.slides[0], title: "Inline", imageUrl: "data:image/png;base64,AAAA" },
      { ...deckSource.slides[0], title: "Elsewhere", imageUrl: "//tracker.example/p.png" },
    ],
  };

  it("fetches each slide's own image once, this app's only, posters drawn to PNG", async () => {
    const toPng = pngDrawer();
    const fetchImpl = server({
      "/api/media/slide-visual": { bytes: JPEG_BYTES, type: "image/jpeg" },
      "/api/media/poster": { bytes: SVG_BYTES, type: "image/svg+xml" },
    });
    const images = await loadDeckImages(deck, { tools: tools(toPng), fetchImpl, origin: ORIGIN });
    expect(images.map(({ url, mime }) => ({ url, mime }))).toEqual([
      { url: "/api/media/slide-visual", mime: "image/jpeg" },
      { url: "/api/media/poster", mime: "image/png" },
    ]);
    expect(images[0].caption).toBe("Mornings are broken");
    expect(fetchImpl).toHaveBeenCalledTimes(2);
    expect(toPng).toHaveBeenCalledTimes(1);
  });

  it("stops with 'download' when a slide's image can't be fetched", async () => {
    const failing = loadDeckImages(deck, {
      tools: tools(),
      fetchImpl: server({ "/api/media/slide-visual": 500 }),
      origin: ORIGIN,
    });
    await expect(failing).rejects.toMatchObject({ failure: "download" });
  });
});
