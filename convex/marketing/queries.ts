import { v } from "convex/values";
import type { QueryCtx } from "../_generated/server";
import { publicQuery } from "../lib/functions";
import { createRng } from "../studio/engine/random";
import { PLACEHOLDER_EXAMPLES_PER_FETCH } from "../../shared/constants";
import { PLACEHOLDER_EXAMPLES } from "./placeholderExamples";
import { brandLogoValidator, listBrandLogos } from "./logos";
import { useCases as useCaseList, useCaseValidator } from "./useCases";

export const placeholderExamplesValidator = v.object({
  examples: v.array(v.string()),
  /** "database" (the seeded table) or "fallback" (the built-in list, before seeding). */
  source: v.union(v.literal("database"), v.literal("fallback")),
  totalAvailable: v.number(),
});

/** Far more than the list will ever hold; the read stays bounded. */
const MAX_EXAMPLES = 500;

/**
 * A shuffled selection of the examples. The order follows `seed`, so a query result is stable
 * (and cacheable) for a seed; the client passes a new seed to reshuffle (spec 7 refresh=true).
 */
export async function placeholderExamples(
  ctx: Pick<QueryCtx, "db">,
  seed: number,
  count: number = PLACEHOLDER_EXAMPLES_PER_FETCH,
) {
  const rows = await ctx.db
    .query("placeholderExamples")
    .withIndex("by_isActive_and_order", (q) => q.eq("isActive", true))
    .take(MAX_EXAMPLES);
  const texts = rows.length > 0 ? rows.map((row) => row.text) : [...PLACEHOLDER_EXAMPLES];
  const picked = createRng(`placeholders|${seed}`).sample(texts, Math.max(1, Math.min(count, 50)));
  return {
    examples: picked,
    source: rows.length > 0 ? ("database" as const) : ("fallback" as const),
    totalAvailable: texts.length,
  };
}

/** For the home prompt's typing placeholder (refetched every PLACEHOLDER_EXAMPLES.refreshMs). */
export const placeholders = publicQuery({
  args: { seed: v.optional(v.number()), count: v.optional(v.number()) },
  returns: placeholderExamplesValidator,
  handler: async (ctx, { seed, count }) => await placeholderExamples(ctx, seed ?? 0, count),
});

/** The home page's trust logo strip (spec 2, 9); empty hides it. */
export const brandLogos = publicQuery({
  args: {},
  returns: v.array(brandLogoValidator),
  handler: async (ctx) => await listBrandLogos(ctx),
});

/**
 * The home page's use-case sections: five example briefs and what the built-in studio returns
 * for each (a legend's campaign name, headline and core idea). Public, pure and deterministic.
 */
export const useCases = publicQuery({
  args: {},
  returns: v.array(useCaseValidator),
  handler: async () => useCaseList(),
});
