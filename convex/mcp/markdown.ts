import type { Doc } from "../_generated/dataModel";
import type { QueryCtx } from "../_generated/server";
import { siteUrl } from "../lib/env";
import { legendOfIdea } from "../ideas/model";
import { liveLink, shareUrlFor } from "../shareLinks/model";
import { IMPORTED_IDEA_AUTHOR } from "../../shared/constants";
import type { ExportSource } from "../../shared/exports/exportSource";
import { toMarkdown } from "../../shared/exports/toMarkdown";

/**
 * The MCP server's resources as Markdown: an idea through the app's own Markdown export
 * (shared/exports/toMarkdown.ts, the words the Export menu's .md file has), and a brief as the
 * Markdown it is saved as.
 */

const COLLAGE_CAPTIONS = ["Hero", "Headline", "Concept"] as const;

export async function ideaMarkdown(ctx: Pick<QueryCtx, "db">, idea: Doc<"ideas">) {
  const legend = await legendOfIdea(ctx, idea);
  const brief = await ctx.db.get("briefs", idea.briefId);
  const link = await liveLink(ctx, { idea, page: null });
  const thumbnails = idea.thumbnails ?? [];
  const source: ExportSource = {
    kind: "idea",
    title: idea.title,
    campaignName: idea.campaignName,
    headline: idea.headline,
    coreIdea: idea.coreIdea,
    concept: idea.concept,
    keyVisualElements: idea.keyVisualElements,
    executionStrategy: idea.executionStrategy,
    legendName: legend?.name ?? IMPORTED_IDEA_AUTHOR,
    brand: brief?.brand ?? null,
    images: thumbnails.map((url, index) => ({
      url,
      caption: `${idea.campaignName} ${COLLAGE_CAPTIONS[index] ?? `image ${index + 1}`}`,
    })),
    shareUrl: link === null ? null : shareUrlFor(link.shareId),
  };
  return toMarkdown(source, { siteUrl: siteUrl() });
}

export function briefMarkdown(brief: Doc<"briefs">): string {
  const content = brief.content.trim();
  // A brief written by the app starts with its own heading; an imported or hand-saved one may not.
  return content.startsWith("#") ? `${content}\n` : `# ${brief.title}\n\n${content}\n`;
}
