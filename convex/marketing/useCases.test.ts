import { describe, expect, it } from "vitest";
import { api } from "../_generated/api";
import { asUser, createUser, makeTest } from "../test.setup";
import { seededRoster } from "../legends/roster/roster";
import {
  duplicates,
  proseProblems,
  titleCaseProblems,
  voiceProblems,
} from "../studio/engine/studioProse.fixtures";
import { USE_CASE_EXAMPLES, type UseCase } from "./useCases";

const AUDIENCES = [
  "Marketers",
  "Agencies",
  "Enterprise brands",
  "Small businesses",
  "Individual creators",
];

function problemsOf(useCase: UseCase): string[] {
  const { brand } = useCase.brief;
  const { campaignName, headline, coreIdea } = useCase.idea;
  const typed = [useCase.brief.message, useCase.brief.audience, useCase.brief.uniqueSellingPoint];
  return [
    ...proseProblems(headline, typed),
    ...proseProblems(coreIdea, typed),
    ...voiceProblems(coreIdea),
    ...titleCaseProblems(campaignName, [brand]),
    ...[campaignName, headline, coreIdea]
      .filter((text) => /\[|\{|undefined|null|TODO/i.test(text))
      .map((text) => `placeholder in "${text}"`),
  ].map((problem) => `${useCase.id}: ${problem}`);
}

describe("marketing.queries.useCases", () => {
  it("gives every visitor the five audiences, each a brief and the studio's idea for it", async () => {
    const t = makeTest();
    const anonymous = await t.query(api.marketing.queries.useCases, {});
    expect(anonymous.map((useCase) => useCase.label)).toEqual(AUDIENCES);

    const active = new Set(
      seededRoster()
        .filter((l) => l.isActive)
        .map((l) => l.slug),
    );
    for (const useCase of anonymous) {
      expect(active.has(useCase.legend.slug)).toBe(true);
      // The idea is written from this brief: it carries the brief's own words.
      const { brand, message, uniqueSellingPoint } = useCase.brief;
      const opening = (text: string) => text.split(" ").slice(0, 3).join(" ").toLowerCase();
      const said = [brand.toLowerCase(), opening(message), opening(uniqueSellingPoint)];
      const idea = useCase.idea.coreIdea.toLowerCase();
      expect(said.some((words) => idea.includes(words))).toBe(true);
    }
    // A signed-in caller sees the same page: nothing in it is personal.
    const signedIn = await asUser(t, await createUser(t)).query(api.marketing.queries.useCases, {});
    expect(signedIn).toEqual(anonymous);
  });

  it("reads like a copywriter wrote it, with nothing said twice", async () => {
    const t = makeTest();
    const useCases = await t.query(api.marketing.queries.useCases, {});
    expect(useCases.flatMap(problemsOf)).toEqual([]);
    for (const field of ["campaignName", "headline", "coreIdea"] as const) {
      expect(duplicates(useCases.map((useCase) => useCase.idea[field]))).toEqual([]);
    }
    expect(duplicates(useCases.map((useCase) => useCase.legend.slug))).toEqual([]);
    expect(duplicates(useCases.map((useCase) => useCase.brief.brand))).toEqual([]);
  });

  it("is the examples' real studio output, the same on every call", async () => {
    const t = makeTest();
    const first = await t.query(api.marketing.queries.useCases, {});
    expect(first.map((useCase) => useCase.brief)).toEqual(
      USE_CASE_EXAMPLES.map((example) => example.brief),
    );
    expect(await t.query(api.marketing.queries.useCases, {})).toEqual(first);
  });

  it("rejects arguments it does not take", async () => {
    const t = makeTest();
    await expect(
      t.query(api.marketing.queries.useCases, { audience: "agencies" } as never),
    ).rejects.toThrow(/Validator|extra field|audience/i);
  });
});
