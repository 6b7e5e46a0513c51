import { Flex } from "@radix-ui/themes";
import { usePretestRow } from "../lib/pretestStore";
import type { OnUpgrade, PretestIdea } from "../lib/types";
import { PretestChip } from "./PretestChip";
import { VersionBadge } from "./VersionBadge";

/**
 * The chips under a card's eyebrow: the idea's pre-test (from the board's one subscription)
 * and, on a sharpened revision, its version. Nothing at all when there is neither, so the card
 * keeps its rhythm.
 */
export function PretestCardBadges({
  idea,
  onUpgrade,
}: {
  idea: PretestIdea;
  onUpgrade?: OnUpgrade;
}) {
  const row = usePretestRow(idea.id);
  if (row === null && idea.version < 2) return null;
  return (
    <Flex align="center" gap="2" wrap="wrap" className="pretest-chips">
      <VersionBadge idea={idea} />
      {row ? <PretestChip idea={idea} row={row} onUpgrade={onUpgrade} /> : null}
    </Flex>
  );
}
