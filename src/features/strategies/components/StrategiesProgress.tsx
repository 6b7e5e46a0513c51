import type { ReactNode } from "react";
import { Button, Callout, Card, Flex, Heading, Spinner, Text } from "@radix-ui/themes";
import type { LiveQuery } from "@/lib/useLiveQuery";
import type { StrategistFormInput } from "../lib/types";

/** The job fields progress is shown from (the page renders them with its JobProgress). */
export type StrategiesJobView = {
  status: "queued" | "running" | "succeeded" | "failed";
  step: string | null;
  errorMessage: string | null;
  createdAt: number;
};

function excerpt(form: StrategistFormInput): string {
  const text = (form.additionalContext || form.websiteUrl).trim().replace(/\s+/g, " ");
  return text.length > 140 ? `${text.slice(0, 139)}…` : text;
}

/** The strategist at work: what it was given, and the job's live step. */
export function StrategiesProgress({
  form,
  job,
  renderProgress,
  onRetry,
  onStartOver,
}: {
  form: StrategistFormInput;
  job: LiveQuery<StrategiesJobView> | null;
  renderProgress: (job: StrategiesJobView, retry: () => void) => ReactNode;
  onRetry: () => void;
  onStartOver: () => void;
}) {
  const brief = excerpt(form);
  return (
    <Card size="3" className="strategist-working">
      <Flex direction="column" gap="4">
        <Flex direction="column" gap="1">
          <Heading as="h3" size="5" weight="medium" className="serif">
            The strategist is at work
          </Heading>
          {brief ? (
            <Text size="2" color="gray">
              Working from “{brief}”
            </Text>
          ) : null}
        </Flex>
        {job?.status === "ready" ? (
          renderProgress(job.data, onRetry)
        ) : job?.status === "error" ? (
          <Callout.Root color="red" role="alert">
            <Callout.Text>We lost track of this run. Please start again.</Callout.Text>
            <Flex mt="2">
              <Button size="1" variant="soft" color="red" onClick={onStartOver}>
                Start again
              </Button>
            </Flex>
          </Callout.Root>
        ) : (
          <Flex align="center" gap="2" role="status">
            <Spinner size="2" />
            <Text size="2">Handing your brief to the strategist…</Text>
          </Flex>
        )}
      </Flex>
    </Card>
  );
}
