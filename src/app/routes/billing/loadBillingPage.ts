import type { ComponentType } from "react";

/**
 * One step between the router and the billing pages: the start-up bundle lists, for every page
 * chunk it can load, the shared chunks to preload with it, and the billing pages' list (tables,
 * forms, data lists) would grow it. Here that list lives in this tiny chunk instead, and the
 * router names only the paths.
 */
export async function loadBillingPage(path: string): Promise<ComponentType> {
  const pages = await import("./BillingPages");
  const byPath: Record<string, ComponentType> = {
    pricing: pages.PricingPage,
    "subscription/success": pages.SubscriptionSuccessPage,
    "credits/success": pages.CreditsSuccessPage,
    "checkout/local/:sessionId": pages.LocalCheckoutPage,
    "billing/local-portal": pages.LocalPortalPage,
    account: pages.AccountPage,
  };
  const Component = byPath[path];
  if (Component === undefined) throw new Error(`No billing page for ${path}`);
  return Component;
}
