import { Badge, CheckboxCards, Flex, Text } from "@radix-ui/themes";
import { LockClosedIcon } from "@radix-ui/react-icons";
import { legendOfLine } from "@/features/legends/lib/format";
import type { Legend } from "@/features/legends/lib/types";
import { LegendAvatar } from "../LegendAvatar";

/**
 * One legend in the picker: portrait, name, label and 'legend of'. Locked legends stay
 * operable so a click can say why they can't be picked (and where to upgrade), and so one
 * chosen before the plan changed can still be deselected.
 */
export function PickerItem({ legend }: { legend: Legend }) {
  const legendOf = legendOfLine(legend);
  const { locked } = legend;
  return (
    <CheckboxCards.Item
      value={legend.id}
      className={locked ? "picker-item picker-item--locked" : "picker-item"}
      aria-label={locked ? `${legend.name} (locked: upgrade to unlock)` : legend.name}
    >
      <Flex align="center" gap="3" minWidth="0" width="100%">
        <LegendAvatar legend={legend} size="4" className="picker-avatar" />
        <Flex direction="column" minWidth="0" gap="1">
          <Flex align="center" gap="2" wrap="wrap">
            <Text size="3" weight="medium" className="serif picker-name">
              {legend.name}
            </Text>
            {!legend.isActive ? (
              <Badge size="1" color="ruby" variant="soft" radius="full">
                Private
              </Badge>
            ) : null}
            {locked ? (
              <Badge size="1" color="gray" variant="surface" radius="full">
                <LockClosedIcon aria-hidden />
                Locked
              </Badge>
            ) : null}
          </Flex>
          <Text size="1" color="gray" truncate>
            {legend.label}
          </Text>
          {legendOf ? (
            <Text size="1" color="gray" truncate className="picker-legend-of">
              {legendOf}
            </Text>
          ) : null}
        </Flex>
      </Flex>
    </CheckboxCards.Item>
  );
}
