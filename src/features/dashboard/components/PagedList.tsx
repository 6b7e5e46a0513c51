import "../dashboard.css";
import { useState, type ReactNode } from "react";
import { Flex, Skeleton, Text } from "@radix-ui/themes";
import { ShowMoreButton } from "@/components/lists/ShowMoreButton";
import {
  usePaginatedQuery,
  type PaginatedQueryArgs,
  type PaginatedQueryItem,
  type PaginatedQueryReference,
} from "convex/react";
import { DASHBOARD_LISTS, type ListSort } from "../../../../shared/constants";
import { useDebounced } from "../lib/useDebounced";
import { EmptyState, type EmptyStateCopy } from "./EmptyState";
import { ListControls } from "./ListControls";

const SEARCH_PAUSE_MS = 300;

/**
 * One /dashboard list: its search and order, live pages of the
 * caller's rows with 'Show more', and an empty state that says how to start. A failure to load
 * throws to the AreaErrorBoundary around it, which offers a retry.
 */
export function PagedList<Query extends PaginatedQueryReference>({
  query,
  noun,
  empty,
  itemKey,
  renderItem,
}: {
  query: Query;
  /** Plural, lower case ("briefs"). */
  noun: string;
  empty: EmptyStateCopy;
  itemKey: (item: PaginatedQueryItem<Query>) => string;
  renderItem: (item: PaginatedQueryItem<Query>) => ReactNode;
}) {
  const [search, setSearch] = useState("");
  const [sort, setSort] = useState<ListSort>("newest");
  const term = useDebounced(
    search.trim().slice(0, DASHBOARD_LISTS.searchMaxChars),
    SEARCH_PAUSE_MS,
  );
  const args = (term !== ""
    ? { search: term, sort }
    : { sort }) as unknown as PaginatedQueryArgs<Query>;
  const { results, status, loadMore } = usePaginatedQuery(query, args, {
    initialNumItems: DASHBOARD_LISTS.pageSize,
  });

  let body: ReactNode;
  if (status === "LoadingFirstPage") {
    body = (
      <Flex direction="column" gap="2" aria-busy aria-label={`Loading ${noun}`}>
        <Skeleton height="3.5rem" />
        <Skeleton height="3.5rem" />
      </Flex>
    );
  } else if (results.length === 0 && term !== "") {
    body = (
      <Text as="p" color="gray">
        No {noun} match “{term}”.
      </Text>
    );
  } else if (results.length === 0) {
    body = <EmptyState {...empty} />;
  } else {
    body = (
      <Flex direction="column" gap="3">
        <ul className="dashboard-list" aria-label={`Your ${noun}`}>
          {results.map((item) => (
            <li key={itemKey(item)}>{renderItem(item)}</li>
          ))}
        </ul>
        <ShowMoreButton
          status={status}
          onMore={() => loadMore(DASHBOARD_LISTS.pageSize)}
          label={`Show more ${noun}`}
        />
      </Flex>
    );
  }
  return (
    <Flex direction="column" gap="4">
      <ListControls noun={noun} sort={sort} onSort={setSort} search={search} onSearch={setSearch} />
      {body}
    </Flex>
  );
}
