import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { defaultTextSettings, generateText } from "./llm";
import { generateImages } from "./images";
import { ideaDraftResponseSchema } from "./prompts/ideaSchema";
import { coffeeBrief, factualLegend } from "../../studio/engine/studio.fixtures";
import { jobStaleAfterMs, offlineStudioLatencyMs } from "../env";

/** OFFLINE_STUDIO_LATENCY_MS: the built-in studio waits before each answer, text and images. */

beforeEach(() => {
  vi.useFakeTimers();
  for (const name of ["OPENROUTER_API_KEY", "OPENAI_API_KEY", "OPENAI_BASE_URL"]) {
    vi.stubEnv(name, "");
  }
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllEnvs();
});

const text = () =>
  generateText(
    {
      task: "ideas",
      settings: defaultTextSettings(),
      messages: [{ role: "user", content: "unused offline" }],
      schema: ideaDraftResponseSchema,
      schemaName: "idea",
      studio: { task: "ideas", seed: "x", brief: coffeeBrief, legend: factualLegend },
    },
    { endpoint: null },
  );

const images = () =>
  generateImages({
    prompt: "A poster for a bakery",
    aspectRatio: "1:1",
    count: 1,
    provider: "offline-studio",
    magicPrompt: true,
    includeText: false,
    poster: { seed: "bakery", headline: "Bread", brand: "Crumb" },
  });

/** Whether `promise` has settled after the fake clock moved on by `ms`. */
async function settledAfter(promise: Promise<unknown>, ms: number): Promise<boolean> {
  let settled = false;
  void promise.then(() => (settled = true));
  await vi.advanceTimersByTimeAsync(ms);
  return settled;
}

describe("the built-in studio's latency", () => {
  it("answers text and images only after OFFLINE_STUDIO_LATENCY_MS", async () => {
    vi.stubEnv("OFFLINE_STUDIO_LATENCY_MS", "1500");
    for (const make of [text, images]) {
      const answer = make();
      expect(await settledAfter(answer, 1400)).toBe(false);
      expect(await settledAfter(answer, 200)).toBe(true);
      await answer;
    }
  });

  it("answers at once by default", async () => {
    expect(offlineStudioLatencyMs()).toBe(0);
    expect(await settledAfter(text(), 0)).toBe(true);
    expect(await settledAfter(images(), 0)).toBe(true);
  });
});

describe("the supervisor's settings", () => {
  it("read whole, non-negative milliseconds at call time, anything else is the default", () => {
    vi.stubEnv("OFFLINE_STUDIO_LATENCY_MS", "250");
    vi.stubEnv("JOB_STALE_AFTER_MS", "3000");
    expect(offlineStudioLatencyMs()).toBe(250);
    expect(jobStaleAfterMs()).toBe(3000);
    for (const bad of ["-5", "1.5", "soon", ""]) {
      vi.stubEnv("OFFLINE_STUDIO_LATENCY_MS", bad);
      vi.stubEnv("JOB_STALE_AFTER_MS", bad);
      expect(offlineStudioLatencyMs(), bad).toBe(0);
      expect(jobStaleAfterMs(), bad).toBeUndefined();
    }
    vi.stubEnv("JOB_STALE_AFTER_MS", "0");
    expect(jobStaleAfterMs()).toBeUndefined();
    vi.stubEnv("OFFLINE_STUDIO_LATENCY_MS", "600000");
    expect(offlineStudioLatencyMs()).toBe(60_000);
  });
});
