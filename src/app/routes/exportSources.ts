import type { ExportSource } from "@/features/exports/lib/types";
import type { IdeaView } from "@/features/ideas/lib/types";
import type { CampaignPageView } from "@/features/campaigns/lib/types";
import type { DeckView } from "@/features/decks/lib/types";
import type { DeckExportSource } from "@/features/exports/lib/deckTypes";
import { withFullStop } from "../../../shared/ideaText";

/**
 * What an idea and a campaign page hand the exports feature: the page composes it, so the
 * features never read each other's types. Captions follow the collage (hero under the campaign
 * line, then the headline and the concept images).
 */
const COLLAGE_CAPTIONS = ["Hero", "Headline", "Concept"] as const;

export function ideaExportSource(idea: IdeaView, shareUrl: string | null = null): ExportSource {
  return {
    kind: "idea",
    title: idea.title,
    campaignName: idea.campaignName,
    headline: idea.headline,
    coreIdea: idea.coreIdea,
    concept: idea.concept,
    keyVisualElements: idea.keyVisualElements,
    executionStrategy: idea.executionStrategy,
    legendName: idea.legend.name,
    brand: null,
    images: idea.thumbnails.map((url, index) => ({
      url,
      caption: `${idea.campaignName} ${COLLAGE_CAPTIONS[index] ?? `image ${index + 1}`}`,
    })),
    shareUrl,
  };
}

export function campaignExportSource(
  page: CampaignPageView,
  shareUrl: string | null,
): ExportSource {
  const ready = page.lobs.filter((lob) => lob.status === "ready");
  return {
    kind: "campaign",
    title: page.idea.title,
    campaignName: page.idea.campaignName,
    headline: page.idea.headline,
    coreIdea: page.idea.coreIdea,
    concept: page.idea.concept,
    keyVisualElements: page.idea.keyVisualElements,
    executionStrategy: page.idea.executionStrategy,
    legendName: page.legend.name,
    brand: page.brand || null,
    images: [
      { url: page.heroUrl, caption: `${page.title} hero` },
      ...ready.flatMap((lob, index) =>
        lob.imageUrl
          ? [
              {
                url: lob.imageUrl,
                caption: `Ad ${index + 1} ${lob.formatLabel} ${withFullStop(lob.headline)}`,
              },
            ]
          : [],
      ),
    ],
    ads: ready.map((lob) => ({
      formatLabel: lob.formatLabel,
      headline: lob.headline,
      body: lob.body,
      imageUrl: lob.imageUrl,
    })),
    shareUrl,
  };
}

/** What a sell deck hands the exports feature: its slides in order, the words as shown. */
export function deckExportSource(deck: DeckView): DeckExportSource {
  return {
    title: deck.title,
    brand: deck.brand || null,
    legendName: deck.legend.name,
    campaignName: deck.idea.campaignName,
    slides: deck.slides.map((slide) => ({
      stageLabel: slide.stageLabel,
      title: slide.title,
      content: slide.content,
      speakerNotes: slide.speakerNotes,
      imageUrl: slide.imageUrl,
    })),
  };
}
