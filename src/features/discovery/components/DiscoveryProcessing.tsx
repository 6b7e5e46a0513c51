import type { ReactNode } from "react";
import { Card, Flex, Heading, Text } from "@radix-ui/themes";
import { useProgressMessage } from "../hooks/useProgressMessage";

/**
 * Discovery IQ at work (spec 4 "processing"): the rotating message (at 1, 3, 5, 7, 9, 11 and
 * 13 s) over the job's own live step, which the page composes in (`progress`).
 */
export function DiscoveryProcessing({
  startedAt,
  progress,
}: {
  startedAt: number;
  progress: ReactNode;
}) {
  const message = useProgressMessage(startedAt);
  return (
    <Card size={{ initial: "2", sm: "3" }} className="discovery-processing">
      <Flex direction="column" gap="3">
        <Heading as="h2" size="5" className="serif" weight="regular">
          Researching your audience
        </Heading>
        <Text as="p" size="4" aria-live="polite" data-testid="discovery-message">
          {message}
        </Text>
        {progress}
        <Text as="p" size="2" color="gray">
          Discovery IQ takes 1 to 2 minutes.
        </Text>
      </Flex>
    </Card>
  );
}
