import OpenAI from "openai";
import type { ChatCompletionCreateParamsNonStreaming } from "openai/resources/chat/completions";
import type { z } from "zod";
import { parseStructured } from "./jsonOutput";
import { structuredOutputSchema } from "./jsonSchema";
import { toAiError, withRetries, type RetryPolicy } from "./providerErrors";
import type { TextEndpointKind } from "./textModels";
import { AiError, type ChatMessage } from "./types";

/**
 * The real text client: chat completions on any OpenAI-compatible endpoint (OpenRouter, OpenAI,
 * a local server) with structured output, one repair round, retries and a timeout. It knows no
 * settings or env: llm.ts decides what to send, this decides how.
 */

export type ChatEndpoint = {
  kind: TextEndpointKind;
  baseURL: string;
  apiKey: string;
  headers?: Record<string, string>;
  /** Test and benchmark hook; the global fetch otherwise. */
  fetch?: typeof fetch;
};

export type ChatTuning = RetryPolicy & { timeoutMs: number };

/**
 * Long enough for a reasoning model writing a full idea, short enough that a stuck provider
 * fails the job well inside Convex's action limit.
 */
export const DEFAULT_CHAT_TUNING: ChatTuning = {
  timeoutMs: 120_000,
  maxAttempts: 3,
  baseDelayMs: 1_000,
  maxRetryAfterMs: 20_000,
};

export type StructuredChatRequest<T> = {
  /** The id as the endpoint knows it. */
  model: string;
  messages: ChatMessage[];
  schema: z.ZodType<T>;
  schemaName: string;
  /** Omitted for models that only accept their default. */
  temperature?: number;
  /** Endpoint-specific fields (OpenRouter `provider`, `reasoning`; OpenAI `reasoning_effort`). */
  extraBody?: Record<string, unknown>;
  timeoutMs?: number;
};

export type StructuredChatResult<T> = { data: T; tokensUsed: number };

type Completion = OpenAI.Chat.Completions.ChatCompletion;
/** OpenRouter reports some failures inside a 200 answer. */
type CompletionWithError = Completion & { error?: { code?: unknown; message?: string } };

export function createChatClient(endpoint: ChatEndpoint, tuning: ChatTuning): OpenAI {
  return new OpenAI({
    apiKey: endpoint.apiKey,
    baseURL: endpoint.baseURL,
    // Retries are ours (Retry-After cap, no retry on timeout), so the SDK makes one attempt.
    maxRetries: 0,
    timeout: tuning.timeoutMs,
    defaultHeaders: endpoint.headers,
    fetch: endpoint.fetch,
  });
}

function sanitizeSchemaName(name: string): string {
  const cleaned = name.replace(/[^a-zA-Z0-9_-]/g, "_").slice(0, 64);
  return cleaned === "" ? "result" : cleaned;
}

/** The assistant's text, or the failure it stands for. */
function readAnswer(completion: CompletionWithError): string {
  // The SDK hands back text when the answer is not JSON: a web page, not an API.
  if (typeof completion !== "object" || completion === null) {
    throw new AiError(
      "MISCONFIGURED",
      "the endpoint did not answer with a chat completion; check its base URL",
    );
  }
  if (completion.error) {
    const status = typeof completion.error.code === "number" ? completion.error.code : null;
    const message = `provider failed mid-answer: ${completion.error.message ?? "unknown error"}`;
    if (status === 402) throw new AiError("PROVIDER_CREDITS", message, status);
    if (status === 403) throw new AiError("CONTENT_FLAGGED", message, status);
    throw new AiError("UNAVAILABLE", message, status);
  }
  const choice = completion.choices?.[0];
  if (!choice) throw new AiError("UNAVAILABLE", "provider answered without a choice");
  if (choice.finish_reason === "content_filter") {
    throw new AiError("CONTENT_FLAGGED", "the provider's content filter stopped the answer");
  }
  if (choice.message.refusal) {
    throw new AiError("CONTENT_FLAGGED", `the model refused: ${choice.message.refusal}`);
  }
  return choice.message.content ?? "";
}

function repairMessages(
  original: ChatMessage[],
  badAnswer: string,
  problem: string,
  schemaText: string,
): ChatMessage[] {
  return [
    ...original,
    { role: "assistant", content: badAnswer.slice(0, 20_000) },
    {
      role: "user",
      content: [
        `That answer could not be used: ${problem}.`,
        "Reply again with only one JSON object that matches this JSON schema exactly: no prose, no code fences, no comments.",
        schemaText,
      ].join("\n\n"),
    },
  ];
}

/**
 * One structured generation: the call (retried on 429/5xx/network), a local parse with light
 * repairs, and if that fails a single repair call showing the model its answer and the schema.
 */
export async function completeStructured<T>(
  endpoint: ChatEndpoint,
  request: StructuredChatRequest<T>,
  tuning: ChatTuning = DEFAULT_CHAT_TUNING,
): Promise<StructuredChatResult<T>> {
  const timeoutMs = request.timeoutMs ?? tuning.timeoutMs;
  const client = createChatClient(endpoint, { ...tuning, timeoutMs });
  const { schema: jsonSchema, strict } = structuredOutputSchema(request.schema);
  const schemaName = sanitizeSchemaName(request.schemaName);
  let tokensUsed = 0;

  const call = async (messages: ChatMessage[]): Promise<string> => {
    const body: ChatCompletionCreateParamsNonStreaming = {
      ...request.extraBody,
      model: request.model,
      messages,
      response_format: {
        type: "json_schema",
        json_schema: { name: schemaName, strict, schema: jsonSchema },
      },
      ...(request.temperature === undefined ? {} : { temperature: request.temperature }),
    };
    try {
      // readAnswer runs inside the retries: OpenRouter's in-body 5xx is as transient as a 503.
      return await withRetries(tuning, async () => {
        const completion = (await client.chat.completions.create(body, {
          timeout: timeoutMs,
        })) as CompletionWithError;
        tokensUsed += completion.usage?.total_tokens ?? 0;
        return readAnswer(completion);
      });
    } catch (error) {
      throw toAiError(error);
    }
  };

  const firstAnswer = await call(request.messages);
  const first = parseStructured(firstAnswer, request.schema);
  if (first.ok) return { data: first.data, tokensUsed };

  const schemaText = JSON.stringify(jsonSchema);
  const secondAnswer = await call(
    repairMessages(request.messages, firstAnswer, first.problem, schemaText),
  );
  const second = parseStructured(secondAnswer, request.schema);
  if (second.ok) return { data: second.data, tokensUsed };
  throw new AiError(
    "INVALID_OUTPUT",
    `The model's answer did not match ${schemaName} after a repair attempt: ${second.problem}`,
  );
}
