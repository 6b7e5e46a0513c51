import { v, type Infer } from "convex/values";
import { legendPersonaValidator, posterLayoutValidator } from "../lib/ai/validators";
import { aspectRatioValidator } from "../visuals/schema";

/**
 * The 'Add an ad' job's stored shapes (generation/jobShapes.ts ties them to the kind), and the
 * idea's copy facts a sell deck's job stores too. A leaf: it imports only validators, so the
 * generationJobs schema can name it without an import cycle.
 */

export const AD_LOB_JOB_KIND = "adLob";

/** What an ad is written from: the idea's text and the brief's facts (optional: older callers). */
export const ideaCopyFactsFields = {
  brand: v.string(),
  campaignName: v.string(),
  headline: v.string(),
  coreIdea: v.string(),
  concept: v.string(),
  keyVisualElements: v.array(v.string()),
  executionStrategy: v.array(v.string()),
  audience: v.optional(v.string()),
  message: v.optional(v.string()),
  uniqueSellingPoint: v.optional(v.string()),
};
export const ideaCopyFactsValidator = v.object(ideaCopyFactsFields);

/** The ad prompt's facts (./adPrompt.ts): the idea's copy facts and the page's own lines. */
export const adLobFactsValidator = v.object({
  ...ideaCopyFactsFields,
  formatLabel: v.string(),
  aspectRatio: v.string(),
  visualPrompt: v.string(),
  existingHeadlines: v.array(v.string()),
  existingBodies: v.array(v.string()),
});

export const adLobJobInput = v.object({
  adLobId: v.id("adLobs"),
  campaignPageId: v.id("campaignPages"),
  ideaId: v.id("ideas"),
  aspectRatio: aspectRatioValidator,
  legend: legendPersonaValidator,
  facts: adLobFactsValidator,
  poster: posterLayoutValidator,
});
export type AdLobJobInput = Infer<typeof adLobJobInput>;

export const adLobJobResult = v.object({ adLobId: v.id("adLobs"), url: v.string() });

/**
 * A new campaign page's first ads, when a text model is configured (./initialAds.ts): one free
 * job writes the copy of all of them at once; their images are the idea's collage already.
 */
export const INITIAL_ADS_JOB_KIND = "campaignAds";

export const initialAdsJobInput = v.object({
  campaignPageId: v.id("campaignPages"),
  ideaId: v.id("ideas"),
  legend: legendPersonaValidator,
  facts: ideaCopyFactsValidator,
  /** The page's first ads in order, each with its format. */
  ads: v.array(v.object({ adLobId: v.id("adLobs"), aspectRatio: aspectRatioValidator })),
});
export type InitialAdsJobInput = Infer<typeof initialAdsJobInput>;

export const initialAdsJobResult = v.object({ campaignPageId: v.id("campaignPages") });
