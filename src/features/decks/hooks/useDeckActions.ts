import { useCallback, useMemo } from "react";
import { useMutation } from "convex/react";
import { api } from "../../../../convex/_generated/api";
import { movedIds, type SlideDraftText } from "../lib/slideText";
import type { DeckView } from "../lib/types";

/** The editors' actions on a deck; each returns the server's promise for the caller. */
export function useDeckActions(deck: DeckView) {
  const update = useMutation(api.decks.mutations.updateSlide);
  const reorder = useMutation(api.decks.mutations.reorderSlides);
  const favoriteSlide = useMutation(api.decks.mutations.setSlideFavorite);
  const favoriteDeck = useMutation(api.decks.mutations.setDeckFavorite);
  const draw = useMutation(api.decks.mutations.generateSlideVisual);
  const retry = useMutation(api.decks.mutations.retryDeck);
  const ids = useMemo(() => deck.slides.map((slide) => slide.id), [deck.slides]);

  const moveSlide = useCallback(
    async (index: number, delta: -1 | 1) => {
      await reorder({ presentationId: deck.id, slideIds: movedIds(ids, index, delta) });
    },
    [deck.id, ids, reorder],
  );

  return {
    updateSlide: (slideId: string, draft: SlideDraftText) =>
      update({
        slideId,
        title: draft.title.trim(),
        content: draft.content.trim(),
        speakerNotes: draft.speakerNotes.trim(),
      }),
    moveSlide,
    setSlideFavorite: (slideId: string, isFavorite: boolean) =>
      favoriteSlide({ slideId, isFavorite }),
    setDeckFavorite: (isFavorite: boolean) => favoriteDeck({ presentationId: deck.id, isFavorite }),
    generateVisual: (slideId: string, visualPrompt?: string) =>
      draw({ slideId, ...(visualPrompt?.trim() ? { visualPrompt: visualPrompt.trim() } : {}) }),
    retryDeck: () => retry({ presentationId: deck.id }),
  };
}

export type DeckActions = ReturnType<typeof useDeckActions>;
