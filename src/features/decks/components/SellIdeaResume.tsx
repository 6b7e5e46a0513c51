import { useEffect } from "react";
import { useMutation } from "convex/react";
import { useNavigate } from "react-router-dom";
import { toast } from "@/components/feedback/toast";
import { registerPendingActionHandler } from "@/lib/pendingActions/pendingActions";
import { userFacingMessage } from "@/lib/userFacingMessage";
import { api } from "../../../../convex/_generated/api";
import { ROUTES } from "../../../../shared/constants";
import { parsePendingSell } from "../lib/pendingSell";

/**
 * Renders nothing: a visitor's 'Sell deck' (the SELL_IDEA pending action, spec 4) resumed once
 * they are signed in: the deck is asked for and its page opens, writing live.
 */
export function SellIdeaResume() {
  const sell = useMutation(api.decks.mutations.sellIdea);
  const navigate = useNavigate();
  useEffect(
    () =>
      registerPendingActionHandler("SELL_IDEA", {
        parse: parsePendingSell,
        resume: ({ ideaId }) => {
          toast("Writing your sell deck…");
          sell({ ideaId })
            .then(({ presentationId }) => navigate(ROUTES.deck(presentationId)))
            .catch((error: unknown) => {
              toast.error("The sell deck could not start", {
                description: userFacingMessage(error),
              });
            });
        },
      }),
    [navigate, sell],
  );
  return null;
}
