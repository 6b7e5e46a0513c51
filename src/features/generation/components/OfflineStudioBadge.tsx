import { Badge, Flex, Text } from "@radix-ui/themes";
import { OFFLINE_STUDIO_HINT, OFFLINE_STUDIO_PROVIDER } from "../../../../shared/constants";

/**
 * Honest labelling (ARCHITECTURE 4): work written without a model says so, with how to connect
 * one. Renders nothing for work a real provider wrote.
 */
export function OfflineStudioBadge({ provider }: { provider: string | null }) {
  if (provider !== OFFLINE_STUDIO_PROVIDER) return null;
  return (
    <Flex align="center" gap="2" wrap="wrap">
      <Badge color="gray" variant="surface" radius="full">
        Offline studio
      </Badge>
      <Text size="1" color="gray">
        {OFFLINE_STUDIO_HINT}
      </Text>
    </Flex>
  );
}
