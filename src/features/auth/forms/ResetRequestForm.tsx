import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { Text } from "@radix-ui/themes";
import { toast } from "@/components/feedback/toast";
import { messages } from "../../../../shared/errors";
import { resetRequestSchema } from "../../../../shared/schemas/auth";
import { FormStack } from "@/components/form/FormStack";
import { SubmitButton } from "@/components/form/SubmitButton";
import { EmailInputField } from "@/components/form/EmailInputField";
import { usePasswordAuth } from "../hooks/usePasswordAuth";
import { resetFailure } from "../lib/authErrors";
import { CODE_PHRASE } from "../lib/codeCopy";

/** Step 1 of the reset: the account's email, to which a code is sent. */
export function ResetRequestForm({
  defaultEmail = "",
  onCodeSent,
}: {
  defaultEmail?: string;
  onCodeSent: (email: string) => void;
}) {
  const auth = usePasswordAuth();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(resetRequestSchema),
    defaultValues: { email: defaultEmail },
  });

  const onSubmit = handleSubmit(async ({ email }) => {
    try {
      await auth.requestReset(email);
      onCodeSent(email);
    } catch (error) {
      const { title, description } = resetFailure(error, messages.reset.resetFailed);
      toast.error(title, { description });
    }
  });

  return (
    <FormStack onSubmit={onSubmit} aria-label="Request a reset code">
      <Text as="p" size="2" color="gray">
        Enter the email you signed up with and we’ll send you {CODE_PHRASE} to set a new password.
      </Text>
      <EmailInputField error={errors.email?.message} {...register("email")} />
      <SubmitButton busy={isSubmitting} busyLabel="Sending code…">
        Send reset code
      </SubmitButton>
    </FormStack>
  );
}
