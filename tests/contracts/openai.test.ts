import { afterEach, describe, expect, test, vi } from "vitest";
import { z } from "zod";
import {
  defaultTextSettings,
  generateText,
  type GenerateTextOptions,
} from "../../convex/lib/ai/llm";
import type { ChatEndpoint } from "../../convex/lib/ai/openaiCompatible";
import type { TextRequest, TextSettings } from "../../convex/lib/ai/types";
import { chatBody, completion, script } from "./fakes/chatCompletions";
import { startFake, type FakeHandler } from "./fakes/server";

/**
 * The OpenAI-compatible client against a local fake of the chat completions API: what goes over
 * the wire (model ids, structured output, temperature, OpenRouter routing and reasoning) and
 * what comes back (typed data, metadata).
 */

const schema = z.object({
  headline: z.string(),
  channels: z.array(z.string()).min(2),
});
const answer = JSON.stringify({ headline: "Think small.", channels: ["print", "outdoor"] });

function request(settings: Partial<TextSettings> = {}): TextRequest<z.infer<typeof schema>> {
  return {
    task: "test",
    settings: { ...defaultTextSettings(), ...settings },
    messages: [
      { role: "system", content: "You write ads." },
      { role: "user", content: "One headline, please." },
    ],
    schema,
    schemaName: "test_headline",
    studio: { task: "ideas", seed: "contract" },
  };
}

const tuning: GenerateTextOptions["tuning"] = {
  timeoutMs: 2_000,
  maxAttempts: 3,
  baseDelayMs: 5,
  maxRetryAfterMs: 200,
};

let fake: Awaited<ReturnType<typeof startFake>> | null = null;
afterEach(async () => {
  vi.unstubAllEnvs();
  await fake?.close();
  fake = null;
});

async function serve(handler: FakeHandler) {
  fake = await startFake(handler);
  return fake;
}

function openRouter(url: string): ChatEndpoint {
  return {
    kind: "openrouter",
    baseURL: url,
    apiKey: "sk-or-test",
    headers: { "X-Title": "Legendary" },
  };
}

