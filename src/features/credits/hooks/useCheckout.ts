import { useState } from "react";
import { toast } from "@/components/feedback/toast";
import { messages } from "../../../../shared/errors";
import { hasRealPriceId, startCheckout, type CheckoutItem } from "../lib/checkout";

const texts = messages.billing;

/**
 * The purchase buttons (spec 2: 'Processing...' for the chosen item; 5: checkout needs a
 * signed-in session and a plan a valid price id; 8: the billing errors).
 */
export function useCheckout(signedIn: boolean) {
  const [processing, setProcessing] = useState<string | null>(null);

  const buy = async (key: string, item: CheckoutItem) => {
    if (!signedIn) {
      toast.error(texts.authRequired.title, {
        description:
          item.kind === "subscription"
            ? texts.authRequired.subscription
            : texts.authRequired.credits,
      });
      return;
    }
    if (item.kind === "subscription" && !hasRealPriceId(item.priceId)) {
      toast.error(texts.invalidPlan.title, { description: texts.invalidPlan.description });
      return;
    }
    setProcessing(key);
    try {
      await startCheckout(item);
    } catch {
      toast.error(texts.error.title, { description: texts.error.fallback });
    } finally {
      setProcessing(null);
    }
  };

  return { processing, buy: (key: string, item: CheckoutItem) => void buy(key, item) };
}
