import {
  Badge,
  Button,
  Callout,
  Card,
  DataList,
  Flex,
  Heading,
  Skeleton,
  Text,
} from "@radix-ui/themes";
import { ExclamationTriangleIcon } from "@radix-ui/react-icons";
import { useLiveQuery } from "@/lib/useLiveQuery";
import { api } from "../../../../convex/_generated/api";
import type { IntegrationState } from "../../../../convex/admin/integrations";

/**
 * Each state's badge. A stand-in (the built-in studio, the development outbox, the test
 * checkout) works, so it never reads as 'off'; half a configuration fails when used, so it warns.
 */
const STATE_BADGE: Record<
  IntegrationState,
  { text: string; color: "green" | "blue" | "red" | "gray" }
> = {
  connected: { text: "Connected", color: "green" },
  standIn: { text: "Offline stand-in", color: "blue" },
  incomplete: { text: "Incomplete", color: "red" },
  off: { text: "Off", color: "gray" },
};

/**
 * What the deployment is connected to (admin.integrations.status), with how to connect the rest.
 * The only screen that names configuration: users see the built-in studio's one calm line.
 */
export function IntegrationsPanel() {
  const status = useLiveQuery("adminIntegrations", api.admin.integrations.status, {});

  let body;
  if (status.status === "loading") {
    body = <Skeleton height="12rem" />;
  } else if (status.status === "error") {
    body = (
      <Callout.Root color="red" role="alert">
        <Callout.Icon>
          <ExclamationTriangleIcon />
        </Callout.Icon>
        <Callout.Text>The integrations could not be loaded.</Callout.Text>
        <Flex>
          <Button size="1" variant="soft" color="red" onClick={status.retry}>
            Try again
          </Button>
        </Flex>
      </Callout.Root>
    );
  } else {
    body = (
      <DataList.Root orientation={{ initial: "vertical", sm: "horizontal" }} size="2">
        {status.data.map((item) => (
          <DataList.Item key={item.id} align="start">
            <DataList.Label minWidth="14rem">{item.label}</DataList.Label>
            <DataList.Value>
              <Flex direction="column" gap="2" minWidth="0">
                <Flex gap="2" align="center" wrap="wrap">
                  <Badge color={STATE_BADGE[item.state].color} variant="soft">
                    {STATE_BADGE[item.state].text}
                  </Badge>
                  <Text size="2">{item.current}</Text>
                </Flex>
                <Text size="1" color="gray" className="integration-hint">
                  {item.howToConnect}
                </Text>
              </Flex>
            </DataList.Value>
          </DataList.Item>
        ))}
      </DataList.Root>
    );
  }

  return (
    <Card size="3" asChild>
      <section aria-labelledby="integrations">
        <Flex direction="column" gap="4">
          <Flex direction="column" gap="1">
            <Heading as="h2" size="5" id="integrations" className="serif">
              Integrations
            </Heading>
            <Text size="2" color="gray">
              What this deployment is connected to. Until a text or image model is connected, the
              built-in studio does the work and users see one line saying so.
            </Text>
          </Flex>
          {body}
        </Flex>
      </section>
    </Card>
  );
}
