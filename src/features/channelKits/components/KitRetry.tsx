import { useState } from "react";
import { Button, Flex, Spinner, Text } from "@radix-ui/themes";
import { isUpgradeError } from "@/lib/upgradePrompt";
import { userFacingMessage } from "@/lib/userFacingMessage";
import { channelKitPriceLine } from "../../../../shared/pricing";

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
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const retry = async () => {
    setBusy(true);
    setError(null);
    try {
      await onRetry();
    } catch (failure) {
      if (isUpgradeError(failure) && onInsufficientCredits) onInsufficientCredits(failure);
      else setError(userFacingMessage(failure));
    } finally {
      setBusy(false);
    }
  };
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
