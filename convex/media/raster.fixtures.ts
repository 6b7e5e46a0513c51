/**
 * The server-side renderer for tests (two dots in the name: never deployed): the same wasm and
 * fonts convex/media/raster.ts loads, so a test draws exactly what a deployment draws.
 */
import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import type { CardFonts } from "../shareLinks/card";
import { fontMetrics } from "./fontMetrics";
import { ensureResvg, svgToPng, type RasterImage } from "./rasterize";
import { fraunces400 } from "./fonts/fraunces400.font";
import { fraunces400Italic } from "./fonts/fraunces400Italic.font";
import { fraunces600 } from "./fonts/fraunces600.font";
import { inter500 } from "./fonts/inter500.font";
import { inter800 } from "./fonts/inter800.font";

const require = createRequire(import.meta.url);
const decode = (base64: string) => new Uint8Array(Buffer.from(base64, "base64"));

export const testFonts = {
  serif: decode(fraunces600),
  sansBold: decode(inter800),
  sans: decode(inter500),
  poster: [decode(fraunces400), decode(fraunces400Italic)],
};

export const cardFonts: CardFonts = {
  serif: fontMetrics(testFonts.serif),
  sansBold: fontMetrics(testFonts.sansBold),
  sans: fontMetrics(testFonts.sans),
};

export async function renderForTest(svg: string, width?: number): Promise<RasterImage> {
  await ensureResvg(async () => {
    const file = await readFile(require.resolve("@resvg/resvg-wasm/index_bg.wasm"));
    return file.buffer.slice(file.byteOffset, file.byteOffset + file.byteLength);
  });
  const { serif, sansBold, sans, poster } = testFonts;
  return svgToPng(svg, [sans, sansBold, ...poster, serif], width ? { width } : {});
}
