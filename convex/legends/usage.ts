import type { MutationCtx, QueryCtx } from "../_generated/server";
import { LEGEND_TRENDING } from "../../shared/constants";
import type { LegendDoc, LegendId } from "./model";

/**
 * Trending: one counter row per legend per UTC day, incremented for every idea generated in the
 * legend's name. "Trending" is the sum of a legend's last `LEGEND_TRENDING.windowDays` days
 * (today included); older rows are never read, so nothing has to expire them.
 */

const DAY_MS = 24 * 60 * 60 * 1000;

export function dayOf(ms: number): number {
  return Math.floor(ms / DAY_MS);
}

/** Adds `count` uses to the legend's counter for the day of `now`. */
export async function recordLegendUse(
  ctx: Pick<MutationCtx, "db">,
  legendId: LegendId,
  count = 1,
  now = Date.now(),
): Promise<void> {
  if (!Number.isInteger(count) || count < 1) {
    throw new Error(`Legend uses are counted in positive whole numbers, got ${count}`);
  }
  const day = dayOf(now);
  const row = await ctx.db
    .query("legendUsage")
    .withIndex("by_legend_and_day", (q) => q.eq("legendId", legendId).eq("day", day))
    .unique();
  if (row === null) await ctx.db.insert("legendUsage", { legendId, day, count });
  else await ctx.db.patch("legendUsage", row._id, { count: row.count + count });
}

/** Uses of the legend in the trending window ending on the day of `now`. */
export async function recentUses(
  ctx: Pick<QueryCtx, "db">,
  legendId: LegendId,
  now = Date.now(),
): Promise<number> {
  const { windowDays } = LEGEND_TRENDING;
  const firstDay = dayOf(now) - (windowDays - 1);
  const rows = await ctx.db
    .query("legendUsage")
    .withIndex("by_legend_and_day", (q) => q.eq("legendId", legendId).gte("day", firstDay))
    .take(windowDays + 1);
  return rows.reduce((sum, row) => sum + row.count, 0);
}

/** The legends by recent uses, most first; ties (and unused legends) keep roster order. */
export async function sortByTrending(
  ctx: Pick<QueryCtx, "db">,
  legends: readonly LegendDoc[],
  now = Date.now(),
): Promise<LegendDoc[]> {
  const scored = await Promise.all(
    legends.map(async (legend, index) => ({
      legend,
      index,
      uses: await recentUses(ctx, legend._id, now),
    })),
  );
  scored.sort((a, b) => b.uses - a.uses || a.index - b.index);
  return scored.map((entry) => entry.legend);
}
