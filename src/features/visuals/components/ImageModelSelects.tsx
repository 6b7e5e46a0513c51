import { useId } from "react";
import { Flex, Select, Text } from "@radix-ui/themes";
import type { ImageOptions } from "../lib/types";

type Provider = ImageOptions["provider"];
export type ModelChoice = { provider: Provider; model: string | null };

const PROVIDER_LABELS: Record<Provider, string> = {
  ideogram: "Ideogram",
  replicate: "Replicate",
  "offline-studio": "Offline studio",
};

/** The models a provider offers an admin (empty for the offline studio, which has none). */
export function modelsFor(
  options: ImageOptions,
  provider: string,
): { value: string; label: string }[] {
  if (provider === "ideogram") {
    return options.ideogramModels.map((model) => ({ value: model, label: model }));
  }
  if (provider === "replicate") {
    return options.replicateModels.map(({ name, modelId }) => ({ value: modelId, label: name }));
  }
  return [];
}

/** The admin default, or the provider's first model once another provider is picked. */
export function defaultChoice(options: ImageOptions, provider = options.provider): ModelChoice {
  const models = modelsFor(options, provider);
  const keep = provider === options.provider && models.some((m) => m.value === options.model);
  return { provider, model: keep ? options.model : (models[0]?.value ?? null) };
}

/**
 * Provider and model for admins (spec 3 "Image models", 6): Ideogram's models, the active
 * Replicate models, or the offline studio. Never shown to anyone else.
 */
export function ImageModelSelects({
  options,
  value,
  onChange,
  disabled,
}: {
  options: ImageOptions;
  value: ModelChoice;
  onChange: (value: ModelChoice) => void;
  disabled?: boolean;
}) {
  const id = useId();
  if (!options.canChooseModel) return null;
  const models = modelsFor(options, value.provider);
  return (
    <Flex gap="3" wrap="wrap" align="end">
      <Flex direction="column" gap="1">
        <Text as="div" size="2" weight="medium" id={`${id}-provider`}>
          Image provider
        </Text>
        <Select.Root
          value={value.provider}
          onValueChange={(provider) => onChange(defaultChoice(options, provider as Provider))}
          disabled={disabled}
        >
          <Select.Trigger aria-labelledby={`${id}-provider`} />
          <Select.Content>
            {Object.entries(PROVIDER_LABELS).map(([provider, label]) => (
              <Select.Item key={provider} value={provider}>
                {label}
              </Select.Item>
            ))}
          </Select.Content>
        </Select.Root>
      </Flex>
      {models.length > 0 && value.model !== null ? (
        <Flex direction="column" gap="1" minWidth="0">
          <Text as="div" size="2" weight="medium" id={`${id}-model`}>
            Model
          </Text>
          <Select.Root
            value={value.model}
            onValueChange={(model) => onChange({ ...value, model })}
            disabled={disabled}
          >
            <Select.Trigger aria-labelledby={`${id}-model`} />
            <Select.Content>
              {models.map((model) => (
                <Select.Item key={model.value} value={model.value}>
                  {model.label}
                </Select.Item>
              ))}
            </Select.Content>
          </Select.Root>
        </Flex>
      ) : null}
      <Text size="1" color="gray">
        Admin only
      </Text>
    </Flex>
  );
}
