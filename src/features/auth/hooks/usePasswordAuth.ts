import { useMemo } from "react";
import { useAuthActions } from "@convex-dev/auth/react";
import { splitFullName } from "../../../../shared/schemas/auth";
import { authClientKey } from "../lib/clientKey";

/** The provider id of @convex-dev/auth's Password provider. */
const PASSWORD = "password";

/**
 * The Password provider's flows (the backend contract), one typed function each. Every call
 * resolves `signingIn: true` once the user is signed in, or throws the server's ConvexError.
 * The flows that may email a code carry this browser's client key, which the server's
 * per-client limit on code emails counts by.
 */
export function usePasswordAuth() {
  const { signIn } = useAuthActions();
  return useMemo(
    () => ({
      /**
       * Resolves `signingIn: false` for an unverified email: the server has emailed a fresh
       * code (EMAIL_NOT_VERIFIED is an expected step, answered as a value, not an error).
       */
      signIn: (email: string, password: string) =>
        signIn(PASSWORD, { flow: "signIn", email, password, clientKey: authClientKey() }),
      /** Emails a verification code; resolves `signingIn: false`. */
      signUp: ({
        fullName,
        email,
        password,
      }: {
        fullName: string;
        email: string;
        password: string;
      }) =>
        signIn(PASSWORD, {
          flow: "signUp",
          email,
          password,
          ...splitFullName(fullName),
          clientKey: authClientKey(),
        }),
      verifyEmail: (email: string, code: string) =>
        signIn(PASSWORD, { flow: "email-verification", email, code }),
      /** Emails a reset code; resolves `signingIn: false`. */
      requestReset: (email: string) =>
        signIn(PASSWORD, { flow: "reset", email, clientKey: authClientKey() }),
      finishReset: (email: string, code: string, newPassword: string) =>
        signIn(PASSWORD, { flow: "reset-verification", email, code, newPassword }),
    }),
    [signIn],
  );
}

export type PasswordAuth = ReturnType<typeof usePasswordAuth>;
