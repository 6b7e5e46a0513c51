import { v, type Infer } from "convex/values";
import { briefFactsValidator } from "../lib/ai/validators";
import { imageProviderValidator } from "../media/schema";
import { ideaDraftValidator } from "../ideas/schema";

/**
 * The admin 'Test generation' job's stored shapes (./jobShapes.ts ties them to the kind). A
 * leaf: it imports only validators, so the generationJobs schema can name it without a cycle.
 */

export const TEST_JOB_KIND = "test";

export const testJobInput = v.object({
  /** The four fields (and a selling point) as the panel sent them, trimmed. */
  brief: briefFactsValidator,
  legendId: v.id("creativeLegends"),
  withImage: v.boolean(),
});
export type TestJobInput = Infer<typeof testJobInput>;

export const testJobResult = v.object({
  idea: ideaDraftValidator,
  images: v.array(
    v.object({
      url: v.string(),
      provider: imageProviderValidator,
      width: v.number(),
      height: v.number(),
    }),
  ),
  legend: v.object({ name: v.string(), slug: v.string() }),
});
export type TestJobResult = Infer<typeof testJobResult>;
