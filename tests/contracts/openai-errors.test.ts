import { afterEach, describe, expect, test } from "vitest";
import { z } from "zod";
import {
  defaultTextSettings,
  generateText,
  type GenerateTextOptions,
} from "../../convex/lib/ai/llm";
import type { ChatEndpoint } from "../../convex/lib/ai/openaiCompatible";
import { AiError, type AiErrorCode, type TextRequest } from "../../convex/lib/ai/types";
import { apiError, chatBody, completion, script } from "./fakes/chatCompletions";
import { startFake, type FakeHandler } from "./fakes/server";

/**
 * Failure handling of the OpenAI-compatible client against a local fake speaking the documented
 * error formats of OpenAI ({error:{message,type,code}}) and OpenRouter (numeric code, metadata).
 */

const schema = z.object({ headline: z.string(), score: z.number().int() });
const good = JSON.stringify({ headline: "Think small.", score: 9 });

const request: TextRequest<z.infer<typeof schema>> = {
  task: "test",
  settings: defaultTextSettings(),
  messages: [{ role: "user", content: "One headline and a score." }],
  schema,
  schemaName: "scored_headline",
  studio: { task: "ideas", seed: "errors" },
};

const tuning: GenerateTextOptions["tuning"] = {
  timeoutMs: 2_000,
  maxAttempts: 3,
  baseDelayMs: 5,
  maxRetryAfterMs: 200,
};

let fake: Awaited<ReturnType<typeof startFake>> | null = null;
afterEach(async () => {
  await fake?.close();
  fake = null;
});

async function run(handler: FakeHandler, overrides: Partial<GenerateTextOptions["tuning"]> = {}) {
  fake = await startFake(handler);
  const endpoint: ChatEndpoint = { kind: "openrouter", baseURL: fake.url, apiKey: "sk-or-test" };
  return generateText(request, { endpoint, tuning: { ...tuning, ...overrides } });
}

async function failure(
  handler: FakeHandler,
  overrides: Partial<GenerateTextOptions["tuning"]> = {},
): Promise<AiError> {
  const error = await run(handler, overrides).then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(AiError);
  return error as AiError;
}

function expectCode(error: AiError, code: AiErrorCode, attempts: number) {
  expect(error.code).toBe(code);
  expect(fake?.requests).toHaveLength(attempts);
}

