import { vi } from "vitest";
import type { Id } from "../_generated/dataModel";
import type { TestApp } from "../test.setup";
import { FORM } from "../briefs/briefs.fixtures";

export { offlineStudio } from "../campaigns/campaigns.fixtures";

/** The brief form's four fields reimagining needs. */
export const FIELDS = {
  brand: FORM.brand,
  audience: FORM.audience,
  message: FORM.message,
  tone: FORM.tone,
};

export async function finish(t: TestApp) {
  await t.finishAllScheduledFunctions(vi.runAllTimers);
}

export async function alternativeRows(t: TestApp, jobId?: Id<"generationJobs">) {
  return await t.run(async (ctx) =>
    jobId === undefined
      ? await ctx.db.query("brandAlternatives").take(50)
      : await ctx.db
          .query("brandAlternatives")
          .withIndex("by_job_and_position", (q) => q.eq("jobId", jobId))
          .take(50),
  );
}

/** A model's answer: three names, numbered by call so every call's names are new. */
export function providerNames(call: number) {
  return {
    alternatives: [1, 2, 3].map((index) => ({
      name: `Model Name ${call}${"ABC"[index - 1]}`,
      description: "A name that says what it does.",
      rationale: "People buy what they understand.",
    })),
  };
}

/**
 * A fake OpenAI-compatible endpoint: three names per call until call `failFrom` (1-based), then
 * 402 (the provider's account is out of credit: not retried). Undo with unstubAll*.
 */
export function stubNamesProvider(failFrom = Number.POSITIVE_INFINITY): { calls: number } {
  vi.stubEnv("OPENAI_API_KEY", "test-key");
  vi.stubEnv("OPENAI_BASE_URL", "http://fake-provider.test/v1");
  vi.stubEnv("OPENROUTER_API_KEY", "");
  const state = { calls: 0 };
  vi.stubGlobal("fetch", async () => {
    state.calls += 1;
    const headers = { "content-type": "application/json" };
    if (state.calls >= failFrom) {
      const error = { message: "Insufficient credits", type: null, code: 402 };
      return new Response(JSON.stringify({ error }), { status: 402, headers });
    }
    const content = JSON.stringify(providerNames(state.calls));
    return new Response(
      JSON.stringify({
        id: "chatcmpl-fake",
        object: "chat.completion",
        created: 1_760_000_000,
        model: "gpt-4.1",
        choices: [
          {
            index: 0,
            message: { role: "assistant", content, refusal: null },
            finish_reason: "stop",
          },
        ],
        usage: { prompt_tokens: 100, completion_tokens: 20, total_tokens: 120 },
      }),
      { status: 200, headers },
    );
  });
  return state;
}
