import { signInViaProvider, type GenericActionCtxWithAuthConfig } from "@convex-dev/auth/server";
import type { GenericDataModel } from "convex/server";
import { internal } from "../_generated/api";
import type { Id } from "../_generated/dataModel";
import { appError } from "../lib/errors";
import { messages } from "../../shared/errors";
import type { verifyEmailProvider } from "./emailCodes";
import { minutesToWait } from "./signInLimits";

/**
 * The spec's sign-in outcomes (section 4) for what @convex-dev/auth reports as bare strings or
 * nulls: USER_NOT_FOUND, INVALID_PASSWORD, INVALID_CODE, and RATE_LIMITED with the real reason
 * when the library's own guard is what refused.
 */

export type Ctx = GenericActionCtxWithAuthConfig<GenericDataModel>;

/** Maps @convex-dev/auth's credential failures to the spec's outcomes. */
export async function signInFailure(ctx: Ctx, error: unknown, email: string): Promise<never> {
  const reason = error instanceof Error ? error.message : "";
  if (reason === "InvalidAccountId") {
    throw appError("USER_NOT_FOUND", "No account found with this email.", {
      suggestion: "Check the address, or create an account with it.",
      email,
    });
  }
  if (reason === "InvalidSecret") {
    throw appError("INVALID_PASSWORD", "Incorrect password.", {
      suggestion: "Try again, or reset your password.",
      email,
    });
  }
  if (reason === "TooManyFailedAttempts") {
    // The library's guard after too many wrong passwords: say when the next try is allowed.
    const ms = await ctx.runQuery(internal.users.signInLimits.lockedFor, {
      email,
      kind: "password",
    });
    throw appError("RATE_LIMITED", messages.auth.tooManySignInAttempts(minutesToWait(ms ?? 0)));
  }
  throw error;
}

/**
 * Redeems an emailed code; a wrong, used or expired code is INVALID_CODE. After too many wrong
 * codes for the address the library refuses even the right one, answering as if it were wrong:
 * that case is recognised first and named.
 */
export async function redeemCode(
  ctx: Ctx,
  provider: typeof verifyEmailProvider,
  email: string,
  code: string,
): Promise<{ userId: Id<"users">; sessionId: Id<"authSessions"> }> {
  const locked = await ctx.runQuery(internal.users.signInLimits.lockedFor, {
    email,
    kind: "code",
  });
  if (locked !== null) throw appError("RATE_LIMITED", messages.auth.tooManyCodeAttempts);
  let result: Awaited<ReturnType<typeof signInViaProvider>> = null;
  try {
    result = await signInViaProvider(ctx, provider, { params: { email, code } });
  } catch (error) {
    if (!(error instanceof Error && /verify code/i.test(error.message))) throw error;
  }
  if (result === null) {
    throw appError("INVALID_CODE", "That code is invalid or has expired.", {
      suggestion: "Check the latest email, or ask for a new code.",
    });
  }
  return result;
}