describe("OpenAI-compatible client: request and answer", () => {
  test("OpenRouter: structured output request, typed data and metadata", async () => {
    const server = await serve(script(completion(answer, { totalTokens: 321 })));
    const result = await generateText(request({ experimentalMode: true }), {
      endpoint: openRouter(server.url),
      tuning,
    });

    expect(result.data).toEqual({ headline: "Think small.", channels: ["print", "outdoor"] });
    expect(server.requests).toHaveLength(1);
    const [sent] = server.requests;
    expect(sent.method).toBe("POST");
    expect(sent.path).toBe("/chat/completions");
    expect(sent.headers.authorization).toBe("Bearer sk-or-test");
    expect(sent.headers["x-title"]).toBe("Legendary");
    const body = chatBody(sent);
    expect(body.model).toBe("openai/gpt-4.1");
    expect(body.temperature).toBe(0.9);
    expect(body.messages).toEqual(request().messages);
    expect(body.response_format).toEqual({
      type: "json_schema",
      json_schema: {
        name: "test_headline",
        strict: true,
        schema: {
          type: "object",
          properties: {
            headline: { type: "string" },
            channels: {
              type: "array",
              items: { type: "string" },
              description: "At least 2 items.",
            },
          },
          required: ["headline", "channels"],
          additionalProperties: false,
        },
      },
    });
    // gpt-4.1 is not pinned to a provider; no reasoning asked for.
    expect(body.provider).toBeUndefined();
    expect(body.reasoning).toBeUndefined();

    expect(result.metadata).toMatchObject({
      provider: "openrouter",
      model: "openai/gpt-4.1",
      temperature: 0.9,
      reasoning: false,
      tokens_used: 321,
      prompt_version: "enhanced-creative-v1",
      experimental_mode: true,
    });
    expect(result.metadata.generation_time_ms).toBeGreaterThanOrEqual(0);
    expect(new Date(result.metadata.generation_timestamp).toISOString()).toBe(
      result.metadata.generation_timestamp,
    );
  });

  test("OpenRouter: gpt-oss-120b is pinned to one provider with fallbacks allowed", async () => {
    const server = await serve(script(completion(answer)));
    await generateText(request({ model: "gpt-oss-120b", reasoning: true }), {
      endpoint: openRouter(server.url),
      tuning,
    });
    const body = chatBody(server.requests[0]);
    expect(body.model).toBe("openai/gpt-oss-120b");
    expect(body.provider).toEqual({ order: ["cerebras"], allow_fallbacks: true });
    expect(body.reasoning).toEqual({ effort: "high", exclude: true });
  });

  test("OpenRouter: an admin's provider routing wins", async () => {
    const server = await serve(script(completion(answer)));
    const result = await generateText(
      request({
        model: "gpt-oss-120b",
        providerRouting: { order: ["groq", "together"], allowFallbacks: false },
        temperature: 0.4,
        promptVersion: "legend-first-v2",
      }),
      { endpoint: openRouter(server.url), tuning },
    );
    const body = chatBody(server.requests[0]);
    expect(body.provider).toEqual({ order: ["groq", "together"], allow_fallbacks: false });
    expect(body.temperature).toBe(0.4);
    expect(result.metadata.prompt_version).toBe("legend-first-v2");
  });

  test("OpenAI: reasoning models get reasoning_effort and no temperature", async () => {
    const server = await serve(script(completion(answer)));
    const endpoint: ChatEndpoint = { kind: "openai", baseURL: server.url, apiKey: "sk-test" };
    const result = await generateText(request({ model: "o3", reasoning: true }), {
      endpoint,
      tuning,
    });
    const body = chatBody(server.requests[0]);
    expect(body.model).toBe("o3");
    expect(body).not.toHaveProperty("temperature");
    expect(body.reasoning_effort).toBe("high");
    expect(body).not.toHaveProperty("provider");
    expect(result.metadata).toMatchObject({ provider: "openai", model: "o3", temperature: 1 });
  });

  test("env: OPENAI_BASE_URL + OPENAI_API_KEY reach a compatible server with mapped ids", async () => {
    const server = await serve(script(completion(answer)));
    vi.stubEnv("OPENROUTER_API_KEY", "");
    vi.stubEnv("OPENAI_API_KEY", "sk-local");
    vi.stubEnv("OPENAI_BASE_URL", server.url);
    vi.stubEnv("OPENAI_MODEL", "");
    const result = await generateText(request({ model: "gpt-5" }), { tuning });
    const body = chatBody(server.requests[0]);
    expect(server.requests[0].headers.authorization).toBe("Bearer sk-local");
    expect(body.model).toBe("gpt-5");
    expect(body.reasoning_effort).toBe("low");
    expect(result.metadata.provider).toBe("openai-compatible");
  });

  test("env: OPENAI_MODEL names a local server's model, which keeps its temperature", async () => {
    const server = await serve(script(completion(answer)));
    vi.stubEnv("OPENROUTER_API_KEY", "");
    vi.stubEnv("OPENAI_API_KEY", "");
    vi.stubEnv("OPENAI_BASE_URL", server.url);
    vi.stubEnv("OPENAI_MODEL", "llama3.1:8b");
    const result = await generateText(request({ model: "o3" }), { tuning });
    const body = chatBody(server.requests[0]);
    expect(body.model).toBe("llama3.1:8b");
    expect(body.temperature).toBe(0.9);
    expect(body).not.toHaveProperty("reasoning_effort");
    expect(result.metadata.model).toBe("llama3.1:8b");
  });

  test("env: OPENROUTER_API_KEY wins over OpenAI settings", async () => {
    const server = await serve(script(completion(answer)));
    vi.stubEnv("OPENROUTER_API_KEY", "sk-or-env");
    vi.stubEnv("OPENROUTER_BASE_URL", server.url);
    vi.stubEnv("OPENAI_API_KEY", "sk-openai");
    const result = await generateText(request(), { tuning });
    expect(server.requests[0].headers.authorization).toBe("Bearer sk-or-env");
    expect(chatBody(server.requests[0]).model).toBe("openai/gpt-4.1");
    expect(result.metadata.provider).toBe("openrouter");
  });

  test("optional fields make the schema non-strict instead of rewriting it", async () => {
    const server = await serve(script(completion(JSON.stringify({ headline: "Hi." }))));
    const loose = z.object({ headline: z.string(), subline: z.string().optional() });
    const result = await generateText(
      { ...request(), schema: loose, schemaName: "loose" },
      { endpoint: openRouter(server.url), tuning },
    );
    expect(result.data).toEqual({ headline: "Hi." });
    expect(chatBody(server.requests[0]).response_format?.json_schema?.strict).toBe(false);
  });
});
