import { internal } from "../_generated/api";
import type { Doc, Id } from "../_generated/dataModel";
import type { ActionCtx } from "../_generated/server";
import { appError } from "../lib/errors";
import { checkoutMode, providerEnv } from "../lib/env";
import { validationMessages } from "../../shared/errors";
import { stripeClient } from "./stripeClient";
import { LOCAL_CUSTOMER_PREFIX } from "./checkoutData";
import {
  createCustomer,
  createPaymentSession,
  createPlanChangeSession,
  createPortalSession,
  createSubscriptionSession,
} from "./stripeAdapter";
import { defaultUrls, ownReturnUrl, SESSION_PLACEHOLDER, withSessionPlaceholder } from "./urls";

/**
 * Starting a purchase, shared by the app's actions (checkout.ts) and the spec's HTTP routes
 * (http.ts): checks the order, makes sure the user has a customer, then opens Stripe Checkout or
 * the offline test checkout and answers where to send the browser.
 */

/** Checkout is off (no Stripe key, no offline checkout): calm, and no setting names. */
export const PAYMENTS_OFF = "Payments aren’t available right now. Please try again later.";
export const PACKAGE_UNAVAILABLE = "That credit package isn’t available. Please choose another.";
export const alreadyOnPlan = (name: string) => `You’re already on the ${name} plan.`;
export const NO_PLAN_TO_MANAGE = "You don’t have a paid plan to manage yet.";

type Buyer = { user: Doc<"users">; userId: Id<"users"> };
type ReturnUrls = { successUrl?: string | null; cancelUrl?: string | null };

export const LOCAL_ID_PREFIX = {
  session: "cs_local_",
  customer: LOCAL_CUSTOMER_PREFIX,
} as const;

/** A random id part: letters and digits, like Stripe's own ids. */
export function randomToken(length = 24): string {
  const alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";
  const bytes = crypto.getRandomValues(new Uint8Array(length));
  return Array.from(bytes, (byte) => alphabet[byte % alphabet.length]).join("");
}

function enabledMode(): "stripe" | "local" {
  const mode = checkoutMode();
  if (mode === "off") throw appError("PROVIDER_UNAVAILABLE", PAYMENTS_OFF);
  return mode;
}

function stripe() {
  // checkoutMode() is "stripe" only when the key is set.
  return stripeClient(providerEnv.stripeSecretKey() ?? "");
}

/**
 * The user's customer: the stored one, else a new one stored before any redirect (the webhook
 * finds the user of an event by its customer).
 */
async function customerFor(ctx: ActionCtx, buyer: Buyer, mode: "stripe" | "local") {
  const existing = await ctx.runQuery(internal.billing.checkoutData.customerFor, {
    userId: buyer.userId,
  });
  // Offline test customers are unknown to Stripe; once Stripe is on, the user gets a real one.
  if (existing !== null && !(mode === "stripe" && existing.startsWith(LOCAL_ID_PREFIX.customer))) {
    return existing;
  }
  const created =
    mode === "stripe"
      ? await createCustomer(stripe(), {
          userId: buyer.userId,
          email: buyer.user.email ?? "",
          name: buyer.user.fullName ?? buyer.user.name ?? buyer.user.email ?? "",
        })
      : `${LOCAL_ID_PREFIX.customer}${randomToken(14)}`;
  return await ctx.runMutation(internal.billing.checkoutData.saveCustomer, {
    userId: buyer.userId,
    stripeCustomerId: created,
  });
}

async function openLocalCheckout(
  ctx: ActionCtx,
  buyer: Buyer,
  order: {
    kind: "subscription" | "credits";
    itemId: string;
    priceId: string | null;
    name: string;
    amountCents: number;
    credits: number;
    successUrl: string;
    cancelUrl: string;
  },
) {
  const sessionId = `${LOCAL_ID_PREFIX.session}${randomToken()}`;
  await ctx.runMutation(internal.billing.checkoutData.createLocalCheckout, {
    ...order,
    sessionId,
    userId: buyer.userId,
    successUrl: order.successUrl.replaceAll(SESSION_PLACEHOLDER, sessionId),
  });
  return defaultUrls.localCheckout(sessionId);
}

