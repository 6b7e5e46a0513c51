import { VisuallyHidden } from "@radix-ui/themes";
import { usePretestRow } from "../lib/pretestStore";
import { doneTotal, totalLabel } from "../lib/score";

/**
 * The idea's total for 'Generate visual' and 'Campaign It', as their accessible description
 * ("Pre-test score 18 of 25"), so credits go to the strongest ideas first. Not drawn again: the
 * card's chip (PretestChip) is the one place the score shows, and a card that printed it three
 * times read as clutter (issue 39). Nothing until the pre-test is done.
 */
export function PretestScoreNote({ ideaId }: { ideaId: string }) {
  const total = doneTotal(usePretestRow(ideaId));
  if (total === null) return null;
  return <VisuallyHidden>{totalLabel(total)}</VisuallyHidden>;
}
