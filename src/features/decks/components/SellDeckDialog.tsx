import { Button, Dialog, Flex, Link, Spinner, Text } from "@radix-ui/themes";
import { LayersIcon } from "@radix-ui/react-icons";
import { Link as RouterLink } from "react-router-dom";
import { useMutation } from "convex/react";
import { api } from "../../../../convex/_generated/api";
import { CREDIT_COSTS, DECK_STAGES, ROUTES } from "../../../../shared/constants";
import { messages } from "../../../../shared/errors";
import { usesCreditsLine } from "../../../../shared/pricing";
import { useIdeaDecks } from "../hooks/useDeck";
import { useSpend } from "../hooks/useSpend";
import { inlineLine } from "../lib/slideText";
import type { DeckIdea } from "../lib/types";

export type SellDeckDialogProps = {
  idea: DeckIdea;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The deck exists (its slides are being written): the caller navigates to it. */
  onStarted: (presentationId: string) => void;
  onInsufficientCredits: (error: unknown) => void;
  /** Set for a viewer of a shared brief: the idea's decks to open, and why they can't write one. */
  readOnlyReason?: string | null;
};

/**
 * 'Sell deck' (spec 1, 2): what the deck is and what it costs, before the click; the idea's
 * earlier decks a click away. Writing starts on the server and the deck page shows it live.
 */
export function SellDeckDialog({
  idea,
  open,
  onOpenChange,
  onStarted,
  onInsufficientCredits,
  readOnlyReason = null,
}: SellDeckDialogProps) {
  const sell = useMutation(api.decks.mutations.sellIdea);
  const decks = useIdeaDecks(idea.id, open);
  const { busy, error, run } = useSpend(onInsufficientCredits);
  const earlier = decks.status === "ready" ? decks.data : [];

  const submit = () =>
    run(
      async () => onStarted((await sell({ ideaId: idea.id })).presentationId),
      () => onOpenChange(false),
    );

  return (
    <Dialog.Root open={open} onOpenChange={(next) => !busy && onOpenChange(next)}>
      <Dialog.Content maxWidth="520px">
        <Dialog.Title>Sell deck</Dialog.Title>
        <Dialog.Description size="2" color="gray">
          {idea.legend.name} presents <Text weight="medium">{inlineLine(idea.campaignName)}</Text>{" "}
          to your client in {DECK_STAGES.length} slides that sell it in: the problem, the insight,
          the idea, how it comes to life, why it works and the next steps. You can edit every word,
          add visuals, present it full screen and download it for PowerPoint or as a PDF.
        </Dialog.Description>
        {earlier.length > 0 ? (
          <Flex direction="column" gap="1" mt="4">
            <Text size="2" weight="medium">
              Decks of this idea
            </Text>
            <ul style={{ margin: 0, paddingLeft: "1.1rem" }}>
              {earlier.map((deck) => (
                <li key={deck.id}>
                  <Link asChild size="2">
                    <RouterLink to={ROUTES.deck(deck.id)}>{deck.title}</RouterLink>
                  </Link>{" "}
                  <Text size="1" color="gray">
                    {deck.status === "writing"
                      ? "writing…"
                      : deck.status === "failed"
                        ? "failed"
                        : `${deck.slideCount} slides`}
                  </Text>
                </li>
              ))}
            </ul>
          </Flex>
        ) : null}
        {error ? (
          <Text as="p" size="2" color="red" role="alert" mt="4">
            {error}
          </Text>
        ) : null}
        {readOnlyReason !== null ? (
          <>
            <Text as="p" size="2" color="gray" mt="4">
              {messages.deck.viewerCannotWrite}
            </Text>
            <Flex justify="end" mt="5">
              <Dialog.Close>
                <Button variant="soft" color="gray">
                  Close
                </Button>
              </Dialog.Close>
            </Flex>
          </>
        ) : (
          <Flex gap="3" mt="5" justify="between" align="center" wrap="wrap">
            <Text size="2" color="gray">
              {usesCreditsLine(CREDIT_COSTS.sellDeck)}
            </Text>
            <Flex gap="3">
              <Dialog.Close>
                <Button variant="soft" color="gray" disabled={busy}>
                  Cancel
                </Button>
              </Dialog.Close>
              <Button disabled={busy} aria-busy={busy || undefined} onClick={() => void submit()}>
                {busy ? <Spinner size="1" /> : <LayersIcon aria-hidden />}
                {busy ? "Starting..." : earlier.length > 0 ? "Write a new deck" : "Write the deck"}
              </Button>
            </Flex>
          </Flex>
        )}
      </Dialog.Content>
    </Dialog.Root>
  );
}
