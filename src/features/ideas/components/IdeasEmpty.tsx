import type { ReactNode } from "react";
import { Card, Flex, Heading, Text } from "@radix-ui/themes";

/** Nothing here yet: what it will hold, and the button that gets there. */
export function IdeasEmpty({
  title,
  text,
  action,
}: {
  title: string;
  text: string;
  action?: ReactNode;
}) {
  return (
    <Card size="4" variant="surface">
      <Flex direction="column" align="start" gap="3">
        <Heading as="h2" size="6" weight="regular" className="serif">
          {title}
        </Heading>
        <Text as="p" size="3" color="gray" style={{ maxWidth: "40em" }}>
          {text}
        </Text>
        {action}
      </Flex>
    </Card>
  );
}
