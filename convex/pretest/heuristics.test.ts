import { describe, expect, it } from "vitest";
import { PRETEST_DIMENSIONS, type PretestDimension } from "../../shared/pretest";
import { TARGET, RANKED_IDEAS, rankingAgreement } from "../../bench/fixtures/pretest/agreement";
import { fixtureBrief, idea } from "../../bench/fixtures/pretest/briefs";
import { pretestTotal, scorePretest } from "./heuristics";
import { proseProblems } from "./prose.fixtures";
import type { PretestBrief, PretestIdea } from "./types";

const brief = fixtureBrief("coffee");

const plain = idea({
  campaignName: "The Roast Date",
  headline: "Check the date on the bag.",
  coreIdea: "Every bag shows when it was roasted, so you know your coffee is fresh.",
});

const score = (dimension: PretestDimension, b: PretestBrief, i: PretestIdea) =>
  scorePretest(b, i).scores.find((entry) => entry.dimension === dimension)!;

describe("scorePretest: shape and prose", () => {
  it("scores the five dimensions in order, integers 1–5, each with its own reason", () => {
    for (const entry of RANKED_IDEAS) {
      const result = scorePretest(fixtureBrief(entry.brief), entry.idea);
      expect(result.scores.map((s) => s.dimension)).toEqual([...PRETEST_DIMENSIONS]);
      for (const { score: value } of result.scores) {
        expect(Number.isInteger(value) && value >= 1 && value <= 5).toBe(true);
      }
      const reasons = result.scores.map((s) => s.reason);
      expect(new Set(reasons).size).toBe(reasons.length);
    }
  });

  it("reads like a planner wrote it across every fixture: no undefined, no doubled spaces, full stops, ≤ 140 characters", () => {
    const problems: string[] = [];
    for (const entry of RANKED_IDEAS) {
      const result = scorePretest(fixtureBrief(entry.brief), entry.idea);
      for (const { dimension, reason } of result.scores) {
        for (const problem of proseProblems(reason)) {
          problems.push(`${entry.idea.headline} / ${dimension}: ${problem}: ${reason}`);
        }
      }
    }
    expect(problems).toEqual([]);
  });

  it("still writes proper sentences for a bare brief and an empty idea", () => {
    const bare: PretestBrief = { brand: "", audience: "", message: "", tone: "" };
    const empty = idea({ campaignName: "", headline: "", coreIdea: "" });
    for (const [b, i] of [
      [bare, empty],
      [bare, plain],
      [brief, empty],
    ] as const) {
      const result = scorePretest(b, i);
      for (const { reason } of result.scores)
        expect([reason, ...proseProblems(reason)]).toEqual([reason]);
      const { verdict } = result.swap;
      expect([verdict, ...proseProblems(verdict, 200)]).toEqual([verdict]);
    }
  });

  it("is deterministic: the same idea and brief always score the same", () => {
    const entry = RANKED_IDEAS[0];
    const first = scorePretest(fixtureBrief(entry.brief), entry.idea);
    const again = scorePretest({ ...fixtureBrief(entry.brief) }, structuredClone(entry.idea));
    expect(again).toEqual(first);
  });
});

describe("scorePretest: what moves each score", () => {
  it("a category cliché lowers distinctive and is quoted", () => {
    const cliched = { ...plain, headline: "The perfect cup, like never before." };
    const before = score("distinctive", brief, plain);
    const after = score("distinctive", brief, cliched);
    expect(after.score).toBeLessThan(before.score);
    expect(after.reason).toContain("“like never before”");
  });

  it("numbers and names from the brief raise distinctive", () => {
    const concrete = { ...plain, headline: "Roasted in Leith, at your door in 48 hours." };
    expect(score("distinctive", brief, concrete).score).toBeGreaterThan(
      score("distinctive", brief, plain).score,
    );
  });

  it("the brand in the line raises brand linkage; only in the explanation it barely counts", () => {
    const inLine = { ...plain, headline: "Check the date on your Ember bag." };
    const inCore = { ...plain, coreIdea: `${plain.coreIdea} Ember stamps every one.` };
    const none = score("brandLinkage", brief, plain).score;
    expect(score("brandLinkage", brief, inCore).score).toBeGreaterThan(none);
    expect(score("brandLinkage", brief, inLine).score).toBeGreaterThan(
      score("brandLinkage", brief, inCore).score,
    );
    expect(score("brandLinkage", brief, inLine).reason).toMatch(/^Ember is in the line/);
  });

  it("a long line of several claims lowers simplicity and says how many", () => {
    const crowded = {
      ...plain,
      headline:
        "Fresher beans, fairer prices, compostable bags and free delivery for every home office in the country.",
    };
    const result = score("simplicity", brief, crowded);
    expect(result.score).toBeLessThanOrEqual(2);
    expect(score("simplicity", brief, plain).score).toBe(5);
    expect(result.reason).toContain("four claims");
  });

  it("quotes each claim of a two-claim line whole, never its first three words (issue 40)", () => {
    const two = { ...plain, headline: "Espresso at the top of Box Hill, at 8 a.m. on the dot." };
    const { reason } = score("simplicity", brief, two);
    expect(reason).toContain("(“Espresso at the top of Box Hill” and “at 8 a.m. on the dot”)");
  });

  it("the key message's words raise key message; the audience's words and “you” raise audience", () => {
    const offMessage = { ...plain, headline: "Mornings, sorted.", coreIdea: "A better start." };
    expect(score("keyMessage", brief, plain).score).toBeGreaterThan(
      score("keyMessage", brief, offMessage).score,
    );
    const spoken = {
      ...plain,
      coreIdea: "Between video calls, working from home, you brew a coffee roasted on Tuesday.",
    };
    expect(score("audience", brief, spoken).score).toBe(5);
    expect(score("audience", brief, offMessage).score).toBe(1);
  });
});

describe("scorePretest against the hand-labelled fixtures", () => {
  it(`ranks strong above weak in at least ${TARGET * 100} % of pairs, held-out brief included`, () => {
    const { all, heldOut } = rankingAgreement();
    expect(all.share).toBeGreaterThanOrEqual(TARGET);
    expect(heldOut.share).toBeGreaterThanOrEqual(TARGET);
  });

  it("gives every strong idea a higher total than its brief's weakest", () => {
    for (const entry of RANKED_IDEAS.filter((e) => e.label === "strong")) {
      const b = fixtureBrief(entry.brief);
      const weakest = Math.min(
        ...RANKED_IDEAS.filter((e) => e.brief === entry.brief && e.label === "weak").map((e) =>
          pretestTotal(scorePretest(b, e.idea)),
        ),
      );
      expect(pretestTotal(scorePretest(b, entry.idea))).toBeGreaterThan(weakest);
    }
  });
});
