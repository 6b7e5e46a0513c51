import { v, type Infer } from "convex/values";
import { aspectRatioValidator } from "../visuals/schema";

/** What the share-link functions answer (DTOs, never raw documents). */

export const shareResultValidator = v.object({
  shareId: v.string(),
  /** `${SITE_URL}/shared/{shareId}`: what the owner copies and sends. */
  shareUrl: v.string(),
});
export type ShareResult = Infer<typeof shareResultValidator>;

export const shareLinkDtoValidator = v.object({
  shareId: v.string(),
  shareUrl: v.string(),
  createdAt: v.number(),
  /** The brief's owner or the link's creator may turn it off. */
  canDisable: v.boolean(),
});
export type ShareLinkDto = Infer<typeof shareLinkDtoValidator>;

export const sharedIdeaValidator = v.object({
  title: v.string(),
  campaignName: v.string(),
  headline: v.string(),
  coreIdea: v.string(),
  concept: v.string(),
  keyVisualElements: v.array(v.string()),
  executionStrategy: v.array(v.string()),
  /** The collage, hero first: this app's /api/media paths only. */
  thumbnails: v.array(v.string()),
});

export const sharedLobValidator = v.object({
  id: v.id("adLobs"),
  aspectRatio: aspectRatioValidator,
  /** shared/constants AD_FORMATS, e.g. "Story 9:16". */
  formatLabel: v.string(),
  headline: v.string(),
  body: v.string(),
  imageUrl: v.union(v.string(), v.null()),
});

export const sharedCampaignValidator = v.object({
  title: v.string(),
  headline: v.string(),
  description: v.string(),
  heroUrl: v.union(v.string(), v.null()),
  /** Ready lobs only, in the page's order. */
  lobs: v.array(sharedLobValidator),
});

/**
 * Everything a public link shows, and nothing more: no ids of people, no brief text, no
 * metadata, credits or other ideas. Anyone holding the link reads exactly this.
 */
export const publicShareValidator = v.object({
  kind: v.union(v.literal("idea"), v.literal("campaign")),
  shareId: v.string(),
  /** The brief's brand name only. */
  brand: v.string(),
  legend: v.object({ name: v.string(), slug: v.string() }),
  idea: sharedIdeaValidator,
  campaign: v.union(sharedCampaignValidator, v.null()),
});
export type PublicShare = Infer<typeof publicShareValidator>;
