import { defineTable } from "convex/server";
import { v } from "convex/values";

export const ledgerReason = v.union(
  v.literal("signup_grant"),
  v.literal("monthly_grant"),
  v.literal("purchase"),
  v.literal("spend"),
  v.literal("refund"),
  v.literal("adjustment"),
  /** Credits of a refunded credit pack taken back (negative, never below zero). */
  v.literal("pack_refund"),
);

/**
 * Append-only record of every change to a user's Legend Credits; `users.legendCredits` is the
 * balance it adds up to, changed only together with a ledger row (credits/model.ts).
 */
export const creditsTables = {
  creditLedger: defineTable({
    userId: v.id("users"),
    delta: v.number(),
    reason: ledgerReason,
    balanceAfter: v.number(),
    jobId: v.optional(v.id("generationJobs")),
    note: v.optional(v.string()),
    /** What paid for a grant: a Stripe invoice, checkout session or charge id. */
    sourceId: v.optional(v.string()),
  })
    .index("by_user", ["userId"])
    .index("by_source", ["sourceId"])
    .index("by_job_and_reason", ["jobId", "reason"]),
};
