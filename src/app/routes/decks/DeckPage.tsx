import { Button, Flex, Text } from "@radix-ui/themes";
import { useParams } from "react-router-dom";
import { SITE } from "@/config/site";
import { PageLoader } from "@/components/feedback/PageLoader";
import { PageContainer } from "@/components/layout/PageContainer";
import { useUpgradePrompt } from "@/lib/useUpgradePrompt";
import { userFacingMessage } from "@/lib/userFacingMessage";
import { useCurrentUser } from "@/features/auth/hooks/useCurrentUser";
import { useSignInDialog } from "@/features/auth/hooks/useSignInDialog";
import { DeckView } from "@/features/decks/components/DeckView";
import { useDeck } from "@/features/decks/hooks/useDeck";
import { useDeckActions } from "@/features/decks/hooks/useDeckActions";
import type { DeckView as Deck } from "@/features/decks/lib/types";
import { readAppError } from "../../../../shared/errors";
import { NotFoundPage } from "../NotFoundPage";
import { deckExportSource } from "../exportSources";
import { LazyDeckExportMenu } from "../LazyExportMenu";

function ReadyDeck({ deck }: { deck: Deck }) {
  const actions = useDeckActions(deck);
  const upgrade = useUpgradePrompt();
  return (
    <>
      <title>{`${deck.title} · ${SITE.name}`}</title>
      <DeckView
        deck={deck}
        actions={actions}
        headerActions={
          deck.slides.length > 0 ? (
            <LazyDeckExportMenu source={() => deckExportSource(deck)} />
          ) : null
        }
        onInsufficientCredits={(error) => upgrade("production", error)}
      />
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
  const { open: openSignIn } = useSignInDialog();
  const deck = useDeck(id, user.status === "signedIn");

  if (user.status === "loading") return <PageLoader label="Loading deck…" />;
  if (user.status === "signedOut") {
    return (
      <PageContainer py={{ initial: "8", sm: "9" }}>
        <title>{`Sell deck · ${SITE.name}`}</title>
        <Flex direction="column" gap="4" align="start" maxWidth="40rem">
          <h1 className="section-title">Sign in to see this deck</h1>
          <Text as="p" size="3" color="gray">
            Sell decks are kept with the brief they were made for. Sign in with the account the
            brief was shared with.
          </Text>
          <Button size="3" onClick={() => openSignIn()}>
            Sign in
          </Button>
        </Flex>
      </PageContainer>
    );
  }
  if (deck.status === "loading") return <PageLoader label="Loading deck…" />;
  if (deck.status === "error") {
    if (readAppError(deck.error)?.code === "NOT_FOUND") return <NotFoundPage />;
    return (
      <PageContainer py={{ initial: "8", sm: "9" }}>
        <Flex direction="column" gap="4" align="start">
          <Text role="alert" color="red">
            {userFacingMessage(deck.error)}
          </Text>
          <Button variant="soft" onClick={deck.retry}>
            Try again
          </Button>
        </Flex>
      </PageContainer>
    );
  }
  return (
    <PageContainer py={{ initial: "4", sm: "6" }}>
      <ReadyDeck deck={deck.data} />
    </PageContainer>
  );
}
