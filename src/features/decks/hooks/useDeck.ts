import { useLiveQuery } from "@/lib/useLiveQuery";
import { api } from "../../../../convex/_generated/api";

/**
 * A deck, live for everyone on its brief: slides appear one by one while the job writes them,
 * and an edit, a reorder or a new visual shows at once. Signed-out visitors subscribe to nothing.
 */
export function useDeck(presentationId: string, signedIn: boolean) {
  return useLiveQuery(
    "deck",
    api.decks.queries.deck,
    signedIn && presentationId !== "" ? { presentationId } : "skip",
  );
}

/** The decks made from one idea (the 'Sell deck' panel lists them). */
export function useIdeaDecks(ideaId: string, enabled: boolean) {
  return useLiveQuery("ideaDecks", api.decks.queries.forIdea, enabled ? { ideaId } : "skip");
}
