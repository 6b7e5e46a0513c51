import { lazy, Suspense, useEffect, useState } from "react";
import { setUpgradePromptOpener } from "@/lib/upgradePrompt";
import type { RequireSignIn } from "../hooks/useCheckout";

const CreditsDialog = lazy(() =>
  import("./CreditsDialog").then((m) => ({ default: m.CreditsDialog })),
);

/**
 * Registers the 'More Legend Credits Needed' dialog as the app's upgrade prompt
 * (src/lib/upgradePrompt.ts: every path that runs out of credits opens it, at most once per
 * second), and loads the dialog's code the first time it opens.
 */
export function UpgradePromptHost({ requireSignIn }: { requireSignIn: RequireSignIn }) {
  const [prompt, setPrompt] = useState<{ open: boolean; message: string } | null>(null);

  useEffect(() => {
    setUpgradePromptOpener((_kind, message) => setPrompt({ open: true, message }));
    return () => setUpgradePromptOpener(null);
  }, []);

  if (prompt === null) return null;
  return (
    <Suspense fallback={null}>
      <CreditsDialog
        open={prompt.open}
        message={prompt.message}
        requireSignIn={requireSignIn}
        onOpenChange={(open) => setPrompt((current) => current && { ...current, open })}
      />
    </Suspense>
  );
}
