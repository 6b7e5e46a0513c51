import { v, type Infer } from "convex/values";
import { briefFactsValidator, legendPersonaValidator } from "../lib/ai/validators";
import { ideaDraftFields, ideaDraftValidator } from "../ideas/schema";
import { pretestDimensionValidator } from "./validators";

/**
 * The pre-test and Sharpen jobs' stored shapes (generation/jobShapes.ts ties them to their
 * kinds, PRETEST_JOB_KIND and SHARPEN_JOB_KIND in shared/pretest.ts). A leaf: it imports only
 * validators, so the generationJobs schema can name it without an import cycle.
 */

/** The brief as the pre-test and Sharpen read it (with its optional competitors line). */
export const pretestBriefValidator = briefFactsValidator;

/** The idea's text the pre-test scores: what the audience would read. */
export const pretestIdeaValidator = v.object({
  title: ideaDraftFields.title,
  campaignName: ideaDraftFields.campaignName,
  coreIdea: ideaDraftFields.coreIdea,
  concept: ideaDraftFields.concept,
  headline: ideaDraftFields.headline,
  description: ideaDraftFields.description,
  tone: ideaDraftFields.tone,
  keyVisualElements: ideaDraftFields.keyVisualElements,
  executionStrategy: ideaDraftFields.executionStrategy,
});

/** generationJobs.input of a pre-test job: a snapshot, so the run reads nothing else. */
export const pretestJobInput = v.object({
  briefId: v.id("briefs"),
  brief: pretestBriefValidator,
  ideas: v.array(v.object({ ideaId: v.id("ideas"), idea: pretestIdeaValidator })),
});
export type PretestJobInput = Infer<typeof pretestJobInput>;

/** generationJobs.result of a pre-test job. */
export const pretestJobResult = v.object({
  briefId: v.id("briefs"),
  ideaIds: v.array(v.id("ideas")),
});
export type PretestJobResult = Infer<typeof pretestJobResult>;

export const sharpenJobInput = v.object({
  ideaId: v.id("ideas"),
  briefId: v.id("briefs"),
  dimension: pretestDimensionValidator,
  brief: pretestBriefValidator,
  persona: legendPersonaValidator,
  idea: ideaDraftValidator,
  /** The pre-test's reason for the score being fixed, when it has one. */
  reason: v.optional(v.string()),
});
export type SharpenJobInput = Infer<typeof sharpenJobInput>;

export const sharpenJobResult = v.object({
  ideaId: v.id("ideas"),
  parentIdeaId: v.id("ideas"),
});
export type SharpenJobResult = Infer<typeof sharpenJobResult>;
