import type { SharpenAnswer } from "../../lib/ai/prompts/sharpenPrompt";
import type { IdeaDraftFields } from "../../ideas/schema";
import { PRETEST_DIMENSIONS, type PretestDimension } from "../../../shared/pretest";
import { sharpenIdeaDraft } from "./sharpenLines";
import type { SharpenLegend } from "../../pretest/types";
import type { StudioComposer } from "../composers";
import { briefOf, parsed } from "./pretest";

/**
 * The built-in studio's Sharpen: the studio's revision of one idea for one pre-test dimension
 * (./sharpenLines.ts), answered in the shape a model answers in. The idea and the
 * legend travel in the request's `extra` as JSON, the job's own snapshot.
 */

/** The Sharpen task's composer (../composerMap.ts). */
export const sharpenComposer: StudioComposer = ({ context }): SharpenAnswer => {
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
};
