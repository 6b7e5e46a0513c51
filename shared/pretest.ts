/**
 * The pre-test (issue 22): five scored dimensions and the swap test, shared by convex/pretest
 * (scores, prompts) and src/features/pretest (chips, dialog, sort). Words here are what users read.
 */

/** In the order the dialog lists them. */
export const PRETEST_DIMENSIONS = [
  "keyMessage",
  "audience",
  "distinctive",
  "brandLinkage",
  "simplicity",
] as const;
export type PretestDimension = (typeof PRETEST_DIMENSIONS)[number];

export const PRETEST_DIMENSION_LABELS: Record<PretestDimension, string> = {
  keyMessage: "Answers the key message",
  audience: "Speaks to the audience",
  distinctive: "Distinctive",
  brandLinkage: "Brand linkage",
  simplicity: "Simplicity",
};

/** Each dimension scores 1–5; the total is their sum. */
export const PRETEST_SCORE = { min: 1, max: 5 } as const;
export const PRETEST_TOTAL_MAX = PRETEST_DIMENSIONS.length * PRETEST_SCORE.max;

/** 'Sharpen' is offered on a dimension scoring at most this. */
export const SHARPEN_THRESHOLD = 3;

/** The job kinds (generationJobs.kind). */
export const PRETEST_JOB_KIND = "pretest";
export const SHARPEN_JOB_KIND = "sharpen";

/** How many pre-tests a brief's query reads at most (a brief rarely holds more ideas). */
export const PRETESTS_BY_BRIEF_MAX = 300;
