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
  /**
   * The names and headlines the brief's saved ideas printed when the job was asked for, and the
   * studio requests of the legends before this one in the same click: the offline studio keeps
   * off all of their lines (issue 40). Absent on jobs asked for before it.
   */
  written: v.optional(v.array(v.string())),
  before: v.optional(v.array(v.object({ seed: v.string(), persona: legendPersonaValidator }))),
});
export type IdeasJobInput = Infer<typeof ideasJobInput>;

/** The offline studio's seed for a job: per job, so asking again (or a retry) writes anew. */
export function ideasStudioSeed(legendSlug: string, jobId: string): string {
  return `${legendSlug}|${jobId}`;
}

/** generationJobs.result of an ideas job. */
export const ideasJobResult = v.object({
  briefId: v.id("briefs"),
  legendId: v.id("creativeLegends"),
  ideaIds: v.array(v.id("ideas")),
});
export type IdeasJobResult = Infer<typeof ideasJobResult>;
