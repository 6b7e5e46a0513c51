import {
  DEFAULT_PROMPT_VERSION,
  DEFAULT_TEXT_MODEL,
  EXPERIMENTAL_TEMPERATURE,
  OFFLINE_STUDIO_PROVIDER,
  PRODUCT_NAME,
} from "../../../shared/constants";
import { providerEnv } from "../env";
import {
  completeStructured,
  DEFAULT_CHAT_TUNING,
  type ChatEndpoint,
  type ChatTuning,
} from "./openaiCompatible";
import { composeWithStudio } from "../../studio/compose";
import { studioPause } from "./studioLatency";
import { isReasoningModel, openRouterRouting, wireModelId } from "./textModels";
import type { GenerationMetadata, TextRequest, TextResult, TextSettings } from "./types";

/**
 * Text generation, whichever provider is configured. The provider is chosen at call time from
 * the environment:
 *   1. OPENROUTER_API_KEY            → OpenRouter (OPENROUTER_BASE_URL overrides the endpoint)
 *   2. OPENAI_API_KEY / OPENAI_BASE_URL → OpenAI, or an OpenAI-compatible server when the base
 *      URL points elsewhere (OPENAI_MODEL then names the server's model)
 *   3. neither                       → the offline studio (deterministic, no network)
 */

export type TextProviderName = "openrouter" | "openai" | "openai-compatible" | "offline-studio";

const OPENROUTER_BASE_URL = "https://openrouter.ai/api/v1";
const OPENAI_BASE_URL = "https://api.openai.com/v1";
/** Local servers (llama.cpp, vLLM, Ollama) accept any key; the SDK insists on one. */
const NO_KEY = "no-key-required";

function isOpenAiHost(baseUrl: string): boolean {
  try {
    return new URL(baseUrl).hostname === "api.openai.com";
  } catch {
    return false;
  }
}

/** The configured endpoint, or null for the offline studio. */
export function resolveTextEndpoint(): ChatEndpoint | null {
  const openRouterKey = providerEnv.openRouterApiKey();
  if (openRouterKey) {
    return {
      kind: "openrouter",
      baseURL: providerEnv.openRouterBaseUrl() ?? OPENROUTER_BASE_URL,
      apiKey: openRouterKey,
      // OpenRouter's app attribution header; harmless elsewhere.
      headers: { "X-Title": PRODUCT_NAME },
    };
  }
  const openAiKey = providerEnv.openAiApiKey();
  const baseUrl = providerEnv.openAiBaseUrl();
  if (openAiKey || baseUrl) {
    const official = baseUrl === undefined || isOpenAiHost(baseUrl);
    return {
      kind: official ? "openai" : "openai-compatible",
      baseURL: baseUrl ?? OPENAI_BASE_URL,
      apiKey: openAiKey ?? NO_KEY,
    };
  }
  return null;
}

export function textProviderName(): TextProviderName {
  return resolveTextEndpoint()?.kind ?? OFFLINE_STUDIO_PROVIDER;
}

/** What every generation runs with unless an admin's experimental settings say otherwise. */
export function defaultTextSettings(): TextSettings {
  return {
    promptVersion: DEFAULT_PROMPT_VERSION,
    model: DEFAULT_TEXT_MODEL,
    temperature: EXPERIMENTAL_TEMPERATURE.default,
    reasoning: false,
    providerRouting: null,
    experimentalMode: false,
  };
}

type WireRequest = {
  model: string;
  temperature?: number;
  extraBody: Record<string, unknown>;
};

/**
 * Settings → request fields for the endpoint. Reasoning models (o3, gpt-5) only run at their
 * default temperature, so none is sent (metadata records 1, the value they use). `reasoning`
 * asks for high effort: OpenRouter's unified `reasoning` object (ignored by models without
 * reasoning), OpenAI's `reasoning_effort` only for models that accept it. Provider routing
 * exists only on OpenRouter.
 */
function wireRequest(endpoint: ChatEndpoint, settings: TextSettings): WireRequest {
  const override = endpoint.kind === "openrouter" ? undefined : providerEnv.openAiModel();
  const model = wireModelId(endpoint.kind, settings.model, override);
  // A local model named by OPENAI_MODEL is not one of ours; assume it takes a temperature.
  const reasoningModel = override === undefined && isReasoningModel(settings.model);
  const extraBody: Record<string, unknown> = {};
  if (endpoint.kind === "openrouter") {
    const provider = openRouterRouting(settings.model, settings.providerRouting);
    if (provider) extraBody.provider = provider;
    if (settings.reasoning) extraBody.reasoning = { effort: "high", exclude: true };
  } else if (reasoningModel) {
    extraBody.reasoning_effort = settings.reasoning ? "high" : "low";
  }
  return {
    model,
    temperature: reasoningModel ? undefined : settings.temperature,
    extraBody,
  };
}

export type GenerateTextOptions = {
  /** Use this endpoint instead of the environment's; null forces the offline studio. */
  endpoint?: ChatEndpoint | null;
  /** Timeouts and retry pacing (tests and benchmarks shorten them). */
  tuning?: Partial<ChatTuning>;
};

export async function generateText<T>(
  request: TextRequest<T>,
  options: GenerateTextOptions = {},
): Promise<TextResult<T>> {
  const endpoint = options.endpoint === undefined ? resolveTextEndpoint() : options.endpoint;
  const { settings } = request;
  const started = Date.now();
  const metadata = (
    fields: Pick<GenerationMetadata, "provider" | "model" | "temperature" | "tokens_used">,
  ): GenerationMetadata => ({
    ...fields,
    prompt_version: settings.promptVersion,
    reasoning: settings.reasoning,
    generation_time_ms: Date.now() - started,
    generation_timestamp: new Date().toISOString(),
    experimental_mode: settings.experimentalMode,
    ...(request.signatureLens === undefined ? {} : { signature_lens: request.signatureLens }),
  });

  if (endpoint === null) {
    await studioPause();
    const data = composeWithStudio(request.schema, request.studio);
    return {
      data,
      metadata: metadata({
        provider: OFFLINE_STUDIO_PROVIDER,
        model: OFFLINE_STUDIO_PROVIDER,
        temperature: settings.temperature,
        tokens_used: 0,
      }),
    };
  }

  const wire = wireRequest(endpoint, settings);
  const result = await completeStructured(
    endpoint,
    {
      model: wire.model,
      messages: request.messages,
      schema: request.schema,
      schemaName: request.schemaName,
      temperature: wire.temperature,
      extraBody: wire.extraBody,
      timeoutMs: request.timeoutMs,
    },
    { ...DEFAULT_CHAT_TUNING, ...options.tuning },
  );
  return {
    data: result.data,
    metadata: metadata({
      provider: endpoint.kind,
      model: wire.model,
      temperature: wire.temperature ?? 1,
      tokens_used: result.tokensUsed,
    }),
  };
}
