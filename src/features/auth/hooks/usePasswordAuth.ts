import { useMemo } from "react";
import { useAuthActions } from "@convex-dev/auth/react";
import { splitFullName } from "../../../../shared/schemas/auth";

/** The provider id of @convex-dev/auth's Password provider. */
const PASSWORD = "password";

/**
 * The Password provider's flows (the backend contract), one typed function each. Every call
 * resolves `signingIn: true` once the user is signed in, or throws the server's ConvexError.
 */
export function usePasswordAuth() {
  const { signIn } = useAuthActions();
  return useMemo(
    () => ({
      signIn: (email: string, password: string) =>
        signIn(PASSWORD, { flow: "signIn", email, password }),
      /** Emails a verification code; resolves `signingIn: false`. */
      signUp: ({
        fullName,
        email,
        password,
      }: {
        fullName: string;
        email: string;
        password: string;
      }) => signIn(PASSWORD, { flow: "signUp", email, password, ...splitFullName(fullName) }),
      verifyEmail: (email: string, code: string) =>
        signIn(PASSWORD, { flow: "email-verification", email, code }),
      /** Emails a reset code; resolves `signingIn: false`. */
      requestReset: (email: string) => signIn(PASSWORD, { flow: "reset", email }),
      finishReset: (email: string, code: string, newPassword: string) =>
        signIn(PASSWORD, { flow: "reset-verification", email, code, newPassword }),
    }),
    [signIn],
  );
}

export type PasswordAuth = ReturnType<typeof usePasswordAuth>;
