import type { ReactNode } from "react";
import { Flex, Switch, Text } from "@radix-ui/themes";

function SwitchField({
  label,
  description,
  checked,
  onCheckedChange,
  disabled,
}: {
  label: string;
  description: ReactNode;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  disabled?: boolean;
}) {
  return (
    <Text as="label" size="2">
      <Flex gap="2" align="start">
        <Switch mt="1" checked={checked} onCheckedChange={onCheckedChange} disabled={disabled} />
        <Flex direction="column">
          <Text weight="medium">{label}</Text>
          <Text size="1" color="gray">
            {description}
          </Text>
        </Flex>
      </Flex>
    </Text>
  );
}

/** Magic prompt and include text (spec 7 /generate-visual). */
export function VisualSwitches({
  magicPrompt,
  includeText,
  onChange,
  disabled,
}: {
  magicPrompt: boolean;
  includeText: boolean;
  onChange: (next: { magicPrompt?: boolean; includeText?: boolean }) => void;
  disabled?: boolean;
}) {
  return (
    <Flex gap="5" wrap="wrap">
      <SwitchField
        label="Magic prompt"
        description="Let the image model enrich the prompt"
        checked={magicPrompt}
        onCheckedChange={(checked) => onChange({ magicPrompt: checked })}
        disabled={disabled}
      />
      <SwitchField
        label="Include text"
        description="Set the headline in the image"
        checked={includeText}
        onCheckedChange={(checked) => onChange({ includeText: checked })}
        disabled={disabled}
      />
    </Flex>
  );
}
