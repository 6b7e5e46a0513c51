import type { ReactNode } from "react";
import {
  Badge,
  Box,
  Button,
  Flex,
  Heading,
  Separator,
  Text,
  VisuallyHidden,
} from "@radix-ui/themes";
import { useLiveQuery } from "@/lib/useLiveQuery";
import { api } from "../../../../convex/_generated/api";
import { usePretestActions } from "../hooks/usePretestActions";
import { usePretestRow } from "../lib/pretestStore";
import { dimensionLabel, totalColor, totalLabel, totalText } from "../lib/score";
import type { OnUpgrade, PretestIdea, PretestMetadata, PretestView } from "../lib/types";
import { PretestScores } from "./PretestScores";
import { SwapTest } from "./SwapTest";

export type PretestSectionProps = {
  idea: PretestIdea;
  onUpgrade?: OnUpgrade;
  /** The admin-only metadata card (model, tokens, time); metadata is null for everyone else. */
  renderMetadata?: (metadata: PretestMetadata) => ReactNode;
};

/** Shown when a Sharpen could not finish (the job's own words say the credit came back). */
export const SHARPEN_STOPPED = "The sharpened version couldn’t be written.";

/**
 * The newest Sharpen of this idea: working, or failed (a timeout included) with 'Try again' for
 * those who may edit. Its success needs no words here: the new version appears beside this one.
 */
function SharpenState({
  sharpen,
  canEdit,
  busy,
  onRetry,
}: {
  sharpen: NonNullable<PretestView["sharpen"]>;
  canEdit: boolean;
  busy: boolean;
  onRetry: () => void;
}) {
  const label = dimensionLabel(sharpen.dimension);
  if (sharpen.status === "working") {
    return (
      <Text as="p" size="2" color="gray" role="status">
        Sharpening for “{label}”… the new version appears beside this one.
      </Text>
    );
  }
  return (
    <Flex direction="column" gap="2" align="start" role="alert">
      <Text as="p" size="2" color="red">
        {SHARPEN_STOPPED} {sharpen.errorMessage ?? ""}
      </Text>
      {canEdit ? (
        <Button size="1" variant="soft" color="red" disabled={busy} onClick={onRetry}>
          {busy ? "Sharpening…" : `Try again · sharpen for “${label}”`}
        </Button>
      ) : null}
    </Flex>
  );
}

function Body({
  row,
  idea,
  onUpgrade,
  renderMetadata,
}: PretestSectionProps & { row: PretestView }) {
  const { pending, rerun, sharpen } = usePretestActions(idea.id, onUpgrade);
  const working = row.status === "queued" || row.status === "running";
  return (
    <Flex direction="column" gap="4">
      {working ? (
        <Text as="p" size="2" color="gray" role="status">
          Pre-testing… the scores appear here in a few seconds.
        </Text>
      ) : null}
      {row.status === "failed" ? (
        <Text as="p" size="2" color="red">
          {row.errorMessage ?? "The pre-test failed."}
        </Text>
      ) : null}
      {row.sharpen ? (
        <SharpenState
          sharpen={row.sharpen}
          canEdit={row.canEdit}
          busy={pending !== null}
          onRetry={() => void sharpen(row.sharpen!.dimension)}
        />
      ) : null}
      {row.status === "done" ? (
        <>
          <PretestScores
            scores={row.scores}
            canEdit={row.canEdit}
            pending={pending}
            onSharpen={(dimension) => void sharpen(dimension)}
          />
          {row.swap ? (
            <>
              <Separator size="4" />
              <SwapTest swap={row.swap} />
            </>
          ) : null}
        </>
      ) : null}
      {row.canEdit ? (
        <Flex>
          <Button
            size="1"
            variant="soft"
            color="gray"
            disabled={working || pending !== null}
            onClick={() => void rerun()}
          >
            {pending === "rerun" ? "Re-running…" : "Re-run pre-test"}
          </Button>
        </Flex>
      ) : null}
      {renderMetadata ? <Box>{renderMetadata(row.generationMetadata)}</Box> : null}
    </Flex>
  );
}

/**
 * The idea's pre-test in its details: five scored dimensions with reasons, the swap test with
 * its verdict, 'Re-run pre-test' and 'Sharpen' on weak dimensions for those who may edit, and
 * the pre-test's metadata for admins. Reads the board's row; opened elsewhere (no board), it
 * subscribes to the idea's own.
 */
export function PretestSection(props: PretestSectionProps) {
  const { idea } = props;
  const boardRow = usePretestRow(idea.id);
  const own = useLiveQuery(
    "pretestForIdea",
    api.pretest.queries.forIdea,
    boardRow ? "skip" : { ideaId: idea.id },
  );
  const row = boardRow ?? (own.status === "ready" ? own.data : null);
  if (row === null) return null;
  const total = row.status === "done" ? row.total : null;
  return (
    <Box asChild>
      <section aria-labelledby={`pretest-${idea.id}`} className="pretest-section">
        <Flex align="center" justify="between" gap="2" wrap="wrap" mb="3">
          <Heading
            as="h3"
            id={`pretest-${idea.id}`}
            size="2"
            weight="medium"
            color="gray"
            className="eyebrow"
          >
            Pre-test
          </Heading>
          {total !== null ? (
            <Badge color={totalColor(total)} variant="soft" size="2">
              <span aria-hidden>{totalText(total)}</span>
              <VisuallyHidden>{totalLabel(total)}</VisuallyHidden>
            </Badge>
          ) : null}
        </Flex>
        <Body row={row} {...props} />
      </section>
    </Box>
  );
}
