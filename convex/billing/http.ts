import type { HttpRouter } from "convex/server";
import { internal } from "../_generated/api";
import type { Doc } from "../_generated/dataModel";
import { httpAction, type ActionCtx } from "../_generated/server";
import { errorResponse, json, readJsonObject, stringField } from "../lib/http";
import { messages, validationMessages } from "../../shared/errors";
import { startCredits, startSubscription } from "./checkoutFlow";

/**
 * Spec 7's billing routes:
 *   GET  /api/admin/credit-packages      → { packages } (active, by sortOrder)
 *   GET  /api/admin/subscription-tiers   → { tiers } (spec 5's listing; bearer optional)
 *   POST /api/billing/create-checkout-session {priceId, mode:'subscription', successUrl, cancelUrl}
 *   POST /api/billing/create-credit-purchase  {packageId, successUrl, cancelUrl}
 *        → 200 { url } | 401/400/... { error }
 * Return URLs off the web app's origin are ignored in favour of the defaults.
 */

const FALLBACK_ERROR = messages.billing.error.fallback;

// httpAction's ctx is typed loosely; it is this deployment's ActionCtx.

/** The bearer's user (an HTTP action sees the caller's identity), or null. */
async function bearer(ctx: ActionCtx): Promise<Doc<"users"> | null> {
  return await ctx.runQuery(internal.users.internal.current, {});
}

export function registerBillingRoutes(http: HttpRouter) {
  http.route({
    path: "/api/admin/credit-packages",
    method: "GET",
    handler: httpAction(async (httpCtx) => {
      const ctx = httpCtx as ActionCtx;
      const packages = await ctx.runQuery(internal.billing.internal.packages, {});
      return json({ packages }, 200, "public, max-age=300");
    }),
  });
  http.route({
    path: "/api/admin/subscription-tiers",
    method: "GET",
    handler: httpAction(async (httpCtx) => {
      const ctx = httpCtx as ActionCtx;
      const user = await bearer(ctx);
      const tiers = await ctx.runQuery(internal.billing.internal.tiers, {
        ...(user?.subscriptionTier ? { currentTier: user.subscriptionTier } : {}),
      });
      // Depends on the caller's plan: never shared from a cache.
      return json({ tiers });
    }),
  });
  http.route({
    path: "/api/billing/create-checkout-session",
    method: "POST",
    handler: httpAction(async (httpCtx, request) => {
      const ctx = httpCtx as ActionCtx;
      const user = await bearer(ctx);
      if (user === null) return json({ error: messages.billing.authRequired.subscription }, 401);
      const body = await readJsonObject(request);
      if (body === null) return json({ error: "Send a JSON object." }, 400);
      const priceId = stringField(body, "priceId");
      if (priceId === null || priceId.trim() === "") {
        return json({ error: validationMessages.billing.invalidPlan }, 400);
      }
      if (body.mode !== undefined && body.mode !== "subscription") {
        return json({ error: 'mode must be "subscription".' }, 400);
      }
      try {
        const url = await startSubscription(ctx, { user, userId: user._id }, priceId, {
          successUrl: stringField(body, "successUrl"),
          cancelUrl: stringField(body, "cancelUrl"),
        });
        return json({ url });
      } catch (error) {
        return errorResponse(error, FALLBACK_ERROR);
      }
    }),
  });
  http.route({
    path: "/api/billing/create-credit-purchase",
    method: "POST",
    handler: httpAction(async (httpCtx, request) => {
      const ctx = httpCtx as ActionCtx;
      const user = await bearer(ctx);
      if (user === null) return json({ error: messages.billing.authRequired.credits }, 401);
      const body = await readJsonObject(request);
      if (body === null) return json({ error: "Send a JSON object." }, 400);
      const packageId = stringField(body, "packageId");
      if (packageId === null || packageId.trim() === "") {
        return json({ error: "packageId is required." }, 400);
      }
      try {
        const url = await startCredits(ctx, { user, userId: user._id }, packageId, {
          successUrl: stringField(body, "successUrl"),
          cancelUrl: stringField(body, "cancelUrl"),
        });
        return json({ url });
      } catch (error) {
        return errorResponse(error, FALLBACK_ERROR);
      }
    }),
  });
}
