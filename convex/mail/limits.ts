import { v } from "convex/values";
import { defineRateLimits } from "convex-helpers/server/rateLimit";
import { internalMutation } from "../lib/functions";
import { appError } from "../lib/errors";
import { CODE_EMAIL_LIMITS } from "../../shared/constants";
import { messages } from "../../shared/errors";
import { ANONYMOUS_CLIENT } from "./clients";

const HOUR = 60 * 60 * 1000;

const { checkRateLimit, rateLimit } = defineRateLimits({
  codeEmailPerAddress: {
    kind: "token bucket",
    rate: CODE_EMAIL_LIMITS.perAddressPerHour,
    period: HOUR,
  },
  codeEmailPerClient: {
    kind: "token bucket",
    rate: CODE_EMAIL_LIMITS.perClientPerHour,
    period: HOUR,
  },
  codeEmailAnonymous: {
    kind: "token bucket",
    rate: CODE_EMAIL_LIMITS.anonymousPerHour,
    period: HOUR,
  },
  codeEmailGlobal: { kind: "token bucket", rate: CODE_EMAIL_LIMITS.globalPerHour, period: HOUR },
});

/**
 * Spends one code email for `email` (lowercased), one for the client (a bucket key from
 * mail/clients.ts) and one from the global budget, or throws RATE_LIMITED without spending any.
 * Called before an account or code is created, so a refused request leaves nothing behind, and
 * a throttled client never eats into what everyone else shares.
 */
export const consumeCodeEmail = internalMutation({
  args: { email: v.string(), client: v.string() },
  returns: v.null(),
  handler: async (ctx, { email, client }) => {
    const key = email.trim().toLowerCase();
    const clientLimit =
      client === ANONYMOUS_CLIENT
        ? ({ name: "codeEmailAnonymous" } as const)
        : ({ name: "codeEmailPerClient", key: client } as const);
    const checks = await Promise.all([
      checkRateLimit(ctx, { name: "codeEmailPerAddress", key }),
      checkRateLimit(ctx, clientLimit),
      checkRateLimit(ctx, { name: "codeEmailGlobal" }),
    ]);
    if (checks.some((check) => !check.ok)) {
      // Worded so the client reads it as a rate limit (spec 5: 'too many requests').
      throw appError("RATE_LIMITED", messages.auth.tooManyCodes);
    }
    await rateLimit(ctx, { name: "codeEmailPerAddress", key });
    await rateLimit(ctx, clientLimit);
    await rateLimit(ctx, { name: "codeEmailGlobal" });
    return null;
  },
});
