import { EXPORTS } from "../../../../shared/constants";
import { ExportError } from "./exportErrors";
import { imageFileName } from "./fileNames";
import type { DeckExportSource } from "./deckTypes";
import { deckImageRefs, exportImageRefs, type ImageRef } from "./imageRefs";
import type { ExportSource, ImageMime, LoadedImage } from "./types";

/**
 * Every export (ZIP, Word, PDF, PowerPoint) carries PNG or JPEG only (spec 9): a PNG or JPEG as
 * served, byte for byte; an SVG (an old poster the server has not drawn yet) drawn to PNG at
 * print resolution; anything else (WebP, GIF) drawn to PNG at its own size.
 */

type Size = { width: number; height: number };

/** What needs a browser: reading an image's size, drawing one to PNG. Swappable in tests. */
export type ImageTools = {
  measure(blob: Blob): Promise<Size>;
  /** Draws the image to a PNG of exactly `size`. */
  toPng(blob: Blob, size: Size): Promise<Size & { bytes: Uint8Array }>;
};

/** Print resolution for a drawing: at least twice its size, and its long edge at least this. */
export const PRINT_LONG_EDGE_PX = 2048;
/** Never drawn larger than this on its long edge (a canvas's and a document's sensible limit). */
const MAX_LONG_EDGE_PX = 4096;

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

/** The size an SVG states on its root (width and height in px), else its viewBox's proportions. */
export function svgSize(svgText: string): Size {
  const root = /<svg\b[^>]*>/i.exec(svgText)?.[0] ?? "";
  const length = (name: string) => {
    const match = new RegExp(`\\s${name}\\s*=\\s*["']\\s*([\\d.]+)\\s*(px)?\\s*["']`, "i").exec(
      root,
    );
    const value = match ? Number(match[1]) : NaN;
    return Number.isFinite(value) && value > 0 ? value : null;
  };
  const width = length("width");
  const height = length("height");
  return width !== null && height !== null ? { width, height } : svgFallbackSize(svgText);
}

/** An SVG's print size: at least 2× and a long edge of at least 2048 px, at most 4096. */
export function printSize({ width, height }: Size): Size {
  const long = Math.max(width, height);
  const scale = Math.min(Math.max(2, PRINT_LONG_EDGE_PX / long), MAX_LONG_EDGE_PX / long);
  return { width: Math.round(width * scale), height: Math.round(height * scale) };
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
  async toPng(blob, { width, height }) {
    const image = await decode(blob);
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
 * Fetches the source's images (thumbnails, then the ads'), only those this app serves, as PNG
 * or JPEG. Any that fails to arrive stops the export with `download` (spec 8 'Download failed').
 */
export async function loadImages(
  source: ExportSource,
  deps: LoadDeps = {},
): Promise<LoadedImage[]> {
  return loadRefs(exportImageRefs(source, deps.origin ?? window.location.origin), deps);
}

/**
 * A sell deck's slide images as PNG or JPEG (PowerPoint and PDF), by the same rules: only this
 * app's images, SVG posters drawn to PNG, a failed fetch stops the export with `download`.
 */
export async function loadDeckImages(
  source: DeckExportSource,
  deps: LoadDeps = {},
): Promise<LoadedImage[]> {
  return loadRefs(deckImageRefs(source, deps.origin ?? window.location.origin), deps);
}

async function loadRefs(
  refs: ImageRef[],
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
      let image: { bytes: Uint8Array; mime: "image/png" | "image/jpeg" } & Size;
      if (sniffed === "image/png" || sniffed === "image/jpeg") {
        const size = await tools.measure(blob).catch(() => ({ width: 0, height: 0 }));
        image = { bytes, mime: sniffed, ...size };
      } else if (sniffed === "image/svg+xml") {
        // A drawing has no pixels of its own: drawn for print, never handed on as SVG.
        const size = printSize(svgSize(new TextDecoder().decode(bytes)));
        image = { ...(await tools.toPng(blob, size)), mime: "image/png" };
      } else {
        // A format the documents don't all read (WebP, GIF): drawn to PNG at its own size.
        const fallback = { width: EXPORTS.svgFallbackWidthPx, height: EXPORTS.svgFallbackWidthPx };
        const size = await tools.measure(blob).catch(() => fallback);
        image = {
          ...(await tools.toPng(blob, size.width > 0 ? size : fallback)),
          mime: "image/png",
        };
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
