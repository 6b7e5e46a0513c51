import type { Id } from "../../../../convex/_generated/dataModel";
import { PRETEST_DIMENSIONS, type PretestDimension } from "../../../../shared/pretest";
import type { PretestIdea, PretestView } from "../lib/types";

let counter = 0;

/** Scores in PRETEST_DIMENSIONS order (keyMessage, audience, distinctive, brandLinkage, simplicity). */
export function scoresOf(values: readonly number[]): PretestView["scores"] {
  return PRETEST_DIMENSIONS.map((dimension: PretestDimension, index) => ({
    dimension,
    score: values[index] ?? 3,
    reason: `Reason for ${dimension}.`,
  }));
}

export const SWAP: NonNullable<PretestView["swap"]> = {
  competitor: "Blue Bottle",
  competitorAssumed: false,
  rewrite: "Blue Bottle: roasted this week, at your door before you wake.",
  stillWorks: false,
  verdict: "The dated roast is Northbound’s own; on Blue Bottle it rings false.",
};

/** A finished pre-test of 18/25 (4, 4, 4, 3, 3) that the caller may edit. */
export function makePretest(overrides: Partial<PretestView> = {}): PretestView {
  counter += 1;
  const scores = overrides.scores ?? scoresOf([4, 4, 4, 3, 3]);
  return {
    ideaId: `ideas:${counter}` as Id<"ideas">,
    status: "done",
    scores,
    total: scores.reduce((sum, score) => sum + score.score, 0),
    swap: SWAP,
    errorMessage: null,
    canEdit: true,
    updatedAt: 1_700_000_000_000 + counter,
    generationMetadata: null,
    sharpen: null,
    ...overrides,
  };
}

export function makePretestIdea(overrides: Partial<PretestIdea> = {}): PretestIdea {
  counter += 1;
  return {
    id: `ideas:p${counter}` as Id<"ideas">,
    campaignName: "The Morning Record",
    version: 1,
    parentIdeaId: null,
    sharpenedFor: null,
    ...overrides,
  };
}
