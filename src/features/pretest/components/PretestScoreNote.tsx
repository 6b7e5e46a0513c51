import { Text, VisuallyHidden } from "@radix-ui/themes";
import { usePretestRow } from "../lib/pretestStore";
import { doneTotal, totalColor, totalLabel, totalText } from "../lib/score";

/**
 * The idea's total beside 'Generate visual' and 'Campaign It', so credits go to the strongest
 * ideas first. The button's description (what its aria-describedby names holds this) reads "Pre-test
 * score 18 of 25". Nothing until the pre-test is done.
 */
export function PretestScoreNote({ ideaId }: { ideaId: string }) {
  const total = doneTotal(usePretestRow(ideaId));
  if (total === null) return null;
  return (
    <Text ml="2" size="1" weight="medium" color={totalColor(total)} className="pretest-note">
      <span aria-hidden>{totalText(total)}</span>
      <VisuallyHidden>{totalLabel(total)}</VisuallyHidden>
    </Text>
  );
}
