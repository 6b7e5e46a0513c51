import { v, type Infer } from "convex/values";

/**
 * The brief job's stored shapes (generation/jobShapes.ts ties them to the kind). A leaf: it
 * imports only validators, so the generationJobs schema can name it without an import cycle.
 */

export const BRIEF_JOB_KIND = "brief";

/** The brief form's facts as the brief prompt reads them (./prompt.ts). */
export const briefInputFactsValidator = v.object({
  brand: v.string(),
  uniqueSellingPoint: v.string(),
  audience: v.string(),
  message: v.string(),
  tone: v.string(),
});

/** generationJobs.input for kind "brief". */
export const briefJobInput = v.object({
  facts: briefInputFactsValidator,
  brandId: v.optional(v.string()),
  /** The chosen brand profile's words (brands/model.ts brandProfileFacts), as data. */
  brandProfile: v.optional(v.record(v.string(), v.string())),
  title: v.string(),
  refinement: v.optional(v.string()),
  previousContent: v.optional(v.string()),
  /** The saved brief being refined, when there is one. */
  refinedFromBriefId: v.optional(v.id("briefs")),
});
export type BriefJobInput = Infer<typeof briefJobInput>;

/** `job.result` of a brief job, and (creativeBrief) the POST /api/generate-brief answer. */
export const briefJobResult = v.object({
  creativeBrief: v.string(),
  /** The title to offer in the Save Brief dialog. */
  title: v.string(),
  brief: v.object({
    ...briefInputFactsValidator.fields,
    brandId: v.union(v.string(), v.null()),
  }),
  refinedFromBriefId: v.union(v.id("briefs"), v.null()),
});
export type BriefJobResult = Infer<typeof briefJobResult>;
