import type { Infer } from "convex/values";
import type { z } from "zod";
import type { AspectRatio, PromptVersion, TextModelId } from "../../../shared/constants";
import type { StudioTask } from "../../studio/taskNames";
import type {
  briefFactsValidator,
  legendPersonaValidator,
  posterFactsValidator,
} from "./validators";

/**
 * The AI engine's contracts. Feature code builds a request (prompt messages + zod schema + the
 * facts the offline studio composes from) and gets typed data plus metadata back, whichever
 * provider ran it. Nothing here touches the database: jobs and storage live elsewhere.
 */

export type ChatMessage = { role: "system" | "user" | "assistant"; content: string };

/** OpenRouter provider routing: pin to providers in order, optionally allowing fallbacks. */
export type ProviderRouting = { order: string[]; allowFallbacks: boolean };

/** What a text generation runs with: the defaults, or an admin's experimental choice. */
export type TextSettings = {
  promptVersion: PromptVersion;
  model: TextModelId;
  temperature: number;
  reasoning: boolean;
  providerRouting: ProviderRouting | null;
  experimentalMode: boolean;
};

/** Spec section 3 "Generation metadata" (admin only), snake_case as the spec names it. */
export type GenerationMetadata = {
  prompt_version: string;
  model: string;
  temperature: number;
  reasoning: boolean;
  generation_time_ms: number;
  tokens_used: number;
  /** ISO 8601. */
  generation_timestamp: string;
  /** "openrouter", "openai", "openai-compatible" or "offline-studio". */
  provider: string;
  experimental_mode: boolean;
  signature_lens?: string;
};

/** A legend as the prompts and the offline studio see it. */
export type LegendPersona = Infer<typeof legendPersonaValidator>;

/** The brief as generation sees it (spec section 3 "Brief form"). */
export type BriefFacts = Infer<typeof briefFactsValidator>;

/**
 * What the offline studio composes from: the facts of the request, never the prompt text.
 * `seed` makes it deterministic: the same facts give the same output. `task` picks the studio's
 * composer; only the studio's own tests pass other names (the engine uses it as a seed).
 */
export type StudioContext<Task extends string = StudioTask> = {
  task: Task;
  seed: string;
  brief?: BriefFacts;
  legend?: LegendPersona;
  /** Task-specific facts (e.g. a website's text, an idea title), all treated as data. */
  extra?: Record<string, string>;
  /**
   * Ideas: the campaign names and headlines the brief's saved ideas already print, which this
   * answer must not print again (issue 40).
   */
  written?: string[];
  /**
   * Ideas: the requests of the legends before this one in the same 'Get Creative Ideas' click,
   * in order. They run in parallel, so none is saved yet; the studio works out what each
   * writes (deterministic per seed) and keeps off those lines too.
   */
  before?: StudioContext<Task>[];
};

export type TextRequest<T> = {
  /** A short name of the work ("ideas", "strategies", "test"): logs and studio composers. */
  task: string;
  settings: TextSettings;
  messages: ChatMessage[];
  schema: z.ZodType<T>;
  /** Name of the JSON schema sent for structured output ([a-zA-Z0-9_-]). */
  schemaName: string;
  studio: StudioContext;
  signatureLens?: string;
  /** Per-call timeout; the client's default applies when absent. */
  timeoutMs?: number;
};

export type TextResult<T> = { data: T; metadata: GenerationMetadata };

/**
 * Failure classes the UI tells apart. PROVIDER_CREDITS: the provider account is out of credit
 * (not the user's Legend Credits). CONTENT_FLAGGED: moderation refused the input or output.
 * UNAVAILABLE: network, 5xx or 429 after retries. INVALID_OUTPUT: no valid JSON after a retry.
 * MISCONFIGURED: bad key or model (401/403/404).
 */
export const AI_ERROR_CODES = [
  "PROVIDER_CREDITS",
  "CONTENT_FLAGGED",
  "TIMEOUT",
  "UNAVAILABLE",
  "INVALID_OUTPUT",
  "MISCONFIGURED",
] as const;
export type AiErrorCode = (typeof AI_ERROR_CODES)[number];

export class AiError extends Error {
  constructor(
    readonly code: AiErrorCode,
    message: string,
    readonly status: number | null = null,
  ) {
    super(message);
    this.name = "AiError";
  }
}

export type ImageProviderId = "ideogram" | "replicate" | "offline-studio";

/** What the offline studio's posters are drawn from (./validators.ts says what each is). */
export type PosterFacts = Infer<typeof posterFactsValidator>;

export type ImageRequest = {
  prompt: string;
  aspectRatio: AspectRatio;
  /** 1 to 4. */
  count: number;
  provider: ImageProviderId;
  /** Ideogram model (V_2A, V_1I) or a Replicate model id ("owner/name[:version]"). */
  model?: string;
  magicPrompt: boolean;
  includeText: boolean;
  poster: PosterFacts;
  timeoutMs?: number;
};

export type GeneratedImage = {
  bytes: Uint8Array<ArrayBuffer>;
  contentType: string;
  width: number;
  height: number;
  provider: ImageProviderId;
  model: string;
  /** The prompt the provider actually used (Ideogram's magic prompt may rewrite it). */
  usedPrompt: string;
};
