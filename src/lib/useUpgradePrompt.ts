import { useCallback } from "react";
import { useNavigate } from "react-router-dom";
import { toast } from "@/components/feedback/toast";
import { ROUTES } from "../../shared/constants";
import { defaultErrorMessages, readAppError } from "../../shared/errors";
import {
  claimUpgradePromptSlot,
  registeredUpgradePromptOpener,
  type UpgradeKind,
} from "./upgradePrompt";

export const UPGRADE_PROMPT_TITLE = "More Legend Credits Needed";

/**
 * Opens the upgrade path for a failure `isUpgradeError` recognised: the registered credits
 * dialog, or (until it lands) a toast saying so with a link to the plans.
 */
export function useUpgradePrompt() {
  const navigate = useNavigate();
  return useCallback(
    (kind: UpgradeKind, error?: unknown) => {
      if (!claimUpgradePromptSlot()) return;
      const message = readAppError(error)?.message ?? defaultErrorMessages.INSUFFICIENT_CREDITS;
      const opener = registeredUpgradePromptOpener();
      if (opener) {
        opener(kind, message);
        return;
      }
      toast.error(UPGRADE_PROMPT_TITLE, {
        description: message,
        action: { label: "See plans", onClick: () => void navigate(ROUTES.pricing) },
      });
    },
    [navigate],
  );
}
