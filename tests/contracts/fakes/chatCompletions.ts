import type { FakeAnswer, FakeHandler, RecordedRequest } from "./server";

/**
 * The OpenAI chat completions wire format (also spoken by OpenRouter and local servers):
 * POST /chat/completions → { id, object, created, model, choices[{ index, message, finish_reason }],
 * usage }, errors as { error: { message, type, code } } (OpenRouter: numeric code plus metadata).
 */

export function completion(
  content: string,
  options: {
    model?: string;
    totalTokens?: number;
    finishReason?: string;
    refusal?: string | null;
  } = {},
): FakeAnswer {
  const total = options.totalTokens ?? 120;
  return {
    status: 200,
    body: {
      id: "chatcmpl-fake",
      object: "chat.completion",
      created: 1_760_000_000,
      model: options.model ?? "gpt-4.1-2025-04-14",
      choices: [
        {
          index: 0,
          message: { role: "assistant", content, refusal: options.refusal ?? null },
          logprobs: null,
          finish_reason: options.finishReason ?? "stop",
        },
      ],
      usage: { prompt_tokens: total - 20, completion_tokens: 20, total_tokens: total },
    },
  };
}

export function apiError(
  status: number,
  error: { message: string; type?: string; code?: string | number | null; metadata?: unknown },
  headers?: Record<string, string>,
): FakeAnswer {
  return { status, body: { error: { type: null, code: null, ...error } }, headers };
}

/** Answers in order; the last answer repeats once the script runs out. */
export function script(...answers: FakeAnswer[]): FakeHandler {
  let index = 0;
  return () => answers[Math.min(index++, answers.length - 1)];
}

export type ChatRequestBody = {
  model: string;
  messages: { role: string; content: string }[];
  temperature?: number;
  response_format?: {
    type: string;
    json_schema?: { name: string; strict: boolean; schema: Record<string, unknown> };
  };
  provider?: { order: string[]; allow_fallbacks: boolean };
  reasoning?: Record<string, unknown>;
  reasoning_effort?: string;
};

export function chatBody(request: RecordedRequest): ChatRequestBody {
  return JSON.parse(request.body) as ChatRequestBody;
}
