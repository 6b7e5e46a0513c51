import { useState } from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { useAuthToken } from "@convex-dev/auth/react";
import { Box, Flex, Text } from "@radix-ui/themes";
import { CheckCircledIcon } from "@radix-ui/react-icons";
import { EmailInputField } from "@/components/form/EmailInputField";
import { SubmitButton } from "@/components/form/SubmitButton";
import { messages } from "../../../../shared/errors";
import { inviteSchema, type InviteValues } from "../forms/inviteSchema";
import { sendInvite } from "../lib/sendInvite";

type Outcome = { kind: "sent"; email: string } | { kind: "failed"; message: string } | null;

/**
 * 'Invite a colleague' on the tour's last step: one email, sent to POST /api/send-invite with the
 * step it came from. The result is said in place, calmly; the form stays for another invite.
 */
export function InviteColleagueField({
  currentSlide,
  slideTitle,
}: {
  currentSlide: number;
  slideTitle: string;
}) {
  const token = useAuthToken();
  const [outcome, setOutcome] = useState<Outcome>(null);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<InviteValues>({ resolver: zodResolver(inviteSchema), defaultValues: { email: "" } });

  const onSubmit = async ({ email }: InviteValues) => {
    setOutcome(null);
    const result = await sendInvite(token, { email, currentSlide, slideTitle });
    if (result.ok) {
      setOutcome({ kind: "sent", email });
      reset({ email: "" });
    } else {
      const message = result.limit ?? messages.visualAndFavourite.inviteFailed;
      setOutcome({ kind: "failed", message });
    }
  };

  return (
    <form noValidate aria-label="Invite a colleague" onSubmit={handleSubmit(onSubmit)}>
      <Flex direction={{ initial: "column", xs: "row" }} gap="3" align={{ xs: "start" }}>
        <Box flexGrow="1" minWidth="0">
          <EmailInputField
            label="Invite a colleague by email"
            placeholder="colleague@company.com"
            autoComplete="off"
            error={errors.email?.message}
            {...register("email", { onChange: () => setOutcome(null) })}
          />
        </Box>
        {/* Beside the input from 520 px (past the label's line), so an error beneath it moves nothing. */}
        <Flex direction="column" pt={{ initial: "0", xs: "5" }}>
          <SubmitButton busy={isSubmitting} busyLabel="Sending…" variant="soft" size="3">
            Send invite
          </SubmitButton>
        </Flex>
      </Flex>
      <Box aria-live="polite" mt={outcome ? "3" : "0"}>
        {outcome?.kind === "sent" ? (
          <Flex gap="2" align="center">
            <CheckCircledIcon aria-hidden color="var(--green-11)" />
            <Text size="2">Invitation sent to {outcome.email}</Text>
          </Flex>
        ) : null}
        {outcome?.kind === "failed" ? (
          <Text size="2" color="red" role="alert">
            {outcome.message}
          </Text>
        ) : null}
      </Box>
    </form>
  );
}
