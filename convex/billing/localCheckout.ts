import { v } from "convex/values";
import { internal } from "../_generated/api";
import { userAction, userMutation, userQuery } from "../lib/functions";
import { appError } from "../lib/errors";
import { checkoutMode } from "../lib/env";
import { randomToken } from "./checkoutFlow";
import { deliverLocalEvents } from "./localDelivery";
import {
  cancelAtPeriodEndEvent,
  creditOrderEvents,
  orderKey,
  subscriptionOrderEvents,
} from "./localEvents";

/**
 * The offline test checkout and test billing portal (checkoutMode() === "local"). Paying sends
 * Stripe-shaped, signed events to the app's own webhook (localEvents.ts, localDelivery.ts), so
 * plans and credits arrive by the same code as with Stripe.
 */

export const TEST_CHECKOUT_MISSING = "This test checkout isn’t available. Please start again.";
export const NO_TEST_PLAN = "You don’t have a paid plan to change.";

export const localSessionValidator = v.object({
  sessionId: v.string(),
  kind: v.union(v.literal("subscription"), v.literal("credits")),
  name: v.string(),
  amountCents: v.number(),
  credits: v.number(),
  status: v.union(v.literal("open"), v.literal("paid"), v.literal("canceled")),
  email: v.string(),
});

function assertLocal() {
  if (checkoutMode() !== "local") throw appError("NOT_FOUND", TEST_CHECKOUT_MISSING);
}

/** The caller's order, or null (someone else's, unknown, or checkout not local). */
export const session = userQuery({
  args: { sessionId: v.string() },
  returns: v.union(localSessionValidator, v.null()),
  handler: async (ctx, { sessionId }) => {
    if (checkoutMode() !== "local") return null;
    const row = await ctx.db
      .query("localCheckouts")
      .withIndex("by_sessionId", (q) => q.eq("sessionId", sessionId))
      .unique();
    if (row === null || row.userId !== ctx.userId) return null;
    return {
      sessionId: row.sessionId,
      kind: row.kind,
      name: row.name,
      amountCents: row.amountCents,
      credits: row.credits,
      status: row.status,
      email: ctx.user.email ?? "",
    };
  },
});

/** Pays the caller's order once and answers its success page. */
export const pay = userAction({
  args: { sessionId: v.string() },
  returns: v.object({ url: v.string() }),
  handler: async (ctx, { sessionId }): Promise<{ url: string }> => {
    assertLocal();
    const claim = await ctx.runMutation(internal.billing.localData.claimForPayment, {
      sessionId,
      userId: ctx.userId,
    });
    if (claim.outcome === "paid") return { url: claim.successUrl };
    if (claim.outcome !== "pay") throw appError("NOT_FOUND", TEST_CHECKOUT_MISSING);
    const { order } = claim;
    // A retry after a half-delivered Pay: the subscription it made is this order's own.
    const current =
      claim.current?.subscriptionId === `sub_local_${orderKey(sessionId)}` ? null : claim.current;
    const now = Math.floor(Date.now() / 1000);
    const events =
      order.kind === "subscription" && order.priceId !== null
        ? subscriptionOrderEvents({ ...order, priceId: order.priceId }, current, now)
        : creditOrderEvents(order, now);
    try {
      await deliverLocalEvents(events);
    } catch (error) {
      // Event ids repeat on a retry, so whatever did land is not applied twice.
      await ctx.runMutation(internal.billing.localData.reopen, { sessionId });
      throw error;
    }
    return { url: order.successUrl };
  },
});

export const cancel = userMutation({
  args: { sessionId: v.string() },
  returns: v.object({ url: v.string() }),
  handler: async (ctx, { sessionId }): Promise<{ url: string }> => {
    assertLocal();
    const row = await ctx.db
      .query("localCheckouts")
      .withIndex("by_sessionId", (q) => q.eq("sessionId", sessionId))
      .unique();
    if (row === null || row.userId !== ctx.userId) {
      throw appError("NOT_FOUND", TEST_CHECKOUT_MISSING);
    }
    // Paid is paid: the way back is its success page.
    if (row.status === "paid") return { url: row.successUrl };
    if (row.status === "open") {
      await ctx.db.patch("localCheckouts", row._id, { status: "canceled" });
    }
    return { url: row.cancelUrl };
  },
});

/** The test billing portal's one switch: cancel at period end, or keep the plan. */
export const setCancelAtPeriodEnd = userAction({
  args: { cancel: v.boolean() },
  returns: v.null(),
  handler: async (ctx, { cancel }): Promise<null> => {
    assertLocal();
    const current = await ctx.runQuery(internal.billing.localData.currentSubscription, {
      userId: ctx.userId,
    });
    if (current === null) throw appError("NOT_FOUND", NO_TEST_PLAN);
    if (current.cancelAtPeriodEnd === cancel) return null;
    const now = Math.floor(Date.now() / 1000);
    await deliverLocalEvents([
      cancelAtPeriodEndEvent(current, cancel, now, `evt_local_${randomToken()}`),
    ]);
    return null;
  },
});
