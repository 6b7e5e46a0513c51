// SKELETON (p22core fills it in): final signature.
import { PRETEST_DIMENSIONS } from "../../shared/pretest";
import type { PretestResult } from "./validators";
import type { PretestBrief, PretestIdea } from "./types";

/** The built-in studio's pre-test: transparent heuristics over the idea's text and the brief. */
export function scorePretest(brief: PretestBrief, idea: PretestIdea): PretestResult {
  return {
    scores: PRETEST_DIMENSIONS.map((dimension) => ({
      dimension,
      score: 3,
      reason: `Skeleton reason for ${dimension}.`,
    })),
    swap: {
      competitor: brief.competitors?.split(",")[0]?.trim() || "another brand",
      competitorAssumed: !brief.competitors,
      rewrite: idea.headline,
      stillWorks: false,
      verdict: "Skeleton verdict.",
    },
  };
}
