import { v } from "convex/values";
import { defineRateLimits } from "convex-helpers/server/rateLimit";
import { internalMutation } from "../lib/functions";
import { appError } from "../lib/errors";
import { CODE_EMAIL_LIMITS } from "../../shared/constants";

const HOUR = 60 * 60 * 1000;

const { checkRateLimit, rateLimit } = defineRateLimits({
  codeEmailPerAddress: {
    kind: "token bucket",
    rate: CODE_EMAIL_LIMITS.perAddressPerHour,
    period: HOUR,
  },
  codeEmailGlobal: { kind: "token bucket", rate: CODE_EMAIL_LIMITS.globalPerHour, period: HOUR },
});

/** The client recognises rate limits by this wording (spec 5: 'too many requests'). */
export const TOO_MANY_CODES =
  "Too many requests for a code. Please wait a few minutes before trying again.";

/**
 * Spends one code email for `email` (lowercased) and one from the global budget, or throws
 * RATE_LIMITED without spending either. Called before an account or code is created, so a
 * refused request leaves nothing behind.
 */
export const consumeCodeEmail = internalMutation({
  args: { email: v.string() },
  returns: v.null(),
  handler: async (ctx, { email }) => {
    const key = email.trim().toLowerCase();
    const perAddress = await checkRateLimit(ctx, { name: "codeEmailPerAddress", key });
    const global = await checkRateLimit(ctx, { name: "codeEmailGlobal" });
    if (!perAddress.ok || !global.ok) throw appError("RATE_LIMITED", TOO_MANY_CODES);
    await rateLimit(ctx, { name: "codeEmailPerAddress", key });
    await rateLimit(ctx, { name: "codeEmailGlobal" });
    return null;
  },
});
