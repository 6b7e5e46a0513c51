import { afterEach, describe, expect, it, vi } from "vitest";
import { configuredImageProviders, generateImages, resolveImageProvider } from "./images";
import { imageSize, parseResolution, sniffImageType } from "./imageBytes";
import { AiError, type ImageRequest } from "./types";

/** Which image provider runs, by configuration, and the offline studio's output. */

afterEach(() => vi.unstubAllEnvs());

function keys({ ideogram, replicate }: { ideogram?: boolean; replicate?: boolean }) {
  vi.stubEnv("IDEOGRAM_API_KEY", ideogram ? "ideo-key" : "");
  vi.stubEnv("REPLICATE_API_TOKEN", replicate ? "r8-token" : "");
}

const request = (overrides: Partial<ImageRequest> = {}): ImageRequest => ({
  prompt: "A poster for a bakery",
  aspectRatio: "9:16",
  count: 2,
  provider: "offline-studio",
  magicPrompt: true,
  includeText: true,
  poster: { seed: "bakery", headline: "Bread, as it should be", brand: "Crumb" },
  ...overrides,
});

describe("resolveImageProvider", () => {
  it("falls back to the offline studio when no key is set", () => {
    keys({});
    expect(configuredImageProviders()).toEqual([]);
    expect(resolveImageProvider("ideogram")).toBe("offline-studio");
    expect(resolveImageProvider("replicate")).toBe("offline-studio");
    expect(resolveImageProvider()).toBe("offline-studio");
  });

  it("uses the preferred provider when its key is set", () => {
    keys({ ideogram: true, replicate: true });
    expect(resolveImageProvider("ideogram")).toBe("ideogram");
    expect(resolveImageProvider("replicate")).toBe("replicate");
    // The admin default (Ideogram) when nothing is preferred.
    expect(resolveImageProvider(undefined)).toBe("ideogram");
    expect(resolveImageProvider(null)).toBe("ideogram");
  });

  it("uses the other configured provider when the preferred one has no key", () => {
    keys({ replicate: true });
    expect(resolveImageProvider("ideogram")).toBe("replicate");
    keys({ ideogram: true });
    expect(resolveImageProvider("replicate")).toBe("ideogram");
  });

  it("honours an explicit offline studio choice", () => {
    keys({ ideogram: true, replicate: true });
    expect(resolveImageProvider("offline-studio")).toBe("offline-studio");
  });

  it("reads the environment at call time", () => {
    keys({});
    expect(resolveImageProvider("ideogram")).toBe("offline-studio");
    vi.stubEnv("IDEOGRAM_API_KEY", "now-set");
    expect(resolveImageProvider("ideogram")).toBe("ideogram");
  });
});

describe("generateImages", () => {
  it("draws offline studio posters as SVG at the ratio's size, one composition per image", async () => {
    const images = await generateImages(request({ count: 3 }));
    expect(images).toHaveLength(3);
    for (const image of images) {
      expect(image).toMatchObject({
        contentType: "image/svg+xml",
        width: 1080,
        height: 1920,
        provider: "offline-studio",
        usedPrompt: "A poster for a bakery",
      });
      expect(new TextDecoder().decode(image.bytes)).toContain("Bread, as it should be");
    }
    expect(new Set(images.map((image) => image.model)).size).toBe(3);
  });

  it("never makes more than the maximum per request", async () => {
    expect(await generateImages(request({ count: 9 }))).toHaveLength(4);
  });

  it("refuses a provider whose key is missing, naming the variable", async () => {
    keys({});
    const error = await generateImages(request({ provider: "ideogram" })).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AiError);
    expect(error).toMatchObject({ code: "MISCONFIGURED" });
    expect((error as Error).message).toContain("IDEOGRAM_API_KEY");
    const replicate = await generateImages(request({ provider: "replicate" })).catch(
      (e: unknown) => e,
    );
    expect((replicate as AiError).message).toContain("REPLICATE_API_TOKEN");
  });

  it("treats an empty prompt or a zero count as a bug", async () => {
    await expect(generateImages(request({ prompt: " " }))).rejects.toThrow("empty");
    await expect(generateImages(request({ count: 0 }))).rejects.toThrow("positive");
  });
});

describe("image bytes", () => {
  it("recognises raster formats and reads their size from the header", () => {
    const png = new Uint8Array([
      0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 73, 72, 68, 82, 0, 0, 4, 0, 0, 0,
      5, 0,
    ]);
    expect(sniffImageType(png)).toBe("image/png");
    expect(imageSize(png)).toEqual({ width: 1024, height: 1280 });

    const jpeg = new Uint8Array([
      0xff, 0xd8, 0xff, 0xe0, 0, 4, 0, 0, 0xff, 0xc0, 0, 17, 8, 0x02, 0x1c, 0x03, 0xc0, 3,
    ]);
    expect(sniffImageType(jpeg)).toBe("image/jpeg");
    expect(imageSize(jpeg)).toEqual({ width: 960, height: 540 });

    const svg = new TextEncoder().encode("<svg xmlns='http://www.w3.org/2000/svg'/>");
    expect(sniffImageType(svg)).toBeNull();
    expect(parseResolution("896x1152")).toEqual({ width: 896, height: 1152 });
    expect(parseResolution("big")).toBeNull();
  });
});
