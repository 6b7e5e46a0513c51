import { useCallback, useState } from "react";
import { isUpgradeError } from "./upgradePrompt";
import { userFacingMessage } from "./userFacingMessage";

/**
 * A click that spends credits ('Add an ad', 'Make channel kit', 'Make this kit again'): busy
 * while it runs; too few credits open the upgrade prompt when the page offers one, any other
 * refusal is said in its own words beside the button.
 */
export function useSpendingAction(onInsufficientCredits?: (error: unknown) => void) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const run = useCallback(
    async (action: () => Promise<unknown>): Promise<boolean> => {
      setBusy(true);
      setError(null);
      try {
        await action();
        return true;
      } catch (failure) {
        if (isUpgradeError(failure) && onInsufficientCredits) onInsufficientCredits(failure);
        else setError(userFacingMessage(failure));
        return false;
      } finally {
        setBusy(false);
      }
    },
    [onInsufficientCredits],
  );
  return { busy, error, run };
}
