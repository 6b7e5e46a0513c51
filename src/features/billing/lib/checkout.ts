import { PLACEHOLDER_PRICE_ID } from "../../../../shared/constants";
import { messages, readAppError } from "../../../../shared/errors";

/** Shown when this deployment has no checkout (no developer hints: the README says how). */
export const BILLING_NOT_CONFIGURED =
  "Billing isn’t configured on this deployment, so plans and credits can’t be bought here yet.";

/** A plan is purchasable only with a real Stripe price id (spec 5). */
export function hasRealPriceId(priceId: string | null): boolean {
  if (priceId === null) return false;
  const trimmed = priceId.trim();
  return trimmed !== "" && trimmed !== PLACEHOLDER_PRICE_ID && !trimmed.includes("null");
}

export type CheckoutItem =
  { kind: "subscription"; priceId: string } | { kind: "credits"; packageId: string };

/** Which button is 'Processing...': one key per plan price or pack. */
export function checkoutKey(item: CheckoutItem): string {
  return item.kind === "subscription" ? `plan:${item.priceId}` : `pack:${item.packageId}`;
}

const MAX_ID_LENGTH = 255;
const isId = (value: unknown): value is string =>
  typeof value === "string" && value.length > 0 && value.length <= MAX_ID_LENGTH;

/** The CHECKOUT pending action's payload as stored, or null: local storage is untrusted. */
export function parseCheckoutItem(payload: unknown): CheckoutItem | null {
  if (typeof payload !== "object" || payload === null) return null;
  const record = payload as Record<string, unknown>;
  if (record.kind === "subscription" && isId(record.priceId)) {
    return { kind: "subscription", priceId: record.priceId };
  }
  if (record.kind === "credits" && isId(record.packageId)) {
    return { kind: "credits", packageId: record.packageId };
  }
  return null;
}

const INVALID_PLAN_PREFIX = `${messages.billing.invalidPlan.title}: `;

/**
 * Spec 8's billing toasts for a failed checkout start: 'Invalid Plan' with the server's text for a
 * plan the server refuses, otherwise 'Error' with the server's text or the generic wording.
 */
export function checkoutFailure(
  item: CheckoutItem,
  error: unknown,
): { title: string; description: string } {
  const appError = readAppError(error);
  const text = appError?.message.trim() ?? "";
  const invalidPlan =
    item.kind === "subscription" &&
    (appError?.code === "INVALID_ARGUMENT" || text.startsWith(INVALID_PLAN_PREFIX));
  if (invalidPlan) {
    const description = text.startsWith(INVALID_PLAN_PREFIX)
      ? text.slice(INVALID_PLAN_PREFIX.length)
      : text || messages.billing.invalidPlan.description;
    return { title: messages.billing.invalidPlan.title, description };
  }
  return {
    title: messages.billing.error.title,
    description: text || messages.billing.error.fallback,
  };
}
