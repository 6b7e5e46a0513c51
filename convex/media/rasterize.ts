import { initWasm, Resvg } from "@resvg/resvg-wasm";

/**
 * SVG → PNG with resvg (WebAssembly), the one renderer behind every raster this app makes on
 * the server: the built-in studio's posters and the share cards. Pure: the caller hands in the
 * wasm bytes and the fonts (convex/media/raster.ts reads them in Node). Only the given fonts
 * are used, never the machine's, so a poster looks the same on every deployment: generic
 * families map to them (sans-serif → Inter, serif → Fraunces), so a poster's
 * "'Helvetica Neue', …, sans-serif" stack is set in Inter.
 */

export const SANS_FAMILY = "Inter";
export const SERIF_FAMILY = "Fraunces";

/** The largest side drawn: a 4K long edge. Anything asked for above it is refused, not drawn. */
export const MAX_RASTER_SIDE = 4096;

let ready: Promise<void> | null = null;

/**
 * Loads the wasm once per process (resvg refuses a second init). A failed load is forgotten,
 * so the next call tries again instead of failing forever.
 */
export function ensureResvg(load: () => Promise<BufferSource>): Promise<void> {
  ready ??= load()
    .then((bytes) => initWasm(bytes))
    .catch((error: unknown) => {
      ready = null;
      throw error;
    });
  return ready;
}

export type RasterImage = { png: Uint8Array<ArrayBuffer>; width: number; height: number };

/**
 * Draws `svg` (at its own size, or `width` px wide at its proportions) to PNG. The wasm objects
 * are freed before returning: an action renders several images and wasm memory never shrinks,
 * so each pixmap must go back to the allocator at once.
 */
export function svgToPng(
  svg: string,
  fonts: readonly Uint8Array[],
  options: { width?: number } = {},
): RasterImage {
  const renderer = new Resvg(svg, {
    fitTo: options.width ? { mode: "width", value: options.width } : { mode: "original" },
    font: {
      fontBuffers: [...fonts],
      defaultFontFamily: SANS_FAMILY,
      sansSerifFamily: SANS_FAMILY,
      serifFamily: SERIF_FAMILY,
    },
    // Text as glyph outlines with anti-aliasing, shapes with geometric precision.
    textRendering: 2,
    shapeRendering: 2,
  });
  try {
    const width = Math.round(options.width ?? renderer.width);
    const height = Math.round((renderer.height * width) / renderer.width);
    if (!(width > 0 && height > 0) || Math.max(width, height) > MAX_RASTER_SIDE) {
      throw new Error(`Refusing to draw an SVG of ${width}×${height} px.`);
    }
    const image = renderer.render();
    try {
      // wasm-bindgen hands back a copy in its own ArrayBuffer, never wasm memory.
      const png = image.asPng() as Uint8Array<ArrayBuffer>;
      return { png, width: image.width, height: image.height };
    } finally {
      image.free();
    }
  } finally {
    renderer.free();
  }
}

/** RGBA pixels, row by row, four bytes each. */
export type RasterPixels = { pixels: Uint8Array; width: number; height: number };

/**
 * Draws a small SVG (a thumbnail of a visual) to raw RGBA pixels, for reading the picture
 * rather than storing it (channelKits/focus.ts finds its subject). Same rules as svgToPng.
 */
export function svgToPixels(svg: string, fonts: readonly Uint8Array[]): RasterPixels {
  const renderer = new Resvg(svg, {
    fitTo: { mode: "original" },
    font: { fontBuffers: [...fonts] },
  });
  try {
    if (Math.max(renderer.width, renderer.height) > MAX_RASTER_SIDE) {
      throw new Error(`Refusing to draw an SVG of ${renderer.width}×${renderer.height} px.`);
    }
    const image = renderer.render();
    try {
      return { pixels: new Uint8Array(image.pixels), width: image.width, height: image.height };
    } finally {
      image.free();
    }
  } finally {
    renderer.free();
  }
}
