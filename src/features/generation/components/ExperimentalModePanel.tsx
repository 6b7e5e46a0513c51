import { Card, Flex, Select, Slider, Switch, Text, TextField, Tooltip } from "@radix-ui/themes";
import {
  PROMPT_VERSIONS,
  TEXT_MODELS,
  EXPERIMENTAL_TEMPERATURE,
} from "../../../../shared/constants";
import { formatTemperature, type ExperimentalState } from "../lib/experimentalSettings";
import type { PromptVersion, TextModelId } from "../../../../shared/constants";

type Props = {
  isAdmin: boolean;
  state: ExperimentalState;
  onChange: (change: Partial<ExperimentalState>) => void;
};

/**
 * The admin-only 'Experimental Mode' switch and its settings (spec 2, 6). Non-admins see
 * nothing at all; the server ignores experimental settings from them anyway.
 */
export function ExperimentalModePanel({ isAdmin, state, onChange }: Props) {
  if (!isAdmin) return null;
  const { min, max, step } = EXPERIMENTAL_TEMPERATURE;
  return (
    <Card variant="surface">
      <Flex direction="column" gap="4">
        <Flex align="center" justify="between" gap="3">
          <Tooltip content="Admin Only">
            <Text as="label" size="2" weight="medium">
              <Flex align="center" gap="2">
                <Switch
                  checked={state.enabled}
                  onCheckedChange={(enabled) => onChange({ enabled })}
                />
                Experimental Mode
              </Flex>
            </Text>
          </Tooltip>
          <Text size="1" color="gray">
            Applies to your next generation
          </Text>
        </Flex>
        {state.enabled && (
          <Flex direction="column" gap="3">
            <Flex direction={{ initial: "column", sm: "row" }} gap="3">
              <Flex direction="column" gap="1" flexGrow="1">
                <Text as="label" size="1" color="gray" htmlFor="experimental-prompt">
                  Prompt version
                </Text>
                <Select.Root
                  value={state.promptVersion}
                  onValueChange={(value) => onChange({ promptVersion: value as PromptVersion })}
                >
                  <Select.Trigger id="experimental-prompt" />
                  <Select.Content>
                    {PROMPT_VERSIONS.map((version) => (
                      <Select.Item key={version} value={version}>
                        {version}
                      </Select.Item>
                    ))}
                  </Select.Content>
                </Select.Root>
              </Flex>
              <Flex direction="column" gap="1" flexGrow="1">
                <Text as="label" size="1" color="gray" htmlFor="experimental-model">
                  Model
                </Text>
                <Select.Root
                  value={state.model}
                  onValueChange={(value) => onChange({ model: value as TextModelId })}
                >
                  <Select.Trigger id="experimental-model" />
                  <Select.Content>
                    {TEXT_MODELS.map((model) => (
                      <Select.Item key={model.id} value={model.id}>
                        {model.label}
                      </Select.Item>
                    ))}
                  </Select.Content>
                </Select.Root>
              </Flex>
            </Flex>
            <Flex direction="column" gap="2">
              <Flex justify="between">
                <Text as="label" size="1" color="gray" id="experimental-temperature">
                  Temperature
                </Text>
                <Text size="1" weight="medium">
                  {formatTemperature(state.temperature)}
                </Text>
              </Flex>
              <Slider
                aria-labelledby="experimental-temperature"
                min={min}
                max={max}
                step={step}
                value={[state.temperature]}
                onValueChange={([value]) => onChange({ temperature: value })}
              />
            </Flex>
            <Text as="label" size="2">
              <Flex align="center" gap="2">
                <Switch
                  size="1"
                  checked={state.reasoning}
                  onCheckedChange={(reasoning) => onChange({ reasoning })}
                />
                Reasoning
              </Flex>
            </Text>
            <Flex direction="column" gap="1">
              <Text as="label" size="1" color="gray" htmlFor="experimental-routing">
                Provider routing (OpenRouter provider slugs, in order; empty for automatic)
              </Text>
              <TextField.Root
                id="experimental-routing"
                placeholder="e.g. cerebras, groq"
                value={state.providerOrder}
                onChange={(event) => onChange({ providerOrder: event.target.value })}
              />
              {state.providerOrder.trim() !== "" && (
                <Text as="label" size="1">
                  <Flex align="center" gap="2">
                    <Switch
                      size="1"
                      checked={state.allowFallbacks}
                      onCheckedChange={(allowFallbacks) => onChange({ allowFallbacks })}
                    />
                    Allow fallbacks
                  </Flex>
                </Text>
              )}
            </Flex>
          </Flex>
        )}
      </Flex>
    </Card>
  );
}
