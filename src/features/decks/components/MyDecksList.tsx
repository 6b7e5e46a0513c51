import { Badge, Button, Card, Flex, Skeleton, Spinner, Text } from "@radix-ui/themes";
import { StarFilledIcon } from "@radix-ui/react-icons";
import { usePaginatedQuery } from "convex/react";
import { Link as RouterLink } from "react-router-dom";
import { api } from "../../../../convex/_generated/api";
import { ROUTES } from "../../../../shared/constants";
import { isOwnMediaPath } from "../../../../shared/sharePreview";
import type { DeckSummary } from "../lib/types";
import "../decks.css";

const PAGE_SIZE = 12;

const dateFormat = new Intl.DateTimeFormat("en-GB", {
  day: "numeric",
  month: "short",
  year: "numeric",
});

function statusLine(deck: DeckSummary): string {
  if (deck.status === "writing") return "Writing…";
  if (deck.status === "failed") return "Failed: open it to try again";
  return `${deck.slideCount} ${deck.slideCount === 1 ? "slide" : "slides"}`;
}

function DeckCard({ deck }: { deck: DeckSummary }) {
  const cover = deck.coverUrl && isOwnMediaPath(deck.coverUrl) ? deck.coverUrl : null;
  return (
    <Card asChild size="2">
      <RouterLink to={ROUTES.deck(deck.id)} aria-label={`${deck.title}, ${statusLine(deck)}`}>
        <Flex direction="column" gap="3">
          <div className="deck-card-cover">
            {cover ? <img src={cover} alt="" loading="lazy" /> : null}
          </div>
          <Flex direction="column" gap="1">
            <Flex justify="between" gap="2" align="start">
              <Text size="4" weight="medium" className="serif">
                {deck.title}
              </Text>
              {deck.isFavorite ? (
                <StarFilledIcon color="var(--amber-9)" aria-label="Favourite" />
              ) : null}
            </Flex>
            <Text size="2" color="gray">
              {deck.legendName}
              {deck.brand ? ` for ${deck.brand}` : ""}
            </Text>
            <Flex gap="2" align="center" wrap="wrap">
              <Badge color={deck.status === "failed" ? "red" : "gray"} variant="soft">
                {statusLine(deck)}
              </Badge>
              <Text size="1" color="gray">
                {dateFormat.format(deck.updatedAt)}
              </Text>
            </Flex>
          </Flex>
        </Flex>
      </RouterLink>
    </Card>
  );
}

/** 'My decks': the decks the user made, favourites first, then the newest. */
export function MyDecksList() {
  const { results, status, loadMore } = usePaginatedQuery(
    api.decks.queries.mine,
    {},
    { initialNumItems: PAGE_SIZE },
  );

  if (status === "LoadingFirstPage") {
    return (
      <Flex gap="4" wrap="wrap" aria-busy>
        <Skeleton width="17rem" height="14rem" />
        <Skeleton width="17rem" height="14rem" />
      </Flex>
    );
  }
  if (results.length === 0) {
    return (
      <Flex direction="column" gap="3" align="start" maxWidth="40rem">
        <Text as="p" size="4" weight="medium">
          No decks yet
        </Text>
        <Text as="p" color="gray">
          A sell deck presents one of your ideas to a client, slide by slide. Open an idea and
          choose Sell deck.
        </Text>
        <Button asChild>
          <RouterLink to={ROUTES.myIdeas}>Go to My ideas</RouterLink>
        </Button>
      </Flex>
    );
  }
  return (
    <Flex direction="column" gap="6">
      <ul className="deck-list" aria-label="Your decks">
        {results.map((deck) => (
          <li key={deck.id}>
            <DeckCard deck={deck} />
          </li>
        ))}
      </ul>
      {status === "CanLoadMore" || status === "LoadingMore" ? (
        <Flex justify="center">
          <Button
            size="3"
            variant="soft"
            onClick={() => loadMore(PAGE_SIZE)}
            disabled={status === "LoadingMore"}
          >
            {status === "LoadingMore" ? <Spinner /> : null}
            {status === "LoadingMore" ? "Loading…" : "Show more decks"}
          </Button>
        </Flex>
      ) : null}
    </Flex>
  );
}
