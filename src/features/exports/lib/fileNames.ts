import { EXPORTS } from "../../../../shared/constants";
import type { DeckExportSource } from "./deckTypes";
import type { ExportSource, ImageMime } from "./types";

/** "The Last Good Idea!" → "the-last-good-idea"; accents kept as their letters, the rest dropped. */
export function slugify(text: string, maxChars = 80): string {
  return text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+/, "")
    .slice(0, maxChars)
    .replace(/-+$/, "");
}

const EXTENSIONS: Record<ImageMime, string> = {
  "image/png": "png",
  "image/jpeg": "jpg",
  "image/svg+xml": "svg",
};

export function extensionOf(mime: ImageMime): string {
  return EXTENSIONS[mime];
}

/** The export's file name from the campaign name: "the-last-good-idea.docx". */
export function exportFileName(source: ExportSource, extension: string): string {
  const base = slugify(source.campaignName) || slugify(source.title) || "campaign";
  return `${base}.${extension}`;
}

/** A sell deck's file name from its title: "why-mornings-matter.pptx". */
export function deckFileName(source: DeckExportSource, extension: string): string {
  const base = slugify(source.title) || slugify(source.campaignName) || "sell-deck";
  return `${base}.${extension}`;
}

/** "01-hero-shot-at-dawn.png": numbered in order, named from the caption (spec 9: up to 50). */
export function imageFileName(index: number, caption: string, mime: ImageMime): string {
  const number = String(index + 1).padStart(2, "0");
  const slug = slugify(caption, EXPORTS.imageNameMaxChars) || "image";
  return `${number}-${slug}.${extensionOf(mime)}`;
}
