import { PLACEHOLDER_PRICE_ID } from "../../../../shared/constants";

/** A plan is purchasable only with a real Stripe price id (spec 5). */
export function hasRealPriceId(priceId: string | null): boolean {
  if (priceId === null) return false;
  const trimmed = priceId.trim();
  return trimmed !== "" && trimmed !== PLACEHOLDER_PRICE_ID && !trimmed.includes("null");
}

export type CheckoutItem =
  { kind: "subscription"; priceId: string } | { kind: "credits"; packageId: string };

/**
 * Starts a Stripe Checkout Session and redirects to it. Checkout arrives with the billing
 * issue; until then every attempt fails, and the dialog says so with the spec's error toast.
 */
export async function startCheckout(item: CheckoutItem): Promise<never> {
  throw new Error(`Checkout for ${item.kind} is not available yet.`);
}
