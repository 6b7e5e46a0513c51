import type { ReactNode } from "react";
import { CheckboxCards, Flex, Heading, Text } from "@radix-ui/themes";
import type { Legend } from "@/features/legends/lib/types";
import { PickerItem } from "./PickerItem";

type PickerGroupProps = {
  /** Omitted when the list has a single group. */
  title?: string;
  /** Beside the title: e.g. the upgrade link of the locked group. */
  aside?: ReactNode;
  /** A line under the title. */
  description?: string;
  legends: readonly Legend[];
  selectedIds: readonly string[];
  onToggle: (legend: Legend) => void;
};

/** A titled set of legends sharing one checkbox-card group. */
export function PickerGroup({
  title,
  aside,
  description,
  legends,
  selectedIds,
  onToggle,
}: PickerGroupProps) {
  if (legends.length === 0) return null;
  const byId = new Map(legends.map((legend) => [legend.id as string, legend]));
  const onValueChange = (next: string[]) => {
    const added = next.find((id) => !selectedIds.includes(id));
    const removed = selectedIds.find((id) => byId.has(id) && !next.includes(id));
    const changed = byId.get(added ?? removed ?? "");
    if (changed) onToggle(changed);
  };
  return (
    <Flex direction="column" gap="3" asChild>
      <section aria-label={title}>
        {title ? (
          <Flex align="center" justify="between" gap="3" wrap="wrap">
            <Heading as="h3" size="2" weight="medium" color="gray" className="eyebrow">
              {title}
            </Heading>
            {aside}
          </Flex>
        ) : null}
        {description ? (
          <Text as="p" size="2" color="gray" mt="-1">
            {description}
          </Text>
        ) : null}
        <CheckboxCards.Root
          size="1"
          columns={{ initial: "1", sm: "2" }}
          gap="2"
          value={[...selectedIds]}
          onValueChange={onValueChange}
        >
          {legends.map((legend) => (
            <PickerItem key={legend.id} legend={legend} />
          ))}
        </CheckboxCards.Root>
      </section>
    </Flex>
  );
}
