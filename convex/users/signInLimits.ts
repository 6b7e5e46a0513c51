import { v } from "convex/values";
import type { Doc } from "../_generated/dataModel";
import { internalQuery } from "../lib/functions";
import { SIGN_IN_FAILURES_PER_HOUR } from "../../shared/constants";
import { PASSWORD_PROVIDER_ID } from "./emailCodes";

/**
 * How long @convex-dev/auth's own sign-in guard still refuses someone. The library keeps one
 * `authRateLimits` row per identifier (a password account's id; the email a code was sent to),
 * refilled continuously at SIGN_IN_FAILURES_PER_HOUR per hour, and refuses while fewer than one
 * attempt is left. It answers a refused code exactly like a wrong one and a refused password
 * without a time, so the app reads the same row to say what is really going on. The arithmetic
 * mirrors the library's (server/implementation/rateLimit.js, @convex-dev/auth 0.0.95).
 */

const HOUR = 60 * 60 * 1000;

/** Milliseconds until the next attempt is allowed, or null when one is allowed now. */
export function lockedForMs(
  row: Pick<Doc<"authRateLimits">, "attemptsLeft" | "lastAttemptTime"> | null,
  now: number,
  perHour = SIGN_IN_FAILURES_PER_HOUR,
): number | null {
  if (row === null) return null;
  const perMs = perHour / HOUR;
  const left = Math.min(perHour, row.attemptsLeft + (now - row.lastAttemptTime) * perMs);
  return left >= 1 ? null : Math.ceil((1 - left) / perMs);
}

/** Whole minutes to say in a message: at least one. */
export const minutesToWait = (ms: number) => Math.max(1, Math.ceil(ms / 60_000));

/**
 * The lock-out of a password account (`kind: "password"`, by its email) or of the codes sent to
 * an email (`kind: "code"`), in milliseconds, or null when it may try now.
 */
export const lockedFor = internalQuery({
  args: { email: v.string(), kind: v.union(v.literal("password"), v.literal("code")) },
  returns: v.union(v.number(), v.null()),
  handler: async (ctx, { email, kind }) => {
    let identifier: string = email;
    if (kind === "password") {
      const account = await ctx.db
        .query("authAccounts")
        .withIndex("providerAndAccountId", (q) =>
          q.eq("provider", PASSWORD_PROVIDER_ID).eq("providerAccountId", email),
        )
        .unique();
      if (account === null) return null;
      identifier = account._id;
    }
    const row = await ctx.db
      .query("authRateLimits")
      .withIndex("identifier", (q) => q.eq("identifier", identifier))
      .unique();
    return lockedForMs(row, Date.now());
  },
});
