import { v } from "convex/values";
import type { Doc } from "../_generated/dataModel";
import { publicQuery, userQuery } from "../lib/functions";
import { getOptionalUser } from "../lib/auth";
import { checkoutMode } from "../lib/env";
import { activePackages, activeTiers, toPlanDto, upgradePlans } from "./model";
import { tierFor } from "./tiers";
import { checkoutResultFor } from "./checkoutResult";
import {
  checkoutModeValidator,
  checkoutResultValidator,
  mySubscriptionValidator,
  packageValidator,
  planValidator,
} from "./validators";

const ADVANCED_TIERS = new Set(["business", "agency", "enterprise"]);

function toPackageDto(row: Doc<"creditPackages">) {
  return {
    id: row._id,
    packageId: row.packageId,
    name: row.name,
    description: row.description,
    priceInCents: row.priceInCents,
    legendCredits: row.legendCredits,
    isPopular: row.isPopular,
    savings: row.savings,
  };
}

/**
 * What the 'More Legend Credits Needed' dialog offers: plans to upgrade to and credit
 * packages, and whether checkout works on this deployment.
 */
export const upgradeOptions = publicQuery({
  args: {},
  returns: v.object({
    billingConfigured: v.boolean(),
    checkoutMode: checkoutModeValidator,
    currentTier: v.union(v.string(), v.null()),
    plans: v.array(planValidator),
    packages: v.array(packageValidator),
  }),
  handler: async (ctx) => {
    const user = await getOptionalUser(ctx);
    const mode = checkoutMode();
    const billingConfigured = mode !== "off";
    const plans = upgradePlans(await activeTiers(ctx), user?.subscriptionTier, billingConfigured);
    return {
      billingConfigured,
      checkoutMode: mode,
      currentTier: user?.subscriptionTier ?? null,
      plans: plans.map(toPlanDto),
      packages: (await activePackages(ctx)).map(toPackageDto),
    };
  },
});

/**
 * /pricing: every active plan (the free one too; `advanced` marks those shown with
 * ?show=advanced), the active packs, the caller's plan, and how checkout works here.
 */
export const pricing = publicQuery({
  args: {},
  returns: v.object({
    checkoutMode: checkoutModeValidator,
    currentTier: v.union(v.string(), v.null()),
    plans: v.array(v.object({ ...planValidator.fields, advanced: v.boolean() })),
    packages: v.array(packageValidator),
  }),
  handler: async (ctx) => {
    const user = await getOptionalUser(ctx);
    return {
      checkoutMode: checkoutMode(),
      currentTier: user?.subscriptionTier ?? null,
      plans: (await activeTiers(ctx)).map((row) => ({
        ...toPlanDto(row),
        advanced: ADVANCED_TIERS.has(row.tier),
      })),
      packages: (await activePackages(ctx)).map(toPackageDto),
    };
  },
});

/** The caller's plan, its period and any pending change (live: return pages subscribe to it). */
export const mySubscription = userQuery({
  args: {},
  returns: mySubscriptionValidator,
  handler: async (ctx) => {
    const tier = await tierFor(ctx, ctx.user.subscriptionTier);
    const subscription = await ctx.db
      .query("subscriptions")
      .withIndex("by_user", (q) => q.eq("userId", ctx.userId))
      .order("desc")
      .first();
    const customer = await ctx.db
      .query("billingCustomers")
      .withIndex("by_user", (q) => q.eq("userId", ctx.userId))
      .first();
    const live = subscription !== null && subscription.status !== "canceled" ? subscription : null;
    const scheduled = live?.scheduledTier != null ? await tierFor(ctx, live.scheduledTier) : null;
    const mode = checkoutMode();
    return {
      tier: ctx.user.subscriptionTier ?? tier.tier,
      planName: tier.name,
      legendCredits: ctx.user.legendCredits ?? 0,
      status: live?.status ?? null,
      currentPeriodEnd: live?.currentPeriodEnd ?? null,
      cancelAtPeriodEnd: live?.cancelAtPeriodEnd ?? false,
      scheduledPlanName: scheduled?.name ?? null,
      paymentFailed: live?.paymentFailedAt != null,
      canManage: mode === "stripe" ? customer !== null : mode === "local" && live !== null,
      checkoutMode: mode,
    };
  },
});

/**
 * A return page's question: has this checkout's payment landed? "pending" until the webhook has
 * applied it (the page subscribes, so it updates live), "unknown" for a session that is not the
 * caller's.
 */
export const checkoutResult = userQuery({
  args: { sessionId: v.string() },
  returns: checkoutResultValidator,
  handler: async (ctx, { sessionId }) => await checkoutResultFor(ctx, ctx.user, sessionId),
});
