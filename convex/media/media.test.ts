import { makeFunctionReference } from "convex/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { Id } from "../_generated/dataModel";
import { createUser, makeTest, type TestApp } from "../test.setup";
import { MAX_IMAGE_BYTES } from "../../shared/constants";
import { imageSize, sniffImageType } from "../lib/ai/imageBytes";
import { renderPoster } from "../studio/posters/render";
import { MEDIA_KEY_PATTERN, mediaUrl, newMediaKey } from "./model";

/** Generated images: stored once, served as /api/media/{key} with their content type. */

type Stored = {
  key: string;
  url: string;
  provider: string;
  model: string;
  contentType: string;
  width: number;
  height: number;
};

// The fixture lives in media.fixtures.ts, which codegen skips, so it is referenced by path.
const generateAndStore = makeFunctionReference<
  "action",
  { prompt: string; count: number; ownerId?: Id<"users">; legendSlug?: string },
  Stored[]
>("media/media.fixtures:generateAndStore");

afterEach(() => vi.unstubAllEnvs());

function offline() {
  // No provider keys: the offline studio draws the images.
  vi.stubEnv("IDEOGRAM_API_KEY", "");
  vi.stubEnv("REPLICATE_API_TOKEN", "");
}

async function mediaRows(t: TestApp) {
  return await t.run(async (ctx) => await ctx.db.query("media").take(20));
}

/** Stores `bytes` as a PNG image row, as storeGeneratedImages would; returns its key. */
async function storeImage(
  t: TestApp,
  bytes: Uint8Array<ArrayBuffer>,
  contentType = "image/png",
  provider: "replicate" | "offline-studio" = "replicate",
): Promise<string> {
  const key = newMediaKey();
  await t.run(async (ctx) => {
    const storageId = await ctx.storage.store(new Blob([bytes], { type: contentType }));
    await ctx.db.insert("media", { key, storageId, contentType, provider });
  });
  return key;
}

async function storedBytes(t: TestApp, key: string) {
  const { row, buffer } = await t.run(async (ctx) => {
    const row = await ctx.db
      .query("media")
      .withIndex("by_key", (q) => q.eq("key", key))
      .unique();
    const blob = row && (await ctx.storage.get(row.storageId));
    return { row, buffer: blob ? await blob.arrayBuffer() : null };
  });
  return { row, bytes: buffer ? new Uint8Array(buffer) : null };
}

describe("storing generated images", () => {
  it("stores each image under its own unguessable key and records who and what made it", async () => {
    offline();
    const t = makeTest();
    const ownerId = await createUser(t);
    const stored = await t.action(generateAndStore, {
      prompt: "A poster for Acme",
      count: 3,
      ownerId,
      legendSlug: "bill-bernbach",
    });

    expect(stored).toHaveLength(3);
    expect(new Set(stored.map((s) => s.key)).size).toBe(3);
    for (const image of stored) {
      expect(image.key).toMatch(MEDIA_KEY_PATTERN);
      expect(image.url).toBe(`/api/media/${image.key}`);
      expect(image).toMatchObject({
        provider: "offline-studio",
        contentType: "image/png",
        width: 1080,
        height: 1350,
      });
      // The studio's posters are stored as PNG at their own size (IHDR), never as SVG.
      const { row, bytes } = await storedBytes(t, image.key);
      expect(row?.contentType).toBe("image/png");
      expect(sniffImageType(bytes!)).toBe("image/png");
      expect(imageSize(bytes!)).toEqual({ width: 1080, height: 1350 });
    }
    const rows = await mediaRows(t);
    expect(rows).toHaveLength(3);
    expect(rows[0]).toMatchObject({
      ownerId,
      provider: "offline-studio",
      prompt: "A poster for Acme",
    });
    expect(rows.map((row) => row.model)).toEqual(stored.map((s) => s.model));
  });

  it("new keys are random and URL-safe", () => {
    const keys = new Set(Array.from({ length: 200 }, newMediaKey));
    expect(keys.size).toBe(200);
    for (const key of keys) expect(key).toMatch(MEDIA_KEY_PATTERN);
    expect(mediaUrl("abc")).toBe("/api/media/abc");
  });
});

