import { defineTable } from "convex/server";
import { v } from "convex/values";

/**
 * Who has a brief open now (issue 14): one row per browser tab (session) on a brief, kept alive
 * by heartbeats. Only presence functions read or write this table, so a heartbeat never re-runs
 * another subscription (the ideas under the brief above all). Rows are deleted by their own
 * scheduled expiry (./model.ts) or by leaving.
 */
export const presenceTables = {
  presence: defineTable({
    briefId: v.id("briefs"),
    userId: v.id("users"),
    /** Made by the tab (random); one person with two tabs is two sessions, one avatar. */
    sessionId: v.string(),
    lastSeen: v.number(),
  })
    /** Its prefix answers "everyone on the brief", so there is no separate by_brief. */
    .index("by_brief_session", ["briefId", "sessionId"]),
};
