import { useState } from "react";
import { useMutation } from "convex/react";
import { toast } from "@/components/feedback/toast";
import { api } from "../../../../convex/_generated/api";
import type { Id } from "../../../../convex/_generated/dataModel";
import { defaultErrorMessages, messages, readAppError } from "../../../../shared/errors";

const NEEDS_SAVED_IDEA = messages.visualAndFavourite.favouriteNeedsSavedIdea;

/**
 * The favourite toggle (spec 4): flips at once, rolls back if the server refuses. The flipped
 * value is kept until the live data agrees, so the heart never flickers back in between.
 * Visitors (and ideas that aren't theirs or aren't saved) get the spec's message.
 */
export function useFavoriteToggle(
  idea: { id: Id<"ideas"> | null; isFavorite: boolean },
  signedIn: boolean,
) {
  const setFavorite = useMutation(api.ideas.mutations.setFavorite);
  const [override, setOverride] = useState<boolean | null>(null);
  const [pending, setPending] = useState(false);
  // The live data caught up: it is the truth again.
  if (override !== null && !pending && override === idea.isFavorite) setOverride(null);
  const isFavorite = override ?? idea.isFavorite;

  const toggle = async () => {
    if (!signedIn || idea.id === null) {
      toast.error(NEEDS_SAVED_IDEA);
      return;
    }
    const next = !isFavorite;
    setOverride(next);
    setPending(true);
    try {
      await setFavorite({ ideaId: idea.id, isFavorite: next });
    } catch (error) {
      setOverride(null);
      const code = readAppError(error)?.code;
      if (code === "UNAUTHENTICATED" || code === "NOT_FOUND") toast.error(NEEDS_SAVED_IDEA);
      else toast.error(defaultErrorMessages.INTERNAL);
    } finally {
      setPending(false);
    }
  };

  return { isFavorite, pending, toggle: () => void toggle() };
}
