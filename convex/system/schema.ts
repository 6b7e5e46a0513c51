import { defineTable } from "convex/server";
import { v } from "convex/values";

/** Bookkeeping for the deployment itself: which seed steps have run. */
export const systemTables = {
  seedRuns: defineTable({
    step: v.string(),
    version: v.number(),
    ranAt: v.number(),
  }).index("by_step", ["step"]),
};
