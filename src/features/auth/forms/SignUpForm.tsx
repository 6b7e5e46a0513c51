import type { ReactNode } from "react";
import { useForm, useWatch } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { toast } from "@/components/feedback/toast";
import { ErrorCode, messages, readAppError } from "../../../../shared/errors";
import { PASSWORD_MIN_LENGTH } from "../../../../shared/constants";
import { dialogSignUpSchema, pageSignUpSchema } from "../../../../shared/schemas/auth";
import { FormStack } from "@/components/form/FormStack";
import { PasswordInputField } from "@/components/form/PasswordInputField";
import { SubmitButton } from "@/components/form/SubmitButton";
import { TextInputField } from "@/components/form/TextInputField";
import { EmailInputField } from "@/components/form/EmailInputField";
import { usePasswordAuth } from "../hooks/usePasswordAuth";
import { signUpFailure } from "../lib/authErrors";
import { TermsNote } from "../components/TermsNote";

export type SignUpFormProps = {
  /** The dialog's Sign Up tab and the /register page word their validation differently (spec 5). */
  variant: "dialog" | "page";
  defaultEmail?: string;
  /** The account exists and a verification code was emailed. */
  onCodeSent: (account: { email: string; password: string }) => void;
  /** Signed in straight away (a deployment without email verification). */
  onSignedIn: () => void;
  onSwitchToSignIn: (email: string) => void;
  /** Under the form, given the email typed so far (to carry it to the other form). */
  footer?: (email: string) => ReactNode;
};

export function SignUpForm({
  variant,
  defaultEmail = "",
  onCodeSent,
  onSignedIn,
  onSwitchToSignIn,
  footer,
}: SignUpFormProps) {
  const auth = usePasswordAuth();
  const {
    register,
    handleSubmit,
    control,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(variant === "dialog" ? dialogSignUpSchema : pageSignUpSchema),
    defaultValues: { fullName: "", email: defaultEmail, password: "", confirmPassword: "" },
  });
  const email = useWatch({ control, name: "email" });

  const onSubmit = handleSubmit(async (values) => {
    try {
      const result = await auth.signUp(values);
      if (result.signingIn) onSignedIn();
      else onCodeSent({ email: values.email, password: values.password });
    } catch (error) {
      const { title, description } = signUpFailure(error, messages.auth.registrationFailed.title);
      const exists = readAppError(error)?.code === ErrorCode.CONFLICT;
      toast.error(title, {
        description,
        // An address that already has an account: offer the sign-in it probably wanted.
        action: exists
          ? { label: "Sign in", onClick: () => onSwitchToSignIn(values.email) }
          : undefined,
      });
    }
  });

  return (
    <FormStack onSubmit={onSubmit} aria-label="Create an account">
      <TextInputField
        label="Full name"
        autoComplete="name"
        autoCapitalize="words"
        placeholder="Mary Wells Lawrence"
        error={errors.fullName?.message}
        {...register("fullName")}
      />
      <EmailInputField error={errors.email?.message} {...register("email")} />
      <PasswordInputField
        label="Password"
        autoComplete="new-password"
        hint={`At least ${PASSWORD_MIN_LENGTH} characters`}
        error={errors.password?.message}
        {...register("password")}
      />
      <PasswordInputField
        label="Confirm password"
        autoComplete="new-password"
        error={errors.confirmPassword?.message}
        {...register("confirmPassword")}
      />
      <TermsNote />
      <SubmitButton busy={isSubmitting} busyLabel="Creating account…">
        Create account
      </SubmitButton>
      {footer?.(email.trim())}
    </FormStack>
  );
}
