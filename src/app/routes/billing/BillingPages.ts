/**
 * The billing pages, one chunk: each route of the router points at this one module, so the
 * start-up bundle carries one dynamic import for them all (bench/bundle.ts), not six.
 */
export { AccountPage } from "./AccountPage";
export { CreditsSuccessPage, SubscriptionSuccessPage } from "./CheckoutSuccessPage";
export { LocalCheckoutPage } from "./LocalCheckoutPage";
export { LocalPortalPage } from "./LocalPortalPage";
export { PricingPage } from "./PricingPage";
