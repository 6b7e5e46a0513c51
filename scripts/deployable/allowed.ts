import type { Allowance } from "./fetchOrTimer.ts";

/**
 * Reaches of rule (d) that the walk finds but that cannot happen, each with the reason. Keep it
 * short: every entry is a place the check cannot see. An entry that no longer matches anything
 * fails the check, so the list cannot outlive its reasons.
 */
export const FETCH_OR_TIMER_ALLOWED: readonly Allowance[] = [
  {
    module: "convex/auth.ts",
    exports: ["store", "isAuthenticated"],
    via: "convex/mail/resend.ts",
    call: "fetch",
    because:
      "convexAuth() builds all five auth functions from one config, so the email providers' " +
      "sendVerificationRequest (which sends mail with fetch) looks reachable from each. In " +
      "@convex-dev/auth 0.0.95 only signInImpl (dist/server/implementation/signIn.js) calls it, " +
      "and only the signIn action runs that; store reads provider settings, isAuthenticated " +
      "reads ctx.auth.",
  },
];
