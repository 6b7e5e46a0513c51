import { useEffect, useId, useState } from "react";
import { Flex, SegmentedControl, Text } from "@radix-ui/themes";
import { useLiveQuery } from "@/lib/useLiveQuery";
import { api } from "../../../../convex/_generated/api";
import { publishPretests } from "../lib/pretestStore";
import { byTotal, doneTotal } from "../lib/score";
import type { PretestBoardHandle, PretestView } from "../lib/types";

export type PretestSort = "newest" | "score";

/**
 * The board's pre-tests and 'Sort: Newest | Pre-test score'. One forBrief subscription for the
 * whole board feeds every card's chip (cards never subscribe themselves); sorting by score
 * reorders every legend's column, highest total first, unscored ideas last.
 */
export function PretestBoardTools({ briefId, setOrder }: PretestBoardHandle) {
  const live = useLiveQuery("pretestsByBrief", api.pretest.queries.forBrief, {
    briefId: briefId,
  });
  // Typed from the DTO: the contract's stub handler would make the answer never[].
  const rows: readonly PretestView[] | null = live.status === "ready" ? live.data : null;
  const [sort, setSort] = useState<PretestSort>("newest");
  const labelId = useId();

  useEffect(() => {
    if (rows) publishPretests(rows);
  }, [rows]);

  useEffect(() => {
    if (sort === "newest" || rows === null) {
      setOrder(null);
      return;
    }
    const totals = new Map(rows.map((row) => [row.ideaId as string, doneTotal(row)]));
    setOrder((ideas) => byTotal(ideas, (ideaId) => totals.get(ideaId) ?? null));
  }, [sort, rows, setOrder]);

  // Leaving the board (another brief) leaves its columns in their own order.
  useEffect(() => () => setOrder(null), [setOrder]);

  return (
    <Flex align="center" gap="2" wrap="wrap" className="pretest-sort">
      <Text id={labelId} size="2" color="gray">
        Sort:
      </Text>
      <SegmentedControl.Root
        size="1"
        value={sort}
        onValueChange={(value) => setSort(value === "score" ? "score" : "newest")}
        aria-labelledby={labelId}
      >
        <SegmentedControl.Item value="newest">Newest</SegmentedControl.Item>
        <SegmentedControl.Item value="score">Pre-test score</SegmentedControl.Item>
      </SegmentedControl.Root>
    </Flex>
  );
}
