// SKELETON (p22core fills it in): final signature.
import type { PretestDimension } from "../../shared/pretest";
import type { IdeaDraftFields } from "../ideas/schema";
import type { PretestBrief, SharpenLegend } from "./types";

/** The built-in studio's revision of an idea that fixes one pre-test dimension. */
export function sharpenIdeaDraft(
  brief: PretestBrief,
  idea: IdeaDraftFields,
  dimension: PretestDimension,
  legend: SharpenLegend,
): IdeaDraftFields {
  void legend;
  return dimension === "brandLinkage"
    ? { ...idea, headline: `${brief.brand}: ${idea.headline}` }
    : { ...idea };
}
