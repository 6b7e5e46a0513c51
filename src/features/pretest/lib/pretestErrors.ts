import { toast } from "@/components/feedback/toast";
import { isUpgradeError } from "@/lib/upgradePrompt";
import { userFacingMessage } from "@/lib/userFacingMessage";
import type { OnUpgrade } from "./types";

/**
 * A failed Re-run or Sharpen, as the app reports failures: out of credits opens the page's
 * upgrade path; anything else is a toast with the server's words (or the generic ones).
 */
export function reportPretestFailure(title: string, error: unknown, onUpgrade?: OnUpgrade): void {
  if (onUpgrade && isUpgradeError(error)) {
    onUpgrade(error);
    return;
  }
  toast.error(title, { description: userFacingMessage(error) });
}
