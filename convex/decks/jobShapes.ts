import { v, type Infer } from "convex/values";
import { legendPersonaValidator } from "../lib/ai/validators";
import { ideaCopyFactsFields } from "../campaigns/jobShapes";

/**
 * The sell deck job's stored shapes (generation/jobShapes.ts ties them to the kind). A leaf: it
 * imports only validators, so the generationJobs schema can name it without an import cycle.
 */

export const DECK_JOB_KIND = "sellDeck";

/** What the slides are written from (./deckPrompt.ts): the idea's copy facts and its title. */
export const deckFactsValidator = v.object({
  ...ideaCopyFactsFields,
  ideaTitle: v.string(),
  visualPrompt: v.string(),
  tone: v.optional(v.string()),
});

/** The job finds its deck through presentations.by_job: a retry points the deck at a new job. */
export const deckJobInput = v.object({
  ideaId: v.id("ideas"),
  legend: legendPersonaValidator,
  facts: deckFactsValidator,
});
export type DeckJobInput = Infer<typeof deckJobInput>;

export const deckJobResult = v.object({
  presentationId: v.id("presentations"),
  slides: v.number(),
});
