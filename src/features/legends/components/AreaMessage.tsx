import type { ReactNode } from "react";
import { Button, Callout, Card, Flex, Text } from "@radix-ui/themes";
import { ExclamationTriangleIcon, ReloadIcon } from "@radix-ui/react-icons";

/** A failed load in the spec's words, with the way out. */
export function AreaError({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <Callout.Root color="red" variant="surface" role="alert">
      <Callout.Icon>
        <ExclamationTriangleIcon />
      </Callout.Icon>
      <Flex direction="column" gap="2" align="start">
        <Callout.Text weight="medium">{message}</Callout.Text>
        <Button size="1" variant="soft" color="gray" onClick={onRetry}>
          <ReloadIcon aria-hidden />
          Try again
        </Button>
      </Flex>
    </Callout.Root>
  );
}

/** Nothing to show yet: says so, and what to do next when there is something to do. */
export function AreaEmpty({ message, action }: { message: string; action?: ReactNode }) {
  return (
    <Card size="3" variant="surface" className="area-empty">
      <Flex direction="column" align="center" gap="3" py="4">
        <Text size="3" color="gray" align="center">
          {message}
        </Text>
        {action}
      </Flex>
    </Card>
  );
}
