import JSZip from "jszip";
import { ExportError } from "./exportErrors";
import { exportFileName } from "./fileNames";
import { toMarkdown } from "../../../../shared/exports/toMarkdown";
import type { ExportOptions, ExportSource, LoadedImage } from "./types";

/**
 * The images and the document (spec 9): every image as PNG or JPEG (loadImages: as served, or
 * drawn at print resolution), named from its caption ("01-hero-shot.png"), beside the Markdown
 * document that shows them. An SVG never goes in, even if one were handed over.
 */
export async function toZip(
  source: ExportSource,
  images: LoadedImage[],
  options: ExportOptions = {},
): Promise<Uint8Array> {
  const rasters = images.filter(
    (image) => image.mime === "image/png" || image.mime === "image/jpeg",
  );
  if (rasters.length === 0) throw new ExportError("noImages");
  const zip = new JSZip();
  const imageFiles = new Map(rasters.map((image) => [image.url, image.name]));
  zip.file(exportFileName(source, "md"), toMarkdown(source, { ...options, imageFiles }));
  // Images are compressed already: stored as they are, they keep their bytes and zip fast.
  for (const image of rasters) zip.file(image.name, image.bytes, { compression: "STORE" });
  return zip.generateAsync({
    type: "uint8array",
    compression: "DEFLATE",
    compressionOptions: { level: 6 },
  });
}
