import type { HttpRouter } from "convex/server";
import { internal } from "../_generated/api";
import { httpAction } from "../_generated/server";
import { providerEnv } from "../lib/env";
import { json } from "../lib/http";
import { normalizeStripeEvent } from "./events";
import { verifyWebhook } from "./stripeClient";

/** Stripe's events are a few KiB; anything near this is not one of them. */
export const MAX_WEBHOOK_BYTES = 1024 * 1024;

export const STRIPE_WEBHOOK_PATH = "/api/stripe/webhook";

/**
 * Stripe's webhook (and the offline checkout's, which signs the same way). The signature is
 * checked on the raw body before anything is parsed or written; a verified event is applied by
 * one internal mutation that also records its id. Answers: 200 applied or ignored, 400 bad
 * signature, 413 too large, 503 not configured (Stripe retries non-2xx answers for days).
 */
export const stripeWebhook = httpAction(async (ctx, request) => {
  const secret = providerEnv.stripeWebhookSecret();
  if (secret === undefined) return json({ error: "Webhooks are not configured." }, 503);
  const declared = Number(request.headers.get("content-length") ?? "0");
  if (declared > MAX_WEBHOOK_BYTES) return json({ error: "Payload too large." }, 413);
  const raw = await request.text();
  if (new TextEncoder().encode(raw).length > MAX_WEBHOOK_BYTES) {
    return json({ error: "Payload too large." }, 413);
  }
  const signature = request.headers.get("stripe-signature");
  if (!signature) return json({ error: "Missing signature." }, 400);

  let event: Awaited<ReturnType<typeof verifyWebhook>>;
  try {
    event = await verifyWebhook(raw, signature, secret);
  } catch {
    return json({ error: "Invalid signature." }, 400);
  }
  if (typeof event.id !== "string" || typeof event.created !== "number") {
    return json({ error: "Not a Stripe event." }, 400);
  }
  const normalized = normalizeStripeEvent(event);
  const envelope = { eventId: event.id, created: event.created };
  if (normalized === null) {
    await ctx.runMutation(internal.billing.apply.recordIgnored, {
      ...envelope,
      type: String(event.type),
    });
  } else {
    await ctx.runMutation(internal.billing.apply.applyEvent, { ...envelope, event: normalized });
  }
  return json({ received: true });
});

export function registerStripeWebhook(http: HttpRouter) {
  http.route({ path: STRIPE_WEBHOOK_PATH, method: "POST", handler: stripeWebhook });
}
