import { Button, Card, Flex, Text } from "@radix-ui/themes";
import { Link as RouterLink } from "react-router-dom";

export type EmptyStateCopy = {
  title: string;
  text: string;
  /** Where that kind of work starts. */
  action?: { label: string; to: string };
};

/** A list with nothing in it yet: what it will hold and how to start one. */
export function EmptyState({ title, text, action }: EmptyStateCopy) {
  return (
    <Card size="3" variant="surface">
      <Flex direction="column" align="start" gap="3">
        <Text as="p" size="4" weight="medium">
          {title}
        </Text>
        <Text as="p" size="3" color="gray" style={{ maxWidth: "40em" }}>
          {text}
        </Text>
        {action ? (
          <Button asChild size="2">
            <RouterLink to={action.to}>{action.label}</RouterLink>
          </Button>
        ) : null}
      </Flex>
    </Card>
  );
}
