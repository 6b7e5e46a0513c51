import { Flex, Text } from "@radix-ui/themes";
import { SITE } from "@/config/site";
import { PageContainer } from "@/components/layout/PageContainer";
import { DevMailbox } from "@/features/mailbox/components/DevMailbox";

/** /dev/mailbox: the local backend's outbox, so people and tests can read emailed codes. */
export function DevMailboxPage() {
  return (
    <PageContainer py={{ initial: "6", sm: "9" }}>
      <title>{`Dev mailbox · ${SITE.name}`}</title>
      <Flex direction="column" gap="6" maxWidth="760px">
        <Flex direction="column" gap="3">
          <Text size="2" weight="medium" color="ruby" className="eyebrow">
            Development
          </Text>
          <h1 className="display-title auth-title">Mailbox</h1>
          <Text as="p" size={{ initial: "3", sm: "4" }} color="gray">
            Emails the app would have sent, newest first. Without a mail provider they stay here, so
            you can read verification and reset codes.
          </Text>
        </Flex>
        <DevMailbox />
      </Flex>
    </PageContainer>
  );
}
