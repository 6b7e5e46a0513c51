import { appError } from "../lib/errors";
import { convexSiteUrl, providerEnv } from "../lib/env";
import { signWebhookPayload } from "./stripeClient";
import type { LocalEvent } from "./localEvents";

/**
 * Sends the offline checkout's events to this deployment's own webhook, signed with its
 * webhook secret exactly as Stripe signs, so the real verification and applying code runs.
 */

export const WEBHOOK_PATH = "/api/stripe/webhook";
export const TEST_CHECKOUT_FAILED =
  "The test checkout couldn't complete the payment. Nothing was charged. Please try again.";

export async function deliverLocalEvents(events: LocalEvent[]): Promise<void> {
  const secret = providerEnv.stripeWebhookSecret();
  if (secret === undefined) {
    // A deployment misconfiguration (the local backend always sets one): say so in the log only.
    console.error("The offline checkout needs a webhook secret to sign its events");
    throw appError("PROVIDER_UNAVAILABLE", TEST_CHECKOUT_FAILED);
  }
  const url = `${convexSiteUrl()}${WEBHOOK_PATH}`;
  // In order, each after the last is applied: as Stripe usually delivers them.
  for (const event of events) {
    const payload = JSON.stringify(event);
    let response: Response;
    try {
      response = await fetch(url, {
        method: "POST",
        headers: {
          "Content-Type": "application/json",
          "Stripe-Signature": await signWebhookPayload(payload, secret),
        },
        body: payload,
      });
    } catch (error) {
      console.error(`The webhook at ${url} could not be reached`, error);
      throw appError("PROVIDER_UNAVAILABLE", TEST_CHECKOUT_FAILED);
    }
    if (!response.ok) {
      console.error(`The webhook refused ${event.type} ${event.id}: ${response.status}`);
      throw appError("PROVIDER_UNAVAILABLE", TEST_CHECKOUT_FAILED);
    }
  }
}
