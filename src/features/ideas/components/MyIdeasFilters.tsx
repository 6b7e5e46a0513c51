import { usePaginatedQuery } from "convex/react";
import { useLiveQuery } from "@/lib/useLiveQuery";
import { Flex, SegmentedControl, Select, Text } from "@radix-ui/themes";
import { api } from "../../../../convex/_generated/api";
import { BRIEFS_PAGE_MAX } from "../../../../shared/constants";

export type MyIdeasFilter = { favoritesOnly: boolean; briefId: string | null };

const ALL_BRIEFS = "all";

type MyIdeasFiltersProps = {
  filter: MyIdeasFilter;
  onChange: (filter: MyIdeasFilter) => void;
  /** Briefs other people shared with the caller (composed by the page), listed after theirs. */
  sharedBriefs?: readonly { id: string; title: string }[];
};

/** All ideas or favourites (with their counts), and one brief or all. */
export function MyIdeasFilters({ filter, onChange, sharedBriefs = [] }: MyIdeasFiltersProps) {
  const totals = useLiveQuery("myIdeaCounts", api.ideas.queries.myCounts, {});
  const counts = totals.status === "ready" ? totals.data : undefined;
  const briefs = usePaginatedQuery(
    api.briefs.queries.list,
    { allVersions: true },
    { initialNumItems: BRIEFS_PAGE_MAX },
  );
  const count = (n: number | undefined) => (n === undefined ? "" : ` · ${n.toLocaleString()}`);

  return (
    <Flex
      gap="4"
      align={{ initial: "stretch", sm: "center" }}
      direction={{ initial: "column", sm: "row" }}
      wrap="wrap"
    >
      <SegmentedControl.Root
        value={filter.favoritesOnly ? "favorites" : "all"}
        onValueChange={(value) => onChange({ ...filter, favoritesOnly: value === "favorites" })}
        aria-label="Show"
      >
        <SegmentedControl.Item value="all">All ideas{count(counts?.ideas)}</SegmentedControl.Item>
        <SegmentedControl.Item value="favorites">
          Favourites{count(counts?.favorites)}
        </SegmentedControl.Item>
      </SegmentedControl.Root>
      <Flex align="center" gap="2">
        <Text as="label" size="2" color="gray" htmlFor="my-ideas-brief">
          Brief
        </Text>
        <Select.Root
          value={filter.briefId ?? ALL_BRIEFS}
          onValueChange={(value) =>
            onChange({ ...filter, briefId: value === ALL_BRIEFS ? null : value })
          }
        >
          <Select.Trigger id="my-ideas-brief" className="brief-filter" placeholder="All briefs" />
          <Select.Content position="popper">
            <Select.Item value={ALL_BRIEFS}>All briefs</Select.Item>
            {filter.briefId !== null &&
            !briefs.results.some((brief) => brief.id === filter.briefId) &&
            !sharedBriefs.some((brief) => brief.id === filter.briefId) ? (
              <Select.Item value={filter.briefId}>This brief</Select.Item>
            ) : null}
            {briefs.results.map((brief) => (
              <Select.Item key={brief.id} value={brief.id}>
                {brief.version > 1 ? `${brief.title} · v${brief.version}` : brief.title}
              </Select.Item>
            ))}
            {sharedBriefs.length > 0 ? (
              <Select.Group>
                <Select.Label>Shared with me</Select.Label>
                {sharedBriefs.map((brief) => (
                  <Select.Item key={brief.id} value={brief.id}>
                    {brief.title}
                  </Select.Item>
                ))}
              </Select.Group>
            ) : null}
          </Select.Content>
        </Select.Root>
      </Flex>
    </Flex>
  );
}
