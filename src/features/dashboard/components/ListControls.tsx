import { useId } from "react";
import { Flex, Text, TextField } from "@radix-ui/themes";
import { MagnifyingGlassIcon } from "@radix-ui/react-icons";
import type { ListSort } from "../../../../shared/constants";

const SORT_LABELS: Record<ListSort, string> = {
  newest: "Newest first",
  oldest: "Oldest first",
};

/**
 * A list's search box and order. While a search is typed the results come best match first, so
 * the order is set aside (and says so) until the box is cleared.
 */
export function ListControls({
  noun,
  search,
  onSearch,
  sort,
  onSort,
}: {
  /** What the list holds, plural ("briefs"): names the controls for screen readers. */
  noun: string;
  search: string;
  onSearch: (next: string) => void;
  sort: ListSort;
  onSort: (next: ListSort) => void;
}) {
  const sortId = useId();
  const searching = search.trim() !== "";
  return (
    <Flex gap="3" wrap="wrap" align="end">
      <TextField.Root
        type="search"
        aria-label={`Search ${noun}`}
        placeholder={`Search ${noun}`}
        value={search}
        onChange={(event) => onSearch(event.target.value)}
        style={{ flex: "1 1 14rem", minWidth: 0 }}
      >
        <TextField.Slot>
          <MagnifyingGlassIcon aria-hidden />
        </TextField.Slot>
      </TextField.Root>
      <Flex direction="column" gap="1">
        <Text as="label" size="1" color="gray" htmlFor={sortId}>
          Sort {noun}
        </Text>
        <select
          id={sortId}
          className="dashboard-select"
          value={sort}
          disabled={searching}
          onChange={(event) => onSort(event.target.value as ListSort)}
        >
          {Object.entries(SORT_LABELS).map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </select>
      </Flex>
      {searching ? (
        <Text size="1" color="gray">
          Best matches first
        </Text>
      ) : null}
    </Flex>
  );
}
