import {
  PRETEST_DIMENSION_LABELS,
  PRETEST_SCORE,
  PRETEST_TOTAL_MAX,
  SHARPEN_THRESHOLD,
  type PretestDimension,
} from "../../../../shared/pretest";
import type { PretestView } from "./types";

/** Radix accent colours by strength: strong ideas stand out, weak ones recede. */
export type ScoreColor = "green" | "amber" | "gray";

export const STRONG_TOTAL = 20;
export const FAIR_TOTAL = 15;

export function totalColor(total: number): ScoreColor {
  if (total >= STRONG_TOTAL) return "green";
  if (total >= FAIR_TOTAL) return "amber";
  return "gray";
}

/** "18/25" as the chip shows it. */
export const totalText = (total: number) => `${total}/${PRETEST_TOTAL_MAX}`;

/** "Pre-test score 18 of 25", what assistive technology reads for the chip. */
export const totalLabel = (total: number) => `Pre-test score ${total} of ${PRETEST_TOTAL_MAX}`;

/** "4/5" and "Score 4 of 5" for one dimension. */
export const scoreText = (score: number) => `${score}/${PRETEST_SCORE.max}`;
export const scoreLabel = (score: number) => `Score ${score} of ${PRETEST_SCORE.max}`;

export const dimensionLabel = (dimension: PretestDimension) => PRETEST_DIMENSION_LABELS[dimension];

/** 'Sharpen' is offered on a dimension scoring at most the threshold. */
export const canSharpen = (score: number) => score <= SHARPEN_THRESHOLD;

/** The total of a finished pre-test; null while it is pending, failed or missing. */
export function doneTotal(row: PretestView | null | undefined): number | null {
  return row?.status === "done" && row.total !== null ? row.total : null;
}

/**
 * Highest total first; ideas without one (pending, failed, none yet) after them. Stable: equal
 * totals keep the order they came in (newest first).
 */
export function byTotal<T extends { id: string }>(
  ideas: readonly T[],
  totalOf: (ideaId: string) => number | null,
): T[] {
  return ideas
    .map((idea, index) => ({ idea, index, total: totalOf(idea.id) }))
    .sort((a, b) => {
      if (a.total !== b.total) {
        if (a.total === null) return 1;
        if (b.total === null) return -1;
        return b.total - a.total;
      }
      return a.index - b.index;
    })
    .map((entry) => entry.idea);
}
