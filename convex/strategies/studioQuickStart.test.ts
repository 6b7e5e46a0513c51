import { describe, expect, it } from "vitest";
import { strategyToBrief } from "../../src/features/strategies/lib/strategyToBrief";
import { BRIEF_TASK, STRATEGIES_TASK } from "../studio/taskNames";
import { briefDraftSchema, type BriefInputFacts } from "../briefs/prompt";
import { ideaDraftListSchema, type IdeaDraft } from "../lib/ai/prompts/ideaSchema";
import { composeWithStudio } from "../studio/compose";
import { legendTrios } from "../studio/engine/studioBriefs.fixtures";
import {
  cutInsertions,
  proseProblems,
  stripMarkdown,
  titleCaseProblems,
  voiceProblems,
} from "../studio/engine/studioProse.fixtures";
import type { LegendPersona } from "../lib/ai/types";
import type { StrategyJobInput } from "./jobShapes";
import { finalizeStrategies, type StrategyResult } from "./model";
import { strategyDraftSchema, type StrategyBrief } from "./prompt";
import {
  INVENTED_PEOPLE,
  PLACEHOLDER_MID,
  PLACEHOLDER_NAME,
  PLACEHOLDER_TEXT,
  quickStarts,
  type QuickStart,
} from "./studioQuickStart.fixtures";

/**
 * The home page's quick start, end to end in the offline studio: one free-text sentence goes
 * to the strategist (mode "quickIdeas", as ./generation.ts calls it), each strategy fills the
 * brief form as 'Use This Strategy' does (the UI's own strategyToBrief), the brief is written
 * from that form, and three legends write ideas from the brief. What a new user reads first
 * must name their product and their people, never a placeholder.
 */

type Journey = {
  start: QuickStart;
  result: StrategyResult;
  briefs: { form: BriefInputFacts; markdown: string; ideas: IdeaDraft[] }[];
};

/** As ./generation.ts: the job input is the seed, the extras are what the prompt carries. */
function strategize(text: string): StrategyResult {
  const input: StrategyJobInput = { mode: "quickIdeas", additionalContext: text };
  const brief: StrategyBrief = { mode: "quickIdeas", additionalContext: text };
  const draft = composeWithStudio(strategyDraftSchema, {
    task: STRATEGIES_TASK,
    seed: JSON.stringify(input),
    extra: { mode: "quickIdeas", additionalContext: text },
  });
  return finalizeStrategies(draft, brief, input);
}

/** As convex/ideas/generation.ts seeds a legend's job, with the saved brief's facts. */
function ideasFor(form: BriefInputFacts, markdown: string, legend: LegendPersona, id: string) {
  return composeWithStudio(ideaDraftListSchema, {
    task: "ideas",
    seed: `${legend.slug}|job-${id}-${legend.slug}`,
    brief: { ...form, content: markdown },
    legend,
  }).ideas.slice(0, 3);
}

const STARTS = quickStarts();
const TRIOS = legendTrios(STARTS.length);

const JOURNEYS: Journey[] = STARTS.map((start, index) => {
  const result = strategize(start.text);
  return {
    start,
    result,
    briefs: result.strategies.map((strategy, s) => {
      const filled = strategyToBrief(result.brandName, strategy);
      // As convex/briefs/mutations.ts hands the form to the brief job.
      const form: BriefInputFacts = {
        brand: filled.brand,
        uniqueSellingPoint: filled.uniqueSellingPoint,
        audience: filled.audience,
        message: filled.message,
        tone: filled.tone,
      };
      const { creativeBrief } = composeWithStudio(briefDraftSchema, {
        task: BRIEF_TASK,
        seed: JSON.stringify([form, ""]),
        brief: form,
        extra: {},
      });
      const ideas = TRIOS[index].flatMap((legend) =>
        ideasFor(form, creativeBrief, legend, `${start.id}-${s}`),
      );
      return { form, markdown: creativeBrief, ideas };
    }),
  };
});

function expectNone(problems: string[]): void {
  expect({ count: problems.length, first: problems.slice(0, 30) }).toEqual({ count: 0, first: [] });
}

function collect(check: (journey: Journey) => string[]): string[] {
  return JOURNEYS.flatMap((journey) =>
    check(journey).map((problem) => `${journey.start.id} "${journey.start.text}": ${problem}`),
  );
}

