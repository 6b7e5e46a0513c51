import type { Doc, Id } from "../_generated/dataModel";
import type { MutationCtx } from "../_generated/server";
import { DEFAULT_SUBSCRIPTION_TIER } from "../../shared/constants";
import type { NormalizedEvent } from "./events";
import { resolveUser } from "./customerRules";
import { periodTier, raisePeriodTier, tierRank } from "./grantRules";
import { tierForPriceId } from "./model";

/**
 * customer.subscription.* events. The row's Stripe fields come from the newest event (by
 * `created`, never arrival order). The plan in force is the highest plan seen live during the
 * current period: an upgrade takes effect at once, a downgrade waits as `scheduledTier` until
 * the next period's snapshot arrives (Stripe sends one at every renewal, so no timer is
 * needed); a cancellation runs to the period's end and `deleted` returns the user to free.
 */

type SubscriptionEvent = Extract<
  NormalizedEvent,
  {
    type:
      | "customer.subscription.created"
      | "customer.subscription.updated"
      | "customer.subscription.deleted";
  }
>;

/** Statuses in which the plan is in force (past_due: Stripe is still retrying the payment). */
const LIVE_STATUSES = new Set(["active", "trialing", "past_due"]);

export function isLive(status: string): boolean {
  return LIVE_STATUSES.has(status);
}

export async function subscriptionRow(ctx: MutationCtx, subscriptionId: string) {
  return await ctx.db
    .query("subscriptions")
    .withIndex("by_stripeSubscriptionId", (q) => q.eq("stripeSubscriptionId", subscriptionId))
    .unique();
}

/**
 * Whether an event at `created` replaces the row's state. Equal seconds are common (Stripe
 * sends created and updated together): there `deleted` wins and `created` never overwrites.
 */
function isNewer(row: Doc<"subscriptions">, created: number, type: SubscriptionEvent["type"]) {
  if (created !== row.stateEventCreated) return created > row.stateEventCreated;
  if (row.status === "canceled") return type === "customer.subscription.deleted";
  return type !== "customer.subscription.created";
}

/** The user's plan: the highest plan in force among their live subscriptions, else free. */
export async function syncUserTier(ctx: MutationCtx, userId: Id<"users">) {
  const rows = await ctx.db
    .query("subscriptions")
    .withIndex("by_user", (q) => q.eq("userId", userId))
    .take(20);
  let best: string | null = null;
  for (const row of rows) {
    if (isLive(row.status) && (await tierRank(ctx, row.tier)) > (await tierRank(ctx, best))) {
      best = row.tier;
    }
  }
  const tier = best ?? DEFAULT_SUBSCRIPTION_TIER;
  const user = await ctx.db.get("users", userId);
  if (user !== null && user.subscriptionTier !== tier) {
    await ctx.db.patch("users", userId, { subscriptionTier: tier });
  }
}

/**
 * Derives the plan in force and any waiting downgrade from the row's newest snapshot and its
 * period's highest plan, then the user's plan from that.
 */
export async function settleSubscription(ctx: MutationCtx, row: Doc<"subscriptions">) {
  const snapshotTier =
    (await tierForPriceId(ctx, row.priceId))?.tier ?? row.scheduledTier ?? row.tier;
  const top = await periodTier(ctx, row.stripeSubscriptionId, row.currentPeriodStart);
  const inForce =
    (await tierRank(ctx, top)) > (await tierRank(ctx, snapshotTier)) && top !== null
      ? top
      : snapshotTier;
  const scheduledTier = inForce === snapshotTier ? null : snapshotTier;
  if (row.tier !== inForce || row.scheduledTier !== scheduledTier) {
    await ctx.db.patch("subscriptions", row._id, { tier: inForce, scheduledTier });
  }
  await syncUserTier(ctx, row.userId);
}

export async function applySubscriptionEvent(
  ctx: MutationCtx,
  created: number,
  event: SubscriptionEvent,
): Promise<string> {
  const existing = await subscriptionRow(ctx, event.subscriptionId);
  const userId = await resolveUser(ctx, event, existing?.userId ?? null);
  if (userId === null) return "ignored: no user for this subscription";
  const plan = await tierForPriceId(ctx, event.priceId);
  if (plan === null && existing === null) return `ignored: price ${event.priceId} buys no plan`;

  const periodStart = event.currentPeriodStart * 1000;
  const live = isLive(event.status) && event.type !== "customer.subscription.deleted";
  const toppedUp =
    plan !== null && live
      ? await raisePeriodTier(ctx, {
          userId,
          subscriptionId: event.subscriptionId,
          periodStart,
          plan,
          topUp: true,
        })
      : 0;

  const snapshot = {
    stripeCustomerId: event.customerId,
    status: event.type === "customer.subscription.deleted" ? "canceled" : event.status,
    priceId: event.priceId,
    currentPeriodStart: periodStart,
    currentPeriodEnd: event.currentPeriodEnd * 1000,
    cancelAtPeriodEnd: event.cancelAtPeriodEnd,
    stateEventCreated: created,
  };
  let id: Id<"subscriptions">;
  let outcome: string;
  if (existing === null) {
    id = await ctx.db.insert("subscriptions", {
      userId,
      stripeSubscriptionId: event.subscriptionId,
      ...snapshot,
      tier: plan?.tier ?? DEFAULT_SUBSCRIPTION_TIER,
      scheduledTier: null,
      paymentFailedAt: null,
    });
    outcome = "applied: subscription recorded";
  } else if (isNewer(existing, created, event.type)) {
    id = existing._id;
    await ctx.db.patch("subscriptions", id, snapshot);
    outcome = "applied: subscription updated";
  } else {
    id = existing._id;
    outcome = "applied: older than the subscription's state, kept only its plan for the period";
  }
  const row = await ctx.db.get("subscriptions", id);
  if (row !== null) await settleSubscription(ctx, row);
  return toppedUp > 0 ? `${outcome}; upgrade topped up ${toppedUp} credits` : outcome;
}
