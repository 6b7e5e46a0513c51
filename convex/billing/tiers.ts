import type { Doc } from "../_generated/dataModel";
import type { MutationCtx, QueryCtx } from "../_generated/server";
import type { SeedStep } from "../system/model";
import { DEFAULT_SUBSCRIPTION_TIER, FREE_TIER_LABEL } from "../../shared/constants";

type TierSeed = Omit<Doc<"subscriptionTiers">, "_id" | "_creationTime">;

/**
 * The plans. Prices follow the spec's fallbacks (Starter $99, Pro $399); legend counts follow
 * its fallback counts (free 1, starter 3, pro 6; business and enterprise every legend).
 */
export const TIER_SEEDS: readonly TierSeed[] = [
  {
    tier: DEFAULT_SUBSCRIPTION_TIER,
    name: FREE_TIER_LABEL,
    description: "Try Legendary on a real brief. Free access opens by qualification and waitlist.",
    features: ["20 Legend Credits to start", "1 creative legend", "Strategies, briefs and ideas"],
    priceMonthly: 0,
    stripePriceId: null,
    sortOrder: 0,
    legendCredits: 20,
    brandProfileLimit: 0,
    legendsAccessCount: 1,
    isActive: true,
  },
  {
    tier: "starter",
    name: "Starter",
    description: "For solo creators and small businesses running their own campaigns.",
    features: ["300 Legend Credits a month", "3 creative legends", "1 brand profile", "Exports"],
    priceMonthly: 9900,
    stripePriceId: null,
    sortOrder: 1,
    legendCredits: 300,
    brandProfileLimit: 1,
    legendsAccessCount: 3,
    isActive: true,
  },
  {
    tier: "pro",
    name: "Pro",
    description: "For marketers who pitch every week and need visuals and sell decks.",
    features: [
      "1,500 Legend Credits a month",
      "6 creative legends",
      "5 brand profiles",
      "Sell decks and campaign pages",
    ],
    priceMonthly: 39900,
    stripePriceId: null,
    sortOrder: 2,
    legendCredits: 1500,
    brandProfileLimit: 5,
    legendsAccessCount: 6,
    isActive: true,
  },
  {
    tier: "business",
    name: "Business",
    description: "For brands and agencies working across several accounts.",
    features: [
      "5,000 Legend Credits a month",
      "Every legend",
      "25 brand profiles",
      "Priority generation",
    ],
    priceMonthly: 99900,
    stripePriceId: null,
    sortOrder: 3,
    legendCredits: 5000,
    brandProfileLimit: 25,
    legendsAccessCount: -1,
    isActive: true,
  },
  {
    tier: "enterprise",
    name: "Enterprise",
    description: "For holding companies and global brands: volume, private legends and support.",
    features: [
      "Custom Legend Credits",
      "Every legend, plus private legends",
      "Unlimited brand profiles",
      "Dedicated support",
    ],
    priceMonthly: null,
    stripePriceId: null,
    sortOrder: 4,
    legendCredits: 20000,
    brandProfileLimit: 1000,
    legendsAccessCount: -1,
    isActive: true,
  },
];

/** Upserts the plans by `tier`; keeps a configured Stripe price id. */
export const tiersSeedStep: SeedStep = {
  step: "billing.subscriptionTiers",
  version: 1,
  run: async (ctx) => {
    for (const seed of TIER_SEEDS) {
      const existing = await ctx.db
        .query("subscriptionTiers")
        .withIndex("by_tier", (q) => q.eq("tier", seed.tier))
        .unique();
      if (existing === null) await ctx.db.insert("subscriptionTiers", seed);
      else
        await ctx.db.replace("subscriptionTiers", existing._id, {
          ...seed,
          stripePriceId: existing.stripePriceId ?? seed.stripePriceId,
        });
    }
  },
};

/** The user's plan, falling back to the free plan for unknown or missing tiers. */
export async function tierFor(
  ctx: QueryCtx | MutationCtx,
  tier: string | undefined,
): Promise<Doc<"subscriptionTiers"> | TierSeed> {
  const row = await ctx.db
    .query("subscriptionTiers")
    .withIndex("by_tier", (q) => q.eq("tier", tier ?? DEFAULT_SUBSCRIPTION_TIER))
    .unique();
  return row ?? TIER_SEEDS[0];
}
