import { v, type Infer } from "convex/values";
import { aspectRatioValidator } from "../visuals/schema";
import { adLobStatus } from "./schema";

/** What the campaign functions answer (DTOs, never raw documents). */

export const adLobDtoValidator = v.object({
  id: v.id("adLobs"),
  order: v.number(),
  aspectRatio: aspectRatioValidator,
  /** AD_FORMATS' label ("Social 1:1"). */
  formatLabel: v.string(),
  headline: v.string(),
  body: v.string(),
  imageUrl: v.union(v.string(), v.null()),
  status: adLobStatus,
  /** While writing: what its job is doing now, in words. */
  step: v.union(v.string(), v.null()),
  /** When failed: why, in words (its credits were refunded). */
  errorMessage: v.union(v.string(), v.null()),
  createdAt: v.number(),
});
export type AdLobDto = Infer<typeof adLobDtoValidator>;

export const campaignPageDtoValidator = v.object({
  id: v.id("campaignPages"),
  ideaId: v.id("ideas"),
  briefId: v.id("briefs"),
  title: v.string(),
  headline: v.string(),
  description: v.string(),
  heroUrl: v.string(),
  /** The brief's brand. */
  brand: v.string(),
  idea: v.object({
    title: v.string(),
    campaignName: v.string(),
    headline: v.string(),
    coreIdea: v.string(),
    concept: v.string(),
    keyVisualElements: v.array(v.string()),
    executionStrategy: v.array(v.string()),
  }),
  legend: v.object({
    /** null on an imported idea (no legend; name IMPORTED_IDEA_AUTHOR, slug ""). */
    id: v.union(v.id("creativeLegends"), v.null()),
    name: v.string(),
    slug: v.string(),
    headshot: v.union(v.string(), v.null()),
  }),
  lobs: v.array(adLobDtoValidator),
  /** Owner or editor of the brief: may add, edit, reorder and remove ads. */
  canEdit: v.boolean(),
  /** CREDIT_COSTS.adLob, shown on 'Add an ad' before the click. */
  addAdCost: v.number(),
  createdAt: v.number(),
});
export type CampaignPageDto = Infer<typeof campaignPageDtoValidator>;

export const createdPageValidator = v.object({ campaignPageId: v.id("campaignPages") });
export const startedAdValidator = v.object({
  adLobId: v.id("adLobs"),
  jobId: v.id("generationJobs"),
});

/** A campaign page in /dashboard's list: enough to name it and open it. */
export const campaignPageSummaryValidator = v.object({
  id: v.id("campaignPages"),
  ideaId: v.id("ideas"),
  briefId: v.id("briefs"),
  title: v.string(),
  headline: v.string(),
  heroUrl: v.string(),
  createdAt: v.number(),
  updatedAt: v.number(),
});
