import { AlertDialog, Button, Flex } from "@radix-ui/themes";

/** 'Start a new brief' confirmation (spec 2, Dialogs). */
export function NewBriefDialog({
  open,
  onOpenChange,
  onConfirm,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onConfirm: () => void;
}) {
  return (
    <AlertDialog.Root open={open} onOpenChange={onOpenChange}>
      <AlertDialog.Content maxWidth="440px">
        <AlertDialog.Title>Start a new brief?</AlertDialog.Title>
        <AlertDialog.Description size="2">
          This clears the form and the brief on screen. Briefs you saved stay in your account.
        </AlertDialog.Description>
        <Flex gap="3" mt="5" justify="end">
          <AlertDialog.Cancel>
            <Button variant="soft" color="gray">
              Keep working
            </Button>
          </AlertDialog.Cancel>
          <AlertDialog.Action>
            <Button color="red" onClick={onConfirm}>
              Start new brief
            </Button>
          </AlertDialog.Action>
        </Flex>
      </AlertDialog.Content>
    </AlertDialog.Root>
  );
}
