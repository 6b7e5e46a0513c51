import type { Doc, Id } from "../_generated/dataModel";
import type { MutationCtx } from "../_generated/server";
import { grantCredits } from "../credits/model";

/**
 * Monthly credits per subscription period. Two facts, each kept as a maximum so any delivery
 * order ends the same: the highest plan in force during the period (subscriptionPeriodTiers,
 * raised by live snapshots and paid invoices) and the credits granted for it
 * (subscriptionGrants). Once a period is paid its grant is topped up to its highest plan's
 * allowance, never beyond and never twice.
 */

export async function tierRow(ctx: MutationCtx, tier: string) {
  return await ctx.db
    .query("subscriptionTiers")
    .withIndex("by_tier", (q) => q.eq("tier", tier))
    .unique();
}

/** A plan's place in the ladder (sortOrder); unknown plans rank below every real one. */
export async function tierRank(ctx: MutationCtx, tier: string | null): Promise<number> {
  if (tier === null) return -1;
  return (await tierRow(ctx, tier))?.sortOrder ?? -1;
}

export async function periodTier(
  ctx: MutationCtx,
  subscriptionId: string,
  periodStart: number,
): Promise<string | null> {
  const row = await ctx.db
    .query("subscriptionPeriodTiers")
    .withIndex("by_subscription_and_period", (q) =>
      q.eq("stripeSubscriptionId", subscriptionId).eq("periodStart", periodStart),
    )
    .unique();
  return row?.tier ?? null;
}

async function grantRow(ctx: MutationCtx, subscriptionId: string, periodStart: number) {
  return await ctx.db
    .query("subscriptionGrants")
    .withIndex("by_subscription_and_period", (q) =>
      q.eq("stripeSubscriptionId", subscriptionId).eq("periodStart", periodStart),
    )
    .unique();
}

/**
 * Grants what the period still lacks to reach `credits`; returns the credits added (0 when the
 * period already had them: a replay or a smaller plan).
 */
export async function grantPeriodUpTo(
  ctx: MutationCtx,
  args: {
    userId: Id<"users">;
    subscriptionId: string;
    periodStart: number;
    credits: number;
    note: string;
    sourceId: string;
  },
): Promise<number> {
  const row = await grantRow(ctx, args.subscriptionId, args.periodStart);
  const missing = args.credits - (row?.credits ?? 0);
  if (missing <= 0) return 0;
  await grantCredits(ctx, args.userId, missing, "monthly_grant", {
    note: args.note,
    sourceId: args.sourceId,
  });
  if (row === null) {
    await ctx.db.insert("subscriptionGrants", {
      stripeSubscriptionId: args.subscriptionId,
      periodStart: args.periodStart,
      credits: args.credits,
    });
  } else {
    await ctx.db.patch("subscriptionGrants", row._id, { credits: args.credits });
  }
  return missing;
}

/**
 * Records that `plan` was in force during the period. When that raises the period's plan and
 * the period is already paid, tops its grant up at once (an upgrade); `topUp: false` leaves
 * the grant to the caller (a paid invoice grants under its own id).
 */
export async function raisePeriodTier(
  ctx: MutationCtx,
  args: {
    userId: Id<"users">;
    subscriptionId: string;
    periodStart: number;
    plan: Doc<"subscriptionTiers">;
    topUp: boolean;
  },
): Promise<number> {
  const row = await ctx.db
    .query("subscriptionPeriodTiers")
    .withIndex("by_subscription_and_period", (q) =>
      q.eq("stripeSubscriptionId", args.subscriptionId).eq("periodStart", args.periodStart),
    )
    .unique();
  if (row !== null && (await tierRank(ctx, row.tier)) >= args.plan.sortOrder) return 0;
  if (row === null) {
    await ctx.db.insert("subscriptionPeriodTiers", {
      stripeSubscriptionId: args.subscriptionId,
      periodStart: args.periodStart,
      tier: args.plan.tier,
    });
  } else {
    await ctx.db.patch("subscriptionPeriodTiers", row._id, { tier: args.plan.tier });
  }
  const paid = await grantRow(ctx, args.subscriptionId, args.periodStart);
  if (!args.topUp || paid === null) return 0;
  return await grantPeriodUpTo(ctx, {
    userId: args.userId,
    subscriptionId: args.subscriptionId,
    periodStart: args.periodStart,
    credits: args.plan.legendCredits,
    note: `Upgrade to ${args.plan.name}: this period's credits topped up`,
    sourceId: args.subscriptionId,
  });
}
