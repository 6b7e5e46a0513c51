import { useState } from "react";
import { Badge, Button, Flex, Text } from "@radix-ui/themes";
import { CheckIcon, PlusIcon } from "@radix-ui/react-icons";
import { useMutation } from "convex/react";
import { api } from "../../../../../convex/_generated/api";
import { toast } from "@/components/feedback/toast";
import { userFacingMessage } from "@/lib/userFacingMessage";
import type { Legend } from "@/features/legends/lib/types";

/**
 * Signed-in users keep legends under My Activated. A plan that unlocks only some legends
 * unlocks the activated ones first, so activating is how a user chooses theirs. Private legends
 * are granted to the account and stay activated.
 */
export function ActivationControl({ legend }: { legend: Legend }) {
  const activate = useMutation(api.legends.mutations.activate);
  const deactivate = useMutation(api.legends.mutations.deactivate);
  const [busy, setBusy] = useState(false);

  if (!legend.isActive) {
    return (
      <Badge size="2" color="ruby" variant="soft" radius="full" style={{ alignSelf: "start" }}>
        Private legend of your account
      </Badge>
    );
  }

  const toggle = async () => {
    setBusy(true);
    try {
      if (legend.isActivated) await deactivate({ legendId: legend.id });
      else await activate({ legendId: legend.id });
    } catch (error) {
      toast.error("Error", { description: userFacingMessage(error) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Flex direction="column" align="start" gap="2">
      <Button
        size="3"
        variant={legend.isActivated ? "soft" : "solid"}
        loading={busy}
        onClick={() => void toggle()}
        aria-pressed={legend.isActivated}
      >
        {legend.isActivated ? <CheckIcon aria-hidden /> : <PlusIcon aria-hidden />}
        {legend.isActivated ? "Activated" : "Activate legend"}
      </Button>
      <Text size="1" color="gray">
        {legend.isActivated
          ? "In My Activated. Select again to remove."
          : "Keeps this legend under My Activated; your plan unlocks activated legends first."}
      </Text>
    </Flex>
  );
}
