import { Button, Callout, Flex } from "@radix-ui/themes";
import { ExclamationTriangleIcon } from "@radix-ui/react-icons";
import { CREDIT_COSTS } from "../../../../shared/constants";
import { messages } from "../../../../shared/errors";
import { creditsLabel } from "../../../../shared/pricing";

/** Spec 8: 'Discovery failed' / 'Something went wrong. Please try again.', credits returned. */
export function DiscoveryFailed({ onRetry }: { onRetry: () => void }) {
  const { title, description } = messages.discovery.failed;
  return (
    <Callout.Root color="red" role="alert" size="2">
      <Callout.Icon>
        <ExclamationTriangleIcon />
      </Callout.Icon>
      <Flex direction="column" gap="2">
        <Callout.Text weight="bold">{title}</Callout.Text>
        <Callout.Text>
          {description} Your {creditsLabel(CREDIT_COSTS.discovery)} were returned.
        </Callout.Text>
        <Flex>
          <Button size="2" variant="soft" color="red" onClick={onRetry}>
            Try again
          </Button>
        </Flex>
      </Flex>
    </Callout.Root>
  );
}
