import { v, type Infer } from "convex/values";

/**
 * The Discovery IQ job's stored shapes (generation/jobShapes.ts ties them to the kind). A leaf:
 * it imports only validators, so the generationJobs schema can name it without an import cycle.
 */

export const DISCOVERY_JOB_KIND = "discovery";

/** What the job runs from (generationJobs.input for kind "discovery"). */
export const discoveryJobInput = v.object({
  idea: v.string(),
  /** Normalised (https:// added) and past the static URL guard. */
  websiteUrl: v.optional(v.string()),
});
export type DiscoveryJobInput = Infer<typeof discoveryJobInput>;

/** The job's result: where the finished research lives. */
export const discoveryJobResult = v.object({ sessionId: v.id("discoverySessions") });
export type DiscoveryJobResult = Infer<typeof discoveryJobResult>;
