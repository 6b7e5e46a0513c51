import type { Infer } from "convex/values";
import type { Doc } from "../_generated/dataModel";
import type { QueryCtx } from "../_generated/server";
import { tierFor } from "./tiers";
import type { checkoutResultValidator } from "./validators";

type CheckoutResult = Infer<typeof checkoutResultValidator>;

const MAX_SESSION_ID_LENGTH = 255;

/**
 * Whether a checkout's payment has been applied, for the return pages. Complete means what the
 * user paid for is in place: the pack's credits granted, or the plan's subscription applied and
 * its first invoice's credits granted. Until the webhook lands a Stripe session is unknown to
 * us, so it reads as pending; only a session we know belongs to someone else is "unknown".
 */
export async function checkoutResultFor(
  ctx: QueryCtx,
  user: Doc<"users">,
  sessionId: string,
): Promise<CheckoutResult> {
  const base = { planName: null, creditsAdded: null, legendCredits: user.legendCredits ?? 0 };
  const unknown: CheckoutResult = { status: "unknown", kind: null, ...base };
  if (sessionId === "" || sessionId.length > MAX_SESSION_ID_LENGTH) return unknown;

  const local = await ctx.db
    .query("localCheckouts")
    .withIndex("by_sessionId", (q) => q.eq("sessionId", sessionId))
    .unique();
  if (local !== null && local.userId !== user._id) return unknown;
  if (local !== null && local.status === "canceled") return unknown;

  const completion = await ctx.db
    .query("checkoutCompletions")
    .withIndex("by_sessionId", (q) => q.eq("sessionId", sessionId))
    .unique();
  if (completion !== null && completion.userId !== user._id) return unknown;
  const kind = completion?.mode === "payment" || local?.kind === "credits" ? "credits" : null;

  const purchase = await ctx.db
    .query("creditPurchases")
    .withIndex("by_checkoutSession", (q) => q.eq("checkoutSessionId", sessionId))
    .unique();
  if (purchase !== null) {
    if (purchase.userId !== user._id) return unknown;
    if (purchase.granted) {
      return { ...base, status: "complete", kind: "credits", creditsAdded: purchase.credits };
    }
    return { ...base, status: "pending", kind: "credits" };
  }
  if (completion === null || completion.mode === "payment") {
    return { ...base, status: "pending", kind: kind ?? (local ? "subscription" : null) };
  }

  const subscriptionId = completion.subscriptionId;
  const subscription =
    subscriptionId === null
      ? null
      : await ctx.db
          .query("subscriptions")
          .withIndex("by_stripeSubscriptionId", (q) => q.eq("stripeSubscriptionId", subscriptionId))
          .unique();
  const granted =
    subscriptionId === null
      ? null
      : await ctx.db
          .query("subscriptionGrants")
          .withIndex("by_subscription_and_period", (q) =>
            q.eq("stripeSubscriptionId", subscriptionId),
          )
          .first();
  if (subscription === null || subscription.userId !== user._id || granted === null) {
    return { ...base, status: "pending", kind: "subscription" };
  }
  const plan = await tierFor(ctx, user.subscriptionTier);
  return { ...base, status: "complete", kind: "subscription", planName: plan.name };
}
