import { Button, Flex, Link, Text } from "@radix-ui/themes";
import { Link as RouterLink } from "react-router-dom";
import { ROUTES } from "../../../../../shared/constants";
import { messages } from "../../../../../shared/errors";
import type { LiveQuery } from "@/lib/useLiveQuery";
import { matchesSearch } from "@/features/legends/lib/format";
import type { Legend } from "@/features/legends/lib/types";
import { AreaError } from "../AreaMessage";
import { PickerGroup } from "./PickerGroup";
import { PickerSkeleton } from "./PickerSkeleton";

type PickerListProps = {
  source: LiveQuery<Legend[]>;
  search: string;
  onClearSearch: () => void;
  selectedIds: readonly string[];
  onToggle: (legend: Legend) => void;
  /** What an empty tab says (before any search). */
  emptyMessage: string;
};

/**
 * One tab's legends, filtered by the search and grouped: those the plan includes, the user's
 * private legends ('Your Private Legends'), then the locked ones with the way to upgrade.
 */
export function PickerList({
  source,
  search,
  onClearSearch,
  selectedIds,
  onToggle,
  emptyMessage,
}: PickerListProps) {
  if (source.status === "loading") return <PickerSkeleton />;
  if (source.status === "error") {
    return <AreaError message={messages.legends.fetchFailed} onRetry={source.retry} />;
  }
  const legends = source.data.filter((legend) => matchesSearch(legend, search));
  if (legends.length === 0) {
    return search.trim() ? (
      <Flex direction="column" align="center" gap="3" py="6">
        <Text size="3" color="gray" align="center">
          No legends match “{search.trim()}”.
        </Text>
        <Button variant="soft" color="gray" onClick={onClearSearch}>
          Clear search
        </Button>
      </Flex>
    ) : (
      <Flex justify="center" py="6">
        <Text size="3" color="gray" align="center">
          {emptyMessage}
        </Text>
      </Flex>
    );
  }

  const available = legends.filter((legend) => legend.isActive && !legend.locked);
  const privateLegends = legends.filter((legend) => !legend.isActive);
  const locked = legends.filter((legend) => legend.isActive && legend.locked);
  const grouped = privateLegends.length > 0 || locked.length > 0;
  const common = { selectedIds, onToggle };
  return (
    <Flex direction="column" gap="5">
      <PickerGroup
        title={grouped ? "Available to you" : undefined}
        legends={available}
        {...common}
      />
      <PickerGroup title="Your Private Legends" legends={privateLegends} {...common} />
      <PickerGroup
        title="Upgrade to unlock"
        description="These legends aren’t included in your plan. Upgrade to brief them."
        aside={
          <Link asChild size="2" weight="medium">
            <RouterLink to={ROUTES.pricing}>See plans</RouterLink>
          </Link>
        }
        legends={locked}
        {...common}
      />
    </Flex>
  );
}
