import { useState, type ReactNode } from "react";
import { Flex } from "@radix-ui/themes";
import { messages } from "../../../../shared/errors";
import { SignUpForm, type SignUpFormProps } from "../forms/SignUpForm";
import { VerifyEmailForm } from "../forms/VerifyEmailForm";
import { usePasswordAuth } from "../hooks/usePasswordAuth";
import { authenticationError } from "../lib/authErrors";
import { resendVerificationCode } from "../lib/resendCode";
import { GoogleSignIn } from "./GoogleSignIn";

type Account = { email: string; password: string };

export type SignUpFlowProps = {
  variant: SignUpFormProps["variant"];
  defaultEmail?: string;
  onSignedIn: () => void;
  onSwitchToSignIn: (email: string) => void;
  /** Under the form, given the email typed so far (to carry it to the other form). */
  footer?: (email: string) => ReactNode;
};

/** 'Sign up failed' titles a code step that fails after sign-up, with the server's text. */
function signUpStepFailure(error: unknown) {
  return { ...authenticationError(error), title: messages.auth.signUpFailed.title };
}

/** Sign up: Google when offered, the form, then the emailed code that verifies the address. */
export function SignUpFlow({
  variant,
  defaultEmail,
  onSignedIn,
  onSwitchToSignIn,
  footer,
}: SignUpFlowProps) {
  const auth = usePasswordAuth();
  const [created, setCreated] = useState<Account | null>(null);

  if (created) {
    return (
      <VerifyEmailForm
        email={created.email}
        resend={() => resendVerificationCode(auth, created.email, created.password)}
        onVerified={onSignedIn}
        onBack={() => setCreated(null)}
        describeFailure={signUpStepFailure}
      />
    );
  }

  return (
    <Flex direction="column" gap="4">
      <GoogleSignIn />
      <SignUpForm
        variant={variant}
        defaultEmail={defaultEmail}
        onCodeSent={setCreated}
        onSignedIn={onSignedIn}
        onSwitchToSignIn={onSwitchToSignIn}
        footer={footer}
      />
    </Flex>
  );
}
