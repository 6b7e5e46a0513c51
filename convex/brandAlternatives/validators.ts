import { v, type Infer } from "convex/values";
import { jobStatus } from "../generation/validators";
import { brandAlternativeValidator } from "./schema";

/** One legend of a request: its names once they landed, null while it is still naming. */
export const legendAlternativesValidator = v.object({
  legendId: v.id("creativeLegends"),
  legendName: v.string(),
  legendSlug: v.string(),
  alternatives: v.union(v.array(brandAlternativeValidator), v.null()),
});

export const brandAlternativesDtoValidator = v.object({
  jobId: v.id("generationJobs"),
  status: jobStatus,
  step: v.union(v.string(), v.null()),
  errorMessage: v.union(v.string(), v.null()),
  cost: v.number(),
  /** The brand as asked about. */
  brand: v.string(),
  /** "offline-studio" earns the built-in studio's note. */
  provider: v.union(v.string(), v.null()),
  legends: v.array(legendAlternativesValidator),
});
export type BrandAlternativesDto = Infer<typeof brandAlternativesDtoValidator>;
