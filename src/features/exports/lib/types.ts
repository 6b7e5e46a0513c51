/** What an idea or a campaign page exports: the same words and images for every format. */
export type ExportSource = {
  kind: "idea" | "campaign";
  title: string; // the idea's title
  campaignName: string;
  headline: string;
  coreIdea: string;
  concept: string;
  keyVisualElements: string[];
  executionStrategy: string[];
  legendName: string;
  brand: string | null;
  /** Hero first; /api/media URLs served by this app (same origin). */
  images: { url: string; caption: string }[];
  /** Campaign pages: the ads in order. */
  ads?: { formatLabel: string; headline: string; body: string; imageUrl: string | null }[];
  /** The public share link, if one exists, printed in the footer. */
  shareUrl?: string | null;
};

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

/**
 * Where the documents point readers (this app's address, the footer's call to action), and the
 * day a cover is dated (today unless given).
 */
export type ExportOptions = { siteUrl?: string; date?: Date };
