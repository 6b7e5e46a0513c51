import { lazy, Suspense, useState } from "react";
import { Button } from "@radix-ui/themes";
import { LayersIcon } from "@radix-ui/react-icons";
import { useNavigate } from "react-router-dom";
import { ROUTES } from "../../../../shared/constants";
import { savePendingAction } from "@/lib/pendingActions/pendingActions";
import { useUpgradePrompt } from "@/lib/useUpgradePrompt";
import type { DeckIdea } from "../lib/types";
import type { PendingSell } from "../lib/pendingSell";

// The panel's code (and its mutation) loads on the first click, not with every idea card.
const SellDeckDialog = lazy(() =>
  import("./SellDeckDialog").then((m) => ({ default: m.SellDeckDialog })),
);

export type SellDeckButtonProps = {
  idea: DeckIdea;
  signedIn: boolean;
  /** Signed-out visitors sign in first; the deck is asked for once they have (SELL_IDEA). */
  onRequireSignIn: () => void;
  /**
   * Why this person can't make decks here (a viewer of a shared brief), or null: the panel then
   * lists the idea's decks to open, and says why it can't write one.
   */
  readOnlyReason?: string | null;
  size?: "1" | "2";
};

/** 'Sell deck' on an idea (spec 2): the panel that says what it makes and what it costs. */
export function SellDeckButton({
  idea,
  signedIn,
  onRequireSignIn,
  readOnlyReason = null,
  size = "2",
}: SellDeckButtonProps) {
  const navigate = useNavigate();
  const upgrade = useUpgradePrompt();
  const [open, setOpen] = useState(false);

  const click = () => {
    if (signedIn) {
      setOpen(true);
      return;
    }
    const pending: PendingSell = { ideaId: idea.id, title: idea.campaignName || idea.title };
    savePendingAction("SELL_IDEA", pending);
    onRequireSignIn();
  };

  return (
    <>
      <Button
        size={size}
        variant="soft"
        aria-haspopup={signedIn ? "dialog" : undefined}
        onClick={click}
      >
        <LayersIcon aria-hidden />
        Sell deck
      </Button>
      {open ? (
        <Suspense fallback={null}>
          <SellDeckDialog
            idea={idea}
            open={open}
            onOpenChange={setOpen}
            readOnlyReason={readOnlyReason}
            onStarted={(id) => {
              setOpen(false);
              void navigate(ROUTES.deck(id));
            }}
            onInsufficientCredits={(error) => upgrade("production", error)}
          />
        </Suspense>
      ) : null}
    </>
  );
}
