import { Box, Button, Dialog, Flex, Heading, Separator } from "@radix-ui/themes";
import { InviteForm } from "./InviteForm";
import { MembersList } from "./MembersList";
import { PendingInvites } from "./PendingInvites";

/**
 * 'Share with a colleague' (spec 2, Dialogs) on a saved brief. The owner invites by email with a
 * role, manages the people below and the invitations not yet accepted (resend, withdraw); a
 * member sees who has access and can leave, and nothing of pending invitations.
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
        {isOwner ? <PendingInvites briefId={briefId} /> : null}
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
