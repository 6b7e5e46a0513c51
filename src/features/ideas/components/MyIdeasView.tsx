import "../ideas.css";
import { usePaginatedQuery } from "convex/react";
import { Button, Flex, Skeleton, Spinner } from "@radix-ui/themes";
import { Link as RouterLink } from "react-router-dom";
import { api } from "../../../../convex/_generated/api";
import { briefHref } from "../lib/format";
import type { IdeaSlots } from "../lib/types";
import { IdeasEmpty } from "./IdeasEmpty";
import { IdeasGrid } from "./IdeasGrid";
import type { MyIdeasFilter } from "./MyIdeasFilters";

/** A first page fills three rows of three on a wide screen. */
const PAGE_SIZE = 12;

type MyIdeasListProps = IdeaSlots & {
  filter: MyIdeasFilter;
  onShowAll: () => void;
};

function EmptyFor({ filter, onShowAll }: MyIdeasListProps) {
  if (filter.favoritesOnly) {
    return (
      <IdeasEmpty
        title="No favourites yet"
        text="Press the heart on an idea you want to keep close, and it will wait for you here."
        action={
          <Button size="3" variant="soft" onClick={onShowAll}>
            Show all ideas
          </Button>
        }
      />
    );
  }
  if (filter.briefId !== null) {
    return (
      <IdeasEmpty
        title="No ideas for this brief yet"
        text="Open the brief, pick your legends and press Get Creative Ideas."
        action={
          <Button asChild size="3">
            <RouterLink to={briefHref(filter.briefId)}>Open the brief</RouterLink>
          </Button>
        }
      />
    );
  }
  return (
    <IdeasEmpty
      title="Your ideas will live here"
      text="Write a brief, pick up to three legends and press Get Creative Ideas. Every idea they pitch is kept here, newest first."
      action={
        <Button asChild size="3">
          <RouterLink to="/?showBrief=true">Start a brief</RouterLink>
        </Button>
      }
    />
  );
}

/** 'My ideas': the signed-in user's ideas, newest first, a page at a time (spec: paginated). */
export function MyIdeasList({ filter, onShowAll, ...slots }: MyIdeasListProps) {
  const { results, status, loadMore } = usePaginatedQuery(
    api.ideas.queries.myIdeas,
    {
      ...(filter.favoritesOnly ? { favoritesOnly: true } : {}),
      ...(filter.briefId !== null ? { briefId: filter.briefId } : {}),
    },
    { initialNumItems: PAGE_SIZE },
  );

  if (status === "LoadingFirstPage") {
    return (
      <Flex direction="column" gap="4" aria-busy>
        <Skeleton height="14rem" />
        <Skeleton height="14rem" />
      </Flex>
    );
  }
  if (results.length === 0) return <EmptyFor filter={filter} onShowAll={onShowAll} />;
  return (
    <Flex direction="column" gap="6">
      <IdeasGrid ideas={results} signedIn label="Your ideas" headingAs="h2" {...slots} />
      {status === "CanLoadMore" || status === "LoadingMore" ? (
        <Flex justify="center">
          <Button
            size="3"
            variant="soft"
            onClick={() => loadMore(PAGE_SIZE)}
            disabled={status === "LoadingMore"}
          >
            {status === "LoadingMore" ? <Spinner /> : null}
            {status === "LoadingMore" ? "Loading…" : "Show more ideas"}
          </Button>
        </Flex>
      ) : null}
    </Flex>
  );
}
