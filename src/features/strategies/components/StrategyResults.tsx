import type { ReactNode } from "react";
import { Badge, Box, Button, Flex, Heading, Tabs, Text } from "@radix-ui/themes";
import { ArrowRightIcon } from "@radix-ui/react-icons";
import type { Strategy, StrategyResult } from "../lib/types";
import { StrategyDetails } from "./StrategyDetails";
import { WebsiteNote } from "./WebsiteNote";

export type StrategyResultsProps = {
  result: StrategyResult;
  /** Who wrote it (e.g. the Offline studio badge), rendered by the page. */
  providerNote?: ReactNode;
  onUse: (strategy: Strategy) => void;
  onStartOver: () => void;
};

/** The strategies as tabs, each with 'Use This Strategy' (spec 2, 4). */
export function StrategyResults({
  result,
  providerNote,
  onUse,
  onStartOver,
}: StrategyResultsProps) {
  const strategies = result.strategies;
  return (
    <Flex direction="column" gap="4">
      <Flex direction="column" gap="2">
        <Text size="1" weight="medium" color="gray" className="eyebrow">
          {strategies.length} routes for
        </Text>
        <Flex align="baseline" gap="3" wrap="wrap">
          <Heading as="h3" size="7" weight="medium" className="serif">
            {result.brandName}
          </Heading>
          {result.industry ? (
            <Badge size="2" variant="soft" radius="full">
              {result.industry}
            </Badge>
          ) : null}
        </Flex>
        <WebsiteNote website={result.website} />
        {providerNote}
      </Flex>
      <Tabs.Root defaultValue="0">
        <Tabs.List className="strategy-tabs" aria-label="Strategies">
          {strategies.map((strategy, index) => (
            <Tabs.Trigger key={index} value={String(index)}>
              {strategy.name || `Strategy ${index + 1}`}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {strategies.map((strategy, index) => (
          <Tabs.Content key={index} value={String(index)}>
            <Box pt="5">
              <StrategyDetails strategy={strategy} />
              <Flex justify="end" mt="5">
                <Button size="3" onClick={() => onUse(strategy)}>
                  Use This Strategy
                  <ArrowRightIcon aria-hidden />
                </Button>
              </Flex>
            </Box>
          </Tabs.Content>
        ))}
      </Tabs.Root>
      <Flex>
        <Button variant="ghost" color="gray" onClick={onStartOver}>
          Start over with different details
        </Button>
      </Flex>
    </Flex>
  );
}
