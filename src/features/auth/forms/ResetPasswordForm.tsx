import { useState } from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { Flex, Strong, Text } from "@radix-ui/themes";
import { toast } from "@/components/feedback/toast";
import {
  AUTH_CODE_LENGTH,
  PASSWORD_MIN_LENGTH,
  RESET_CODE_MINUTES,
} from "../../../../shared/constants";
import { ErrorCode, messages, readAppError } from "../../../../shared/errors";
import { resetFinishSchema } from "../../../../shared/schemas/auth";
import { FormStack } from "@/components/form/FormStack";
import { PasswordInputField } from "@/components/form/PasswordInputField";
import { SubmitButton } from "@/components/form/SubmitButton";
import { TextInputField } from "@/components/form/TextInputField";
import { usePasswordAuth } from "../hooks/usePasswordAuth";
import { resetFailure } from "../lib/authErrors";
import { CODE_PHRASE } from "../lib/codeCopy";
import { CodeStepActions } from "../components/CodeStepActions";
import { DevMailboxHint } from "../components/DevMailboxHint";

export type ResetPasswordFormProps = {
  email: string;
  /** The password is updated and the user is signed in with it. */
  onUpdated: () => void;
  onBack: () => void;
};

/** Step 2 of the reset: the emailed code and the new password (twice). */
export function ResetPasswordForm({ email, onUpdated, onBack }: ResetPasswordFormProps) {
  const auth = usePasswordAuth();
  const [resending, setResending] = useState(false);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(resetFinishSchema),
    defaultValues: { code: "", password: "", confirmPassword: "" },
  });

  const onSubmit = handleSubmit(async ({ code, password }) => {
    try {
      const result = await auth.finishReset(email, code, password);
      if (!result.signingIn) throw new Error("The reset did not sign in.");
      toast.success(messages.reset.updated, {
        description: "You’re signed in with your new password.",
      });
      onUpdated();
    } catch (error) {
      const coded = readAppError(error);
      if (coded?.code === ErrorCode.INVALID_CODE) {
        setError("code", { message: coded.message }, { shouldFocus: true });
      } else if (coded?.code === ErrorCode.INVALID_ARGUMENT) {
        setError("password", { message: coded.message }, { shouldFocus: true });
      } else {
        const { title, description } = resetFailure(error, messages.reset.updateFailed);
        toast.error(title, { description });
      }
    }
  });

  async function handleResend() {
    setResending(true);
    try {
      await auth.requestReset(email);
      toast.success("A new code is on its way", { description: `We sent it to ${email}.` });
    } catch (error) {
      const { title, description } = resetFailure(error, messages.reset.resetFailed);
      toast.error(title, { description });
    } finally {
      setResending(false);
    }
  }

  return (
    <Flex direction="column" gap="4">
      <Text as="p" size="2" color="gray">
        We sent {CODE_PHRASE} to <Strong>{email}</Strong>. It works once, for {RESET_CODE_MINUTES}{" "}
        minutes.
      </Text>
      <FormStack onSubmit={onSubmit} aria-label="Set a new password">
        <TextInputField
          label="Reset code"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={AUTH_CODE_LENGTH + 4}
          className="code-input"
          autoFocus
          error={errors.code?.message}
          {...register("code")}
        />
        <PasswordInputField
          label="New password"
          autoComplete="new-password"
          hint={`At least ${PASSWORD_MIN_LENGTH} characters`}
          error={errors.password?.message}
          {...register("password")}
        />
        <PasswordInputField
          label="Confirm new password"
          autoComplete="new-password"
          error={errors.confirmPassword?.message}
          {...register("confirmPassword")}
        />
        <SubmitButton busy={isSubmitting} busyLabel="Updating password…">
          Update password
        </SubmitButton>
      </FormStack>
      <CodeStepActions onBack={onBack} onResend={() => void handleResend()} resending={resending} />
      <DevMailboxHint />
    </Flex>
  );
}
