import type { IdeaDto } from "../../../../convex/ideas/validators";
import type { DeckDto, DeckSummaryDto, SlideDto } from "../../../../convex/decks/validators";

/** A deck as the live query answers it (convex/decks/validators.ts). */
export type DeckView = DeckDto;
export type SlideView = SlideDto;
export type DeckSummary = DeckSummaryDto;

/** What 'Sell deck' reads of an idea: an ideas query's IdeaDto fits as it is. */
export type DeckIdea = Pick<IdeaDto, "id" | "title" | "campaignName" | "legend">;
