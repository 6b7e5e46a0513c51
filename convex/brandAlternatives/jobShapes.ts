import { v, type Infer } from "convex/values";
import { legendPersonaValidator } from "../lib/ai/validators";

/**
 * The 'Reimagine brand' job's stored shapes (generation/jobShapes.ts ties them to the kind). A
 * leaf: it imports only validators, so the generationJobs schema can name it without a cycle.
 */

export const BRAND_ALTERNATIVES_JOB_KIND = "brandAlternatives";

/** The four brief fields a reimagination reads (./prompt.ts). */
export const brandFactsValidator = v.object({
  brand: v.string(),
  audience: v.string(),
  message: v.string(),
  tone: v.string(),
});

export const brandAlternativesJobLegend = v.object({
  legendId: v.id("creativeLegends"),
  persona: legendPersonaValidator,
});
export type BrandAlternativesJobLegend = Infer<typeof brandAlternativesJobLegend>;

/** generationJobs.input: a snapshot, so the run reads nothing else. */
export const brandAlternativesJobInput = v.object({
  facts: brandFactsValidator,
  /** The model the caller asked for (spec 7 `model`), kept as asked. */
  requestedModel: v.string(),
  legends: v.array(brandAlternativesJobLegend),
});
export type BrandAlternativesJobInput = Infer<typeof brandAlternativesJobInput>;

export const brandAlternativesJobResult = v.object({
  legends: v.number(),
  alternatives: v.number(),
});
export type BrandAlternativesJobResult = Infer<typeof brandAlternativesJobResult>;
