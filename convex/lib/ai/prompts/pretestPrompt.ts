import { z } from "zod";
import {
  PRETEST_DIMENSION_LABELS,
  PRETEST_DIMENSIONS,
  PRETEST_SCORE,
} from "../../../../shared/pretest";
import type { ChatMessage } from "../types";
import { briefData } from "./dataBlocks";
import { buildTaskPrompt } from "./taskPrompt";

/**
 * The pre-test prompt (issue 22): a planner scores each idea of one legend run on the five
 * dimensions and runs the swap test, answered as `pretestAnswerSchema`. The brief and the ideas
 * are user and model text, so they go in data blocks.
 */

export { PRETEST_TASK } from "../../../studio/taskNames";

/** Models write 4.5, "4" or 7 now and then: rounded and clamped, never refused for it. */
function clampScore(raw: unknown): unknown {
  const value = typeof raw === "string" && raw.trim() !== "" ? Number(raw) : raw;
  if (typeof value !== "number" || !Number.isFinite(value)) return raw;
  return Math.min(PRETEST_SCORE.max, Math.max(PRETEST_SCORE.min, Math.round(value)));
}

const scoreSchema = z.object({
  dimension: z.enum(PRETEST_DIMENSIONS).describe("Which dimension this scores"),
  score: z
    .preprocess(clampScore, z.number().int().min(PRETEST_SCORE.min).max(PRETEST_SCORE.max))
    .describe("A whole number from 1 (weak) to 5 (strong)"),
  reason: z.string().min(1).describe("One line on why, naming what in the idea earns the score"),
});

export const pretestResultSchema = z
  .object({
    idea: z.number().int().min(1).describe("The idea's number in the list, counting from 1"),
    scores: z.array(scoreSchema).min(PRETEST_DIMENSIONS.length).describe("One per dimension"),
    swap: z.object({
      competitor: z.string().min(1).describe("The competitor swapped in for the brand"),
      competitorAssumed: z
        .boolean()
        .describe("True when the brief named no competitor and you chose the obvious one"),
      rewrite: z
        .string()
        .min(1)
        .describe("The idea's campaign line with the competitor in place of the brand"),
      stillWorks: z.boolean().describe("True if the line works as well for the competitor"),
      verdict: z.string().min(1).describe("One sentence a planner would write about it"),
    }),
  })
  .refine(
    (result) => PRETEST_DIMENSIONS.every((d) => result.scores.some((s) => s.dimension === d)),
    { message: "Every dimension needs a score." },
  );

export const pretestAnswerSchema = z.object({ results: z.array(pretestResultSchema).min(1) });
export type PretestAnswer = z.infer<typeof pretestAnswerSchema>;

export type PretestPromptIdea = {
  title: string;
  campaignName: string;
  coreIdea: string;
  concept: string;
  headline: string;
  description: string;
  tone: string;
  keyVisualElements: string[];
  executionStrategy: string[];
};

export type PretestPromptInput = {
  brief: {
    brand: string;
    audience: string;
    message: string;
    tone: string;
    uniqueSellingPoint?: string;
    product?: string;
    competitors?: string;
  };
  ideas: readonly PretestPromptIdea[];
};

const DIMENSION_GUIDE: Record<(typeof PRETEST_DIMENSIONS)[number], string> = {
  keyMessage: "does the idea land the brief's key message, not a neighbouring one?",
  audience: "would the target audience recognise themselves and care?",
  distinctive: "is it unlike the category's usual advertising?",
  brandLinkage: "would people remember whose ad it was?",
  simplicity: "can it be said in one breath and understood at a glance?",
};

export function buildPretestPrompt(input: PretestPromptInput): ChatMessage[] {
  const count = input.ideas.length;
  const hasCompetitors = (input.brief.competitors ?? "").trim() !== "";
  const instructions = [
    `Pre-test the ${count === 1 ? "campaign idea" : `${count} campaign ideas`} below against the brief, as a planner would before a client meeting.`,
    "For each idea, score these five dimensions from 1 (weak) to 5 (strong), whole numbers only, each with a one-line reason that names what in the idea earns the score:",
    PRETEST_DIMENSIONS.map(
      (d) => `- ${d} (${PRETEST_DIMENSION_LABELS[d]}): ${DIMENSION_GUIDE[d]}`,
    ).join("\n"),
    hasCompetitors
      ? "Then the swap test: put the brief's first named competitor in place of the brand in the idea's campaign line (rewrite), say whether the line still works for them (stillWorks: if it does, the idea is not ownable) and give a one-sentence verdict. Set competitorAssumed to false."
      : "Then the swap test: the brief names no competitor, so name the brand's most obvious competitor, set competitorAssumed to true and say in the verdict that you assumed it. Put that competitor in place of the brand in the idea's campaign line (rewrite), say whether the line still works for them (stillWorks: if it does, the idea is not ownable) and give a one-sentence verdict.",
    "Be a fair, demanding judge: most ideas are not 5s. Do not rewrite the ideas.",
    `Return one JSON object {"results": [...]} with one result per idea, each with its number ("idea", from 1), its five scores and its swap test.`,
  ].join("\n\n");
  const { brief } = input;
  const data: Record<string, Record<string, string | undefined>> = {
    brief: briefData(brief),
  };
  input.ideas.forEach((idea, index) => {
    data[`idea_${index + 1}`] = {
      Title: idea.title,
      "Campaign line": idea.campaignName,
      "Core idea": idea.coreIdea,
      Concept: idea.concept,
      Headline: idea.headline,
      Description: idea.description,
      Tone: idea.tone,
      "Key visual elements": idea.keyVisualElements.join("; "),
      "Execution strategy": idea.executionStrategy.join("; "),
    };
  });
  return buildTaskPrompt({
    system:
      "You are a senior advertising planner who pre-tests campaign ideas: candid, specific and fair. Answer with JSON only, matching the response schema. Write in English unless the brief is written in another language; then use the brief's language.",
    instructions,
    data,
  });
}
