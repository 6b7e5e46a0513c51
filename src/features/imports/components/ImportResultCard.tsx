import type { ReactNode } from "react";
import { Button, Callout, Card, Flex, Heading, Text } from "@radix-ui/themes";
import { CheckCircledIcon } from "@radix-ui/react-icons";
import { Link as RouterLink } from "react-router-dom";
import { HOME_QUERY_PARAMS, ROUTES } from "../../../../shared/constants";
import type { ImportResult } from "../hooks/useCampaignImport";

/** Where an imported campaign can go next: the legends, My ideas, and (from the page) more. */
export function ImportResultCard({
  result,
  actions,
  onAnother,
}: {
  result: ImportResult;
  actions?: ReactNode;
  onAnother: () => void;
}) {
  const home = `${ROUTES.home}?${HOME_QUERY_PARAMS.briefId}=${encodeURIComponent(result.briefId)}`;
  const myIdeas = `${ROUTES.myIdeas}?brief=${encodeURIComponent(result.briefId)}`;
  return (
    <Card size="3">
      <Flex direction="column" gap="4">
        <Callout.Root color="green" role="status">
          <Callout.Icon>
            <CheckCircledIcon />
          </Callout.Icon>
          <Callout.Text>Your campaign is in: saved as a brief, with its idea.</Callout.Text>
        </Callout.Root>
        <Heading as="h3" size="4">
          What next?
        </Heading>
        <Flex gap="3" wrap="wrap" align="center">
          <Button asChild size="3">
            <RouterLink to={home}>Take it to the legends</RouterLink>
          </Button>
          <Button asChild variant="soft">
            <RouterLink to={myIdeas}>See the idea in My ideas</RouterLink>
          </Button>
          {actions}
        </Flex>
        <Text size="2" color="gray">
          The legends read the brief and pitch fresh ideas on it; your own idea stays as it was.
        </Text>
        <Flex>
          <Button variant="ghost" onClick={onAnother}>
            Import another campaign
          </Button>
        </Flex>
      </Flex>
    </Card>
  );
}
