import { beforeAll, describe, expect, test } from "vitest";
import type { GenericMutationCtx, GenericDataModel } from "convex/server";
import type { Engine } from "../engine.ts";
import { loadFixtureEngine } from "./inProcess.ts";

/**
 * Index ranges are read from ordered per-index entries (convex-test's patch); they must answer
 * exactly what filtering and sorting every document would, with a transaction's own writes.
 */

type Ctx = GenericMutationCtx<GenericDataModel>;
type Row = { _id: string; _creationTime: number; rank: number; body: string };

let engine: Engine;
beforeAll(async () => {
  engine = await loadFixtureEngine();
  await engine.run(async (ctx: Ctx) => {
    for (let i = 0; i < 60; i++) await ctx.db.insert("messages", { body: `c${i}`, rank: i % 17 });
  });
});

const byRank = (a: Row, b: Row) => a.rank - b.rank || a._creationTime - b._creationTime;

describe("index ranges", () => {
  test("bounds, order, take and pagination match a full scan, with the transaction's own writes", async () => {
    await engine.run(async (ctx: Ctx) => {
      // Writes of this transaction: new rows, a moved row, a deleted row.
      await ctx.db.insert("messages", { body: "pending", rank: 5 });
      const all = (await ctx.db.query("messages").collect()) as unknown as Row[];
      const moved = all.find((row) => row.rank === 3)!;
      await ctx.db.patch("messages", moved._id as never, { rank: 9 });
      const gone = all.find((row) => row.rank === 7)!;
      await ctx.db.delete("messages", gone._id as never);

      const now = ((await ctx.db.query("messages").collect()) as unknown as Row[]).sort(byRank);
      const ids = (rows: unknown[]) => (rows as Row[]).map((row) => row._id);
      const range = (lo: number, hi: number) => now.filter((r) => r.rank > lo && r.rank <= hi);

      const asc = await ctx.db
        .query("messages")
        .withIndex("by_rank", (q) => q.gt("rank", 2).lte("rank", 9))
        .collect();
      expect(ids(asc)).toEqual(ids(range(2, 9)));
      const desc = await ctx.db
        .query("messages")
        .withIndex("by_rank", (q) => q.gt("rank", 2).lte("rank", 9))
        .order("desc")
        .take(7);
      expect(ids(desc)).toEqual(ids(range(2, 9).reverse().slice(0, 7)));
      const eq = await ctx.db
        .query("messages")
        .withIndex("by_rank", (q) => q.eq("rank", 5))
        .collect();
      expect((eq as unknown as Row[]).map((r) => r.body)).toContain("pending");
      expect(ids(eq)).toEqual(ids(now.filter((r) => r.rank === 5)));
    });
  });

  test("pages of a range cover it once, in order, across committed writes", async () => {
    const page = (cursor: string | null) =>
      engine.run(async (ctx: Ctx) =>
        ctx.db
          .query("messages")
          .withIndex("by_rank", (q) => q.gte("rank", 4))
          .order("desc")
          .paginate({ numItems: 6, cursor }),
      );
    const paged: string[] = [];
    let cursor: string | null = null;
    for (;;) {
      const result = await page(cursor);
      paged.push(...(result.page as unknown as Row[]).map((row) => row._id));
      if (result.isDone) break;
      cursor = result.continueCursor;
    }
    const all = await engine.run(async (ctx: Ctx) => await ctx.db.query("messages").collect());
    const expected = (all as unknown as Row[])
      .filter((row) => row.rank >= 4)
      .sort(byRank)
      .reverse();
    expect(paged).toEqual(expected.map((row) => row._id));
  });
});
