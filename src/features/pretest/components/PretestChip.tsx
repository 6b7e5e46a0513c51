import { Badge, Button, Spinner, VisuallyHidden } from "@radix-ui/themes";
import { usePretestActions } from "../hooks/usePretestActions";
import { totalColor, totalLabel, totalText } from "../lib/score";
import type { OnUpgrade, PretestIdea, PretestView } from "../lib/types";

export const NOT_OWNABLE = "Not ownable";
export const NOT_OWNABLE_HINT = "Swap test: a competitor could run this idea unchanged.";

type ChipProps = { idea: PretestIdea; onUpgrade?: OnUpgrade };

function FailedChip({ idea, row, onUpgrade }: ChipProps & { row: PretestView }) {
  const { pending, rerun } = usePretestActions(idea.id, onUpgrade);
  return (
    <>
      <Badge color="red" variant="soft" size="2" title={row.errorMessage ?? undefined}>
        Pre-test failed
      </Badge>
      {row.canEdit ? (
        <Button
          size="1"
          variant="ghost"
          color="gray"
          disabled={pending !== null}
          aria-label="Re-run pre-test"
          onClick={() => void rerun()}
        >
          Re-run
        </Button>
      ) : null}
    </>
  );
}

/**
 * The pre-test on an idea's card: the total coloured by strength once scored, 'Pre-testing…'
 * while the job runs, 'Pre-test failed' with a Re-run for those who may, and 'Not ownable'
 * when the swap test says a competitor could run it.
 */
export function PretestChip({ idea, row, onUpgrade }: ChipProps & { row: PretestView }) {
  if (row.status === "queued" || row.status === "running") {
    return (
      <Badge color="gray" variant="soft" size="2">
        <Spinner size="1" />
        Pre-testing…
      </Badge>
    );
  }
  if (row.status === "failed") {
    return <FailedChip idea={idea} row={row} onUpgrade={onUpgrade} />;
  }
  if (row.total === null) return null;
  return (
    <>
      <Badge
        color={totalColor(row.total)}
        variant="soft"
        size="2"
        title={totalLabel(row.total)}
        data-pretest-total={row.total}
      >
        <span aria-hidden>{totalText(row.total)}</span>
        <VisuallyHidden>{totalLabel(row.total)}</VisuallyHidden>
      </Badge>
      {row.swap?.stillWorks ? (
        <Badge color="amber" variant="outline" size="2" title={NOT_OWNABLE_HINT}>
          {NOT_OWNABLE}
        </Badge>
      ) : null}
    </>
  );
}
