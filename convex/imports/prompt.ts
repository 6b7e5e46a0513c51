import { v, type Infer } from "convex/values";
import { z } from "zod";
import { buildTaskPrompt } from "../lib/ai/prompts/taskPrompt";
import type { ChatMessage } from "../lib/ai/types";
import type { importFactsValidator } from "./jobShapes";

/**
 * Import an existing campaign (issue 18): the user's own campaign text, read into a creative
 * brief and one idea. The model only extracts and arranges; every claim must be in the text.
 */

export { IMPORT_TASK } from "../studio/taskNames";

const list = z.array(z.string()).max(12);

export const importDraftSchema = z.object({
  brief: z.object({
    audience: z.string().describe("Who the campaign speaks to, from the text; empty if not said"),
    message: z.string().describe("The single message the campaign carries, in one sentence"),
    tone: z.string().describe("How the campaign sounds, in a few words"),
    uniqueSellingPoint: z
      .string()
      .describe("What the text says sets the brand apart; empty if not said"),
    content: z
      .string()
      .describe("A short creative brief as markdown that this campaign answers, without fences"),
  }),
  idea: z.object({
    title: z.string().describe("A short title for the campaign idea"),
    coreIdea: z.string().describe("The campaign's core idea in one sentence"),
    concept: z.string().describe("How the idea works, in 2 to 4 sentences"),
    headline: z.string().describe("The campaign's headline or line, as written in the text"),
    description: z.string().describe("What the campaign is and does, in a short paragraph"),
    tone: z.string().describe("The campaign's tone in a few words"),
    keyVisualElements: list.describe("Visual elements the text describes; empty if none"),
    executionStrategy: list.describe("Executions and channels the text names; empty if none"),
    visualPrompt: z.string().describe("A one-paragraph description of the campaign's key visual"),
  }),
});
export type ImportDraft = z.infer<typeof importDraftSchema>;

/**
 * The same draft as a Convex validator: the job's write-back (./internal.ts finish) takes it.
 * Typed both ways there (the run passes an ImportDraft; finishImport reads one), so the two
 * cannot drift apart without a compile error.
 */
export const importDraftValidator = v.object({
  brief: v.object({
    audience: v.string(),
    message: v.string(),
    tone: v.string(),
    uniqueSellingPoint: v.string(),
    content: v.string(),
  }),
  idea: v.object({
    title: v.string(),
    coreIdea: v.string(),
    concept: v.string(),
    headline: v.string(),
    description: v.string(),
    tone: v.string(),
    keyVisualElements: v.array(v.string()),
    executionStrategy: v.array(v.string()),
    visualPrompt: v.string(),
  }),
});

export type ImportFacts = Infer<typeof importFactsValidator>;

const SYSTEM = [
  "You are a senior account planner reading a campaign a client already ran.",
  "You extract, you do not invent: every claim, number, award, price, audience and channel you write must be stated in the campaign text or the form. Where the text says nothing, leave the field empty (or say what is missing in square brackets in the brief).",
  "Keep the campaign's own words for its headline and lines.",
].join(" ");

const INSTRUCTIONS = [
  "Read the campaign in campaign_text (named in import_form) and answer with one JSON object:",
  '{ "brief": { audience, message, tone, uniqueSellingPoint, content }, "idea": { title, coreIdea, concept, headline, description, tone, keyVisualElements, executionStrategy, visualPrompt } }.',
  "brief.content is a short creative brief in markdown (level-2 sections Background, Objective, Audience, Proposition, Tone) that this campaign answers, built only from the material.",
  "If import_form gives an audience, use it as the brief's audience.",
].join("\n");

export function buildImportPrompt(facts: ImportFacts): ChatMessage[] {
  return buildTaskPrompt({
    system: SYSTEM,
    instructions: INSTRUCTIONS,
    data: {
      import_form: {
        brand: facts.brand,
        campaign_name: facts.campaignName,
        audience: facts.audience || "(not given)",
      },
      campaign_text: facts.text,
    },
  });
}
