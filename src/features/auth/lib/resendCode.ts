import { ErrorCode, readAppError } from "../../../../shared/errors";
import type { PasswordAuth } from "../hooks/usePasswordAuth";

export type ResendResult = "sent" | "signedIn";

/**
 * A new verification code comes from repeating the sign-in: for an unverified account the server
 * emails a fresh code and answers with no session (or, from an older server, EMAIL_NOT_VERIFIED),
 * which here means "sent". (If the email was verified meanwhile, the same call signs the user in.)
 */
export async function resendVerificationCode(
  auth: PasswordAuth,
  email: string,
  password: string,
): Promise<ResendResult> {
  try {
    const result = await auth.signIn(email, password);
    return result.signingIn ? "signedIn" : "sent";
  } catch (error) {
    if (readAppError(error)?.code === ErrorCode.EMAIL_NOT_VERIFIED) return "sent";
    throw error;
  }
}
