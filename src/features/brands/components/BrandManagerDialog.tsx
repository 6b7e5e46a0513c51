import { Dialog, Flex, IconButton } from "@radix-ui/themes";
import { Cross2Icon } from "@radix-ui/react-icons";
import { BrandManager, type BrandManagerMode } from "./BrandManager";

/** The brand manager as a dialog, opened from the brief form's brand profile field. */
export function BrandManagerDialog({
  open,
  mode,
  onOpenChange,
  onUpgrade,
}: {
  open: boolean;
  mode: BrandManagerMode;
  onOpenChange: (open: boolean) => void;
  onUpgrade: () => void;
}) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Content maxWidth="40rem" className="brand-dialog">
        <Flex justify="between" align="start" gap="3">
          <Dialog.Title>Brand profiles</Dialog.Title>
          <Dialog.Close>
            <IconButton variant="ghost" color="gray" aria-label="Close">
              <Cross2Icon />
            </IconButton>
          </Dialog.Close>
        </Flex>
        <Dialog.Description size="2" color="gray" mb="4">
          Manage brand profiles: your brand's voice, audience, key messages, colours and logo, ready
          for every brief.
        </Dialog.Description>
        {open ? <BrandManager initialMode={mode} onUpgrade={onUpgrade} /> : null}
      </Dialog.Content>
    </Dialog.Root>
  );
}
