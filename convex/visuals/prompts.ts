import type { Infer } from "convex/values";
import type { Doc } from "../_generated/dataModel";
import { THUMBNAIL_ASPECT_RATIOS } from "../../shared/constants";
import { withFullStop } from "../../shared/ideaText";
import type { thumbnailImageValidator } from "./jobShapes";

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

/** One image of the collage, as a thumbnails job stores it (./jobShapes.ts). */
export type ThumbnailImage = Infer<typeof thumbnailImageValidator>;
export type ThumbnailRole = ThumbnailImage["role"];

/** The key visual elements from the `start`th on, then the ones before: each tile leads with its own. */
function rotated(elements: readonly string[], start: number): string[] {
  if (elements.length === 0) return [];
  const at = start % elements.length;
  return [...elements.slice(at), ...elements.slice(0, at)].map((element) => clip(element, 200));
}

/**
 * The words an offline poster sets on each tile (issue 12: a tile carries the idea's own words).
 * They complement the line the collage overlays on that tile, never repeat it: the headline
 * tile carries the campaign line, the concept tile (under the concept) the core idea. The hero
 * carries none: it is the key visual that the collage, the campaign page and the public page
 * set the campaign line and headline over or beside, so words drawn in would be read twice
 * (issue 39). Never the idea's working title: it is an internal name, and a client sees these.
 */
function tileWords(idea: Pick<Doc<"ideas">, "campaignName" | "headline" | "coreIdea">) {
  const campaignLine = withFullStop(clip(idea.campaignName, QUOTE_CHARS));
  return {
    headline: campaignLine,
    concept: withFullStop(clip(idea.coreIdea, QUOTE_CHARS)) || campaignLine,
  };
}

/**
 * The collage (spec 2): a hero from the idea's visual prompt (or its campaign line when it has
 * none) and two smaller images from the headline and the concept, all in the idea's legend's
 * visual approach. A provider's images carry no lettering (the UI overlays the lines); the
 * offline studio's detail posters carry the tile's words in a band at the top, and every tile a
 * motif of one of the idea's key visual elements (a different one per tile where the idea names
 * several); its hero is a picture only.
 */
export function thumbnailImages(
  idea: Pick<
    Doc<"ideas">,
    | "visualPrompt"
    | "campaignName"
    | "headline"
    | "concept"
    | "legendSlug"
    | "coreIdea"
    | "keyVisualElements"
  >,
  brand: string,
  legend: ArtDirector | null,
): ThumbnailImage[] {
  const direction = artDirection(legend);
  const forBrand = brand.trim() ? ` for ${clip(brand, 200)}` : "";
  const subject = clip(idea.visualPrompt, 1200) || `"${clip(idea.campaignName, QUOTE_CHARS)}"`;
  const words = tileWords(idea);
  const poster = (headline: string, variant: number) => ({
    brand: brand.trim(),
    headline,
    legendSlug: idea.legendSlug,
    motifs: rotated(idea.keyVisualElements, variant),
    collage: true,
    variant,
  });
  return [
    {
      role: "hero",
      prompt: `Hero key visual${forBrand}, wide campaign image: ${subject}.${direction}${NO_TEXT}`,
      aspectRatio: THUMBNAIL_ASPECT_RATIOS.hero,
      // A picture without lettering, as a provider's would be (see tileWords).
      poster: { ...poster(clip(idea.headline, QUOTE_CHARS), 0), collage: false },
    },
    {
      role: "headline",
      prompt: `Campaign image${forBrand} that shows the idea behind the headline "${clip(idea.headline, QUOTE_CHARS)}".${direction}${NO_TEXT}`,
      aspectRatio: THUMBNAIL_ASPECT_RATIOS.detail,
      poster: poster(words.headline, 1),
    },
    {
      role: "concept",
      prompt: `Campaign image${forBrand} that shows this concept: ${clip(idea.concept, QUOTE_CHARS)}.${direction}${NO_TEXT}`,
      aspectRatio: THUMBNAIL_ASPECT_RATIOS.detail,
      poster: poster(words.concept, 2),
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
  /** The brief's brand profile colours, "#RRGGBB" only (checked when the profile was saved). */
  brandColors?: readonly string[];
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
  const colors = (input.brandColors ?? []).filter((color) => /^#[0-9A-F]{6}$/i.test(color));
  if (colors.length > 0) parts.push(`Use the brand colours ${colors.slice(0, 8).join(", ")}.`);
  if (input.includeText && input.headline.trim()) {
    parts.push(`Set the headline "${clip(input.headline, QUOTE_CHARS)}" in the image.`);
  }
  return parts.filter((part) => part !== "").join(" ");
}
