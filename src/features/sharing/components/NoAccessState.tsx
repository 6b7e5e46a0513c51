import "../sharing.css";
import { Button, Card, Flex, Heading, Text } from "@radix-ui/themes";
import { LockClosedIcon } from "@radix-ui/react-icons";
import { Link } from "react-router-dom";
import { messages } from "../../../../shared/errors";

/**
 * What a removed member's open page turns into, live: the brief, its ideas and visuals are gone
 * from the screen, with a way on.
 */
export function NoAccessState({ onStartNew }: { onStartNew: () => void }) {
  return (
    <Card size={{ initial: "3", sm: "5" }} role="alert" className="no-access">
      <Flex direction="column" align="center" gap="3" py={{ initial: "4", sm: "6" }}>
        <LockClosedIcon width="28" height="28" aria-hidden />
        <Heading as="h3" size="6" weight="medium" className="serif">
          {messages.sharing.noAccessAnyMore}
        </Heading>
        <Text as="p" size="3" color="gray" style={{ maxWidth: "32em" }}>
          The owner removed you, or you left it. Ask them for a new invite if you need it again;
          your own briefs and ideas are untouched.
        </Text>
        <Flex gap="3" mt="2" wrap="wrap" justify="center">
          <Button size="3" onClick={onStartNew}>
            Start a new brief
          </Button>
          <Button size="3" variant="soft" color="gray" asChild>
            <Link to="/my-ideas">My ideas</Link>
          </Button>
        </Flex>
      </Flex>
    </Card>
  );
}
