import { useState } from "react";
import { Controller, useForm, useWatch } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { useAction } from "convex/react";
import { Button, Callout, Flex, SegmentedControl, Text } from "@radix-ui/themes";
import { CheckCircledIcon, InfoCircledIcon } from "@radix-ui/react-icons";
import { EmailInputField } from "@/components/form/EmailInputField";
import { SubmitButton } from "@/components/form/SubmitButton";
import { api } from "../../../../convex/_generated/api";
import { BRIEF_ROLES, INVITE_TTL_MS, type BriefRole } from "../../../../shared/constants";
import { messages, readAppError } from "../../../../shared/errors";
import { shareSchema, type ShareValues } from "../forms/shareSchema";
import { ROLE_HINTS, ROLE_LABELS } from "../lib/roles";

const INVITE_DAYS = Math.round(INVITE_TTL_MS / (24 * 60 * 60 * 1000));

type Outcome =
  | { kind: "sent"; email: string; role: BriefRole; resent: boolean }
  /** The address has a pending invitation: offer Resend rather than a silent second email. */
  | { kind: "pending"; message: string }
  | null;

/**
 * The invite form: an email and a role; the result is said in place and the form stays. An
 * address already invited and not yet joined is answered 'Already invited — resend?' with a
 * Resend button: resending sends a fresh link with the role chosen now, and the old link stops
 * working (issue 39).
 */
export function InviteForm({ briefId }: { briefId: string }) {
  const send = useAction(api.sharing.invites.send);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [resending, setResending] = useState(false);
  const {
    register,
    control,
    handleSubmit,
    getValues,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ShareValues>({
    resolver: zodResolver(shareSchema),
    defaultValues: { email: "", role: "viewer" },
  });
  const role = useWatch({ control, name: "role" });

  const invite = async (values: ShareValues, resend: boolean) => {
    setOutcome(null);
    try {
      const result = await send({
        briefId,
        email: values.email,
        role: values.role,
        ...(resend ? { resend } : {}),
      });
      if (!result.ok) {
        setError("email", { message: result.error });
        return;
      }
      setOutcome({ kind: "sent", email: values.email, role: values.role, resent: resend });
      reset({ email: "", role: values.role });
    } catch (error) {
      const appError = readAppError(error);
      if (appError?.code === "ALREADY_INVITED") {
        setOutcome({ kind: "pending", message: appError.message });
        return;
      }
      // The server's own words: yourself, already has access, too many invites.
      setError("email", {
        message: appError?.message ?? messages.visualAndFavourite.inviteFailed,
      });
    }
  };

  const resend = async () => {
    // The address and role as they are now: the owner may have switched the role meanwhile
    // (editing the address takes this offer away).
    const values = shareSchema.safeParse(getValues());
    if (!values.success) return;
    setResending(true);
    await invite(values.data, true);
    setResending(false);
  };

  return (
    <form
      noValidate
      aria-label="Share with a colleague"
      onSubmit={handleSubmit((values) => invite(values, false))}
    >
      <Flex direction="column" gap="3">
        <EmailInputField
          label="Colleague’s email"
          placeholder="colleague@company.com"
          autoComplete="off"
          autoFocus
          error={errors.email?.message}
          {...register("email", { onChange: () => setOutcome(null) })}
        />
        <Flex direction="column" gap="1">
          <Text as="div" size="2" weight="medium" id="share-role-label">
            They
          </Text>
          <Controller
            control={control}
            name="role"
            render={({ field }) => (
              <SegmentedControl.Root
                value={field.value}
                onValueChange={field.onChange}
                aria-labelledby="share-role-label"
              >
                {BRIEF_ROLES.map((option) => (
                  <SegmentedControl.Item key={option} value={option}>
                    {ROLE_LABELS[option].toLowerCase()}
                  </SegmentedControl.Item>
                ))}
              </SegmentedControl.Root>
            )}
          />
          <Text size="1" color="gray">
            {ROLE_HINTS[role]}
          </Text>
        </Flex>
        <Flex justify="between" align="center" gap="3" wrap="wrap">
          <Text size="1" color="gray">
            The link works once, for {INVITE_DAYS} days.
          </Text>
          <SubmitButton busy={isSubmitting && !resending} busyLabel="Sending…" disabled={resending}>
            Send invite
          </SubmitButton>
        </Flex>
        {outcome?.kind === "pending" ? (
          <Callout.Root color="amber" size="1" role="alert">
            <Callout.Icon>
              <InfoCircledIcon />
            </Callout.Icon>
            <Flex align="center" justify="between" gap="3" wrap="wrap" asChild>
              <Callout.Text>
                <span>{outcome.message}</span>
                <Button
                  type="button"
                  size="1"
                  variant="solid"
                  color="amber"
                  highContrast
                  loading={resending}
                  onClick={() => void resend()}
                >
                  Resend
                </Button>
              </Callout.Text>
            </Flex>
          </Callout.Root>
        ) : null}
        {outcome?.kind === "sent" ? (
          <Callout.Root color="green" size="1" role="status">
            <Callout.Icon>
              <CheckCircledIcon />
            </Callout.Icon>
            <Callout.Text>
              {outcome.resent ? "Invitation sent again to " : "Invitation sent to "}
              {outcome.email}.{" "}
              {outcome.resent
                ? `The earlier link no longer works; they can ${outcome.role === "editor" ? "edit" : "view"} the brief from the new one.`
                : `They can ${outcome.role === "editor" ? "edit" : "view"} the brief as soon as they open the link.`}
            </Callout.Text>
          </Callout.Root>
        ) : null}
      </Flex>
    </form>
  );
}
