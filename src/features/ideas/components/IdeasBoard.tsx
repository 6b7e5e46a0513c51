import { useCallback, useState, type ReactNode } from "react";
import { useMutation } from "convex/react";
import { Button, Callout, Flex, Grid, Heading, Text } from "@radix-ui/themes";
import { useLiveQuery } from "@/lib/useLiveQuery";
import { useStableValue } from "@/lib/useStableValue";
import { api } from "../../../../convex/_generated/api";
import type { Id } from "../../../../convex/_generated/dataModel";
import { classifyIdeasError } from "../lib/ideaErrors";
import type { IdeaOrder, IdeaSlots, IdeasBoardTools, LegendIdeasView } from "../lib/types";
import { LegendColumn } from "./LegendColumn";

export const IDEAS_BOARD_ID = "ideas-board";

export type IdeasBoardProps = IdeaSlots & {
  briefId: string;
  signedIn: boolean;
  onUpgrade: (error: unknown) => void;
  /** Above the columns once there are ideas: who wrote them (the Offline studio note). */
  renderBoardProvider?: (provider: string | null) => ReactNode;
  /** Under the heading: board-wide tools (the pre-test's sort), which may reorder the columns. */
  renderBoardTools?: (tools: IdeasBoardTools) => ReactNode;
};

/** Columns by how many legends there are: one on phones, up to three on wide screens. */
function columnsFor(count: number) {
  const wide = String(Math.min(Math.max(count, 1), 3)) as "1" | "2" | "3";
  return { initial: "1", sm: count >= 2 ? "2" : "1", lg: wide } as const;
}

function firstProvider(groups: readonly LegendIdeasView[]): string | null {
  for (const group of groups)
    for (const idea of group.ideas) if (idea.provider) return idea.provider;
  return null;
}

/**
 * The ideas under the brief on screen, live (spec 2 "ideas per legend"): every open browser on
 * the brief sees the legends' jobs move and their ideas arrive as they are written.
 */
export function IdeasBoard({
  briefId,
  signedIn,
  onUpgrade,
  renderBoardProvider,
  renderBoardTools,
  ...slots
}: IdeasBoardProps) {
  const ideas = useLiveQuery("ideasByBrief", api.ideas.queries.byBrief, { briefId });
  // A new idea or job step re-renders its own legend's column and cards only.
  const data = useStableValue(ideas.status === "ready" ? ideas.data : null);
  const retryLegend = useMutation(api.ideas.mutations.retryLegend);
  const [retrying, setRetrying] = useState<Id<"generationJobs"> | null>(null);
  const [retryFailed, setRetryFailed] = useState<string | null>(null);
  const [order, setOrderState] = useState<IdeaOrder | null>(null);
  // A function in state has to be set through an updater.
  const setOrder = useCallback((next: IdeaOrder | null) => setOrderState(() => next), []);

  const retry = useCallback(
    async (jobId: Id<"generationJobs">) => {
      setRetrying(jobId);
      setRetryFailed(null);
      try {
        await retryLegend({ jobId });
      } catch (error) {
        const failure = classifyIdeasError(error);
        if (failure.kind === "upgrade") onUpgrade(error);
        else setRetryFailed(failure.kind === "failed" ? failure.message : failure.description);
      } finally {
        setRetrying(null);
      }
    },
    [retryLegend, onUpgrade],
  );

  if (ideas.status === "loading") return null;
  if (ideas.status === "error") {
    return (
      <Callout.Root color="red" role="alert" mt="6">
        <Callout.Text>We couldn’t load the ideas for this brief.</Callout.Text>
        <Flex mt="2">
          <Button size="1" variant="soft" color="red" onClick={ideas.retry}>
            Try again
          </Button>
        </Flex>
      </Callout.Root>
    );
  }
  const groups = (data ?? ideas.data).legends;
  if (groups.length === 0) return null;
  const provider = firstProvider(groups);

  return (
    <section id={IDEAS_BOARD_ID} aria-labelledby="ideas-board-heading" className="ideas-board">
      <Flex direction="column" gap="2" mb="5">
        <Heading as="h2" id="ideas-board-heading" size="7" weight="regular" className="serif">
          Ideas for this brief
        </Heading>
        <Text as="p" size="3" color="gray">
          Each legend’s ideas land here as they are written, on every screen open on this brief.
        </Text>
        {provider && renderBoardProvider ? renderBoardProvider(provider) : null}
        {renderBoardTools?.({ briefId, setOrder })}
      </Flex>
      {retryFailed ? (
        <Callout.Root color="red" role="alert" mb="4">
          <Callout.Text>{retryFailed}</Callout.Text>
        </Callout.Root>
      ) : null}
      <Grid columns={columnsFor(groups.length)} gap={{ initial: "7", sm: "5" }}>
        {groups.map((group) => (
          <LegendColumn
            key={group.legend.id}
            group={group}
            signedIn={signedIn}
            retrying={retrying === group.job.id}
            onRetry={retry}
            order={order}
            {...slots}
          />
        ))}
      </Grid>
    </section>
  );
}
