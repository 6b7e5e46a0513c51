import { JobProgress } from "@/features/generation/components/JobProgress";
import { BuiltInStudioNote } from "@/components/feedback/BuiltInStudioNote";
import { useSignInDialog } from "@/features/auth/hooks/useSignInDialog";
import { sendBriefCommand } from "@/features/briefs/lib/briefCommands";
import { StrategistDialog } from "@/features/strategies/components/StrategistDialog";
import { readStoredStrategies } from "@/features/strategies/lib/storedStrategies";
import { useUpgradePrompt } from "@/lib/useUpgradePrompt";
import { DiscoveryContextNote } from "@/features/discovery/components/DiscoveryContextNote";
import type { StrategistOpening, StrategistRequest } from "./useStrategistModal";

/**
 * The strategist modal as the home page composes it: the strategies feature's dialog with the
 * generation feature's progress and provenance, and the auth feature's sign-in dialog when a
 * visitor has had their free run. Loaded on first use (not at start-up).
 */
export function StrategistModal({
  request,
  open,
  onClose,
  onReopen,
  onStrategyUsed,
}: {
  request: StrategistRequest;
  open: boolean;
  onClose: () => void;
  /** Opens the modal again, with what was kept in storage. */
  onReopen: (opening: StrategistOpening) => void;
  /** 'Use This Strategy' filled the brief form: the page brings it into view. */
  onStrategyUsed: () => void;
}) {
  const upgrade = useUpgradePrompt();
  const signIn = useSignInDialog();
  const discoveryId =
    request.restored?.form.discoveryIQSessionId || request.initial?.discoveryIQSessionId || "";
  // Sign-in is needed to go on: the form is kept; once signed in the modal reopens and reruns.
  const onAuthIntent = () => {
    onClose();
    signIn.open({
      onSuccess: () => {
        const restored = readStoredStrategies();
        if (restored) onReopen({ mode: restored.form.mode, restored });
      },
    });
  };
  return (
    <StrategistDialog
      key={request.key}
      open={open}
      mode={request.mode}
      initial={request.initial}
      autoRun={request.autoRun}
      restored={request.restored}
      onClose={onClose}
      onAuthIntent={onAuthIntent}
      onUpgrade={(error) => upgrade("creative_idea", error)}
      onUseStrategy={({ brandSite, ...facts }) => {
        onClose();
        sendBriefCommand({ type: "fill", facts, ...(brandSite ? { brandSite } : {}) });
        onStrategyUsed();
      }}
      renderProgress={(job, retry) => (
        <JobProgress job={job} onRetry={retry} waitingText="Waiting for the strategist…" />
      )}
      renderProvider={(provider) => <BuiltInStudioNote provider={provider} />}
      context={discoveryId ? <DiscoveryContextNote sessionId={discoveryId} /> : undefined}
    />
  );
}
