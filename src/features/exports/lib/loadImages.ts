import { EXPORTS } from "../../../../shared/constants";
import { ExportError } from "./exportErrors";
import { imageFileName } from "./fileNames";
import type { DeckExportSource } from "./deckTypes";
import { deckImageRefs, exportImageRefs, type ImageRef } from "./imageRefs";
import type { ExportSource, ImageMime, LoadedImage } from "./types";

/**
 * `original`: every image as served, SVG included (the ZIP). `raster`: PNG or JPEG only, SVGs
 * drawn to PNG at their own size (Word and PDF can't show SVG).
 */
export type LoadMode = "original" | "raster";

type Size = { width: number; height: number };

/** What needs a browser: reading an image's size, drawing one to PNG. Swappable in tests. */
export type ImageTools = {
  measure(blob: Blob): Promise<Size>;
  toPng(blob: Blob, fallback: Size): Promise<Size & { bytes: Uint8Array }>;
};

function sniff(bytes: Uint8Array, contentType: string | null): ImageMime | "other" {
  if (bytes[0] === 0x89 && bytes[1] === 0x50 && bytes[2] === 0x4e && bytes[3] === 0x47) {
    return "image/png";
  }
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return "image/jpeg";
  const head = new TextDecoder().decode(bytes.subarray(0, 512)).trimStart().toLowerCase();
  if (head.startsWith("<svg") || (head.startsWith("<?xml") && head.includes("<svg"))) {
    return "image/svg+xml";
  }
  return contentType?.split(";")[0].trim() === "image/svg+xml" ? "image/svg+xml" : "other";
}

/** An SVG's own proportions (its viewBox), for drawing one that states no size. */
export function svgFallbackSize(svgText: string): Size {
  const width = EXPORTS.svgFallbackWidthPx;
  const viewBox = /viewBox\s*=\s*["']\s*[-\d.]+[\s,]+[-\d.]+[\s,]+([\d.]+)[\s,]+([\d.]+)/i.exec(
    svgText,
  );
  const ratio = viewBox ? Number(viewBox[2]) / Number(viewBox[1]) : 1;
  return { width, height: Math.round(width * (Number.isFinite(ratio) && ratio > 0 ? ratio : 1)) };
}

async function decode(blob: Blob): Promise<HTMLImageElement> {
  const url = URL.createObjectURL(blob);
  try {
    const image = new Image();
    image.src = url;
    await image.decode();
    return image;
  } finally {
    URL.revokeObjectURL(url);
  }
}

export const browserImageTools: ImageTools = {
  async measure(blob) {
    const image = await decode(blob);
    return { width: image.naturalWidth, height: image.naturalHeight };
  },
  async toPng(blob, fallback) {
    const image = await decode(blob);
    const width = image.naturalWidth || fallback.width;
    const height = image.naturalWidth
      ? image.naturalHeight || Math.round((width * fallback.height) / fallback.width)
      : fallback.height;
    const canvas = document.createElement("canvas");
    canvas.width = width;
    canvas.height = height;
    const context = canvas.getContext("2d");
    if (!context) throw new Error("No 2D canvas to draw the image on.");
    context.drawImage(image, 0, 0, width, height);
    const png = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, "image/png"));
    if (!png) throw new Error("The image could not be drawn to PNG.");
    return { width, height, bytes: new Uint8Array(await png.arrayBuffer()) };
  },
};

async function fetchBytes(url: string, fetchImpl: typeof fetch) {
  try {
    const response = await fetchImpl(url, { credentials: "same-origin" });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    return {
      bytes: new Uint8Array(await response.arrayBuffer()),
      contentType: response.headers.get("content-type"),
    };
  } catch (cause) {
    throw new ExportError("download", `Could not fetch ${url}`, { cause });
  }
}

type LoadDeps = { tools?: ImageTools; fetchImpl?: typeof fetch; origin?: string };

/**
 * Fetches the source's images (thumbnails, then the ads'), only those this app serves. Any that
 * fails to arrive stops the export with `download` (spec 8 'Download failed').
 */
export async function loadImages(
  source: ExportSource,
  mode: LoadMode,
  deps: LoadDeps = {},
): Promise<LoadedImage[]> {
  return loadRefs(exportImageRefs(source, deps.origin ?? window.location.origin), mode, deps);
}

/**
 * A sell deck's slide images as PNG or JPEG (PowerPoint and PDF), by the same rules: only this
 * app's images, SVG posters drawn to PNG, a failed fetch stops the export with `download`.
 */
export async function loadDeckImages(
  source: DeckExportSource,
  deps: LoadDeps = {},
): Promise<LoadedImage[]> {
  return loadRefs(deckImageRefs(source, deps.origin ?? window.location.origin), "raster", deps);
}

async function loadRefs(
  refs: ImageRef[],
  mode: LoadMode,
  {
    tools = browserImageTools,
    fetchImpl = (...args: Parameters<typeof fetch>) => fetch(...args),
  }: LoadDeps,
): Promise<LoadedImage[]> {
  return Promise.all(
    refs.map(async (ref, index): Promise<LoadedImage> => {
      const { bytes, contentType } = await fetchBytes(ref.url, fetchImpl);
      const sniffed = sniff(bytes, contentType);
      const blob = new Blob([bytes], {
        type: sniffed === "other" ? (contentType ?? "") : sniffed,
      });
      const keep =
        sniffed === "image/png" ||
        sniffed === "image/jpeg" ||
        (sniffed === "image/svg+xml" && mode === "original");
      let image: { bytes: Uint8Array; mime: ImageMime } & Size;
      if (keep) {
        const fallback =
          sniffed === "image/svg+xml"
            ? svgFallbackSize(new TextDecoder().decode(bytes))
            : { width: 0, height: 0 };
        const size = await tools.measure(blob).catch(() => fallback);
        image = { bytes, mime: sniffed, ...(size.width > 0 ? size : fallback) };
      } else {
        // An SVG for Word or PDF, or a format neither reads (WebP, GIF): drawn to PNG.
        const fallback =
          sniffed === "image/svg+xml"
            ? svgFallbackSize(new TextDecoder().decode(bytes))
            : { width: EXPORTS.svgFallbackWidthPx, height: EXPORTS.svgFallbackWidthPx };
        image = { ...(await tools.toPng(blob, fallback)), mime: "image/png" };
      }
      return {
        ...image,
        url: ref.url,
        caption: ref.caption,
        name: imageFileName(index, ref.caption, image.mime),
      };
    }),
  );
}
