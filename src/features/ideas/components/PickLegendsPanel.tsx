import type { ReactNode } from "react";
import { Badge, Button, Callout, Card, Flex, Heading, Text } from "@radix-ui/themes";
import { LEGEND_PICKER } from "../../../../shared/constants";
import { ideasRunPriceLine } from "../../../../shared/pricing";

export type PickLegendsPanelProps = {
  /** The chosen legends as the page shows them (chips with remove), or nothing. */
  selection: ReactNode;
  count: number;
  onChoose: () => void;
  onGenerate: () => void;
  /** Why Get Creative Ideas is disabled, or null. */
  blocked: string | null;
  starting: boolean;
  failure: { message: string; detail: string | null } | null;
  experimentalOn: boolean;
};

/**
 * 'Pick Your Legends' (spec 2, 5): the legends chosen for the brief, 'Choose' to change them,
 * and 'Get Creative Ideas', disabled until there is a brief and at least one legend. Its line
 * says the full price before the click: the ideas and the collage each idea draws.
 */
export function PickLegendsPanel({
  selection,
  count,
  onChoose,
  onGenerate,
  blocked,
  starting,
  failure,
  experimentalOn,
}: PickLegendsPanelProps) {
  return (
    <Card size={{ initial: "3", sm: "4" }} asChild className="pick-legends">
      <section aria-labelledby="pick-legends-heading">
        <Flex direction="column" gap="4">
          <Flex direction="column" gap="2">
            <Text size="2" weight="medium" color="ruby" className="eyebrow">
              The legends
            </Text>
            <Heading as="h2" id="pick-legends-heading" size="7" weight="regular" className="serif">
              Pick Your Legends
            </Heading>
            <Text as="p" size="3" color="gray" className="pick-legends-intro">
              Up to {LEGEND_PICKER.maxSelected} legends pitch this brief, each in their own manner,
              at the same time.
            </Text>
          </Flex>
          <Flex align="center" gap="3" wrap="wrap">
            {count === 0 ? (
              <Text size="2" color="gray">
                No legends chosen yet.
              </Text>
            ) : (
              selection
            )}
            <Button variant="soft" onClick={onChoose}>
              {count === 0 ? "Choose legends" : "Change legends"}
            </Button>
          </Flex>
          <Flex align="center" gap="4" wrap="wrap">
            <Button
              size="3"
              onClick={onGenerate}
              disabled={blocked !== null || starting}
              aria-describedby="get-ideas-hint"
            >
              {starting ? "Generating..." : "Get Creative Ideas"}
            </Button>
            <Text id="get-ideas-hint" size="2" color="gray">
              {blocked ?? ideasRunPriceLine(count)}
            </Text>
            {experimentalOn ? (
              <Badge color="amber" variant="soft">
                Experimental Mode applies
              </Badge>
            ) : null}
          </Flex>
          {failure ? (
            <Callout.Root color="red" role="alert">
              <Callout.Text>
                {failure.message}
                {failure.detail ? ` ${failure.detail}` : ""}
              </Callout.Text>
              <Flex mt="2">
                <Button size="1" variant="soft" color="red" onClick={onGenerate}>
                  Try again
                </Button>
              </Flex>
            </Callout.Root>
          ) : null}
        </Flex>
      </section>
    </Card>
  );
}
