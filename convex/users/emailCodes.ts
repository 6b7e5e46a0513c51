import { Email } from "@convex-dev/auth/providers/Email";
import type { GenericActionCtx, GenericDataModel } from "convex/server";
import {
  AUTH_CODE_LENGTH,
  RESET_CODE_MINUTES,
  VERIFICATION_CODE_MINUTES,
} from "../../shared/constants";
import { codeEmail, type CodeEmailKind } from "../mail/model";
import { sendEmail } from "../mail/send";

/**
 * The two emailed-code providers behind the password flows: verifying the address at sign-up,
 * and resetting the password. Codes are digits, single-use, short-lived, and only accepted
 * together with the email they were sent to (the Email provider's own check).
 */

/** The password provider itself (users/password.ts); its accounts are keyed by email. */
export const PASSWORD_PROVIDER_ID = "password";
export const VERIFY_PROVIDER_ID = "email-verification-code";
export const RESET_PROVIDER_ID = "password-reset-code";

/** Uniform random digits; rejection sampling keeps every digit equally likely. */
export function randomDigits(length: number): string {
  let code = "";
  const bytes = new Uint8Array(1);
  while (code.length < length) {
    crypto.getRandomValues(bytes);
    if (bytes[0] < 250) code += String(bytes[0] % 10);
  }
  return code;
}

function codeProvider(kind: CodeEmailKind) {
  const minutes = kind === "reset" ? RESET_CODE_MINUTES : VERIFICATION_CODE_MINUTES;
  return Email({
    id: kind === "reset" ? RESET_PROVIDER_ID : VERIFY_PROVIDER_ID,
    maxAge: minutes * 60,
    generateVerificationToken: async () => randomDigits(AUTH_CODE_LENGTH),
    // @convex-dev/auth passes its action ctx as the second argument (not in the Auth.js type).
    sendVerificationRequest: (async (
      { identifier, token }: { identifier: string; token: string },
      ctx: GenericActionCtx<GenericDataModel>,
    ) => {
      await sendEmail(ctx, codeEmail(kind, identifier, token, minutes));
    }) as unknown as Parameters<typeof Email>[0]["sendVerificationRequest"],
  });
}

export const verifyEmailProvider = codeProvider("verify");
export const resetPasswordProvider = codeProvider("reset");
