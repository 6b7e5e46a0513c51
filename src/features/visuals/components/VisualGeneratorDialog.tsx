import { Dialog, Flex, IconButton } from "@radix-ui/themes";
import { Cross2Icon } from "@radix-ui/react-icons";
import { withFullStop } from "../../../../shared/ideaText";
import { VisualGenerator, type VisualGeneratorProps } from "./VisualGenerator";

/** The visual generator in a dialog, opened from an idea's collage. */
export function VisualGeneratorDialog({
  open,
  onOpenChange,
  ...generator
}: VisualGeneratorProps & { open: boolean; onOpenChange: (open: boolean) => void }) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Content maxWidth="880px" size={{ initial: "2", sm: "4" }}>
        <Flex justify="between" align="start" gap="3">
          <Dialog.Title className="serif" size="6">
            Visualize {withFullStop(generator.idea.campaignName)}
          </Dialog.Title>
          <Dialog.Close>
            <IconButton variant="ghost" color="gray" aria-label="Close">
              <Cross2Icon />
            </IconButton>
          </Dialog.Close>
        </Flex>
        <Dialog.Description size="2" color="gray" mb="5">
          Generate visuals of this idea in any format, alone or teamed up with another legend.
        </Dialog.Description>
        <VisualGenerator {...generator} />
      </Dialog.Content>
    </Dialog.Root>
  );
}