const PROSE = ["coreIdea", "concept", "headline", "description", "selfCritique"] as const;
const THIRD_PERSON = [
  "coreIdea",
  "concept",
  "description",
  "selfCritique",
  "legendThinking",
] as const;
/** The brief's honest prompts for missing proof are its only square brackets. */
const withoutPrompts = (markdown: string) => markdown.replace(/\[Add one fact [^\]\n]*\]/g, "");
/** The user's own sentences, which copy may end as they ended them ("…so you can."). */
const said = (start: QuickStart) => start.text.split(/(?<=[.!?])\s+/);
const typed = (form: BriefInputFacts) =>
  [form.audience, form.message, form.tone, form.uniqueSellingPoint].filter(Boolean);

/** Every word of the name is the sentence's, and the product's last word is in it. */
function namedFrom(name: string, start: QuickStart): boolean {
  const stem = (word: string) => word.toLowerCase().replace(/s$/, "");
  const sentence = start.text
    .toLowerCase()
    .split(/[^\p{L}-]+/u)
    .map(stem);
  const words = name.split(/\s+/).map(stem);
  const head = stem(start.productWords?.[start.productWords.length - 1] ?? "");
  return words.every((word) => sentence.includes(word)) && words.includes(head);
}

function placeholders(where: string, text: string, prose = true): string[] {
  const found = PLACEHOLDER_TEXT.filter((pattern) => pattern.test(text)).map(String);
  if (text.includes("[")) found.push("[");
  // A quoted campaign name may play on the word ("Same Brand, New Tricks").
  const unquoted = text.replace(/"[^"]*"/g, '""');
  if (prose && PLACEHOLDER_MID.test(unquoted))
    found.push(`"${PLACEHOLDER_MID.exec(unquoted)?.[0]}"`);
  return found.map((pattern) => `${where} carries a placeholder ${pattern}: ${text}`);
}

