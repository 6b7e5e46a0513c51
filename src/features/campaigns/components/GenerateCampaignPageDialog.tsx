import { useState } from "react";
import { Button, Callout, Dialog, Flex, Spinner, Text } from "@radix-ui/themes";
import { ExclamationTriangleIcon, RocketIcon } from "@radix-ui/react-icons";
import { useMutation } from "convex/react";
import { userFacingMessage } from "@/lib/userFacingMessage";
import { api } from "../../../../convex/_generated/api";
import { messages, validationMessages } from "../../../../shared/errors";
import type { CampaignIdea } from "../lib/types";

export type GenerateCampaignPageDialogProps = {
  idea: CampaignIdea;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The page exists: the caller navigates to it. */
  onCreated: (campaignPageId: string) => void;
};

/**
 * The 'Generate Campaign Page' panel (spec 2, 4): says what 'Campaign It' makes, then makes it
 * ('Creating...' while busy). Without the collage there is nothing to build the page from: the
 * spec's 'No Thumbnails Available' and what to do instead.
 */
export function GenerateCampaignPageDialog({
  idea,
  open,
  onOpenChange,
  onCreated,
}: GenerateCampaignPageDialogProps) {
  const create = useMutation(api.campaigns.mutations.createFromIdea);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const hasThumbnails = idea.thumbnails.length > 0;

  const submit = async () => {
    setBusy(true);
    setError(null);
    try {
      const { campaignPageId } = await create({ ideaId: idea.id });
      onCreated(campaignPageId);
    } catch (failure) {
      setError(userFacingMessage(failure));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        if (!busy) onOpenChange(next);
      }}
    >
      <Dialog.Content maxWidth="520px">
        <Dialog.Title>Generate Campaign Page</Dialog.Title>
        <Dialog.Description size="2" color="gray">
          A page you can show a client: the campaign line over the hero visual of{" "}
          <Text weight="medium">{idea.campaignName}</Text>, the idea in brief, and its first ads
          written from the idea. It's free; adding more ads later uses Legend Credits.
        </Dialog.Description>
        {!hasThumbnails ? (
          <Callout.Root color="amber" mt="4" role="status">
            <Callout.Icon>
              <ExclamationTriangleIcon />
            </Callout.Icon>
            <Flex direction="column" gap="1">
              <Text weight="bold">{messages.campaignPage.noThumbnails}</Text>
              <Callout.Text>{validationMessages.campaignPage.needsThumbnails}</Callout.Text>
            </Flex>
          </Callout.Root>
        ) : null}
        {error ? (
          <Callout.Root color="red" mt="4" role="alert">
            <Callout.Text>{error}</Callout.Text>
          </Callout.Root>
        ) : null}
        <Flex gap="3" mt="5" justify="end" wrap="wrap">
          <Dialog.Close>
            <Button variant="soft" color="gray" disabled={busy}>
              Cancel
            </Button>
          </Dialog.Close>
          <Button
            disabled={busy || !hasThumbnails}
            aria-busy={busy || undefined}
            onClick={() => void submit()}
          >
            {busy ? <Spinner size="1" /> : <RocketIcon aria-hidden />}
            {busy ? "Creating..." : "Create campaign page"}
          </Button>
        </Flex>
      </Dialog.Content>
    </Dialog.Root>
  );
}
