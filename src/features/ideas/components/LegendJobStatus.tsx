import { useEffect, useState } from "react";
import { Button, Callout, Flex, Text } from "@radix-ui/themes";
import { useStudioLine } from "../hooks/useStudioLine";
import type { IdeaJobView } from "../lib/types";

/** After this long, say that the work continues on the server (DESIGN: over 10 s). */
const LONG_WORK_MS = 10_000;

type LegendJobStatusProps = {
  name: string;
  job: IdeaJobView;
  ideaCount: number;
  retrying: boolean;
  onRetry: () => void;
};

function useElapsedOver(since: number, limitMs: number, active: boolean): boolean {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!active) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [active]);
  return active && now - since > limitMs;
}

/** The job's own words may already say the credits came back (a timeout's do): say it once. */
const SAYS_REFUNDED = /legend credits? (?:were|was) (?:returned|refunded)/i;

function failureWords(message: string | null): string {
  const text = message?.trim() ?? "";
  return SAYS_REFUNDED.test(text) ? text : `${text} Your credit was refunded.`.trim();
}

/**
 * A legend's job in words (spec 2 "ideas per legend"): waiting its turn, working (the studio
 * line, rotating), done, or failed with 'Try again' (the credit was refunded).
 */
export function LegendJobStatus({ name, job, ideaCount, retrying, onRetry }: LegendJobStatusProps) {
  const active = job.status === "queued" || job.status === "running";
  const line = useStudioLine(name, job.step, job.status === "running");
  const long = useElapsedOver(job.createdAt, LONG_WORK_MS, active);

  if (job.status === "failed") {
    return (
      <Callout.Root color="red" size="1" role="alert">
        <Callout.Text>
          {name} couldn’t finish these ideas. {failureWords(job.errorMessage)}
        </Callout.Text>
        {job.canRetry ? (
          <Flex mt="2">
            <Button size="1" variant="soft" color="red" onClick={onRetry} disabled={retrying}>
              {retrying ? "Retrying…" : "Try again"}
            </Button>
          </Flex>
        ) : null}
      </Callout.Root>
    );
  }
  if (active) {
    return (
      <Flex direction="column" gap="1" role="status" aria-live="polite">
        <Flex align="center" gap="2">
          <span className="studio-pulse" aria-hidden />
          <Text size="2" className="studio-line" key={line}>
            {job.status === "queued" ? (job.step ?? `${name} has the brief…`) : line}
          </Text>
        </Flex>
        {long ? (
          <Text size="1" color="gray">
            Good ideas take a minute. You can leave this page: the work continues and will be here
            when you come back.
          </Text>
        ) : null}
      </Flex>
    );
  }
  return (
    <Text size="2" color="gray" role="status">
      {ideaCount === 0
        ? `${name} had nothing worth showing this time.`
        : `Pitched ${ideaCount} ${ideaCount === 1 ? "idea" : "ideas"}`}
    </Text>
  );
}