describe("the quick start from one free-text sentence", { timeout: 60_000 }, () => {
  it("covers at least 90 sentences, each through strategies, four briefs and three legends", () => {
    expect(STARTS.length).toBeGreaterThanOrEqual(90);
    for (const journey of JOURNEYS) {
      expect(journey.briefs.length).toBeGreaterThanOrEqual(3);
      for (const brief of journey.briefs) expect(brief.ideas.length).toBe(9);
    }
  });

  it("reads the e2e journey's sentence as a coffee subscription for commuters", () => {
    const { result, briefs } = JOURNEYS.find((journey) => journey.start.id === "e2e")!;
    expect(result).toMatchObject({ brandName: "Coffee Subscription", industry: "Food & Beverage" });
    for (const strategy of result.strategies) {
      expect(strategy.productName).toBe("Coffee Subscription");
      expect(strategy.targetAudience).toMatch(/^Commuters\b/);
    }
    for (const { form, markdown } of briefs) {
      expect(form.brand).toBe("Coffee Subscription");
      expect(markdown).toMatch(/^# Creative Brief: Coffee Subscription\n/);
      expect(markdown).toContain("Coffee Subscription is a food and beverage brand");
    }
  });

  it("names the brand and the product with real words, never a placeholder", () => {
    const problems = collect(({ start, result, briefs }) => {
      const sentence = start.text.toLowerCase();
      const names = [
        ["brandName", result.brandName],
        ...result.strategies.map((s) => [`${s.name} productName`, s.productName ?? ""]),
        ...briefs.map((b) => ["brief form brand", b.form.brand]),
      ];
      return [
        ...names
          .filter(([, name]) => PLACEHOLDER_NAME.test(name.trim()))
          .map(([where, name]) => `${where} is a placeholder: "${name}"`),
        ...(start.brand && result.brandName !== start.brand
          ? [`brandName "${result.brandName}" is not the brand "${start.brand}"`]
          : []),
        // No brand named: the working name is the product's own words ("Coffee Subscription").
        ...(!start.brand && start.productWords && !namedFrom(result.brandName, start)
          ? [`brandName "${result.brandName}" is not made from "${start.text}"`]
          : []),
        ...result.strategies.flatMap((strategy) => {
          if (!start.productWords) return [];
          const name = strategy.productName ?? "";
          const words = name.toLowerCase().split(/\s+/);
          // "sell more solar backpacks" may name "Solar Backpacks".
          const stems = words.map((word) => word.replace(/s$/, ""));
          return [
            ...(name === "" ? [`${strategy.name} has no productName`] : []),
            ...start.productWords
              .filter((word) => !stems.includes(word.replace(/s$/, "")))
              .map((word) => `${strategy.name} productName "${name}" lacks "${word}"`),
            ...words
              .filter((word) => word !== "" && !sentence.includes(word))
              .map((word) => `${strategy.name} productName "${name}" invents "${word}"`),
            ...titleCaseProblems(name).map((problem) => `${strategy.name}: ${problem}`),
          ];
        }),
      ];
    });
    expectNone(problems);
  });

  it("keeps placeholders out of strategies, brief forms, briefs and ideas", () => {
    const problems = collect(({ result, briefs }) => [
      ...placeholders("brandName", result.brandName, false),
      ...result.strategies.flatMap((strategy) =>
        Object.entries(strategy).flatMap(([field, value]) =>
          placeholders(`${strategy.name} ${field}`, String(value), field !== "name"),
        ),
      ),
      ...briefs.flatMap(({ form, markdown, ideas }) => [
        ...Object.entries(form).flatMap(([field, value]) =>
          placeholders(`form ${field}`, value, field !== "brand"),
        ),
        ...placeholders(`brief "${form.brand}"`, withoutPrompts(markdown)),
        ...ideas.flatMap((idea) => [
          ...placeholders(`idea ${idea.title}`, `${idea.title} ${idea.campaignName}`, false),
          ...PROSE.flatMap((field) => placeholders(`idea ${field}`, idea[field])),
        ]),
      ]),
    ]);
    expectNone(problems);
  });

  it("writes for the people the sentence names, in every strategy", () => {
    const problems = collect(({ start, result }) =>
      result.strategies.flatMap((strategy) => {
        const audience = strategy.targetAudience.toLowerCase();
        return [
          ...(start.audience && !audience.includes(start.audience)
            ? [`${strategy.name} audience ignores "${start.audience}": ${strategy.targetAudience}`]
            : []),
          ...(start.audience && INVENTED_PEOPLE.test(JSON.stringify(result))
            ? [`${strategy.name} invents a category persona: ${strategy.targetAudience}`]
            : []),
        ];
      }),
    );
    expectNone(problems);
  });

  it("puts common products in their industry", () => {
    const problems = collect(({ start, result, briefs }) =>
      start.industry === undefined
        ? []
        : [
            ...(result.industry === start.industry
              ? []
              : [`industry "${result.industry}", not "${start.industry}"`]),
            ...briefs
              .filter(({ markdown }) => /\bconsumer brand\b/.test(markdown))
              .map(({ form }) => `brief for "${form.brand}" calls it a consumer brand`),
          ],
    );
    expectNone(problems);
  });

  it("writes strategies, briefs and ideas that pass the copy editor", () => {
    const problems = collect(({ start, result, briefs }) => [
      ...result.strategies.flatMap((strategy) => [
        ...titleCaseProblems(strategy.name, [result.brandName]),
        ...[strategy.targetAudience, strategy.uniqueSellingPoint, strategy.keyMessage]
          .flatMap((text) => proseProblems(text, said(start)))
          .map((problem) => `${strategy.name}: ${problem}`),
      ]),
      ...briefs.flatMap(({ form, markdown, ideas }) => {
        const text = stripMarkdown(withoutPrompts(markdown));
        const lines = ideas.flatMap((idea) => [
          ...PROSE.map((field) => idea[field]),
          ...idea.keyVisualElements,
          ...idea.executionStrategy,
        ]);
        return [
          ...proseProblems(text, [...typed(form), ...said(start)]),
          ...cutInsertions(text, typed(form), [form.brand]),
          ...proseProblems(lines.join("\n"), [...typed(form), ...said(start)]),
          ...cutInsertions(lines.join("\n"), typed(form), [form.brand]),
          ...ideas.flatMap((idea) => THIRD_PERSON.flatMap((field) => voiceProblems(idea[field]))),
          ...ideas.flatMap((idea) => titleCaseProblems(idea.campaignName, [form.brand])),
        ].map((problem) => `brief "${form.brand}" (${form.message}): ${problem}`);
      }),
    ]);
    expectNone(problems);
  });

  it("gives every brief a Think line a planner would write", () => {
    const problems = collect(({ briefs }) =>
      briefs.flatMap(({ form, markdown }) => {
        const think = /\*\*Think:\*\* (.*)/.exec(markdown)?.[1] ?? "";
        return /word for it|no one need|stands for the (?:promise|question|line)|\bour\b|\bwe\b/i.test(
          think,
        )
          ? [`Think line for "${form.message}": ${think}`]
          : [];
      }),
    );
    expectNone(problems);
  });
});
