import { Flex, Spinner, Text } from "@radix-ui/themes";
import { useElapsed } from "../hooks/useElapsed";

/** DESIGN "Behaviour": work over 10 s says what is happening and that the user may leave. */
export const LONG_WORK_MS = 10_000;

/**
 * Live progress in words, never a bare spinner: what the studio is doing now, and after a while
 * that the work goes on without this page.
 */
export function WorkingNote({ text, startedAt }: { text: string; startedAt: number | null }) {
  const elapsed = useElapsed(startedAt);
  return (
    <Flex direction="column" gap="1" role="status" aria-live="polite">
      <Flex align="center" gap="2">
        <Spinner size="2" />
        <Text size="2">{text}</Text>
      </Flex>
      {elapsed > LONG_WORK_MS ? (
        <Text size="1" color="gray">
          This can take a minute. You can leave this page: the work continues and will be here when
          you come back.
        </Text>
      ) : null}
    </Flex>
  );
}
