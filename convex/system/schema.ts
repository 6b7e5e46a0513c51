import { defineTable } from "convex/server";
import { v } from "convex/values";

/** Bookkeeping for the deployment itself: which seed steps have run, and counters. */
export const systemTables = {
  seedRuns: defineTable({
    step: v.string(),
    version: v.number(),
    ranAt: v.number(),
  }).index("by_step", ["step"]),

  /**
   * Running totals kept in the same transaction as the rows they count, so a count is a read
   * of a few rows, never a scan (ARCHITECTURE 2). A busy total is split over `shard` rows that
   * are summed on read, so concurrent writers rarely touch the same document (./counters.ts).
   */
  counters: defineTable({
    name: v.string(),
    shard: v.number(),
    value: v.number(),
  }).index("by_name_and_shard", ["name", "shard"]),
};
