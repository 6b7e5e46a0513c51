import { describe, expect, it } from "vitest";
import { PRETEST_DIMENSIONS } from "../../shared/pretest";
import { ideaDraftListSchema } from "../lib/ai/prompts/ideaSchema";
import { composeWithStudio } from "../studio/compose";
import { legendTrios, studioBriefs } from "../studio/engine/studioBriefs.fixtures";
import { pretestTotal, scorePretest } from "./heuristics";
import { proseProblems } from "./prose.fixtures";
import { sharpenIdeaDraft } from "../studio/tasks/sharpenLines";

/**
 * The pre-test on what it will actually meet offline: the built-in studio's own ideas for
 * varied briefs (the studio prose tests' fixtures), scored and sharpened without a bad line.
 */

const BRIEFS = studioBriefs(24);
const TRIOS = legendTrios(BRIEFS.length);
const CASES = BRIEFS.flatMap((brief, index) =>
  TRIOS[index].flatMap((legend) =>
    composeWithStudio(ideaDraftListSchema, {
      task: "ideas",
      seed: `${legend.slug}|job-${brief.id}-${legend.slug}`,
      brief,
      legend,
    })
      .ideas.slice(0, 2)
      .map((idea) => ({ brief, legend, idea })),
  ),
);

describe("the pre-test on the offline studio's ideas", () => {
  it("writes distinct, proper reasons and a one-sentence verdict for every idea", () => {
    const problems: string[] = [];
    for (const { brief, idea } of CASES) {
      const result = scorePretest(brief, idea);
      const reasons = result.scores.map((entry) => entry.reason);
      if (new Set(reasons).size !== reasons.length)
        problems.push(`repeated reason: ${idea.headline}`);
      for (const { dimension, reason } of result.scores) {
        for (const problem of proseProblems(reason))
          problems.push(`${dimension} ${problem}: ${reason}`);
      }
      for (const problem of proseProblems(result.swap.verdict, 160)) {
        problems.push(`verdict ${problem}: ${result.swap.verdict}`);
      }
    }
    expect({ count: problems.length, first: problems.slice(0, 15) }).toEqual({
      count: 0,
      first: [],
    });
  });

  it("Sharpen raises any weak dimension of them and costs the total at most a point", () => {
    const problems: string[] = [];
    for (const { brief, legend, idea } of CASES) {
      const before = scorePretest(brief, idea);
      for (const dimension of PRETEST_DIMENSIONS) {
        const was = before.scores.find((entry) => entry.dimension === dimension)!.score;
        if (was >= 4) continue;
        // With no USP or product in the brief there is no proof to bring in (it says so).
        if (dimension === "distinctive" && !brief.uniqueSellingPoint && !brief.product) continue;
        const after = scorePretest(brief, sharpenIdeaDraft(brief, idea, dimension, legend));
        const now = after.scores.find((entry) => entry.dimension === dimension)!.score;
        if (now <= was || pretestTotal(after) < pretestTotal(before) - 1) {
          problems.push(
            `${dimension} ${was}→${now}, total ${pretestTotal(before)}→${pretestTotal(after)}: ${idea.headline}`,
          );
        }
      }
    }
    expect({ count: problems.length, first: problems.slice(0, 15) }).toEqual({
      count: 0,
      first: [],
    });
  });
});
