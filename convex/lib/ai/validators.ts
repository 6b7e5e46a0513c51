import { v } from "convex/values";

/**
 * The AI engine's facts as Convex validators, for the job inputs that snapshot them
 * (generation/jobShapes.ts). A leaf: ./types.ts takes its types from these, so a job's stored
 * shape and what the prompts read are one definition.
 */

/** A legend as the prompts and the offline studio see it. */
export const legendPersonaValidator = v.object({
  name: v.string(),
  slug: v.string(),
  approach: v.string(),
  visualApproach: v.optional(v.string()),
  keyMessage: v.optional(v.string()),
  /** Short phrases naming the legend's recognisable moves (e.g. "the honest headline"). */
  signatureMoves: v.optional(v.array(v.string())),
  /** How the legend talks, in a few words (e.g. "plain-spoken, wry, factual"). */
  voice: v.optional(v.string()),
});

/** The brief as generation sees it (spec section 3 "Brief form"). */
export const briefFactsValidator = v.object({
  brand: v.string(),
  audience: v.string(),
  message: v.string(),
  tone: v.string(),
  uniqueSellingPoint: v.optional(v.string()),
  product: v.optional(v.string()),
  /** The generated brief's markdown, when there is one. */
  content: v.optional(v.string()),
  /** 'Main competitors (optional)' as the user typed it (issue 22), when given. */
  competitors: v.optional(v.string()),
});

/**
 * What the offline studio's posters are drawn from, but the seed: a job stores these and adds
 * its own seed when it draws (per job, per image), so a retry draws anew.
 */
export const posterLayoutFields = {
  headline: v.optional(v.string()),
  brand: v.optional(v.string()),
  tagline: v.optional(v.string()),
  /** CSS hex colours, brand colours first. */
  palette: v.optional(v.array(v.string())),
  legendSlug: v.optional(v.string()),
  /**
   * The idea's key visual elements, in the order to try: the poster draws a motif for the first
   * one that names something it can draw ("a steaming cup", "the open road").
   */
  motifs: v.optional(v.array(v.string())),
  /**
   * A tile of the idea collage: the poster carries `headline` (and the brand) in a band across
   * its top whatever `includeText` says, clear of the caption the collage sets along its bottom.
   */
  collage: v.optional(v.boolean()),
  /**
   * Layout variant of the first image (default 0). Images requested one by one (the collage's
   * three) pass 0, 1, 2 so each gets its own layout family, as one request of three would.
   */
  variant: v.optional(v.number()),
};
export const posterLayoutValidator = v.object(posterLayoutFields);

/** What the offline studio's posters are drawn from. */
export const posterFactsValidator = v.object({ seed: v.string(), ...posterLayoutFields });
