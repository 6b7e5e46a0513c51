import { Badge, Flex, Heading, Text } from "@radix-ui/themes";
import { principlesOf } from "@/features/legends/lib/format";
import type { Legend } from "@/features/legends/lib/types";

/**
 * The approach in the legend's own terms: their principles as a numbered list, the signature
 * moves and the voice. This is the text the idea prompts write from.
 */
export function ApproachSection({ legend }: { legend: Legend }) {
  const principles = principlesOf(legend.approach);
  return (
    <Flex direction="column" gap="6">
      <ol className="principles">
        {principles.map((principle, index) => (
          <li key={principle}>
            <Text className="step-number principle-number" aria-hidden>
              {String(index + 1).padStart(2, "0")}
            </Text>
            <Text as="p" size={{ initial: "3", sm: "4" }}>
              {principle}
            </Text>
          </li>
        ))}
      </ol>
      {legend.signatureMoves.length > 0 ? (
        <Flex direction="column" gap="3">
          <Heading as="h3" size="4" weight="medium" className="serif">
            Signature moves
          </Heading>
          <Flex asChild wrap="wrap" gap="2">
            <ul className="plain-list">
              {legend.signatureMoves.map((move) => (
                <li key={move}>
                  <Badge size="3" variant="soft" radius="full" className="signature-move">
                    {move}
                  </Badge>
                </li>
              ))}
            </ul>
          </Flex>
        </Flex>
      ) : null}
      {legend.voice ? (
        <Flex direction="column" gap="2">
          <Heading as="h3" size="4" weight="medium" className="serif">
            Voice
          </Heading>
          <Text as="p" size="4" color="gray" className="serif legend-voice">
            {legend.voice}
          </Text>
        </Flex>
      ) : null}
    </Flex>
  );
}
