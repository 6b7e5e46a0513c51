import type { Doc } from "../_generated/dataModel";
import type { PosterFacts } from "../lib/ai/types";
import { THUMBNAIL_ASPECT_RATIOS, type AspectRatio } from "../../shared/constants";

/**
 * Image prompts of an idea: the collage's three, and a requested visual's. Pure functions over
 * the idea's stored text and the legends' documented visual approach. The idea's words are
 * quoted as subject matter; they were written for this user's own brief, and an image model
 * has no tools to misuse, so they are not fenced as strictly as website text in the strategist.
 */

/** A legend's visual approach is a few sentences; longer text is cut so prompts stay focused. */
const APPROACH_CHARS = 400;
/** Idea text quoted into a prompt (a headline, a concept). */
const QUOTE_CHARS = 500;

export function clip(text: string, max: number): string {
  const flat = text.replace(/\s+/g, " ").trim();
  return flat.length <= max ? flat : `${flat.slice(0, max - 1).trimEnd()}…`;
}

export type ArtDirector = { name: string; visualApproach: string };

function artDirection(legend: ArtDirector | null): string {
  const approach = legend ? clip(legend.visualApproach, APPROACH_CHARS) : "";
  return approach ? ` Art direction in the manner of ${legend?.name}: ${approach}` : "";
}

const NO_TEXT = " No text, letters or logos in the image: the copy is set over it later.";

export type ThumbnailRole = "hero" | "headline" | "concept";

export type ThumbnailImage = {
  role: ThumbnailRole;
  prompt: string;
  aspectRatio: AspectRatio;
  /** Offline posters: its layout variant (0, 1, 2) and text facts; the seed is the job's. */
  poster: Omit<PosterFacts, "seed">;
};

/**
 * The collage (spec 2): a hero from the idea's visual prompt (or its campaign line when it has
 * none) and two smaller images from the headline and the concept, all in the idea's legend's
 * visual approach, none with lettering (the UI overlays the lines).
 */
export function thumbnailImages(
  idea: Pick<Doc<"ideas">, "visualPrompt" | "campaignName" | "headline" | "concept" | "legendSlug">,
  brand: string,
  legend: ArtDirector | null,
): ThumbnailImage[] {
  const direction = artDirection(legend);
  const forBrand = brand.trim() ? ` for ${clip(brand, 200)}` : "";
  const subject = clip(idea.visualPrompt, 1200) || `"${clip(idea.campaignName, QUOTE_CHARS)}"`;
  const poster = {
    brand: brand.trim(),
    headline: idea.campaignName,
    tagline: idea.headline,
    legendSlug: idea.legendSlug,
  };
  return [
    {
      role: "hero",
      prompt: `Hero key visual${forBrand}, wide campaign image: ${subject}.${direction}${NO_TEXT}`,
      aspectRatio: THUMBNAIL_ASPECT_RATIOS.hero,
      poster: { ...poster, variant: 0 },
    },
    {
      role: "headline",
      prompt: `Campaign image${forBrand} that shows the idea behind the headline "${clip(idea.headline, QUOTE_CHARS)}".${direction}${NO_TEXT}`,
      aspectRatio: THUMBNAIL_ASPECT_RATIOS.detail,
      poster: { ...poster, headline: idea.headline, variant: 1 },
    },
    {
      role: "concept",
      prompt: `Campaign image${forBrand} that shows this concept: ${clip(idea.concept, QUOTE_CHARS)}.${direction}${NO_TEXT}`,
      aspectRatio: THUMBNAIL_ASPECT_RATIOS.detail,
      poster: { ...poster, headline: idea.concept, variant: 2 },
    },
  ];
}

/**
 * A requested visual's prompt: the visualization prompt, then the idea's legend's visual
 * approach, blended with the team-up legend's when one was picked.
 */
export function visualPrompt(input: {
  prompt: string;
  legend: ArtDirector | null;
  team: ArtDirector | null;
  includeText: boolean;
  headline: string;
}): string {
  const parts = [clip(input.prompt, 2000).replace(/[.\s]*$/, ".")];
  if (input.legend && input.team) {
    parts.push(
      `A collaboration of ${input.legend.name} and ${input.team.name}, blending both visual approaches.`,
      `${input.legend.name}: ${clip(input.legend.visualApproach, APPROACH_CHARS)}`,
      `${input.team.name}: ${clip(input.team.visualApproach, APPROACH_CHARS)}`,
    );
  } else if (input.legend ?? input.team) {
    parts.push(artDirection(input.legend ?? input.team).trim());
  }
  if (input.includeText && input.headline.trim()) {
    parts.push(`Set the headline "${clip(input.headline, QUOTE_CHARS)}" in the image.`);
  }
  return parts.filter((part) => part !== "").join(" ");
}
