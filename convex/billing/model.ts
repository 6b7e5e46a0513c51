import type { Doc } from "../_generated/dataModel";
import type { QueryCtx } from "../_generated/server";
import { DEFAULT_SUBSCRIPTION_TIER, PLACEHOLDER_PRICE_ID } from "../../shared/constants";
import { checkoutMode } from "../lib/env";

const MAX_ROWS = 50;

/** Spec 5: a plan is purchasable only with a real price id. */
export function hasRealPriceId(priceId: string | null | undefined): boolean {
  if (priceId === null || priceId === undefined) return false;
  const trimmed = priceId.trim();
  return trimmed !== "" && trimmed !== PLACEHOLDER_PRICE_ID && !trimmed.includes("null");
}

/**
 * The offline checkout has no Stripe prices: each paid plan gets a stand-in id
 * (`price_local_<tier>`) at read time, never stored, so a later real key never sees one.
 */
export const LOCAL_PRICE_PREFIX = "price_local_";

export function effectivePriceId(row: Doc<"subscriptionTiers">): string | null {
  if (checkoutMode() === "local" && row.priceMonthly !== null && row.priceMonthly > 0) {
    return row.stripePriceId && hasRealPriceId(row.stripePriceId)
      ? row.stripePriceId
      : `${LOCAL_PRICE_PREFIX}${row.tier}`;
  }
  return row.stripePriceId;
}

/** The active plan a price id buys (a real Stripe price, or a local stand-in offline). */
export async function tierForPriceId(
  ctx: QueryCtx,
  priceId: string,
): Promise<Doc<"subscriptionTiers"> | null> {
  if (!hasRealPriceId(priceId)) return null;
  if (priceId.startsWith(LOCAL_PRICE_PREFIX) && checkoutMode() === "local") {
    const tier = priceId.slice(LOCAL_PRICE_PREFIX.length);
    const row = await ctx.db
      .query("subscriptionTiers")
      .withIndex("by_tier", (q) => q.eq("tier", tier))
      .unique();
    return row !== null && effectivePriceId(row) === priceId ? row : null;
  }
  const rows = await ctx.db
    .query("subscriptionTiers")
    .withIndex("by_stripePriceId", (q) => q.eq("stripePriceId", priceId))
    .take(2);
  return rows.length === 1 ? rows[0] : null;
}

export type PlanDto = {
  id: string;
  tier: string;
  name: string;
  description: string;
  features: string[];
  priceMonthly: number | null;
  stripePriceId: string | null;
  sortOrder: number;
  legendCredits: number;
  brandProfileLimit: number;
  legendsAccessCount: number;
};

export function toPlanDto(row: Doc<"subscriptionTiers">): PlanDto {
  return {
    id: row._id,
    tier: row.tier,
    name: row.name,
    description: row.description,
    features: row.features,
    priceMonthly: row.priceMonthly,
    stripePriceId: effectivePriceId(row),
    sortOrder: row.sortOrder,
    legendCredits: row.legendCredits,
    brandProfileLimit: row.brandProfileLimit,
    legendsAccessCount: row.legendsAccessCount,
  };
}

export async function activeTiers(ctx: QueryCtx) {
  const rows = await ctx.db.query("subscriptionTiers").withIndex("by_sortOrder").take(MAX_ROWS);
  return rows.filter((row) => row.isActive);
}

export async function activePackages(ctx: QueryCtx) {
  const rows = await ctx.db.query("creditPackages").withIndex("by_sortOrder").take(MAX_ROWS);
  return rows.filter((row) => row.isActive);
}

/**
 * Plans an upgrade can offer (spec 5): never the free plan or the caller's own, sorted by
 * sortOrder; and once billing is configured, only plans with a real Stripe price id.
 */
export function upgradePlans(
  tiers: Doc<"subscriptionTiers">[],
  currentTier: string | undefined,
  billingConfigured: boolean,
): Doc<"subscriptionTiers">[] {
  const current = currentTier ?? DEFAULT_SUBSCRIPTION_TIER;
  return tiers.filter(
    (tier) =>
      tier.tier !== DEFAULT_SUBSCRIPTION_TIER &&
      tier.tier !== current &&
      (!billingConfigured || hasRealPriceId(effectivePriceId(tier))),
  );
}
