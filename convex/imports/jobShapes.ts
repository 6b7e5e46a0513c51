import { v, type Infer } from "convex/values";

/**
 * The import job's stored shapes (generation/jobShapes.ts ties them to the kind). A leaf: it
 * imports only validators, so the generationJobs schema can name it without an import cycle.
 */

export const IMPORT_JOB_KIND = "import";

/** The import form, checked and trimmed (./model.ts parseImportFacts). */
export const importFactsValidator = v.object({
  brand: v.string(),
  campaignName: v.string(),
  audience: v.string(),
  text: v.string(),
});

/** generationJobs.input for kind "import". */
export const importJobInput = v.object({
  facts: importFactsValidator,
  imageKeys: v.array(v.string()),
});
export type ImportJobInput = Infer<typeof importJobInput>;

/** generationJobs.result of an import job. */
export const importJobResult = v.object({ briefId: v.id("briefs"), ideaId: v.id("ideas") });
export type ImportJobResult = Infer<typeof importJobResult>;
