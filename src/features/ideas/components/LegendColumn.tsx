import { memo, useState } from "react";
import { Button, Flex, Heading, Link, Skeleton } from "@radix-ui/themes";
import { Link as RouterLink } from "react-router-dom";
import { ROUTES } from "../../../../shared/constants";
import type { IdeaJobView, IdeaOrder, IdeaSlots, LegendIdeasView } from "../lib/types";
import { IdeaCard } from "./IdeaCard";
import { LegendHeadshot } from "./LegendHeadshot";
import { LegendJobStatus } from "./LegendJobStatus";

type LegendColumnProps = IdeaSlots & {
  group: LegendIdeasView;
  signedIn: boolean;
  retrying: boolean;
  onRetry: (jobId: IdeaJobView["id"]) => Promise<void>;
  /** The board's chosen order (by pre-test score); null keeps the newest round first. */
  order?: IdeaOrder | null;
};

/** A sheet of paper on the wall while the legend works: where their ideas will land. */
function WorkingPlaceholder() {
  return (
    <Flex direction="column" gap="3" className="idea-placeholder" aria-hidden>
      <Skeleton height="12px" width="40%" />
      <Skeleton height="34px" width="85%" />
      <Skeleton height="16px" width="70%" />
      <Skeleton height="48px" />
    </Flex>
  );
}

/**
 * One legend's column (DESIGN "Ideas"): portrait and name, their job's state in words, and their
 * ideas as cards the moment they are written. Ideas from the legend's earlier rounds on the
 * brief wait behind a button, so the newest pitch leads. Memoized: another legend's news leaves
 * it alone.
 */
export const LegendColumn = memo(function LegendColumn({
  group,
  signedIn,
  retrying,
  onRetry,
  order = null,
  ...slots
}: LegendColumnProps) {
  const { legend, job, ideas } = group;
  const [showEarlier, setShowEarlier] = useState(false);
  const headingId = `legend-ideas-${legend.id}`;
  const working = job.status === "queued" || job.status === "running";
  const latest = ideas.filter((idea) => idea.jobId === job.id);
  const earlier = ideas.filter((idea) => idea.jobId !== job.id);
  const listed = showEarlier ? [...latest, ...earlier] : latest;
  const shown = order ? order(listed) : listed;

  return (
    <section aria-labelledby={headingId} className="legend-column" data-job-status={job.status}>
      <Flex align="center" gap="3" mb="3">
        <LegendHeadshot legend={legend} size="5" />
        <Heading as="h3" id={headingId} size="5" weight="medium" className="serif">
          <Link asChild color="gray" highContrast underline="hover">
            <RouterLink to={ROUTES.legend(legend.slug)}>{legend.name}</RouterLink>
          </Link>
        </Heading>
      </Flex>
      <LegendJobStatus
        name={legend.name}
        job={job}
        ideaCount={latest.length}
        retrying={retrying}
        onRetry={() => void onRetry(job.id)}
      />
      <Flex asChild direction="column" gap="4" mt="4">
        <ul className="plain-list" aria-label={`Ideas from ${legend.name}`}>
          {working ? (
            <li aria-hidden>
              <WorkingPlaceholder />
            </li>
          ) : null}
          {shown.map((idea) => (
            <li key={idea.id}>
              <IdeaCard idea={idea} signedIn={signedIn} {...slots} />
            </li>
          ))}
        </ul>
      </Flex>
      {earlier.length > 0 ? (
        <Flex mt="4">
          <Button
            variant="ghost"
            color="gray"
            onClick={() => setShowEarlier((value) => !value)}
            aria-expanded={showEarlier}
          >
            {showEarlier
              ? "Hide earlier ideas"
              : `Show ${earlier.length} earlier ${earlier.length === 1 ? "idea" : "ideas"}`}
          </Button>
        </Flex>
      ) : null}
    </section>
  );
});
