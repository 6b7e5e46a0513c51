import { describe, expect, it } from "vitest";
import { api, internal } from "../_generated/api";
import { LEGEND_TRENDING } from "../../shared/constants";
import { makeTest } from "../test.setup";
import { legendIdBySlug, seedRoster } from "./legends.fixtures";
import { ROSTER_ORDER } from "./roster/roster";
import { dayOf, recentUses } from "./usage";

/** Trending: per-day counters, summed over the last LEGEND_TRENDING.windowDays days. */

describe("trending", () => {
  it("orders active legends by uses in the window; ties keep roster order", async () => {
    const t = makeTest();
    await seedRoster(t);
    const trott = await legendIdBySlug(t, "dave-trott");
    const serpa = await legendIdBySlug(t, "marcello-serpa");
    const house = await legendIdBySlug(t, "house-style");
    await t.mutation(internal.legends.internal.recordUse, { legendId: serpa });
    await t.mutation(internal.legends.internal.recordUse, { legendId: trott, count: 3 });
    await t.mutation(internal.legends.internal.recordUse, { legendId: serpa });
    await t.mutation(internal.legends.internal.recordUse, { legendId: house, count: 9 });

    const trending = await t.query(api.legends.queries.list, { sort: "trending" });
    expect(trending.slice(0, 3).map((legend) => legend.slug)).toEqual([
      "dave-trott",
      "marcello-serpa",
      "david-ogilvy",
    ]);
    expect(trending.some((legend) => legend.slug === "house-style")).toBe(false);
    expect(trending).toHaveLength(ROSTER_ORDER.length - 2);

    const rows = await t.run(async (ctx) => await ctx.db.query("legendUsage").take(10));
    expect(rows.map((row) => row.count).sort()).toEqual([2, 3, 9]);
  });

  it("does not count uses older than the window", async () => {
    const t = makeTest();
    await seedRoster(t);
    const hopkins = await legendIdBySlug(t, "claude-hopkins");
    const resor = await legendIdBySlug(t, "helen-lansdowne-resor");
    const today = dayOf(Date.now());
    const { windowDays } = LEGEND_TRENDING;
    await t.run(async (ctx) => {
      await ctx.db.insert("legendUsage", { legendId: hopkins, day: today - windowDays, count: 50 });
      await ctx.db.insert("legendUsage", {
        legendId: resor,
        day: today - (windowDays - 1),
        count: 2,
      });
    });
    await t.mutation(internal.legends.internal.recordUse, { legendId: hopkins });

    expect(await t.run(async (ctx) => await recentUses(ctx, hopkins))).toBe(1);
    expect(await t.run(async (ctx) => await recentUses(ctx, resor))).toBe(2);
    const trending = await t.query(api.legends.queries.list, { sort: "trending" });
    expect(trending.slice(0, 2).map((legend) => legend.slug)).toEqual([
      "helen-lansdowne-resor",
      "claude-hopkins",
    ]);
  });

  it("ignores uses of a deleted legend and refuses non-whole counts", async () => {
    const t = makeTest();
    await seedRoster(t);
    const arden = await legendIdBySlug(t, "paul-arden");
    await t.run(async (ctx) => await ctx.db.delete("creativeLegends", arden));
    await t.mutation(internal.legends.internal.recordUse, { legendId: arden });
    expect(await t.run(async (ctx) => await ctx.db.query("legendUsage").take(1))).toEqual([]);

    const lois = await legendIdBySlug(t, "george-lois");
    await expect(
      t.mutation(internal.legends.internal.recordUse, { legendId: lois, count: 0.5 }),
    ).rejects.toThrow(/whole numbers/);
  });
});