describe("OpenAI-compatible client: failures", () => {
  test("401 is a misconfiguration and is not retried", async () => {
    const error = await failure(
      script(
        apiError(401, {
          message: "Incorrect API key provided",
          type: "invalid_request_error",
          code: "invalid_api_key",
        }),
      ),
    );
    expectCode(error, "MISCONFIGURED", 1);
    expect(error.status).toBe(401);
  });

  test("404 (unknown model) is a misconfiguration", async () => {
    const error = await failure(
      script(
        apiError(404, { message: "The model `gpt-9` does not exist", code: "model_not_found" }),
      ),
    );
    expectCode(error, "MISCONFIGURED", 1);
  });

  test("402 means the provider account is out of credit", async () => {
    const error = await failure(
      script(
        apiError(402, {
          code: 402,
          message: "Insufficient credits. Add more using https://openrouter.ai/credits",
        }),
      ),
    );
    expectCode(error, "PROVIDER_CREDITS", 1);
  });

  test("OpenAI's 400 content_policy_violation is flagged content", async () => {
    const error = await failure(
      script(
        apiError(400, {
          message: "Your request was rejected as a result of our safety system.",
          type: "invalid_request_error",
          code: "content_policy_violation",
        }),
      ),
    );
    expectCode(error, "CONTENT_FLAGGED", 1);
  });

  test("OpenRouter's 403 moderation answer is flagged content", async () => {
    const error = await failure(
      script(
        apiError(403, {
          code: 403,
          message:
            'openai/gpt-4.1 requires moderation on OpenAI. Your input was flagged for "violence"',
          metadata: {
            reasons: ["violence"],
            flagged_input: "...",
            provider_name: "OpenAI",
            model_slug: "openai/gpt-4.1",
          },
        }),
      ),
    );
    expectCode(error, "CONTENT_FLAGGED", 1);
  });

  test("422 tells flagged content from a malformed request", async () => {
    const flagged = await failure(
      script(apiError(422, { message: "Input flagged by content moderation", code: "flagged" })),
    );
    expect(flagged.code).toBe("CONTENT_FLAGGED");
    await fake?.close();
    const invalid = await failure(
      script(apiError(422, { message: "response_format json_schema is not supported" })),
    );
    expectCode(invalid, "MISCONFIGURED", 1);
  });

  test("a content_filter finish is flagged content", async () => {
    const error = await failure(script(completion("", { finishReason: "content_filter" })));
    expectCode(error, "CONTENT_FLAGGED", 1);
  });

  test("429 then success: retried, honouring Retry-After", async () => {
    const result = await run(
      script(
        apiError(
          429,
          { message: "Rate limit reached", type: "requests", code: "rate_limit_exceeded" },
          { "retry-after": "0.05" },
        ),
        completion(good, { totalTokens: 50 }),
      ),
    );
    expect(result.data).toEqual({ headline: "Think small.", score: 9 });
    expect(fake?.requests).toHaveLength(2);
    expect(result.metadata.tokens_used).toBe(50);
  });

  test("a Retry-After beyond the cap ends the retries at once", async () => {
    const error = await failure(
      script(apiError(429, { message: "Rate limit reached" }, { "retry-after": "60" })),
    );
    expectCode(error, "UNAVAILABLE", 1);
  });

  test("500 is retried with backoff, then UNAVAILABLE", async () => {
    const error = await failure(script(apiError(500, { message: "The server had an error" })));
    expectCode(error, "UNAVAILABLE", 3);
    expect(error.status).toBe(500);
  });

  test("an error inside a 200 answer (OpenRouter) is retried like a 5xx", async () => {
    const result = await run(
      script(
        { status: 200, body: { error: { code: 502, message: "Upstream error" } } },
        completion(good),
      ),
    );
    expect(result.data.score).toBe(9);
    expect(fake?.requests).toHaveLength(2);
  });

  test("an HTML error page is a failed attempt, not a crash", async () => {
    const error = await failure(
      script({
        status: 502,
        body: null,
        rawBody: "<html><body>Bad gateway</body></html>",
        headers: { "Content-Type": "text/html" },
      }),
    );
    expectCode(error, "UNAVAILABLE", 3);
  });

  test("a web page instead of the API is a misconfiguration, not retried", async () => {
    const error = await failure(
      script({
        status: 200,
        body: null,
        rawBody: "<html><body>Welcome to nginx!</body></html>",
        headers: { "Content-Type": "text/html" },
      }),
    );
    expectCode(error, "MISCONFIGURED", 1);
  });

  test("fenced JSON with a trailing comma is repaired locally, without a second call", async () => {
    const result = await run(
      script(completion('Here you go:\n```json\n{"headline": "Think small.", "score": 9,}\n```')),
    );
    expect(result.data).toEqual({ headline: "Think small.", score: 9 });
    expect(fake?.requests).toHaveLength(1);
  });

  test("malformed JSON gets one repair call showing the model its answer and the schema", async () => {
    const result = await run(
      script(
        completion('{"headline": "Think small", "score": "nine"', { totalTokens: 70 }),
        completion(good, { totalTokens: 30 }),
      ),
    );
    expect(result.data.score).toBe(9);
    expect(result.metadata.tokens_used).toBe(100);
    expect(fake?.requests).toHaveLength(2);
    const repair = chatBody(fake!.requests[1]).messages;
    expect(repair.slice(0, 1)).toEqual(request.messages);
    expect(repair[1]).toEqual({
      role: "assistant",
      content: '{"headline": "Think small", "score": "nine"',
    });
    expect(repair[2].role).toBe("user");
    expect(repair[2].content).toContain("not valid JSON");
    expect(repair[2].content).toContain('"score"');
  });

  test("a schema mismatch twice is INVALID_OUTPUT", async () => {
    const error = await failure(
      script(completion(JSON.stringify({ headline: "Hi", score: "nine" }))),
    );
    expectCode(error, "INVALID_OUTPUT", 2);
    expect(error.message).toContain("score");
  });

  test("a slow answer past the timeout is TIMEOUT, and not retried", async () => {
    const error = await failure(script({ ...completion(good), delayMs: 1_500 }), {
      timeoutMs: 150,
    });
    expectCode(error, "TIMEOUT", 1);
  });

  test("an unreachable endpoint is UNAVAILABLE after the retries", async () => {
    const error = await generateText(request, {
      endpoint: { kind: "openai-compatible", baseURL: "http://127.0.0.1:9", apiKey: "k" },
      tuning,
    }).then(
      () => null,
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(AiError);
    expect((error as AiError).code).toBe("UNAVAILABLE");
  });
});
