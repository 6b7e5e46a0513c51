/**
 * What an idea or a campaign page exports, shared by the app's export menu (src/features/exports)
 * and the MCP server's Markdown resources (convex/mcp): one document, whichever door.
 */

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

/**
 * Where the documents point readers (this app's address, the footer's call to action), and the
 * day a cover is dated (today unless given).
 */
export type ExportOptions = { siteUrl?: string; date?: Date };
