import { useCallback, useState } from "react";
import { readAppError } from "../../../../shared/errors";
import { userFacingMessage } from "@/lib/userFacingMessage";

/**
 * Running an action that may spend Legend Credits: busy while it runs, its failure in words, and
 * a shortage of credits handed to the upgrade path instead (after `beforeUpgrade`, e.g. closing
 * the dialog it came from). Resolves true when the action succeeded.
 */
export function useSpend(onInsufficientCredits?: (error: unknown) => void) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const run = useCallback(
    async (work: () => Promise<unknown>, beforeUpgrade?: () => void): Promise<boolean> => {
      setBusy(true);
      setError(null);
      try {
        await work();
        return true;
      } catch (failure) {
        if (readAppError(failure)?.code === "INSUFFICIENT_CREDITS" && onInsufficientCredits) {
          beforeUpgrade?.();
          onInsufficientCredits(failure);
        } else {
          setError(userFacingMessage(failure));
        }
        return false;
      } finally {
        setBusy(false);
      }
    },
    [onInsufficientCredits],
  );

  return { busy, error, setError, run };
}
