import { useState } from "react";
import { Controller, useForm, useWatch } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { useAction } from "convex/react";
import {
  Box,
  Button,
  Callout,
  Dialog,
  Flex,
  Heading,
  SegmentedControl,
  Separator,
  Text,
} from "@radix-ui/themes";
import { CheckCircledIcon } from "@radix-ui/react-icons";
import { EmailInputField } from "@/components/form/EmailInputField";
import { SubmitButton } from "@/components/form/SubmitButton";
import { api } from "../../../../convex/_generated/api";
import { BRIEF_ROLES, INVITE_TTL_MS, type BriefRole } from "../../../../shared/constants";
import { messages, readAppError } from "../../../../shared/errors";
import { shareSchema, type ShareValues } from "../forms/shareSchema";
import { ROLE_HINTS, ROLE_LABELS } from "../lib/roles";
import { MembersList } from "./MembersList";

const INVITE_DAYS = Math.round(INVITE_TTL_MS / (24 * 60 * 60 * 1000));

type Outcome = { kind: "sent"; email: string; role: BriefRole } | null;

/** The invite form: an email and a role; the result is said in place and the form stays. */
function InviteForm({ briefId }: { briefId: string }) {
  const send = useAction(api.sharing.invites.send);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const {
    register,
    control,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ShareValues>({
    resolver: zodResolver(shareSchema),
    defaultValues: { email: "", role: "viewer" },
  });
  const role = useWatch({ control, name: "role" });

  const onSubmit = async (values: ShareValues) => {
    setOutcome(null);
    try {
      const result = await send({ briefId, email: values.email, role: values.role });
      if (!result.ok) {
        setError("email", { message: result.error });
        return;
      }
      setOutcome({ kind: "sent", email: values.email, role: values.role });
      reset({ email: "", role: values.role });
    } catch (error) {
      // The server's own words: yourself, already has access, too many invites.
      setError("email", {
        message: readAppError(error)?.message ?? messages.visualAndFavourite.inviteFailed,
      });
    }
  };

  return (
    <form noValidate aria-label="Share with a colleague" onSubmit={handleSubmit(onSubmit)}>
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
          <SubmitButton busy={isSubmitting} busyLabel="Sending…">
            Send invite
          </SubmitButton>
        </Flex>
        {outcome ? (
          <Callout.Root color="green" size="1" role="status">
            <Callout.Icon>
              <CheckCircledIcon />
            </Callout.Icon>
            <Callout.Text>
              Invitation sent to {outcome.email}. They can{" "}
              {outcome.role === "editor" ? "edit" : "view"} the brief as soon as they open the link.
            </Callout.Text>
          </Callout.Root>
        ) : null}
      </Flex>
    </form>
  );
}

/**
 * 'Share with a colleague' (spec 2, Dialogs) on a saved brief. The owner invites by email with a
 * role and manages the people below; a member sees who has access and can leave.
 */
export function ShareBriefDialog({
  open,
  onOpenChange,
  briefId,
  briefTitle,
  isOwner,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  briefId: string;
  briefTitle: string;
  isOwner: boolean;
}) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Content maxWidth="520px">
        <Dialog.Title>{isOwner ? "Share with a colleague" : "People with access"}</Dialog.Title>
        <Dialog.Description size="2" color="gray" mb="4">
          {isOwner
            ? `Invite someone to “${briefTitle}”. Everyone on the brief sees the ideas arrive live.`
            : `Everyone who can open “${briefTitle}”. The owner decides who joins.`}
        </Dialog.Description>
        {isOwner ? (
          <>
            <InviteForm briefId={briefId} />
            <Separator size="4" my="5" />
          </>
        ) : null}
        <Box>
          {isOwner ? (
            <Heading as="h3" size="2" weight="medium" color="gray" className="eyebrow" mb="3">
              People with access
            </Heading>
          ) : null}
          <MembersList briefId={briefId} />
        </Box>
        <Flex justify="end" mt="5">
          <Dialog.Close>
            <Button variant="soft" color="gray">
              Done
            </Button>
          </Dialog.Close>
        </Flex>
      </Dialog.Content>
    </Dialog.Root>
  );
}
