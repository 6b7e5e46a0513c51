/**
 * Shared by the convex/decks tests (two dots in the name: never deployed): an idea and its sell
 * deck written by the offline studio, members of its brief, and a fake text provider that can
 * fail from a given request on (to fail a deck job part-way through).
 */
import { vi } from "vitest";
import { api } from "../_generated/api";
import type { Doc, Id } from "../_generated/dataModel";
import { asUser, type TestApp } from "../test.setup";
import { ideaFixture, type IdeaFixture } from "../visuals/visuals.fixtures";
import { offlineStudio } from "../campaigns/campaigns.fixtures";

export { member, offlineStudio } from "../campaigns/campaigns.fixtures";

/** Runs every scheduled job to its end (fake timers). */
export async function finish(t: TestApp) {
  await t.finishAllScheduledFunctions(vi.runAllTimers);
}

export type DeckFixture = IdeaFixture & {
  presentationId: Id<"presentations">;
  jobId: Id<"generationJobs">;
};

/** An idea (10 credits) and its ready sell deck, written by the offline studio (2 credits). */
export async function deckFixture(
  t: TestApp,
  overrides: Parameters<typeof ideaFixture>[1] = {},
): Promise<DeckFixture> {
  offlineStudio();
  const fixture = await ideaFixture(t, overrides);
  const started = await asUser(t, fixture.userId).mutation(api.decks.mutations.sellIdea, {
    ideaId: fixture.ideaId,
  });
  await finish(t);
  return { ...fixture, ...started };
}

export async function slidesOf(
  t: TestApp,
  presentationId: Id<"presentations">,
): Promise<Doc<"slides">[]> {
  return await t.run(
    async (ctx) =>
      await ctx.db
        .query("slides")
        .withIndex("by_presentation_and_order", (q) => q.eq("presentationId", presentationId))
        .take(50),
  );
}

export async function deckRow(t: TestApp, presentationId: Id<"presentations">) {
  return await t.run(async (ctx) => await ctx.db.get("presentations", presentationId));
}

export async function jobRow(t: TestApp, jobId: Id<"generationJobs">) {
  return await t.run(async (ctx) => await ctx.db.get("generationJobs", jobId));
}

/** A model's slide as a provider sends it. */
export function providerSlide(index: number) {
  return {
    title: `Slide ${index + 1} makes its claim.`,
    content: "- Proof, not promises.\n- Every claim dated.",
    speakerNotes: "We say it plainly. Then we show the proof.",
    visualPrompt: "A coffee bag with a handwritten roast date at dawn",
  };
}

/**
 * Points the engine at a fake OpenAI-compatible endpoint answering one slide per request; from
 * request number `failFrom` (1-based) on it answers 402 (the provider's account is out of
 * credit: not retried). Undo with vi.unstubAllGlobals/unstubAllEnvs.
 */
export function stubTextProvider(
  failFrom = 1,
  onCall: (call: number) => Promise<void> = async () => {},
): { calls: number } {
  vi.stubEnv("OPENAI_API_KEY", "test-key");
  vi.stubEnv("OPENAI_BASE_URL", "http://fake-provider.test/v1");
  vi.stubEnv("OPENROUTER_API_KEY", "");
  const state = { calls: 0 };
  vi.stubGlobal("fetch", async () => {
    state.calls += 1;
    await onCall(state.calls);
    const headers = { "content-type": "application/json" };
    if (state.calls >= failFrom) {
      const error = { message: "Insufficient credits", type: null, code: 402 };
      return new Response(JSON.stringify({ error }), { status: 402, headers });
    }
    const content = JSON.stringify(providerSlide(state.calls - 1));
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
