import { Button, Callout, Flex, Spinner, Text } from "@radix-ui/themes";
import { ExclamationTriangleIcon, InfoCircledIcon, ReloadIcon } from "@radix-ui/react-icons";
import { Link as RouterLink } from "react-router-dom";
import { ROUTES } from "../../../../shared/constants";
import { MAILBOX_REFRESH_MS, useDevMailbox } from "../hooks/useDevMailbox";
import { MailboxMessageCard } from "./MailboxMessageCard";

const clock = new Intl.DateTimeFormat(undefined, { timeStyle: "medium" });

/** The local outbox: every email the app would have sent, newest first, refreshed as it comes. */
export function DevMailbox() {
  const { state, refreshing, refresh } = useDevMailbox();

  return (
    <Flex direction="column" gap="5">
      <Flex align="center" justify="between" gap="3" wrap="wrap">
        <Text size="2" color="gray" role="status">
          {state.status === "ready"
            ? `Checked at ${clock.format(state.updatedAt)} · refreshes every ${MAILBOX_REFRESH_MS / 1000} s`
            : state.status === "loading"
              ? "Opening the mailbox…"
              : ""}
        </Text>
        <Button variant="soft" color="gray" onClick={() => void refresh()} disabled={refreshing}>
          <Spinner loading={refreshing}>
            <ReloadIcon aria-hidden />
          </Spinner>
          Refresh
        </Button>
      </Flex>
      <MailboxBody state={state} />
    </Flex>
  );
}

function MailboxBody({ state }: { state: ReturnType<typeof useDevMailbox>["state"] }) {
  switch (state.status) {
    case "loading":
      return null;
    case "off":
      return (
        <Callout.Root color="gray" variant="surface" size="2">
          <Callout.Icon>
            <InfoCircledIcon />
          </Callout.Icon>
          <Callout.Text weight="medium">The local mailbox is off</Callout.Text>
          <Callout.Text>
            This deployment delivers email for real (or not at all), so nothing is kept here. The
            mailbox only exists when the app runs on the local backend, started with npm start.
          </Callout.Text>
        </Callout.Root>
      );
    case "error":
      return (
        <Callout.Root color="red" variant="surface" role="alert">
          <Callout.Icon>
            <ExclamationTriangleIcon />
          </Callout.Icon>
          <Callout.Text weight="medium">The mailbox couldn’t be read.</Callout.Text>
          <Callout.Text>{state.message} Is the local backend running?</Callout.Text>
        </Callout.Root>
      );
    case "ready":
      if (state.messages.length === 0) {
        return (
          <Flex direction="column" gap="3" align="start" py="6">
            <Text size="5" className="serif">
              No emails yet.
            </Text>
            <Text as="p" size="3" color="gray" style={{ maxWidth: "36em" }}>
              Create an account or ask for a password reset: the email with its code shows up here
              within a few seconds.
            </Text>
            <Button asChild mt="2">
              <RouterLink to={ROUTES.register}>Create an account</RouterLink>
            </Button>
          </Flex>
        );
      }
      return (
        <Flex direction="column" gap="4" asChild>
          <ol className="mailbox-list" aria-label="Emails, newest first">
            {state.messages.map((message) => (
              <li key={message.id}>
                <MailboxMessageCard message={message} />
              </li>
            ))}
          </ol>
        </Flex>
      );
  }
}
