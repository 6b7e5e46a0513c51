import { defineTable } from "convex/server";
import { v, type Infer } from "convex/values";

export const brandAlternativeValidator = v.object({
  name: v.string(),
  description: v.string(),
  rationale: v.string(),
});
export type BrandAlternative = Infer<typeof brandAlternativeValidator>;

/**
 * Brand alternatives (spec 1 "brand reimagination", 3 Brand alternative, 7 /reimagine-brand):
 * one row per legend of a request, written by the request's job as that legend's answer lands,
 * so the dialog fills in live. The form they were asked from may be unsaved, so rows hang off
 * the job (and its owner), never off a brief: only the person who asked reads them.
 */
export const brandAlternativesTables = {
  brandAlternatives: defineTable({
    jobId: v.id("generationJobs"),
    ownerId: v.id("users"),
    legendId: v.id("creativeLegends"),
    legendName: v.string(),
    legendSlug: v.string(),
    /** The legend's place in the request, so results read in the order they were chosen. */
    position: v.number(),
    alternatives: v.array(brandAlternativeValidator),
    createdAt: v.number(),
  }).index("by_job_and_position", ["jobId", "position"]),
};
