import { v } from "convex/values";
import { userAction } from "../lib/functions";
import { openPortal, startCredits, startSubscription } from "./checkoutFlow";

/**
 * Starting a purchase. Each answers the URL to send the browser to: Stripe Checkout (or the
 * offline test checkout), or Stripe's Billing Portal. The rules live in checkoutFlow.ts.
 */

export const startSubscriptionCheckout = userAction({
  args: { priceId: v.string() },
  returns: v.object({ url: v.string() }),
  handler: async (ctx, { priceId }): Promise<{ url: string }> => ({
    url: await startSubscription(ctx, ctx, priceId),
  }),
});

export const startCreditCheckout = userAction({
  args: { packageId: v.string() },
  returns: v.object({ url: v.string() }),
  handler: async (ctx, { packageId }): Promise<{ url: string }> => ({
    url: await startCredits(ctx, ctx, packageId),
  }),
});

export const openBillingPortal = userAction({
  args: {},
  returns: v.object({ url: v.string() }),
  handler: async (ctx): Promise<{ url: string }> => ({ url: await openPortal(ctx, ctx) }),
});
