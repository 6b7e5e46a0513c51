import type { Infer } from "convex/values";
import { z } from "zod";
import type { ChatMessage, LegendPersona } from "../lib/ai/types";
import { buildTaskPrompt } from "../lib/ai/prompts/taskPrompt";
import type { brandFactsValidator } from "./jobShapes";

/**
 * 'Reimagine brand': one legend at a time proposes new names for the brand, each with what the
 * name says and why the legend would put it in front of the client, in the legend's own voice.
 * The brief's fields travel as data; the names earlier legends of the same request already
 * proposed travel too, so three legends never hand back the same name.
 */

export { BRAND_ALTERNATIVES_TASK } from "../studio/taskNames";

/** Keys of the studio's extra facts that are this prompt's own. */
export const STUDIO_KEYS = { taken: "takenNames" } as const;

/** How many names each legend proposes. */
export const ALTERNATIVES_PER_LEGEND = 3;

export const brandAlternativesSchema = z.object({
  alternatives: z
    .array(
      z.object({
        name: z.string().min(1).describe("The proposed brand name, one to three words"),
        description: z
          .string()
          .min(1)
          .describe("One or two sentences: what the name means and how it sounds"),
        rationale: z
          .string()
          .min(1)
          .describe("Two or three sentences in the legend's own voice: why this name sells"),
      }),
    )
    .min(1)
    .max(6),
});
export type BrandAlternativesDraft = z.infer<typeof brandAlternativesSchema>;

export type BrandFacts = Infer<typeof brandFactsValidator>;

export function buildBrandPrompt(
  legend: LegendPersona,
  facts: BrandFacts,
  taken: readonly string[],
): ChatMessage[] {
  return buildTaskPrompt({
    system: [
      `You are ${legend.name}, the advertising legend, asked by a client to reimagine their brand's name.`,
      `Your approach: ${legend.approach}`,
      legend.voice ? `Your voice: ${legend.voice}` : "",
      legend.keyMessage ? `What you believe: ${legend.keyMessage}` : "",
    ]
      .filter(Boolean)
      .join("\n"),
    instructions: [
      `Propose exactly ${ALTERNATIVES_PER_LEGEND} alternative names for the brand in the brief.`,
      "Each name must be new: not the current brand name, not a variation of it, and not one of the names already proposed.",
      "Names should be short, easy to say and spell, and believable on a shop front or an app icon: coined compounds, metaphors drawn from the audience or the message, or plain words used in a fresh way.",
      "Never propose the name of a well-known existing brand or company.",
      "The three names must differ from each other in kind, not just in spelling.",
      "description: one or two sentences on what the name means and how it sounds.",
      "rationale: two or three sentences in your own voice on why this name would work for this audience and this message.",
      "Plain text only: no markdown, no quotation marks around the whole answer.",
    ].join("\n"),
    data: {
      current_brand: facts.brand,
      audience: facts.audience,
      key_message: facts.message,
      tone: facts.tone,
      names_already_proposed: [...taken],
    },
  });
}

/** The studio's extra facts: the brief's fields and the names already taken, one a line. */
export function brandStudioExtra(facts: BrandFacts, taken: readonly string[]) {
  return {
    brand: facts.brand,
    audience: facts.audience,
    message: facts.message,
    tone: facts.tone,
    [STUDIO_KEYS.taken]: taken.join("\n"),
  };
}
