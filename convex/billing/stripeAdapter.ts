import Stripe from "stripe";
import { appError } from "../lib/errors";
import { validationMessages } from "../../shared/errors";

/**
 * The Stripe calls checkout makes, each one request through the `stripe` SDK (stripeClient.ts).
 * No Convex context here, so the contract test drives exactly these against a fake of Stripe's
 * REST API. Stripe's own failures become calm, user-facing app errors.
 */

/** Shown when Stripe refuses or cannot be reached; the details go to the log only. */
export const CHECKOUT_UNAVAILABLE =
  "We couldn't start checkout right now. Nothing was charged. Please try again in a moment.";

export async function createCustomer(
  stripe: Stripe,
  user: { userId: string; email: string; name: string },
): Promise<string> {
  const customer = await call(() =>
    stripe.customers.create(
      { email: user.email, name: user.name, metadata: { userId: user.userId } },
      // A retry after a lost answer must not make a second customer for the same user.
      { idempotencyKey: `customer-${user.userId}` },
    ),
  );
  return customer.id;
}

export type SubscriptionCheckout = {
  customerId: string;
  userId: string;
  tier: string;
  priceId: string;
  successUrl: string;
  cancelUrl: string;
};

export async function createSubscriptionSession(
  stripe: Stripe,
  order: SubscriptionCheckout,
): Promise<string> {
  const metadata = { userId: order.userId, tier: order.tier };
  const session = await call(
    () =>
      stripe.checkout.sessions.create({
        mode: "subscription",
        customer: order.customerId,
        client_reference_id: order.userId,
        line_items: [{ price: order.priceId, quantity: 1 }],
        // The webhook finds the user from the subscription's own metadata too.
        subscription_data: { metadata: { userId: order.userId } },
        metadata,
        success_url: order.successUrl,
        cancel_url: order.cancelUrl,
        allow_promotion_codes: true,
      }),
    { invalidPrice: true },
  );
  return sessionUrl(session);
}

export type CreditCheckout = {
  customerId: string;
  userId: string;
  packageId: string;
  name: string;
  priceInCents: number;
  stripePriceId: string | null;
  successUrl: string;
  cancelUrl: string;
};

export async function createPaymentSession(stripe: Stripe, order: CreditCheckout): Promise<string> {
  const metadata = { userId: order.userId, packageId: order.packageId };
  const lineItem: Stripe.Checkout.SessionCreateParams.LineItem =
    order.stripePriceId !== null
      ? { price: order.stripePriceId, quantity: 1 }
      : {
          price_data: {
            currency: "usd",
            unit_amount: order.priceInCents,
            product_data: { name: order.name },
          },
          quantity: 1,
        };
  const session = await call(() =>
    stripe.checkout.sessions.create({
      mode: "payment",
      customer: order.customerId,
      client_reference_id: order.userId,
      line_items: [lineItem],
      metadata,
      // A refund arrives as charge.refunded, which carries the payment intent, not the session.
      payment_intent_data: { metadata },
      success_url: order.successUrl,
      cancel_url: order.cancelUrl,
    }),
  );
  return sessionUrl(session);
}

export async function createPortalSession(
  stripe: Stripe,
  customerId: string,
  returnUrl: string,
): Promise<string> {
  const session = await call(() =>
    stripe.billingPortal.sessions.create({ customer: customerId, return_url: returnUrl }),
  );
  return session.url;
}

/** The Billing Portal straight on the page that changes this subscription's plan. */
export async function createPlanChangeSession(
  stripe: Stripe,
  customerId: string,
  subscriptionId: string,
  returnUrl: string,
): Promise<string> {
  const session = await call(() =>
    stripe.billingPortal.sessions.create({
      customer: customerId,
      return_url: returnUrl,
      flow_data: {
        type: "subscription_update",
        subscription_update: { subscription: subscriptionId },
      },
    }),
  );
  return session.url;
}

function sessionUrl(session: Stripe.Checkout.Session): string {
  if (!session.url) {
    console.error(`Stripe returned checkout session ${session.id} without a url`);
    throw appError("PROVIDER_UNAVAILABLE", CHECKOUT_UNAVAILABLE);
  }
  return session.url;
}

/**
 * Runs one Stripe request. A price Stripe does not know (a plan's price id set wrong on /admin)
 * reads as the spec's 'Invalid Plan'; anything else Stripe says is logged and answered calmly.
 */
async function call<T>(request: () => Promise<T>, options: { invalidPrice?: boolean } = {}) {
  try {
    return await request();
  } catch (error) {
    if (!(error instanceof Stripe.errors.StripeError)) throw error;
    console.error(`Stripe ${error.type} (${error.statusCode ?? "no status"}): ${error.message}`);
    if (
      options.invalidPrice &&
      error instanceof Stripe.errors.StripeInvalidRequestError &&
      (error.param ?? "").includes("price")
    ) {
      throw appError("INVALID_ARGUMENT", validationMessages.billing.invalidPlan);
    }
    throw appError("PROVIDER_UNAVAILABLE", CHECKOUT_UNAVAILABLE);
  }
}
