import { useNavigate } from "react-router-dom";
import { Button, Dialog, Flex } from "@radix-ui/themes";
import { ROUTES } from "../../../../shared/constants";
import { messages } from "../../../../shared/errors";

/**
 * The brand-profile upgrade teaser (spec 2, 6): brand profiles come with a paid plan, so
 * 'Upgrade Now' leads to the plans at /pricing.
 */
export function BrandUpgradeTeaser({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const navigate = useNavigate();
  const { teaser } = messages.brands;
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Content maxWidth="28rem">
        <Dialog.Title>{teaser.title}</Dialog.Title>
        <Dialog.Description size="2">{teaser.description}</Dialog.Description>
        <Flex gap="3" mt="5" justify="end" wrap="wrap">
          <Dialog.Close>
            <Button variant="soft" color="gray">
              Not now
            </Button>
          </Dialog.Close>
          <Button
            onClick={() => {
              onOpenChange(false);
              void navigate(ROUTES.pricing);
            }}
          >
            {teaser.upgrade}
          </Button>
        </Flex>
      </Dialog.Content>
    </Dialog.Root>
  );
}
