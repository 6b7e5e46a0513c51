import { ConvexCredentials } from "@convex-dev/auth/providers/ConvexCredentials";
import {
  createAccount,
  invalidateSessions,
  modifyAccountCredentials,
  retrieveAccount,
  signInViaProvider,
} from "@convex-dev/auth/server";
import { internal } from "../_generated/api";
import type { Id } from "../_generated/dataModel";
import { appError } from "../lib/errors";
import { codeEmailClient } from "../mail/clients";
import { FULL_NAME_MIN_LENGTH, PASSWORD_MIN_LENGTH } from "../../shared/constants";
import { validationMessages } from "../../shared/errors";
import { PASSWORD_PROVIDER_ID, resetPasswordProvider, verifyEmailProvider } from "./emailCodes";
import { hashPassword, verifyPassword } from "./passwordHash";
import { redeemCode, signInFailure, type Ctx } from "./signInOutcomes";

/**
 * Email + password accounts, with the spec's sign-in outcomes. Built on ConvexCredentials (the
 * documented way to customise @convex-dev/auth's Password provider) so each failure reaches the
 * client as a ConvexError with a code and a suggestion instead of a masked server error:
 * USER_NOT_FOUND, INVALID_PASSWORD, RATE_LIMITED (signInOutcomes.ts).
 *
 * EMAIL_NOT_VERIFIED is an expected step, not a failure: the sign-in emails a fresh code and
 * answers "no session" (`{ tokens: null }`), which for the signIn flow means exactly that. A
 * thrown error would be logged by the browser's Convex client as a console error; the client
 * and the HTTP endpoint (users/http.ts) turn the answer into the spec's outcome.
 *
 * Every check runs before anything is written or sent. Code emails are limited per address, per
 * client (`clientKey` from the web app, `clientIp` from the HTTP actions: mail/clients.ts) and
 * globally (mail/limits.ts).
 */

const PROVIDER = PASSWORD_PROVIDER_ID;
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

type Params = Record<string, unknown>;
type SignInResult = { userId: Id<"users">; sessionId?: Id<"authSessions"> } | null;

function text(params: Params, name: string): string {
  const value = params[name];
  return typeof value === "string" ? value : "";
}

export function normalizeEmail(raw: string): string {
  const email = raw.trim().toLowerCase();
  if (!EMAIL_PATTERN.test(email)) {
    throw appError("INVALID_ARGUMENT", validationMessages.signUp.email);
  }
  return email;
}

function checkNewPassword(password: string) {
  if (password.length < PASSWORD_MIN_LENGTH) {
    throw appError("INVALID_ARGUMENT", validationMessages.signUp.passwordMin);
  }
}

/** The full name from the sign-up form's first and last name (split at the first space). */
export function fullNameFrom(params: Params): string {
  const name = `${text(params, "firstName").trim()} ${text(params, "lastName").trim()}`.trim();
  if (name.length < FULL_NAME_MIN_LENGTH) {
    throw appError("INVALID_ARGUMENT", validationMessages.signUp.fullName);
  }
  return name;
}

function requireCode(params: Params): string {
  const code = text(params, "code").trim();
  if (code === "") throw appError("INVALID_CODE", "Enter the code from the email.");
  return code;
}

async function findAccount(ctx: Ctx, email: string) {
  try {
    return (await retrieveAccount(ctx, { provider: PROVIDER, account: { id: email } })).account;
  } catch (error) {
    return await signInFailure(ctx, error, email);
  }
}

async function accountExists(ctx: Ctx, email: string): Promise<boolean> {
  try {
    await retrieveAccount(ctx, { provider: PROVIDER, account: { id: email } });
    return true;
  } catch (error) {
    if (error instanceof Error && error.message === "InvalidAccountId") return false;
    throw error;
  }
}

/** Spends one code email for `email` and for the client asking (or refuses: RATE_LIMITED). */
async function spendCodeEmail(ctx: Ctx, params: Params, email: string) {
  const client = await codeEmailClient(params);
  await ctx.runMutation(internal.mail.limits.consumeCodeEmail, { email, client });
}

async function signUp(ctx: Ctx, params: Params, email: string): Promise<SignInResult> {
  const password = text(params, "password");
  checkNewPassword(password);
  const name = fullNameFrom(params);
  if (await accountExists(ctx, email)) {
    throw appError("CONFLICT", "An account with this email already exists.", {
      suggestion: "Sign in instead, or reset your password.",
      email,
    });
  }
  await spendCodeEmail(ctx, params, email);
  const { account } = await createAccount(ctx, {
    provider: PROVIDER,
    account: { id: email, secret: password },
    profile: { email, name },
    shouldLinkViaEmail: true,
    shouldLinkViaPhone: false,
  });
  // Sends the verification code; the session starts once the code is entered.
  await signInViaProvider(ctx, verifyEmailProvider, { accountId: account._id, params: { email } });
  return null;
}

async function signIn(ctx: Ctx, params: Params, email: string): Promise<SignInResult> {
  const password = text(params, "password");
  if (password === "")
    throw appError("INVALID_ARGUMENT", validationMessages.signIn.passwordRequired);
  let retrieved: Awaited<ReturnType<typeof retrieveAccount>>;
  try {
    retrieved = await retrieveAccount(ctx, {
      provider: PROVIDER,
      account: { id: email, secret: password },
    });
  } catch (error) {
    return await signInFailure(ctx, error, email);
  }
  if (!retrieved.account.emailVerified) {
    // EMAIL_NOT_VERIFIED: a fresh code, and "no session" as the answer (see above).
    await spendCodeEmail(ctx, params, email);
    await signInViaProvider(ctx, verifyEmailProvider, {
      accountId: retrieved.account._id,
      params: { email },
    });
    return null;
  }
  return { userId: retrieved.user._id };
}

async function resetPassword(ctx: Ctx, params: Params, email: string): Promise<SignInResult> {
  const newPassword = text(params, "newPassword");
  checkNewPassword(newPassword);
  const code = requireCode(params);
  const account = await findAccount(ctx, email);
  const result = await redeemCode(ctx, resetPasswordProvider, email, code);
  // A code only ever resets the account it was sent for.
  if (result.userId !== account.userId) throw appError("INVALID_CODE");
  await modifyAccountCredentials(ctx, {
    provider: PROVIDER,
    account: { id: email, secret: newPassword },
  });
  await invalidateSessions(ctx, { userId: result.userId, except: [result.sessionId] });
  return result;
}

async function authorize(params: Params, ctx: Ctx): Promise<SignInResult> {
  const email = normalizeEmail(text(params, "email"));
  switch (params.flow) {
    case "signUp":
      return await signUp(ctx, params, email);
    case "signIn":
      return await signIn(ctx, params, email);
    case "email-verification": {
      const code = requireCode(params);
      await findAccount(ctx, email);
      return await redeemCode(ctx, verifyEmailProvider, email, code);
    }
    case "reset": {
      const account = await findAccount(ctx, email);
      await spendCodeEmail(ctx, params, email);
      await signInViaProvider(ctx, resetPasswordProvider, {
        accountId: account._id,
        params: { email },
      });
      return null;
    }
    case "reset-verification":
      return await resetPassword(ctx, params, email);
    default:
      throw appError("INVALID_ARGUMENT", "Unknown sign-in step.");
  }
}

export const PasswordWithOutcomes = ConvexCredentials({
  id: PROVIDER,
  authorize: authorize,
  crypto: { hashSecret: hashPassword, verifySecret: verifyPassword },
  extraProviders: [verifyEmailProvider, resetPasswordProvider],
});
