import { useCallback, useState } from "react";
import { useAction, useConvexAuth } from "convex/react";
import { toast } from "@/components/feedback/toast";
import { setLeavingPage } from "@/lib/leavingPage";
import {
  clearPendingAction,
  readPendingAction,
  savePendingAction,
} from "@/lib/pendingActions/pendingActions";
import { api } from "../../../../convex/_generated/api";
import { messages } from "../../../../shared/errors";
import { checkoutFailure, checkoutKey, hasRealPriceId, type CheckoutItem } from "../lib/checkout";
import { redirectTo } from "../lib/redirect";

const texts = messages.billing;

/** Opens the sign-in dialog and runs `onSignedIn` once the session is confirmed (the page's). */
export type RequireSignIn = (onSignedIn: () => void) => void;

/** Starts a checkout and sends the browser to it; throws what the server refused. */
export function useStartCheckout() {
  const startSubscription = useAction(api.billing.checkout.startSubscriptionCheckout);
  const startCredits = useAction(api.billing.checkout.startCreditCheckout);
  return useCallback(
    async (item: CheckoutItem) => {
      setLeavingPage(true);
      try {
        const { url } =
          item.kind === "subscription"
            ? await startSubscription({ priceId: item.priceId })
            : await startCredits({ packageId: item.packageId });
        redirectTo(url);
      } catch (error) {
        setLeavingPage(false);
        throw error;
      }
    },
    [startSubscription, startCredits],
  );
}

/**
 * The purchase buttons of /pricing and the 'More Legend Credits Needed' dialog (spec 2:
 * 'Processing...' for the chosen item; 5: checkout needs a signed-in session and a plan a valid
 * price id; 8: the billing toasts). A visitor is asked to sign in first; the choice is kept as the
 * CHECKOUT pending action (it survives Google's redirect, see CheckoutResume) and resumed here
 * when they sign in through the dialog.
 */
export function useCheckout(requireSignIn: RequireSignIn) {
  const { isAuthenticated } = useConvexAuth();
  const start = useStartCheckout();
  const [processing, setProcessing] = useState<string | null>(null);

  const run = useCallback(
    async (item: CheckoutItem) => {
      const key = checkoutKey(item);
      setProcessing(key);
      try {
        await start(item);
        // The browser is leaving for checkout: the button stays 'Processing...' until it has.
      } catch (error) {
        const failure = checkoutFailure(item, error);
        toast.error(failure.title, { description: failure.description });
        setProcessing((current) => (current === key ? null : current));
      }
    },
    [start],
  );

  const buy = useCallback(
    (item: CheckoutItem) => {
      if (processing !== null) return;
      if (item.kind === "subscription" && !hasRealPriceId(item.priceId)) {
        toast.error(texts.invalidPlan.title, { description: texts.invalidPlan.description });
        return;
      }
      if (!isAuthenticated) {
        toast.error(texts.authRequired.title, {
          description:
            item.kind === "subscription"
              ? texts.authRequired.subscription
              : texts.authRequired.credits,
        });
        savePendingAction("CHECKOUT", item);
        requireSignIn(() => {
          // Resumed here, so not again by the page the session lands on.
          if (readPendingAction()?.action === "CHECKOUT") clearPendingAction();
          void run(item);
        });
        return;
      }
      void run(item);
    },
    [isAuthenticated, processing, requireSignIn, run],
  );

  return { processing, buy };
}
