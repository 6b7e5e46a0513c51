import { Button, Flex, Spinner } from "@radix-ui/themes";
import type { PaginationStatus } from "convex/react";

/**
 * 'Show more …' under a paginated list: there while the list has more pages, busy while the next
 * one loads, gone once everything is shown.
 */
export function ShowMoreButton({
  status,
  onMore,
  label,
}: {
  status: PaginationStatus;
  onMore: () => void;
  /** "Show more briefs". */
  label: string;
}) {
  if (status !== "CanLoadMore" && status !== "LoadingMore") return null;
  const loading = status === "LoadingMore";
  return (
    <Flex>
      <Button variant="soft" onClick={onMore} disabled={loading}>
        {loading ? <Spinner /> : null}
        {loading ? "Loading…" : label}
      </Button>
    </Flex>
  );
}
