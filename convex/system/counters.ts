import type { MutationCtx, QueryCtx } from "../_generated/server";

/**
 * Counters (the `counters` table). Writers add to one shard in their own transaction; readers
 * sum every shard of the name: at most `shards` documents, whatever the total.
 *
 * Sharding matters for global totals (every idea generated anywhere bumps "ideas"): Convex
 * retries transactions that write the same document concurrently, so one hot row would
 * serialise every writer. Per-user totals are written by one user at a time and use one shard.
 */

export type CounterSpec = { name: string; shards: number };

/** Adds `delta` to the counter (creating its shard row on first use). */
export async function bumpCounter(
  ctx: Pick<MutationCtx, "db">,
  counter: CounterSpec,
  delta: number,
): Promise<void> {
  if (delta === 0) return;
  // Math.random is deterministic per mutation in Convex (seeded), so a retried transaction
  // picks the same shard; spreading still works across transactions.
  const shard = counter.shards <= 1 ? 0 : Math.floor(Math.random() * counter.shards);
  const row = await ctx.db
    .query("counters")
    .withIndex("by_name_and_shard", (q) => q.eq("name", counter.name).eq("shard", shard))
    .unique();
  if (row === null) {
    await ctx.db.insert("counters", { name: counter.name, shard, value: delta });
  } else {
    await ctx.db.patch("counters", row._id, { value: row.value + delta });
  }
}

/** The counter's total (0 before anything was counted). Reads at most `shards` rows. */
export async function readCounter(
  ctx: Pick<QueryCtx, "db">,
  counter: CounterSpec,
): Promise<number> {
  const rows = await ctx.db
    .query("counters")
    .withIndex("by_name_and_shard", (q) => q.eq("name", counter.name))
    .take(Math.max(1, counter.shards));
  return rows.reduce((sum, row) => sum + row.value, 0);
}