export async function startSubscription(
  ctx: ActionCtx,
  buyer: Buyer,
  priceId: string,
  urls: ReturnUrls = {},
): Promise<string> {
  const mode = enabledMode();
  const plan = await ctx.runQuery(internal.billing.checkoutData.planForPrice, { priceId });
  if (plan === null) throw appError("INVALID_ARGUMENT", validationMessages.billing.invalidPlan);
  if (buyer.user.subscriptionTier === plan.tier) {
    throw appError("CONFLICT", alreadyOnPlan(plan.name));
  }
  const successUrl = withSessionPlaceholder(
    ownReturnUrl(urls.successUrl, defaultUrls.subscriptionSuccess()),
  );
  const cancelUrl = ownReturnUrl(urls.cancelUrl, defaultUrls.cancel());
  const customerId = await customerFor(ctx, buyer, mode);
  if (mode === "local") {
    return await openLocalCheckout(ctx, buyer, {
      kind: "subscription",
      itemId: plan.tier,
      priceId: plan.priceId,
      name: plan.name,
      amountCents: plan.amountCents,
      credits: plan.credits,
      successUrl,
      cancelUrl,
    });
  }
  // A second checkout would start a second subscription: a plan change is made to the current
  // one, in the Billing Portal (upgrades at once, downgrades at period end, as configured there).
  const current = await ctx.runQuery(internal.billing.checkoutData.billingSubscriptionId, {
    userId: buyer.userId,
  });
  if (current !== null) {
    return await createPlanChangeSession(stripe(), customerId, current, defaultUrls.account());
  }
  return await createSubscriptionSession(stripe(), {
    customerId,
    userId: buyer.userId,
    tier: plan.tier,
    priceId: plan.priceId,
    successUrl,
    cancelUrl,
  });
}

export async function startCredits(
  ctx: ActionCtx,
  buyer: Buyer,
  packageId: string,
  urls: ReturnUrls = {},
): Promise<string> {
  const mode = enabledMode();
  const pack = await ctx.runQuery(internal.billing.checkoutData.packageFor, { packageId });
  if (pack === null) throw appError("INVALID_ARGUMENT", PACKAGE_UNAVAILABLE);
  const successUrl = withSessionPlaceholder(
    ownReturnUrl(urls.successUrl, defaultUrls.creditsSuccess()),
  );
  const cancelUrl = ownReturnUrl(urls.cancelUrl, defaultUrls.cancel());
  const customerId = await customerFor(ctx, buyer, mode);
  if (mode === "local") {
    return await openLocalCheckout(ctx, buyer, {
      kind: "credits",
      itemId: pack.packageId,
      priceId: pack.stripePriceId,
      name: pack.name,
      amountCents: pack.priceInCents,
      credits: pack.credits,
      successUrl,
      cancelUrl,
    });
  }
  return await createPaymentSession(stripe(), {
    customerId,
    userId: buyer.userId,
    packageId: pack.packageId,
    name: pack.name,
    priceInCents: pack.priceInCents,
    stripePriceId: pack.stripePriceId,
    successUrl,
    cancelUrl,
  });
}

export async function openPortal(ctx: ActionCtx, buyer: Buyer): Promise<string> {
  const mode = enabledMode();
  if (mode === "local") return defaultUrls.localPortal();
  const customerId = await ctx.runQuery(internal.billing.checkoutData.customerFor, {
    userId: buyer.userId,
  });
  if (customerId === null) throw appError("NOT_FOUND", NO_PLAN_TO_MANAGE);
  return await createPortalSession(stripe(), customerId, defaultUrls.account());
}
