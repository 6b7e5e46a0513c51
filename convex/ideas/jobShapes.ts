import { v, type Infer } from "convex/values";
import { briefFactsValidator, legendPersonaValidator } from "../lib/ai/validators";

/**
 * The ideas job's stored shapes (generation/jobShapes.ts ties them to the kind). A leaf: it
 * imports only validators, so the generationJobs schema can name it without an import cycle.
 */

export const IDEAS_JOB_KIND = "ideas";

/** generationJobs.input of an ideas job: a snapshot, so the run reads nothing else. */
export const ideasJobInput = v.object({
  briefId: v.id("briefs"),
  legendId: v.id("creativeLegends"),
  legendName: v.string(),
  legendSlug: v.string(),
  persona: legendPersonaValidator,
  brief: briefFactsValidator,
  /** The brief's brand profile (brands/model.ts brandProfileFacts), when it has one. */
  brandProfile: v.optional(v.record(v.string(), v.string())),
  count: v.number(),
});
export type IdeasJobInput = Infer<typeof ideasJobInput>;

/** generationJobs.result of an ideas job. */
export const ideasJobResult = v.object({
  briefId: v.id("briefs"),
  legendId: v.id("creativeLegends"),
  ideaIds: v.array(v.id("ideas")),
});
export type IdeasJobResult = Infer<typeof ideasJobResult>;
