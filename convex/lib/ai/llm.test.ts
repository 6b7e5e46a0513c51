import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { OFFLINE_STUDIO_PROVIDER } from "../../../shared/constants";
import { defaultTextSettings, generateText, resolveTextEndpoint, textProviderName } from "./llm";
import { ideaDraftResponseSchema } from "./prompts/ideaSchema";
import { coffeeBrief, factualLegend } from "../../studio/engine/studio.fixtures";

const textVars = [
  "OPENROUTER_API_KEY",
  "OPENROUTER_BASE_URL",
  "OPENAI_API_KEY",
  "OPENAI_BASE_URL",
  "OPENAI_MODEL",
];

beforeEach(() => {
  for (const name of textVars) vi.stubEnv(name, "");
});
afterEach(() => vi.unstubAllEnvs());

describe("text provider selection", () => {
  it("is the offline studio with nothing configured", () => {
    expect(textProviderName()).toBe("offline-studio");
    expect(resolveTextEndpoint()).toBeNull();
  });

  it("prefers OpenRouter whenever its key is set", () => {
    vi.stubEnv("OPENROUTER_API_KEY", "sk-or");
    vi.stubEnv("OPENAI_API_KEY", "sk-openai");
    expect(textProviderName()).toBe("openrouter");
    expect(resolveTextEndpoint()).toMatchObject({
      baseURL: "https://openrouter.ai/api/v1",
      apiKey: "sk-or",
    });
  });

  it("uses OpenAI with an OpenAI key", () => {
    vi.stubEnv("OPENAI_API_KEY", "sk-openai");
    expect(textProviderName()).toBe("openai");
    expect(resolveTextEndpoint()?.baseURL).toBe("https://api.openai.com/v1");
    vi.stubEnv("OPENAI_BASE_URL", "https://api.openai.com/v1");
    expect(textProviderName()).toBe("openai");
  });

  it("uses a compatible server when OPENAI_BASE_URL points elsewhere, key or not", () => {
    vi.stubEnv("OPENAI_BASE_URL", "http://127.0.0.1:11434/v1");
    expect(textProviderName()).toBe("openai-compatible");
    expect(resolveTextEndpoint()?.apiKey).toBeTruthy();
  });

  it("reads the environment at call time", () => {
    expect(textProviderName()).toBe("offline-studio");
    vi.stubEnv("OPENROUTER_API_KEY", "sk-or");
    expect(textProviderName()).toBe("openrouter");
    vi.stubEnv("OPENROUTER_API_KEY", " ");
    expect(textProviderName()).toBe("offline-studio");
  });
});

describe("generateText without a provider", () => {
  it("returns offline studio work with honest metadata", async () => {
    const settings = { ...defaultTextSettings(), promptVersion: "legend-first-v1" as const };
    const result = await generateText({
      task: "ideas",
      settings,
      messages: [{ role: "user", content: "unused offline" }],
      schema: ideaDraftResponseSchema,
      schemaName: "idea",
      studio: { task: "ideas", seed: "x", brief: coffeeBrief, legend: factualLegend },
      signatureLens: "the long factual headline",
    });
    expect(ideaDraftResponseSchema.safeParse(result.data).success).toBe(true);
    expect(result.metadata).toMatchObject({
      provider: OFFLINE_STUDIO_PROVIDER,
      model: OFFLINE_STUDIO_PROVIDER,
      tokens_used: 0,
      prompt_version: "legend-first-v1",
      temperature: 0.9,
      reasoning: false,
      experimental_mode: false,
      signature_lens: "the long factual headline",
    });
    expect(Number.isNaN(Date.parse(result.metadata.generation_timestamp))).toBe(false);
  });

  it("has the spec's defaults", () => {
    expect(defaultTextSettings()).toEqual({
      promptVersion: "enhanced-creative-v1",
      model: "gpt-4.1",
      temperature: 0.9,
      reasoning: false,
      providerRouting: null,
      experimentalMode: false,
    });
  });
});
