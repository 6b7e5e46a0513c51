import { useState } from "react";
import { useMutation } from "convex/react";
import { Badge, Button, Flex, Heading, Table, Text, VisuallyHidden } from "@radix-ui/themes";
import { toast } from "@/components/feedback/toast";
import { useLiveQuery } from "@/lib/useLiveQuery";
import { AdminSection, LiveContent } from "./AdminSection";
import { userFacingMessage } from "@/lib/userFacingMessage";
import { api } from "../../../../convex/_generated/api";
import type { AdminJobDto } from "../../../../convex/admin/jobsModel";
import { formatCount, formatDateTime, formatMs, ownerLabel } from "../lib/format";
import { focusableTableScroll } from "@/components/lists/focusableTableScroll";
import "../jobs.css";

const STATUS_COLOR = {
  queued: "gray",
  running: "blue",
  succeeded: "green",
  failed: "red",
} as const;

function RetryButton({ job }: { job: AdminJobDto }) {
  const retry = useMutation(api.admin.jobs.retry);
  const [busy, setBusy] = useState(false);
  if (!job.canRetry) return null;
  return (
    <Button
      size="1"
      variant="soft"
      disabled={busy}
      aria-label={`Retry the ${job.kind} job of ${ownerLabel(job.ownerEmail)}`}
      onClick={() => {
        setBusy(true);
        retry({ jobId: job.id })
          .then(() => toast.success(`The ${job.kind} job is queued again.`))
          .catch((error: unknown) =>
            toast.error(userFacingMessage(error, "The job could not be retried.")),
          )
          .finally(() => setBusy(false));
      }}
    >
      {busy ? "Retrying…" : "Retry"}
    </Button>
  );
}

/** A word cut to its column with an ellipsis, whole in its tooltip and for screen readers. */
function Clipped({
  text,
  className,
  gray = false,
}: {
  text: string;
  className: string;
  gray?: boolean;
}) {
  return (
    <Text
      as="span"
      color={gray ? "gray" : undefined}
      className={`jobs-clip ${className}`}
      title={text}
    >
      {text}
    </Text>
  );
}

function JobsTable({ label, jobs }: { label: string; jobs: AdminJobDto[] }) {
  return (
    <Table.Root size="1" ref={focusableTableScroll} className="jobs-table">
      <VisuallyHidden asChild>
        <caption>{label}</caption>
      </VisuallyHidden>
      <Table.Header>
        <Table.Row>
          <Table.ColumnHeaderCell>Job</Table.ColumnHeaderCell>
          <Table.ColumnHeaderCell>Status</Table.ColumnHeaderCell>
          <Table.ColumnHeaderCell>Owner</Table.ColumnHeaderCell>
          <Table.ColumnHeaderCell>Error</Table.ColumnHeaderCell>
          <Table.ColumnHeaderCell>Provider · model</Table.ColumnHeaderCell>
          <Table.ColumnHeaderCell className="jobs-figure">Latency</Table.ColumnHeaderCell>
          <Table.ColumnHeaderCell className="jobs-figure">Tokens</Table.ColumnHeaderCell>
          <Table.ColumnHeaderCell className="jobs-figure">Credits</Table.ColumnHeaderCell>
          <Table.ColumnHeaderCell>
            <VisuallyHidden>Actions</VisuallyHidden>
          </Table.ColumnHeaderCell>
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {jobs.map((job) => (
          <Table.Row key={job.id}>
            {/* The kind over when it started: one column fewer, so the row fits at 1280 px. */}
            <Table.RowHeaderCell>
              <span className="jobs-line">{job.kind}</span>
              <Text as="span" size="1" color="gray" className="jobs-line">
                {formatDateTime(job.createdAt)}
              </Text>
            </Table.RowHeaderCell>
            <Table.Cell>
              <Badge color={STATUS_COLOR[job.status]}>{job.status}</Badge>
            </Table.Cell>
            <Table.Cell>
              <Clipped text={ownerLabel(job.ownerEmail)} className="jobs-owner" />
            </Table.Cell>
            {/* Only an error widens its column; '—' takes no room. */}
            <Table.Cell className={job.errorCode ? "jobs-error" : undefined}>
              {job.errorCode ? (
                <Flex direction="column" gap="1">
                  <Text weight="medium">{job.errorCode}</Text>
                  <Text color="gray">{job.errorMessage}</Text>
                </Flex>
              ) : (
                "—"
              )}
            </Table.Cell>
            <Table.Cell>
              {/* Provider over model, one line each: an id like openai/gpt-4.1 never breaks. */}
              <Clipped text={job.provider ?? "—"} className="jobs-model" />
              <Clipped text={job.model} className="jobs-model" gray />
            </Table.Cell>
            <Table.Cell className="jobs-figure">{formatMs(job.latencyMs)}</Table.Cell>
            <Table.Cell className="jobs-figure">{formatCount(job.tokens)}</Table.Cell>
            <Table.Cell className="jobs-figure">{job.credits}</Table.Cell>
            <Table.Cell>
              <RetryButton job={job} />
            </Table.Cell>
          </Table.Row>
        ))}
      </Table.Body>
    </Table.Root>
  );
}

/**
 * Generation jobs: the last day's failures first, then the latest jobs, with what went wrong,
 * who wrote it, how long and how many tokens it took and what it cost. A failed job can be run
 * again on the studio's account.
 */
export function JobsPanel() {
  const jobs = useLiveQuery("adminJobs", api.admin.jobs.list, {});
  return (
    <AdminSection
      id="admin-jobs-title"
      title="Generation jobs"
      intro={
        <>
          Cost is the Legend Credits a job charged (a failure gives them back) and the tokens the
          model reported; no dollar figure, as the deployment has no per-model prices. Retry runs a
          failed job again at the studio&rsquo;s expense: its owner is not charged twice.
        </>
      }
    >
      <LiveContent query={jobs} failure="The jobs could not be loaded.">
        {(data) => (
          <>
            <Flex direction="column" gap="2">
              <Heading as="h3" size="3">
                Failed in the last 24 hours
              </Heading>
              {data.failed.length === 0 ? (
                <Text size="2" color="gray">
                  No failures in the last 24 hours.
                </Text>
              ) : (
                <JobsTable label="Failed jobs" jobs={data.failed} />
              )}
            </Flex>
            <Flex direction="column" gap="2">
              <Heading as="h3" size="3">
                Latest jobs
              </Heading>
              {data.recent.length === 0 ? (
                <Text size="2" color="gray">
                  No jobs yet. They appear here as people generate strategies, briefs, ideas and
                  visuals.
                </Text>
              ) : (
                <JobsTable label="Latest jobs" jobs={data.recent} />
              )}
            </Flex>
          </>
        )}
      </LiveContent>
    </AdminSection>
  );
}
