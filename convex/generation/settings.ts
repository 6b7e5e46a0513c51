import type { Infer } from "convex/values";
import type { Doc } from "../_generated/dataModel";
import { appError } from "../lib/errors";
import type { TextSettings } from "../lib/ai/types";
import { defaultTextSettings } from "../lib/ai/llm";
import { EXPERIMENTAL_TEMPERATURE, TEXT_MODELS } from "../../shared/constants";
import type { experimentalSettingsValidator } from "./validators";

export type ExperimentalSettings = Infer<typeof experimentalSettingsValidator>;

/** The defaults, with the admin settings' default model when one is configured. */
export function defaultSettingsFor(model?: string): TextSettings {
  const defaults = defaultTextSettings();
  const known = TEXT_MODELS.find((m) => m.id === model);
  return known ? { ...defaults, model: known.id } : defaults;
}

/**
 * The settings a job runs with. Experimental settings count only from admins: anyone else's
 * are ignored (not refused), so a stale client setting never blocks a user. An admin's
 * out-of-range temperature is refused, since they chose it.
 */
export function resolveTextSettings(
  user: Doc<"users"> | null,
  requested: ExperimentalSettings | undefined,
  defaults: TextSettings = defaultSettingsFor(),
): TextSettings {
  if (requested === undefined || user?.isAdmin !== true) return defaults;
  const temperature = requested.temperature ?? defaults.temperature;
  const { min, max, step } = EXPERIMENTAL_TEMPERATURE;
  if (!Number.isFinite(temperature) || temperature < min || temperature > max) {
    throw appError("INVALID_ARGUMENT", `Temperature must be between ${min} and ${max}.`);
  }
  return {
    promptVersion: requested.promptVersion ?? defaults.promptVersion,
    model: requested.model ?? defaults.model,
    // The slider moves in steps of 0.1; snap (dividing, so 0.9 stays 0.9, not 0.9000000000000001).
    temperature: Math.round(temperature * Math.round(1 / step)) / Math.round(1 / step),
    reasoning: requested.reasoning ?? defaults.reasoning,
    providerRouting: requested.providerRouting ?? defaults.providerRouting,
    experimentalMode: true,
  };
}
