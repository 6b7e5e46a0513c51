import { useState } from "react";
import { Badge, Button, Flex, IconButton, Text } from "@radix-ui/themes";
import { Cross2Icon, PersonIcon } from "@radix-ui/react-icons";
import type { PickTeamLegend, TeamLegend } from "../lib/types";

/**
 * The optional team-up legend (spec 2 "team-up legend picker for visuals"): the page opens its
 * legend picker and hands back the legend chosen; the idea's own legend cannot team up with
 * itself.
 */
export function TeamLegendControl({
  ideaId,
  ideaLegend,
  value,
  onChange,
  onPick,
  disabled,
}: {
  ideaId: string;
  ideaLegend: { id: string; name: string };
  value: TeamLegend | null;
  onChange: (value: TeamLegend | null) => void;
  onPick: PickTeamLegend;
  disabled?: boolean;
}) {
  const [picking, setPicking] = useState(false);
  const [note, setNote] = useState<string | null>(null);
  const pick = async () => {
    setPicking(true);
    setNote(null);
    try {
      const picked = await onPick({ ideaId, ideaLegendId: ideaLegend.id, current: value });
      if (picked === null) return;
      if (picked.id === ideaLegend.id) {
        setNote(`${ideaLegend.name} already leads this idea: team up with another legend.`);
        return;
      }
      onChange(picked);
    } finally {
      setPicking(false);
    }
  };
  return (
    <Flex direction="column" gap="2">
      <Text as="div" size="2" weight="medium">
        Team-up legend{" "}
        <Text color="gray" weight="regular">
          (optional)
        </Text>
      </Text>
      <Flex gap="2" align="center" wrap="wrap">
        {value ? (
          <Badge size="2" variant="soft" radius="full">
            {ideaLegend.name} × {value.name}
            <IconButton
              size="1"
              variant="ghost"
              color="gray"
              radius="full"
              aria-label={`Remove ${value.name}`}
              disabled={disabled}
              onClick={() => onChange(null)}
            >
              <Cross2Icon />
            </IconButton>
          </Badge>
        ) : null}
        <Button
          size="2"
          variant="soft"
          color="gray"
          disabled={disabled || picking}
          onClick={() => void pick()}
        >
          <PersonIcon aria-hidden />
          {value ? "Change legend" : "Team up with a legend"}
        </Button>
      </Flex>
      {note ? (
        <Text size="2" color="red" role="alert">
          {note}
        </Text>
      ) : null}
    </Flex>
  );
}
