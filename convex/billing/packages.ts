import type { Doc } from "../_generated/dataModel";
import type { SeedStep } from "../system/model";

type PackageSeed = Omit<Doc<"creditPackages">, "_id" | "_creationTime">;

/** One package per size the spec names (small/starter, medium/popular, large/premium). */
export const PACKAGE_SEEDS: readonly PackageSeed[] = [
  {
    packageId: "starter",
    name: "Starter pack",
    description: "A brief's worth of ideas and visuals.",
    priceInCents: 1900,
    legendCredits: 100,
    isActive: true,
    isPopular: false,
    savings: null,
    sortOrder: 0,
  },
  {
    packageId: "popular",
    name: "Popular pack",
    description: "Enough for a campaign: strategies, briefs, ideas, visuals and decks.",
    priceInCents: 7900,
    legendCredits: 500,
    isActive: true,
    isPopular: true,
    savings: "Save 17%",
    sortOrder: 1,
  },
  {
    packageId: "premium",
    name: "Premium pack",
    description: "For agencies pitching several accounts.",
    priceInCents: 19900,
    legendCredits: 1500,
    isActive: true,
    isPopular: false,
    savings: "Save 30%",
    sortOrder: 2,
  },
];

export const creditPackagesSeedStep: SeedStep = {
  step: "billing.creditPackages",
  version: 1,
  run: async (ctx) => {
    for (const seed of PACKAGE_SEEDS) {
      const existing = await ctx.db
        .query("creditPackages")
        .withIndex("by_packageId", (q) => q.eq("packageId", seed.packageId))
        .unique();
      if (existing === null) await ctx.db.insert("creditPackages", seed);
    }
  },
};
