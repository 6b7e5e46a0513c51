import {
  DEFAULT_PROMPT_VERSION,
  DEFAULT_TEXT_MODEL,
  EXPERIMENTAL_TEMPERATURE,
  PROMPT_VERSIONS,
  TEXT_MODELS,
  type PromptVersion,
  type TextModelId,
} from "../../../../shared/constants";

/** An admin's Experimental Mode: on/off and the settings the next generation uses. */
export type ExperimentalState = {
  enabled: boolean;
  promptVersion: PromptVersion;
  model: TextModelId;
  temperature: number;
  reasoning: boolean;
  /** Comma-separated OpenRouter provider slugs, in order; empty for automatic routing. */
  providerOrder: string;
  allowFallbacks: boolean;
};

export const DEFAULT_EXPERIMENTAL_STATE: ExperimentalState = {
  enabled: false,
  promptVersion: DEFAULT_PROMPT_VERSION,
  model: DEFAULT_TEXT_MODEL,
  temperature: EXPERIMENTAL_TEMPERATURE.default,
  reasoning: false,
  providerOrder: "",
  allowFallbacks: true,
};

/** Reads stored state defensively: anything unknown falls back to the default. */
export function parseExperimentalState(raw: string | null): ExperimentalState {
  if (!raw) return DEFAULT_EXPERIMENTAL_STATE;
  try {
    const value = JSON.parse(raw) as Partial<ExperimentalState>;
    const { min, max } = EXPERIMENTAL_TEMPERATURE;
    return {
      enabled: value.enabled === true,
      promptVersion: PROMPT_VERSIONS.includes(value.promptVersion as PromptVersion)
        ? (value.promptVersion as PromptVersion)
        : DEFAULT_PROMPT_VERSION,
      model: TEXT_MODELS.some((m) => m.id === value.model)
        ? (value.model as TextModelId)
        : DEFAULT_TEXT_MODEL,
      temperature:
        typeof value.temperature === "number" &&
        value.temperature >= min &&
        value.temperature <= max
          ? value.temperature
          : EXPERIMENTAL_TEMPERATURE.default,
      reasoning: value.reasoning === true,
      providerOrder: typeof value.providerOrder === "string" ? value.providerOrder : "",
      allowFallbacks: value.allowFallbacks !== false,
    };
  } catch {
    return DEFAULT_EXPERIMENTAL_STATE;
  }
}

/** What a generation request sends: nothing unless the switch is on. */
export function toRequestSettings(state: ExperimentalState) {
  if (!state.enabled) return undefined;
  const order = state.providerOrder
    .split(",")
    .map((slug) => slug.trim())
    .filter((slug) => slug !== "");
  return {
    promptVersion: state.promptVersion,
    model: state.model,
    temperature: state.temperature,
    reasoning: state.reasoning,
    providerRouting: order.length > 0 ? { order, allowFallbacks: state.allowFallbacks } : null,
  };
}

export function formatTemperature(value: number): string {
  return value.toFixed(EXPERIMENTAL_TEMPERATURE.displayDecimals);
}
