import { useEffect, useState } from "react";
import { Button, Callout, Flex, Spinner, Text } from "@radix-ui/themes";
import { ExclamationTriangleIcon } from "@radix-ui/react-icons";

export type JobView = {
  status: "queued" | "running" | "succeeded" | "failed";
  step: string | null;
  errorMessage: string | null;
  createdAt: number;
};

/** After this long, say that the work continues on the server (DESIGN: over 10 s). */
const LONG_WORK_MS = 10_000;

/**
 * A job's live state in words: waiting, the current step, or what went wrong with a way out.
 * Nothing renders once it has succeeded; the result takes its place.
 */
export function JobProgress({
  job,
  waitingText = "Waiting for the studio…",
  onRetry,
}: {
  job: JobView;
  waitingText?: string;
  onRetry?: () => void;
}) {
  const active = job.status === "queued" || job.status === "running";
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!active) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [active]);

  if (job.status === "failed") {
    return (
      <Callout.Root color="red" role="alert">
        <Callout.Icon>
          <ExclamationTriangleIcon />
        </Callout.Icon>
        <Callout.Text>{job.errorMessage ?? "Something went wrong. Please try again."}</Callout.Text>
        {onRetry && (
          <Flex mt="2">
            <Button size="1" variant="soft" color="red" onClick={onRetry}>
              Try again
            </Button>
          </Flex>
        )}
      </Callout.Root>
    );
  }
  if (!active) return null;
  const long = now - job.createdAt > LONG_WORK_MS;
  return (
    <Flex direction="column" gap="1" role="status" aria-live="polite">
      <Flex align="center" gap="2">
        <Spinner size="2" />
        <Text size="2">{job.status === "queued" ? waitingText : (job.step ?? "Working…")}</Text>
      </Flex>
      {long && (
        <Text size="1" color="gray">
          This can take a minute. You can leave this page: the work continues and will be here when
          you come back.
        </Text>
      )}
    </Flex>
  );
}
