import { Button, Card, Flex, Heading, Link, Text } from "@radix-ui/themes";
import { Link as RouterLink } from "react-router-dom";
import { useLiveQuery } from "@/lib/useLiveQuery";
import { api } from "../../../../convex/_generated/api";
import { ROUTES } from "../../../../shared/constants";
import { messages } from "../../../../shared/errors";

const DATE = new Intl.DateTimeFormat("en-US", { dateStyle: "medium" });

/** The caller's past Discovery IQ sessions, newest first: title, completed date, link. */
export function SessionList() {
  const sessions = useLiveQuery("discoverySessions", api.discovery.queries.mine, {});
  return (
    <Flex direction="column" gap="3" asChild>
      <section aria-labelledby="discovery-past">
        <Heading as="h2" size="5" id="discovery-past" className="serif" weight="regular">
          Past research
        </Heading>
        {sessions.status === "loading" ? (
          <Text color="gray" size="2">
            Loading your research…
          </Text>
        ) : null}
        {sessions.status === "error" ? (
          <Flex gap="3" align="center" wrap="wrap">
            <Text color="red" size="2">
              {messages.discovery.loadFailed}
            </Text>
            <Button size="1" variant="soft" onClick={sessions.retry}>
              Retry
            </Button>
          </Flex>
        ) : null}
        {sessions.status === "ready" && sessions.data.length === 0 ? (
          <Text color="gray" size="2">
            No research yet. Describe an idea above to run your first Discovery IQ.
          </Text>
        ) : null}
        {sessions.status === "ready" && sessions.data.length > 0 ? (
          <Flex direction="column" gap="2" asChild>
            <ul className="discovery-sessions">
              {sessions.data.map((session) => (
                <li key={session.id}>
                  <Card asChild>
                    <RouterLink to={ROUTES.discoverySession(session.id)}>
                      <Flex justify="between" align="baseline" gap="3" wrap="wrap">
                        <Link asChild weight="medium">
                          <span>{session.title}</span>
                        </Link>
                        <Text size="1" color="gray">
                          Completed {DATE.format(session.completedAt)}
                        </Text>
                      </Flex>
                    </RouterLink>
                  </Card>
                </li>
              ))}
            </ul>
          </Flex>
        ) : null}
      </section>
    </Flex>
  );
}
