import { defineTable } from "convex/server";
import { v } from "convex/values";
import { rateLimitTables } from "convex-helpers/server/rateLimit";

/**
 * `outbox`: emails kept instead of sent, when MAIL_OUTBOX=local (development: the local
 * backend sets it; /dev/mailbox shows them). Never enabled in production.
 * `rateLimits`: convex-helpers' rate limit state (code emails, per address and globally).
 */
export const mailTables = {
  ...rateLimitTables,
  outbox: defineTable({
    to: v.string(),
    subject: v.string(),
    text: v.string(),
    code: v.optional(v.string()),
  }),
};
