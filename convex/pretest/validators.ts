import { v, type Infer } from "convex/values";
import { PRETEST_DIMENSIONS } from "../../shared/pretest";
import { generationMetadataValidator } from "../generation/validators";

/** The pre-test's shapes (issue 22), stored and answered: see shared/pretest.ts for the words. */

export const pretestDimensionValidator = v.union(
  ...PRETEST_DIMENSIONS.map((dimension) => v.literal(dimension)),
);

/** One dimension's score (1–5) and its one-line reason. */
export const pretestScoreValidator = v.object({
  dimension: pretestDimensionValidator,
  score: v.number(),
  reason: v.string(),
});

/**
 * The swap test: the idea's line with a competitor in place of the brand, and whether it still
 * works (if it does, the idea is not ownable).
 */
export const swapTestValidator = v.object({
  competitor: v.string(),
  /** True when the brief named no competitors and the studio or model assumed this one. */
  competitorAssumed: v.boolean(),
  /** The idea's campaign line with the competitor in place of the brand. */
  rewrite: v.string(),
  stillWorks: v.boolean(),
  /** One sentence a planner would write about it. */
  verdict: v.string(),
});

/** What scoring an idea produces (the heuristics, or a model's structured answer). */
export const pretestResultValidator = v.object({
  /** One per dimension, in PRETEST_DIMENSIONS order. */
  scores: v.array(pretestScoreValidator),
  swap: swapTestValidator,
});
export type PretestResult = Infer<typeof pretestResultValidator>;

export const pretestStatusValidator = v.union(
  v.literal("queued"),
  v.literal("running"),
  v.literal("done"),
  v.literal("failed"),
);

/** An idea's pre-test as every reader of its brief sees it. */
export const pretestDtoValidator = v.object({
  ideaId: v.id("ideas"),
  status: pretestStatusValidator,
  /** Empty until done. */
  scores: v.array(pretestScoreValidator),
  /** Sum of the scores (5–25); null until done. */
  total: v.union(v.number(), v.null()),
  swap: v.union(swapTestValidator, v.null()),
  /** Words for a failed pre-test; null otherwise. */
  errorMessage: v.union(v.string(), v.null()),
  /** The caller may re-run it and Sharpen (brief owner or editor), not a viewer. */
  canEdit: v.boolean(),
  updatedAt: v.number(),
  /** Admins only (spec 6): model, tokens, time; null for everyone else. */
  generationMetadata: v.union(generationMetadataValidator, v.null()),
  /**
   * The newest Sharpen of this idea while it works or after it failed (then with the words to
   * show and a way to try again); null once it succeeded (the new version shows) or never asked.
   */
  sharpen: v.union(
    v.null(),
    v.object({
      dimension: pretestDimensionValidator,
      status: v.union(v.literal("working"), v.literal("failed")),
      errorMessage: v.union(v.string(), v.null()),
    }),
  ),
});
export type PretestDto = Infer<typeof pretestDtoValidator>;

export const sharpenResultValidator = v.object({ jobId: v.id("generationJobs") });
