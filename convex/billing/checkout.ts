import { v } from "convex/values";
import { userAction } from "../lib/functions";
import { appError } from "../lib/errors";

/**
 * Starting a purchase. Each answers the URL to send the browser to: Stripe Checkout (or the
 * offline test checkout), or Stripe's Billing Portal.
 */

export const startSubscriptionCheckout = userAction({
  args: { priceId: v.string() },
  returns: v.object({ url: v.string() }),
  handler: async (): Promise<{ url: string }> => {
    throw appError("INTERNAL", "Checkout is being built.");
  },
});

export const startCreditCheckout = userAction({
  args: { packageId: v.string() },
  returns: v.object({ url: v.string() }),
  handler: async (): Promise<{ url: string }> => {
    throw appError("INTERNAL", "Checkout is being built.");
  },
});

export const openBillingPortal = userAction({
  args: {},
  returns: v.object({ url: v.string() }),
  handler: async (): Promise<{ url: string }> => {
    throw appError("INTERNAL", "The billing portal is being built.");
  },
});
