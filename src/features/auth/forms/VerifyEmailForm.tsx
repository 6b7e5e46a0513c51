import { useState } from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { Callout, Flex, Heading, Strong, Text } from "@radix-ui/themes";
import { EnvelopeClosedIcon, InfoCircledIcon } from "@radix-ui/react-icons";
import { toast } from "@/components/feedback/toast";
import { AUTH_CODE_LENGTH } from "../../../../shared/constants";
import { ErrorCode, readAppError } from "../../../../shared/errors";
import { verifyCodeSchema } from "../../../../shared/schemas/auth";
import { FormStack } from "@/components/form/FormStack";
import { SubmitButton } from "@/components/form/SubmitButton";
import { TextInputField } from "@/components/form/TextInputField";
import { usePasswordAuth } from "../hooks/usePasswordAuth";
import type { ToastText } from "../lib/authErrors";
import type { ResendResult } from "../lib/resendCode";
import { CODE_PHRASE } from "../lib/codeCopy";
import { CodeStepActions } from "../components/CodeStepActions";
import { DevMailboxHint } from "../components/DevMailboxHint";

export type VerifyEmailFormProps = {
  email: string;
  /**
   * Why the code step opened, when it was not the user's own sign-up: a sign-in refused until
   * the email is verified (the server's EMAIL_NOT_VERIFIED message and suggestion).
   */
  notice?: { message: string; suggestion: string };
  /** Emails a fresh code (or signs in, if the account was verified meanwhile). */
  resend: () => Promise<ResendResult>;
  onVerified: () => void;
  /** Back to the form, to use another address. */
  onBack: () => void;
  /** The toast for failures other than a wrong code, e.g. 'Authentication Error'. */
  describeFailure: (error: unknown) => ToastText;
};

/** The code step: the 8-digit code from the verification email, with resend. */
export function VerifyEmailForm({
  email,
  notice,
  resend,
  onVerified,
  onBack,
  describeFailure,
}: VerifyEmailFormProps) {
  const auth = usePasswordAuth();
  const [resending, setResending] = useState(false);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(verifyCodeSchema), defaultValues: { code: "" } });

  const onSubmit = handleSubmit(async ({ code }) => {
    try {
      const result = await auth.verifyEmail(email, code);
      if (result.signingIn) onVerified();
    } catch (error) {
      const coded = readAppError(error);
      // A wrong code, or too many of them (the lock-out names itself): said at the field.
      if (coded?.code === ErrorCode.INVALID_CODE || coded?.code === ErrorCode.RATE_LIMITED) {
        setError("code", { message: coded.message }, { shouldFocus: true });
        return;
      }
      const { title, description } = describeFailure(error);
      toast.error(title, { description });
    }
  });

  async function handleResend() {
    setResending(true);
    try {
      if ((await resend()) === "signedIn") {
        onVerified();
        return;
      }
      toast.success("A new code is on its way", { description: `We sent it to ${email}.` });
    } catch (error) {
      const { title, description } = describeFailure(error);
      toast.error(title, { description });
    } finally {
      setResending(false);
    }
  }

  return (
    <Flex direction="column" gap="4">
      <Flex direction="column" gap="2">
        <Flex align="center" gap="2">
          <EnvelopeClosedIcon aria-hidden />
          <Heading as="h3" size="4">
            Check your email
          </Heading>
        </Flex>
        {notice ? (
          <Callout.Root color="blue" variant="surface" role="status">
            <Callout.Icon>
              <InfoCircledIcon />
            </Callout.Icon>
            <Flex direction="column" gap="1">
              <Callout.Text weight="medium">{notice.message}</Callout.Text>
              {/* A long address must wrap on a phone rather than run out of the box. */}
              <Callout.Text style={{ overflowWrap: "anywhere" }}>{notice.suggestion}</Callout.Text>
            </Flex>
          </Callout.Root>
        ) : (
          <Text as="p" size="2" color="gray" style={{ overflowWrap: "anywhere" }}>
            We sent {CODE_PHRASE} to <Strong>{email}</Strong>. Enter it below to verify your email
            and finish signing in.
          </Text>
        )}
      </Flex>
      <FormStack onSubmit={onSubmit} aria-label="Verify your email">
        <TextInputField
          label="Verification code"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={AUTH_CODE_LENGTH + 4}
          className="code-input"
          autoFocus
          error={errors.code?.message}
          {...register("code")}
        />
        <SubmitButton busy={isSubmitting} busyLabel="Verifying…">
          Verify email
        </SubmitButton>
      </FormStack>
      <CodeStepActions onBack={onBack} onResend={() => void handleResend()} resending={resending} />
      <DevMailboxHint />
    </Flex>
  );
}
