import { TEXT_MODELS, type TextModelId } from "../../../shared/constants";
import type { ProviderRouting } from "./types";

/**
 * The one table mapping our text model ids to what each endpoint calls them, plus the request
 * quirks each model has. OpenRouter ids live in shared/constants (the admin UI shows them);
 * everything wire-specific lives here.
 */

type ModelWire = {
  /** Id sent to OpenAI itself (and, unless OPENAI_MODEL overrides it, to a compatible server). */
  openAiId: string;
  /**
   * Reasoning models (o-series, gpt-5) reject any temperature other than their default of 1, so
   * none is sent, and they take `reasoning_effort` where other models reject it.
   */
  reasoningModel: boolean;
  /**
   * OpenRouter provider order used when the model is marked `allowFallbacks` and the admin set
   * no routing: pinned to one fast host, others allowed when it is down (spec 9).
   */
  defaultOrder?: string[];
};

const WIRE: Record<TextModelId, ModelWire> = {
  "gpt-4.1": { openAiId: "gpt-4.1", reasoningModel: false },
  "gpt-5": { openAiId: "gpt-5", reasoningModel: true },
  "gpt-oss-120b": { openAiId: "gpt-oss-120b", reasoningModel: false, defaultOrder: ["cerebras"] },
  "grok-4": { openAiId: "grok-4", reasoningModel: false },
  "gemini-2.5-pro": { openAiId: "gemini-2.5-pro", reasoningModel: false },
  o3: { openAiId: "o3", reasoningModel: true },
  "claude-sonnet-4": { openAiId: "claude-sonnet-4", reasoningModel: false },
};

export type TextEndpointKind = "openrouter" | "openai" | "openai-compatible";

function modelInfo(model: TextModelId) {
  const entry = TEXT_MODELS.find((candidate) => candidate.id === model);
  if (!entry) throw new Error(`Unknown text model ${model}`);
  return { ...entry, ...WIRE[model] };
}

/** The model id as the endpoint knows it; `override` is OPENAI_MODEL for non-OpenRouter calls. */
export function wireModelId(kind: TextEndpointKind, model: TextModelId, override?: string): string {
  const info = modelInfo(model);
  if (kind === "openrouter") return info.openRouterId;
  return override ?? info.openAiId;
}

export function isReasoningModel(model: TextModelId): boolean {
  return modelInfo(model).reasoningModel;
}

/**
 * OpenRouter `provider` preferences: the admin's routing wins, else the model's default pinning
 * with fallbacks, else none (OpenRouter load-balances on its own).
 */
export function openRouterRouting(
  model: TextModelId,
  routing: ProviderRouting | null,
): { order: string[]; allow_fallbacks: boolean } | undefined {
  if (routing && routing.order.length > 0) {
    return { order: routing.order, allow_fallbacks: routing.allowFallbacks };
  }
  const info = modelInfo(model);
  if (info.allowFallbacks && info.defaultOrder) {
    return { order: info.defaultOrder, allow_fallbacks: true };
  }
  return undefined;
}
