import { Box, DataList, Flex, Heading, Table, Text, VisuallyHidden } from "@radix-ui/themes";
import { useLiveQuery } from "@/lib/useLiveQuery";
import { AdminSection, LiveContent } from "./AdminSection";
import { api } from "../../../../convex/_generated/api";
import type { JobStats } from "../../../../convex/admin/jobStats";
import { formatCount, formatDateTime, formatHour, formatMs, formatRate } from "../lib/format";
import { focusableTableScroll } from "@/components/lists/focusableTableScroll";

const SCROLL_STYLE = { overflowX: "auto" } as const;
const BARS_STYLE = {
  display: "grid",
  gridTemplateColumns: "repeat(24, minmax(0.5rem, 1fr))",
  // A definite row, so each bar's percentage height has something to be a percentage of.
  gridTemplateRows: "5rem",
  alignItems: "end",
  gap: "2px",
  height: "5rem",
  minWidth: "18rem",
} as const;

/** What the figures are based on, in words: the whole day, or the latest jobs when capped. */
export function coverageText(stats: Pick<JobStats, "jobs" | "capped" | "coveredSince">): string {
  if (stats.capped) {
    return `Based on the latest ${formatCount(stats.jobs)} finished jobs (since ${formatDateTime(stats.coveredSince)}); older ones in the last 24 hours are not counted.`;
  }
  if (stats.jobs === 1) return "Based on the one job that finished in the last 24 hours.";
  return `Based on all ${formatCount(stats.jobs)} jobs that finished in the last 24 hours.`;
}

function HourBars({ perHour }: { perHour: JobStats["perHour"] }) {
  const most = Math.max(1, ...perHour.map((hour) => hour.jobs));
  return (
    <Box style={SCROLL_STYLE}>
      <div role="list" aria-label="Finished jobs per hour" style={BARS_STYLE}>
        {perHour.map((hour) => {
          const words = `${formatHour(hour.hourStart)}: ${hour.jobs} ${hour.jobs === 1 ? "job" : "jobs"}, ${hour.failed} failed`;
          return (
            <div
              key={hour.hourStart}
              role="listitem"
              aria-label={words}
              title={words}
              style={{
                height: `${Math.max(2, (hour.jobs / most) * 100)}%`,
                background: hour.failed > 0 ? "var(--red-9)" : "var(--accent-9)",
                opacity: hour.jobs === 0 ? 0.25 : 1,
                borderRadius: "2px 2px 0 0",
              }}
            />
          );
        })}
      </div>
    </Box>
  );
}

function GroupTable({ label, groups }: { label: string; groups: JobStats["byKind"] }) {
  if (groups.length === 0) return null;
  return (
    <Table.Root size="1" ref={focusableTableScroll}>
      <VisuallyHidden asChild>
        <caption>{label}</caption>
      </VisuallyHidden>
      <Table.Header>
        <Table.Row>
          <Table.ColumnHeaderCell>{label}</Table.ColumnHeaderCell>
          <Table.ColumnHeaderCell>Jobs</Table.ColumnHeaderCell>
          <Table.ColumnHeaderCell>Failed</Table.ColumnHeaderCell>
          <Table.ColumnHeaderCell>Failure rate</Table.ColumnHeaderCell>
          <Table.ColumnHeaderCell>p50 latency</Table.ColumnHeaderCell>
          <Table.ColumnHeaderCell>p95 latency</Table.ColumnHeaderCell>
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {groups.map((group) => (
          <Table.Row key={group.key}>
            <Table.RowHeaderCell>{group.key}</Table.RowHeaderCell>
            <Table.Cell>{formatCount(group.jobs)}</Table.Cell>
            <Table.Cell>{formatCount(group.failed)}</Table.Cell>
            <Table.Cell>{formatRate(group.failed / group.jobs)}</Table.Cell>
            <Table.Cell>{formatMs(group.p50Ms)}</Table.Cell>
            <Table.Cell>{formatMs(group.p95Ms)}</Table.Cell>
          </Table.Row>
        ))}
      </Table.Body>
    </Table.Root>
  );
}

/**
 * The last 24 hours of finished jobs: how many per hour, how many failed, and p50/p95 latency per
 * job kind and per provider ("none": the job failed before a provider answered).
 */
export function SystemPanel() {
  const stats = useLiveQuery("adminJobStats", api.admin.jobs.stats, {});
  return (
    <AdminSection id="admin-system-title" title="System" intro="Generation over the last 24 hours.">
      <LiveContent query={stats} failure="The figures could not be loaded.">
        {(data) =>
          data.jobs === 0 ? (
            <Text size="2" color="gray">
              No jobs finished in the last 24 hours.
            </Text>
          ) : (
            <>
              <DataList.Root orientation={{ initial: "vertical", sm: "horizontal" }}>
                <DataList.Item>
                  <DataList.Label>Finished jobs</DataList.Label>
                  <DataList.Value>{formatCount(data.jobs)}</DataList.Value>
                </DataList.Item>
                <DataList.Item>
                  <DataList.Label>Failed</DataList.Label>
                  <DataList.Value>{formatCount(data.failed)}</DataList.Value>
                </DataList.Item>
                <DataList.Item>
                  <DataList.Label>Failure rate</DataList.Label>
                  <DataList.Value>{formatRate(data.failureRate)}</DataList.Value>
                </DataList.Item>
              </DataList.Root>
              <Text size="1" color={data.capped ? "amber" : "gray"}>
                {coverageText(data)}
              </Text>
              <Flex direction="column" gap="1">
                <Heading as="h3" size="3">
                  Jobs per hour
                </Heading>
                <HourBars perHour={data.perHour} />
              </Flex>
              <GroupTable label="Kind" groups={data.byKind} />
              <GroupTable label="Provider" groups={data.byProvider} />
            </>
          )
        }
      </LiveContent>
    </AdminSection>
  );
}
