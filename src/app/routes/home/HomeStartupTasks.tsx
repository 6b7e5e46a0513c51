import { lazy, Suspense, useCallback } from "react";
import { UpgradePromptHost } from "@/features/billing/components/UpgradePromptHost";
import { useSignInDialog } from "@/features/auth/hooks/useSignInDialog";
import { usePendingActionResume } from "@/lib/pendingActions/usePendingActionResume";

// Its own chunk: the checkout code it brings is only needed after a sign-in that left a checkout.
const CheckoutResume = lazy(() =>
  import("@/features/billing/components/CheckoutResume").then((m) => ({
    default: m.CheckoutResume,
  })),
);
// Likewise a sell deck a visitor asked for before signing in (SELL_IDEA).
const SellIdeaResume = lazy(() =>
  import("@/features/decks/components/SellIdeaResume").then((m) => ({
    default: m.SellIdeaResume,
  })),
);
import { useHashScroll } from "./useHashScroll";
import { useHomeUrlParams, type HomeUrlActions } from "./useHomeUrlParams";
import { useRestoredStrategies } from "./useRestoredStrategies";
import type { StrategistOpening } from "./useStrategistModal";

/**
 * The home page's work that never blocks the first screen, loaded just after it: resuming a
 * pending action after sign-in, reopening strategist work kept across a redirect, and the
 * page's query parameters; and the 'More Legend Credits Needed' dialog, registered as the upgrade
 * prompt of the strategist and the brief and ideas (its code loads when it first opens); and a
 * checkout chosen before a Google sign-in, resumed once back here; and a link to one of the
 * page's anchors, scrolled to once its section has mounted.
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
  const signIn = useSignInDialog();
  const requireSignIn = useCallback(
    (onSignedIn: () => void) => signIn.open({ onSuccess: onSignedIn }),
    [signIn],
  );
  usePendingActionResume();
  useRestoredStrategies(auth, show);
  useHomeUrlParams({ ready: auth !== "loading", openStrategist, revealBrief });
  useHashScroll();
  return (
    <>
      {/* Both resume only after a sign-in (the resume polls until their handlers register),
          so a visitor's first load never fetches their code. */}
      {auth === "signedIn" ? (
        <Suspense fallback={null}>
          <CheckoutResume />
          <SellIdeaResume />
        </Suspense>
      ) : null}
      <UpgradePromptHost requireSignIn={requireSignIn} />
    </>
  );
}
