// The export's words live in shared/ (the MCP server renders the same Markdown); named here too
// so the feature's files keep one place to import their types from.
export type { ExportOptions, ExportSource } from "../../../../shared/exports/exportSource";

export type ImageMime = "image/png" | "image/jpeg" | "image/svg+xml";

/** An image of the source, fetched: `name` is its file name in the ZIP ("01-hero-shot.png"). */
export type LoadedImage = {
  name: string;
  caption: string;
  bytes: Uint8Array;
  mime: ImageMime;
  width: number;
  height: number;
  /** The URL it was fetched from, as written in the source (matches `images[].url`, `ads[].imageUrl`). */
  url: string;
};

export type ExportFormat = "copy" | "markdown" | "docx" | "pdf" | "zip";
