import { UpgradePromptHost } from "@/features/credits/components/UpgradePromptHost";
import { usePendingActionResume } from "@/lib/pendingActions/usePendingActionResume";
import { useHomeUrlParams, type HomeUrlActions } from "./useHomeUrlParams";
import { useRestoredStrategies } from "./useRestoredStrategies";
import type { StrategistOpening } from "./useStrategistModal";

/**
 * The home page's work that never blocks the first screen, loaded just after it: resuming a
 * pending action after sign-in, reopening strategist work kept across a redirect, and the
 * page's query parameters; and the 'More Legend Credits Needed' dialog, registered as the upgrade
 * prompt of the strategist and the brief and ideas (its code loads when it first opens).
 */
export function HomeStartupTasks({
  auth,
  show,
  openStrategist,
  revealBrief,
}: Omit<HomeUrlActions, "ready"> & {
  auth: "loading" | "signedIn" | "signedOut";
  show: (opening: StrategistOpening) => void;
}) {
  usePendingActionResume();
  useRestoredStrategies(auth, show);
  useHomeUrlParams({ ready: auth !== "loading", openStrategist, revealBrief });
  return <UpgradePromptHost />;
}
