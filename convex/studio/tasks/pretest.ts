import { registerStudioComposer } from "../composers";
import { PRETEST_TASK, type PretestAnswer } from "../../lib/ai/prompts/pretestPrompt";
import { SHARPEN_TASK, type SharpenAnswer } from "../../lib/ai/prompts/sharpenPrompt";
import type { IdeaDraftFields } from "../../ideas/schema";
import { PRETEST_DIMENSIONS, type PretestDimension } from "../../../shared/pretest";
import { scorePretest } from "../../pretest/heuristics";
import { sharpenIdeaDraft } from "../../pretest/sharpenStudio";
import type { PretestBrief, PretestIdea, SharpenLegend } from "../../pretest/types";

/**
 * The built-in studio's pre-test and Sharpen: the transparent heuristics (../../pretest/heuristics.ts) and
 * the studio's revision (../../pretest/sharpenStudio.ts), answered in the same shapes a model answers in.
 * The ideas and the idea to revise travel in the request's `extra` as JSON (they are the job's
 * own snapshot, not user input to parse loosely).
 */

function parsed<T>(text: string | undefined, fallback: T): T {
  if (text === undefined) return fallback;
  return JSON.parse(text) as T;
}

function briefOf(brief: PretestBrief | undefined): PretestBrief {
  return brief ?? { brand: "", audience: "", message: "", tone: "" };
}

registerStudioComposer(PRETEST_TASK, ({ context }): PretestAnswer => {
  const brief = briefOf(context.brief);
  const ideas = parsed<PretestIdea[]>(context.extra?.ideas, []);
  return {
    results: ideas.map((idea, index) => ({ idea: index + 1, ...scorePretest(brief, idea) })),
  };
});

registerStudioComposer(SHARPEN_TASK, ({ context }): SharpenAnswer => {
  const dimension = context.extra?.dimension as PretestDimension | undefined;
  if (dimension === undefined || !PRETEST_DIMENSIONS.includes(dimension)) {
    throw new Error("Sharpen needs a pre-test dimension");
  }
  const idea = parsed<IdeaDraftFields | null>(context.extra?.idea, null);
  if (idea === null) throw new Error("Sharpen needs the idea to revise");
  const legend = parsed<SharpenLegend>(context.extra?.legend, {
    name: context.legend?.name ?? "",
  });
  return { idea: sharpenIdeaDraft(briefOf(context.brief), idea, dimension, legend) };
});
