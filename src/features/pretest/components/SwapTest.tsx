import { Badge, Blockquote, Flex, Heading, Text } from "@radix-ui/themes";
import type { PretestSwapView } from "../lib/types";
import { NOT_OWNABLE } from "./PretestChip";

export const OWNABLE = "Ownable";

/**
 * The swap test: the idea's line with a competitor in the brand's place, and whether it still
 * works. If it does, a competitor could run it: not ownable.
 */
export function SwapTest({ swap }: { swap: PretestSwapView }) {
  return (
    <Flex asChild direction="column" gap="2">
      <section aria-label="Swap test" className="pretest-swap">
        <Flex align="center" justify="between" gap="2" wrap="wrap">
          <Heading as="h4" size="2" weight="medium">
            Swap test
          </Heading>
          <Badge
            color={swap.stillWorks ? "amber" : "green"}
            variant="soft"
            size="2"
            data-ownable={!swap.stillWorks}
          >
            {swap.stillWorks ? NOT_OWNABLE : OWNABLE}
          </Badge>
        </Flex>
        <Text as="p" size="2" color="gray">
          With <Text weight="medium">{swap.competitor}</Text> in your brand’s place
          {swap.competitorAssumed ? " (assumed: the brief names no competitors)" : ""}:
        </Text>
        <Blockquote size="2">“{swap.rewrite}”</Blockquote>
        <Text as="p" size="2">
          {swap.verdict}
        </Text>
      </section>
    </Flex>
  );
}
