import { appError } from "../lib/errors";
import { PLACEHOLDER_PRICE_ID } from "../../shared/constants";
import { LOCAL_PRICE_PREFIX } from "./model";

/** What /admin may store as a Stripe price id. */

const PRICE_ID = /^price_[A-Za-z0-9]+$/;

export const INVALID_PRICE_ID =
  "Enter a Stripe price id like price_1AbC… (from the price's page in Stripe), or leave it empty.";
export const FREE_PLAN_HAS_NO_PRICE = "The free plan has no price, so it takes no price id.";

/**
 * The price id to store: null for none (blank counts as none), else a real-looking Stripe id.
 * The placeholder and the offline stand-ins are refused: stored, they would be offered for sale.
 */
export function checkPriceId(input: string | null): string | null {
  if (input === null) return null;
  const priceId = input.trim();
  if (priceId === "") return null;
  if (
    !PRICE_ID.test(priceId) ||
    priceId === PLACEHOLDER_PRICE_ID ||
    priceId.startsWith(LOCAL_PRICE_PREFIX) ||
    priceId.includes("null")
  ) {
    throw appError("INVALID_ARGUMENT", INVALID_PRICE_ID);
  }
  return priceId;
}
