import type { ReactNode } from "react";
import { usePaginatedQuery } from "convex/react";
import { Button, Flex, Skeleton } from "@radix-ui/themes";
import { api } from "../../../../convex/_generated/api";
import type { IdeaSlots } from "../lib/types";
import { IdeasGrid } from "./IdeasGrid";

const PAGE_SIZE = 6;

type LegendIdeasListProps = IdeaSlots & {
  legendId: string;
  legendName: string;
  /** Shown while there are none (what to do to get some). */
  empty: ReactNode;
};

/** 'Your ideas from {name}' on a legend's profile: the signed-in user's, newest first. */
export function LegendIdeasList({ legendId, legendName, empty, ...slots }: LegendIdeasListProps) {
  const { results, status, loadMore } = usePaginatedQuery(
    api.ideas.queries.myIdeasByLegend,
    { legendId },
    { initialNumItems: PAGE_SIZE },
  );
  if (status === "LoadingFirstPage") return <Skeleton height="120px" />;
  if (results.length === 0) return empty;
  return (
    <Flex direction="column" gap="5">
      <IdeasGrid
        ideas={results}
        signedIn
        hideLegend
        label={`Your ideas from ${legendName}`}
        {...slots}
      />
      {status === "CanLoadMore" || status === "LoadingMore" ? (
        <Flex>
          <Button
            variant="soft"
            onClick={() => loadMore(PAGE_SIZE)}
            disabled={status === "LoadingMore"}
          >
            {status === "LoadingMore" ? "Loading…" : "Show more"}
          </Button>
        </Flex>
      ) : null}
    </Flex>
  );
}
