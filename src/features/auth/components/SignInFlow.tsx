import { useState, type ReactNode } from "react";
import { Flex } from "@radix-ui/themes";
import { SignInForm } from "../forms/SignInForm";
import { VerifyEmailForm } from "../forms/VerifyEmailForm";
import { usePasswordAuth } from "../hooks/usePasswordAuth";
import { authenticationError, type UnverifiedAccount } from "../lib/authErrors";
import { resendVerificationCode } from "../lib/resendCode";
import { markExplicitSignIn } from "../lib/welcomeFlags";
import { GoogleSignIn } from "./GoogleSignIn";

export type SignInFlowProps = {
  defaultEmail?: string;
  onSignedIn: () => void;
  onSwitchToSignUp: (email: string) => void;
  onLeave?: () => void;
  /** Under the form (not the code step), given the email typed so far (to carry it to the other form). */
  footer?: (email: string) => ReactNode;
};

/** Sign in: Google when offered, the password form, and the code step for unverified emails. */
export function SignInFlow({
  defaultEmail,
  onSignedIn,
  onSwitchToSignUp,
  onLeave,
  footer,
}: SignInFlowProps) {
  const auth = usePasswordAuth();
  const [unverified, setUnverified] = useState<UnverifiedAccount | null>(null);

  if (unverified) {
    return (
      <VerifyEmailForm
        email={unverified.email}
        notice={unverified.notice}
        resend={() => resendVerificationCode(auth, unverified.email, unverified.password)}
        onVerified={() => {
          markExplicitSignIn();
          onSignedIn();
        }}
        onBack={() => setUnverified(null)}
        describeFailure={authenticationError}
      />
    );
  }

  return (
    <Flex direction="column" gap="4">
      <GoogleSignIn />
      <SignInForm
        defaultEmail={defaultEmail}
        onSignedIn={onSignedIn}
        onNeedsVerification={setUnverified}
        onSwitchToSignUp={onSwitchToSignUp}
        onLeave={onLeave}
        footer={footer}
      />
    </Flex>
  );
}
