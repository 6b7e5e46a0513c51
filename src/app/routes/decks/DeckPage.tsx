import { useParams } from "react-router-dom";
import { SITE } from "@/config/site";
import { useUpgradePrompt } from "@/lib/useUpgradePrompt";
import { useCurrentUser } from "@/features/auth/hooks/useCurrentUser";
import { BriefWorkGate } from "../BriefWorkGate";
import { DeckView } from "@/features/decks/components/DeckView";
import { useDeck } from "@/features/decks/hooks/useDeck";
import { useDeckActions } from "@/features/decks/hooks/useDeckActions";
import type { DeckView as Deck } from "@/features/decks/lib/types";
import { ReviewBadge } from "@/features/reviews/components/ReviewBadge";
import { deckExportSource } from "../exportSources";
import { useWorkComments } from "../WorkComments";
import { LazyDeckExportMenu } from "../LazyExportMenu";

function ReadyDeck({ deck }: { deck: Deck }) {
  const actions = useDeckActions(deck);
  const upgrade = useUpgradePrompt();
  const comments = useWorkComments(deck.briefId);
  return (
    <>
      <title>{`${deck.title} · ${SITE.name}`}</title>
      <DeckView
        deck={deck}
        actions={actions}
        headerActions={
          <>
            <ReviewBadge targetType="deck" targetId={deck.id} briefId={deck.briefId} />
            {deck.slides.length > 0 ? (
              <LazyDeckExportMenu source={() => deckExportSource(deck)} />
            ) : null}
          </>
        }
        renderSlideExtras={(slideId) => comments.renderCount("slide", slideId)}
        onInsufficientCredits={(error) => upgrade("production", error)}
      />
      {comments.panel}
    </>
  );
}

/**
 * /decks/{id}: a sell deck, live for everyone on its idea's brief (slides arrive while the job
 * writes them). Anyone else, and a deck that does not exist, gets the app's not-found page.
 */
export function DeckPage() {
  const { id = "" } = useParams();
  const user = useCurrentUser();
  const deck = useDeck(id, user.status === "signedIn");
  return (
    <BriefWorkGate work={deck} noun="deck" plural="Sell decks" tabTitle="Sell deck">
      {(data) => <ReadyDeck deck={data} />}
    </BriefWorkGate>
  );
}
