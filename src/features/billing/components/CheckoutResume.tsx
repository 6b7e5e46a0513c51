import { useEffect } from "react";
import { toast } from "@/components/feedback/toast";
import { registerPendingActionHandler } from "@/lib/pendingActions/pendingActions";
import { useStartCheckout } from "../hooks/useCheckout";
import { checkoutFailure, parseCheckoutItem } from "../lib/checkout";

/**
 * Renders nothing: resumes a checkout chosen before a sign-in that left the page (Google's
 * redirect lands on home, whose usePendingActionResume runs the CHECKOUT pending action).
 */
export function CheckoutResume() {
  const start = useStartCheckout();
  useEffect(
    () =>
      registerPendingActionHandler("CHECKOUT", {
        parse: parseCheckoutItem,
        resume: (item) => {
          toast("Taking you to checkout…");
          start(item).catch((error: unknown) => {
            const failure = checkoutFailure(item, error);
            toast.error(failure.title, { description: failure.description });
          });
        },
      }),
    [start],
  );
  return null;
}
