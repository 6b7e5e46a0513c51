import { Button, Flex, Spinner, Text } from "@radix-ui/themes";
import { channelKitPriceLine } from "../../../../shared/pricing";
import { useSpendingAction } from "@/lib/useSpendingAction";

export type KitRetryProps = {
  channels: number;
  onRetry: () => Promise<unknown>;
  onInsufficientCredits?: (error: unknown) => void;
};

/**
 * A failed kit's way on (its credits came back): the same channels again, priced before the
 * click. Owners and editors only; the new kit shows in its place.
 */
export function KitRetry({ channels, onRetry, onInsufficientCredits }: KitRetryProps) {
  const { busy, error, run } = useSpendingAction(onInsufficientCredits);
  const retry = () => run(onRetry);
  return (
    <Flex direction="column" gap="2" align="start">
      <Flex gap="3" align="center" wrap="wrap">
        <Button
          variant="soft"
          disabled={busy}
          aria-busy={busy || undefined}
          onClick={() => void retry()}
        >
          {busy ? <Spinner size="1" /> : null}
          Make this kit again
        </Button>
        <Text size="2" color="gray">
          {channelKitPriceLine(channels)}
        </Text>
      </Flex>
      {error ? (
        <Text size="2" color="red" role="alert">
          {error}
        </Text>
      ) : null}
    </Flex>
  );
}
