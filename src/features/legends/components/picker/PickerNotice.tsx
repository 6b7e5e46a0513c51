import { Button, Callout, Flex } from "@radix-ui/themes";
import { InfoCircledIcon, LockClosedIcon } from "@radix-ui/react-icons";
import { Link as RouterLink } from "react-router-dom";
import { ROUTES } from "../../../../../shared/constants";
import { validationMessages } from "../../../../../shared/errors";
import type { PickerNotice as Notice } from "@/features/legends/hooks/usePickerSelection";

/** Why the last pick didn't happen: the maximum (spec 5 wording) or a legend beyond the plan. */
export function PickerNotice({ notice, max }: { notice: Notice; max: number }) {
  if (notice === null) return null;
  if (notice.kind === "max") {
    return (
      <Callout.Root color="amber" variant="surface" size="1" role="alert">
        <Callout.Icon>
          <InfoCircledIcon />
        </Callout.Icon>
        <Callout.Text weight="medium">
          {validationMessages.legendPicker.maxSelected(max)}
        </Callout.Text>
        <Callout.Text>{validationMessages.legendPicker.deselectFirst}</Callout.Text>
      </Callout.Root>
    );
  }
  return (
    <Callout.Root color="gray" variant="surface" size="1" role="alert">
      <Callout.Icon>
        <LockClosedIcon />
      </Callout.Icon>
      <Flex align="center" justify="between" gap="3" wrap="wrap">
        <Callout.Text>
          {notice.name} isn’t included in your plan. Upgrade to pick this legend.
        </Callout.Text>
        <Button asChild size="1" variant="solid" highContrast>
          <RouterLink to={ROUTES.pricing}>See plans</RouterLink>
        </Button>
      </Flex>
    </Callout.Root>
  );
}
