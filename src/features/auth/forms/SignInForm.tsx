import { useState, type ReactNode } from "react";
import { useForm, useWatch } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { Link } from "@radix-ui/themes";
import { Link as RouterLink } from "react-router-dom";
import { toast } from "@/components/feedback/toast";
import { ROUTES } from "../../../../shared/constants";
import { signInSchema } from "../../../../shared/schemas/auth";
import { PasswordInputField } from "@/components/form/PasswordInputField";
import { SubmitButton } from "@/components/form/SubmitButton";
import { EmailInputField } from "@/components/form/EmailInputField";
import { usePasswordAuth } from "../hooks/usePasswordAuth";
import {
  signInOutcome,
  unverifiedAccount,
  type SignInOutcome,
  type UnverifiedAccount,
} from "../lib/authErrors";
import { markExplicitSignIn } from "../lib/welcomeFlags";
import { SignInOutcomeCallout } from "../components/SignInOutcomeCallout";
import { FormStack } from "@/components/form/FormStack";

type InlineOutcome = Extract<SignInOutcome, { kind: "userNotFound" | "invalidPassword" }>;

export type SignInFormProps = {
  defaultEmail?: string;
  onSignedIn: () => void;
  /** EMAIL_NOT_VERIFIED: a fresh code was emailed; show the code step for this account. */
  onNeedsVerification: (account: UnverifiedAccount) => void;
  onSwitchToSignUp: (email: string) => void;
  /** Runs when a link leaves the form for another page (the dialog closes itself). */
  onLeave?: () => void;
  /** Under the form, given the email typed so far (to carry it to the other form). */
  footer?: (email: string) => ReactNode;
};

export function SignInForm({
  defaultEmail = "",
  onSignedIn,
  onNeedsVerification,
  onSwitchToSignUp,
  onLeave,
  footer,
}: SignInFormProps) {
  const auth = usePasswordAuth();
  const [outcome, setOutcome] = useState<InlineOutcome | null>(null);
  const {
    register,
    handleSubmit,
    control,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(signInSchema),
    defaultValues: { email: defaultEmail, password: "" },
  });
  const email = useWatch({ control, name: "email" });

  const onSubmit = handleSubmit(async (values) => {
    setOutcome(null);
    try {
      const result = await auth.signIn(values.email, values.password);
      if (result.signingIn) {
        markExplicitSignIn();
        onSignedIn();
        return;
      }
      // No session and no error: the email is not verified yet and a fresh code is on its way.
      onNeedsVerification(unverifiedAccount(values.email, values.password));
    } catch (error) {
      const failure = signInOutcome(error);
      if (failure.kind === "toast") {
        toast.error(failure.toast.title, { description: failure.toast.description });
      } else if (failure.kind === "emailNotVerified") {
        onNeedsVerification(unverifiedAccount(failure.email ?? values.email, values.password));
      } else {
        setOutcome(failure);
      }
    }
  });

  return (
    <FormStack onSubmit={onSubmit} aria-label="Sign in">
      <EmailInputField error={errors.email?.message} {...register("email")} />
      <PasswordInputField
        label="Password"
        autoComplete="current-password"
        error={errors.password?.message}
        labelAside={
          <Link asChild size="2">
            <RouterLink to={ROUTES.resetPassword} state={{ email: email.trim() }} onClick={onLeave}>
              Forgot password?
            </RouterLink>
          </Link>
        }
        {...register("password")}
      />
      {outcome ? (
        <SignInOutcomeCallout
          outcome={outcome}
          email={email.trim()}
          onSwitchToSignUp={() => onSwitchToSignUp(email.trim())}
          onLeave={onLeave}
        />
      ) : null}
      <SubmitButton busy={isSubmitting} busyLabel="Signing in…">
        Sign in
      </SubmitButton>
      {footer?.(email.trim())}
    </FormStack>
  );
}
