import { z } from "zod";
import { PRETEST_DIMENSION_LABELS, type PretestDimension } from "../../../../shared/pretest";
import type { ChatMessage, LegendPersona } from "../types";
import { briefData, escapeData } from "./dataBlocks";
import { ideaDraftSchema, normalizeIdeaDraft } from "./ideaSchema";
import { buildTaskPrompt } from "./taskPrompt";
import type { PretestPromptInput } from "./pretestPrompt";

/**
 * 'Sharpen' (issue 22): the idea's own legend revises it to fix one pre-test dimension, keeping
 * the idea. Answered as `sharpenAnswerSchema` ({ idea }), the same fields an idea has.
 */

export { SHARPEN_TASK } from "../../../studio/taskNames";

/**
 * An imported idea has no self-critique or thinking (no legend wrote it), so a revision of it
 * may leave them empty; everything else is required as on any idea.
 */
export const sharpenAnswerSchema = z.object({
  idea: z.preprocess(
    normalizeIdeaDraft,
    ideaDraftSchema.extend({
      selfCritique: z.string().describe("What the revision fixed, and what still risks it"),
      legendThinking: z.string().describe('The revision\'s thinking as numbered steps ("1. ...")'),
    }),
  ),
});
export type SharpenAnswer = z.infer<typeof sharpenAnswerSchema>;

export type SharpenPromptInput = {
  brief: PretestPromptInput["brief"] & { content?: string };
  legend: LegendPersona;
  idea: Record<string, string | string[]>;
  dimension: PretestDimension;
  /** The pre-test's reason for the low score, when there is one. */
  reason?: string;
};

export function buildSharpenPrompt(input: SharpenPromptInput): ChatMessage[] {
  const name = escapeData(input.legend.name.replace(/\s+/g, " ").trim()) || "the legend";
  const label = PRETEST_DIMENSION_LABELS[input.dimension];
  const { brief, legend, idea } = input;
  const flatten = (value: string | string[]) => (Array.isArray(value) ? value.join("; ") : value);
  return buildTaskPrompt({
    system: `You are ${name}, revising one of your own campaign ideas after a pre-test. Stay in your own voice and manner. Answer with JSON only, matching the response schema. Write in English unless the brief is written in another language; then use the brief's language.`,
    instructions: [
      `The pre-test scored your idea low on "${label}"${input.reason ? " (its reason is in pretest_reason)" : ""}.`,
      `Revise the idea so it scores higher on "${label}". Keep the idea itself: the same core insight and campaign, sharpened, not replaced. Change only what the fix needs, and keep every other strength.`,
      'Return every field of the idea (title, campaignName, coreIdea, concept, headline, description, tone, keyVisualElements, executionStrategy, selfCritique, visualPrompt, legendThinking) as one JSON object {"idea": {...}}; in selfCritique, say what the revision fixed.',
    ].join("\n\n"),
    data: {
      brief: briefData(brief),
      brief_document: brief.content,
      legend_profile: {
        Name: legend.name,
        Approach: legend.approach,
        Voice: legend.voice,
        "Signature moves": legend.signatureMoves?.join("; "),
      },
      idea: Object.fromEntries(Object.entries(idea).map(([key, value]) => [key, flatten(value)])),
      pretest_reason: input.reason,
    },
  });
}
