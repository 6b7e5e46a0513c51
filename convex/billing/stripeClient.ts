import Stripe from "stripe";
import { stripeApiTarget } from "../lib/env";

/**
 * The `stripe` SDK set up for Convex's default runtime (no Node APIs): requests over `fetch`,
 * signatures with Web Crypto. Works the same in the local backend (Node) and in tests.
 */

/** Signature tolerance for webhooks, seconds (Stripe's default). */
export const WEBHOOK_TOLERANCE_SECONDS = 300;

export function stripeClient(secretKey: string): Stripe {
  return new Stripe(secretKey, {
    httpClient: Stripe.createFetchHttpClient(),
    maxNetworkRetries: 2,
    timeout: 20_000,
    ...(stripeApiTarget() ?? {}),
  });
}

const cryptoProvider = () => Stripe.createSubtleCryptoProvider();

/** Verifies a webhook's raw body against its Stripe-Signature header; throws when it fails. */
export async function verifyWebhook(
  rawBody: string,
  signature: string,
  secret: string,
  now: number = Date.now(),
): Promise<Stripe.Event> {
  return await Stripe.webhooks.constructEventAsync(
    rawBody,
    signature,
    secret,
    WEBHOOK_TOLERANCE_SECONDS,
    cryptoProvider(),
    now,
  );
}

/** A valid Stripe-Signature header for `payload` (the offline checkout and tests sign with it). */
export async function signWebhookPayload(
  payload: string,
  secret: string,
  timestampSeconds?: number,
): Promise<string> {
  return await Stripe.webhooks.generateTestHeaderStringAsync({
    payload,
    secret,
    cryptoProvider: cryptoProvider(),
    ...(timestampSeconds === undefined ? {} : { timestamp: timestampSeconds }),
  });
}
