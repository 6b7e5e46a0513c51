import type { StudioComposer } from "../composers";
import type { PretestAnswer } from "../../lib/ai/prompts/pretestPrompt";
import { scorePretest } from "../../pretest/heuristics";
import type { PretestBrief, PretestIdea } from "../../pretest/types";

/**
 * The built-in studio's pre-test: the transparent heuristics (../../pretest/heuristics.ts),
 * answered in the shape a model answers in. The ideas travel in the request's `extra` as JSON
 * (the job's own snapshot, not user input to parse loosely); Sharpen is ./sharpen.ts.
 */

/** A JSON snapshot the job put in `extra`, or `fallback` when it sent none. */
export function parsed<T>(text: string | undefined, fallback: T): T {
  if (text === undefined) return fallback;
  return JSON.parse(text) as T;
}

/** The brief as the heuristics read it; empty fields when the request carries none. */
export function briefOf(brief: PretestBrief | undefined): PretestBrief {
  return brief ?? { brand: "", audience: "", message: "", tone: "" };
}

/** The pre-test task's composer (../composerMap.ts). */
export const pretestComposer: StudioComposer = ({ context }): PretestAnswer => {
  const brief = briefOf(context.brief);
  const ideas = parsed<PretestIdea[]>(context.extra?.ideas, []);
  return {
    results: ideas.map((idea, index) => ({ idea: index + 1, ...scorePretest(brief, idea) })),
  };
};
