import { Box, Card, Code, Flex, Heading, Text } from "@radix-ui/themes";
import type { MailboxMessage } from "../lib/mailboxApi";
import { CopyCodeButton } from "./CopyCodeButton";
import { MailText } from "./MailText";

const timeFormat = new Intl.DateTimeFormat(undefined, {
  dateStyle: "medium",
  timeStyle: "medium",
});

/** One email of the outbox: who, when, what; the code set large so it can be read at a glance. */
export function MailboxMessageCard({ message }: { message: MailboxMessage }) {
  const sentAt = new Date(message.createdAt);
  return (
    <Card size={{ initial: "2", sm: "3" }} asChild>
      <article aria-label={`${message.subject} to ${message.to}`}>
        <Flex direction="column" gap="3">
          <Flex justify="between" gap="3" wrap="wrap">
            <Text size="2" color="gray">
              To{" "}
              <Text weight="medium" color="gray" highContrast>
                {message.to}
              </Text>
            </Text>
            <Text size="2" color="gray" asChild>
              <time dateTime={sentAt.toISOString()}>{timeFormat.format(sentAt)}</time>
            </Text>
          </Flex>
          <Heading as="h2" size="4" weight="medium">
            {message.subject}
          </Heading>
          {message.code ? (
            <Flex align="center" gap="4" wrap="wrap">
              <Code
                size={{ initial: "7", sm: "8" }}
                variant="ghost"
                className="mailbox-code"
                aria-label="Code"
              >
                {message.code}
              </Code>
              <CopyCodeButton code={message.code} />
            </Flex>
          ) : null}
          <Box className="mailbox-text">
            <MailText text={message.text} />
          </Box>
        </Flex>
      </article>
    </Card>
  );
}
