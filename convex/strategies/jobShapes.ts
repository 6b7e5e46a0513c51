import { v, type Infer } from "convex/values";
import { strategyResultValidator } from "./schema";

/**
 * The strategies job's stored shapes (generation/jobShapes.ts ties them to the kind). A leaf:
 * it imports only validators, so the generationJobs schema can name it without an import cycle.
 */

export const STRATEGIES_JOB_KIND = "strategies";

/** What the job runs from (generationJobs.input for kind "strategies"). */
export const strategiesJobInput = v.object({
  /** shared/schemas/strategist.ts STRATEGIST_MODES (./model.ts parses into this type). */
  mode: v.union(v.literal("strategist"), v.literal("quickIdeas")),
  /** Normalised (scheme added) and past the static URL guard. */
  websiteUrl: v.optional(v.string()),
  /** A brand name typed in the website field. */
  brandHint: v.optional(v.string()),
  additionalContext: v.optional(v.string()),
  discoveryIQSessionId: v.optional(v.string()),
});
export type StrategyJobInput = Infer<typeof strategiesJobInput>;

/** The spec's strategy result (./schema.ts), as the job stores it. */
export const strategiesJobResult = strategyResultValidator;