describe("GET /api/media/{key}", () => {
  it("serves the stored bytes with their content type and long-lived caching", async () => {
    offline();
    const t = makeTest();
    const [image] = await t.action(generateAndStore, { prompt: "A poster", count: 1 });

    const response = await t.fetch(image.url);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/png");
    expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(response.headers.get("access-control-allow-origin")).toBe("*");
    const body = new Uint8Array(await response.arrayBuffer());
    expect(imageSize(body)).toEqual({ width: 1080, height: 1350 });
    expect(body).toEqual((await storedBytes(t, image.key)).bytes);
  });

  it("draws a poster stored as SVG (before posters were rasterised) to PNG on its first request", async () => {
    const t = makeTest();
    const poster = renderPoster({
      prompt: "A poster",
      aspectRatio: "1:1",
      includeText: true,
      facts: { seed: "old", headline: "Think small.", brand: "Acme" },
    });
    const svg = new TextEncoder().encode(poster.svg);
    const key = await storeImage(t, svg, "image/svg+xml", "offline-studio");
    const before = (await storedBytes(t, key)).row!.storageId;

    const first = await t.fetch(mediaUrl(key));
    expect(first.status).toBe(200);
    expect(first.headers.get("content-type")).toBe("image/png");
    expect(first.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    const png = new Uint8Array(await first.arrayBuffer());
    expect(imageSize(png)).toEqual({ width: 1080, height: 1080 });

    // Swapped in under the same key, the SVG's file deleted; the next request reads the PNG.
    const { row, bytes } = await storedBytes(t, key);
    expect(row).toMatchObject({ contentType: "image/png", provider: "offline-studio" });
    expect(bytes).toEqual(png);
    expect(await t.run(async (ctx) => await ctx.storage.get(before))).toBeNull();
    const again = await t.fetch(mediaUrl(key));
    expect(new Uint8Array(await again.arrayBuffer())).toEqual(png);
  });

  it("serves an SVG the renderer cannot draw as it was, cached briefly, and keeps it", async () => {
    const t = makeTest();
    const broken = new TextEncoder().encode("<svg xmlns='http://www.w3.org/2000/svg'><rect");
    const key = await storeImage(t, broken, "image/svg+xml", "offline-studio");
    const errors = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const response = await t.fetch(mediaUrl(key));
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/svg+xml");
    expect(response.headers.get("cache-control")).toBe("public, max-age=300");
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(broken);
    expect((await storedBytes(t, key)).row?.contentType).toBe("image/svg+xml");
    expect(errors).toHaveBeenCalled();
    errors.mockRestore();
  });

  it("serves raster images byte for byte", async () => {
    const t = makeTest();
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]);
    const key = await storeImage(t, png);
    const response = await t.fetch(mediaUrl(key));
    expect(response.status).toBe(200);
    expect(Object.fromEntries(response.headers)).toMatchObject({
      "content-type": "image/png",
      "content-length": String(png.byteLength),
      "cache-control": "public, max-age=31536000, immutable",
      etag: `"${key}"`,
      "access-control-allow-origin": "*",
      "x-content-type-options": "nosniff",
      "content-security-policy": "default-src 'none'; style-src 'unsafe-inline'; sandbox",
    });
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(png);
  });

  it("serves images inline and anything else as a sandboxed download", async () => {
    const t = makeTest();
    const png = await t.fetch(mediaUrl(await storeImage(t, new Uint8Array([0x89, 0x50]))));
    expect(png.headers.get("content-disposition")).toBeNull();
    const page = new TextEncoder().encode("<script>alert(1)</script>");
    const html = await t.fetch(mediaUrl(await storeImage(t, page, "text/html")));
    expect(Object.fromEntries(html.headers)).toMatchObject({
      "content-type": "text/html",
      "content-disposition": "attachment",
      "x-content-type-options": "nosniff",
      "content-security-policy": "default-src 'none'; style-src 'unsafe-inline'; sandbox",
    });
  });

  it("answers 413 with a JSON error for a stored file over the cap, and serves one at it", async () => {
    const t = makeTest();
    const over = await storeImage(t, new Uint8Array(MAX_IMAGE_BYTES + 1));
    const response = await t.fetch(mediaUrl(over));
    expect(response.status).toBe(413);
    expect(response.headers.get("content-type")).toMatch(/^application\/json/);
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(await response.json()).toEqual({
      error: "This image is larger than 10 MiB, so it can't be served.",
    });

    const atCap = await storeImage(t, new Uint8Array(MAX_IMAGE_BYTES));
    const served = await t.fetch(mediaUrl(atCap));
    expect(served.status).toBe(200);
    expect((await served.arrayBuffer()).byteLength).toBe(MAX_IMAGE_BYTES);
  });

  it("answers 404 for unknown, malformed and deleted keys", async () => {
    offline();
    const t = makeTest();
    const [image] = await t.action(generateAndStore, { prompt: "A poster", count: 1 });

    for (const path of [
      mediaUrl(newMediaKey()),
      "/api/media/not-a-key",
      `${image.url}/extra`,
      "/api/media/",
    ]) {
      const response = await t.fetch(path);
      expect(response.status, path).toBe(404);
    }

    const row = (await mediaRows(t))[0];
    await t.run(async (ctx) => await ctx.storage.delete(row.storageId));
    expect((await t.fetch(image.url)).status).toBe(404);
  });
});
