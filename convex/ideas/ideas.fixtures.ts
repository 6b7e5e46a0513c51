/**
 * Shared by the convex/ideas tests (two dots in the name: never deployed): a seeded app with a
 * user who can use three legends, a saved brief, and a fake OpenAI-compatible provider behind a
 * stubbed `fetch` that answers per legend, so one legend can fail (or wait) while others work.
 */
import { vi } from "vitest";
import type { WithoutSystemFields } from "convex/server";
import { api, internal } from "../_generated/api";
import type { Doc, Id } from "../_generated/dataModel";
import { asUser, createUser, type TestApp } from "../test.setup";
import { BRIEF } from "../briefs/briefs.fixtures";
import { defaultTextSettings } from "../lib/ai/llm";
import { sampleInputs } from "../generation/jobShapes.fixtures";
import { personaOf } from "./jobs";
import { insertIdeas } from "./model";

export const LEGEND_SLUGS = ["david-ogilvy", "bill-bernbach", "mary-wells-lawrence"] as const;
export const LEGEND_NAMES = ["David Ogilvy", "Bill Bernbach", "Mary Wells Lawrence"] as const;

export async function seed(t: TestApp): Promise<void> {
  await t.mutation(internal.system.seed.run, {});
}

export async function legendId(t: TestApp, slug: string): Promise<Id<"creativeLegends">> {
  const legend = await t.run(
    async (ctx) =>
      await ctx.db
        .query("creativeLegends")
        .withIndex("by_slug", (q) => q.eq("slug", slug))
        .unique(),
  );
  if (legend === null) throw new Error(`no seeded legend ${slug}`);
  return legend._id;
}

export async function threeLegends(t: TestApp): Promise<Id<"creativeLegends">[]> {
  return await Promise.all(LEGEND_SLUGS.map((slug) => legendId(t, slug)));
}

/** A user on a plan with every legend ("business"), with credits, and a saved brief. */
export async function userWithBrief(
  t: TestApp,
  overrides: Partial<WithoutSystemFields<Doc<"users">>> = {},
): Promise<{ userId: Id<"users">; briefId: Id<"briefs"> }> {
  const userId = await createUser(t, {
    subscriptionTier: "business",
    legendCredits: 10,
    ...overrides,
  });
  const { briefId } = await asUser(t, userId).mutation(api.briefs.mutations.save, BRIEF);
  return { userId, briefId };
}

export async function balance(t: TestApp, userId: Id<"users">): Promise<number> {
  return (await asUser(t, userId).query(api.credits.queries.balance, {})).legendCredits;
}

/** Every row of a small table (tests only). */
export async function rows<
  T extends "ideas" | "ideaFavorites" | "generationJobs" | "ideaRuns" | "creditLedger",
>(t: TestApp, table: T): Promise<Doc<T>[]> {
  return await t.run(async (ctx) => await ctx.db.query(table).take(500));
}

/** A model's idea as a provider sends it: no final stops, and the keyVisuals alias. */
export function providerIdea(legend: string, index: number) {
  return {
    title: `${legend} route ${index + 1}`,
    campaignName: `The Morning Record ${index + 1}`,
    coreIdea: "Proof, not promises.",
    concept: "Every claim comes with its evidence.",
    headline: `Roasted this week, by ${legend}`,
    description: "A campaign of checkable claims.",
    tone: "Warm, witty",
    keyVisuals: ["A dated roast label", "A bike courier at dawn"],
    executionStrategy: ["Outdoor at commuter stations", "Receipts printed on cups"],
    selfCritique: "Strong proof; needs a sharper visual.",
    visualPrompt: "A coffee bag with a handwritten roast date at dawn",
    legendThinking: "1. Read. 2. Listen. 3. Find. 4. Doubt. 5. Test. 6. Leap. 7. Write.",
  };
}

type ChatBody = { messages: { content: string }[] };

export type FakeProvider = {
  /** Legend names the provider was asked for, in order. */
  calls: string[];
  /** Resolves once the provider has been asked for `legend`. */
  asked: (legend: string) => Promise<void>;
  /** Lets a held legend's answer go. */
  release: (legend: string) => void;
};

/**
 * Points the engine at a fake OpenAI-compatible endpoint. Each request is matched to a legend by
 * name in its prompt; `fail` legends get a 402 (the provider's account is out of credit: not
 * retried), `hold` legends wait for `release`. Undo with vi.unstubAllGlobals/unstubAllEnvs.
 */
export function stubProvider(
  options: { fail?: readonly string[]; hold?: readonly string[] } = {},
): FakeProvider {
  vi.stubEnv("OPENAI_API_KEY", "test-key");
  vi.stubEnv("OPENAI_BASE_URL", "http://fake-provider.test/v1");
  vi.stubEnv("OPENROUTER_API_KEY", "");
  const calls: string[] = [];
  const askedWaiters = new Map<string, () => void>();
  const asked = new Map<string, Promise<void>>();
  const releases = new Map<string, () => void>();
  const held = new Map<string, Promise<void>>();
  for (const legend of LEGEND_NAMES) {
    asked.set(legend, new Promise((resolve) => askedWaiters.set(legend, resolve)));
    held.set(legend, new Promise((resolve) => releases.set(legend, resolve)));
  }
  vi.stubGlobal("fetch", async (_url: unknown, init?: RequestInit) => {
    const body = JSON.parse(typeof init?.body === "string" ? init.body : "{}") as ChatBody;
    // Every prompt version's system message opens "You are {legend}".
    const system = body.messages[0]?.content ?? "";
    const legend = LEGEND_NAMES.find((name) => system.startsWith(`You are ${name}`)) ?? "Unknown";
    calls.push(legend);
    askedWaiters.get(legend)?.();
    if (options.hold?.includes(legend)) await held.get(legend);
    const headers = { "content-type": "application/json" };
    if (options.fail?.includes(legend)) {
      const error = { message: "Insufficient credits", type: null, code: 402 };
      return new Response(JSON.stringify({ error }), { status: 402, headers });
    }
    const ideas = [0, 1, 2].map((index) => providerIdea(legend, index));
    return new Response(
      JSON.stringify({
        id: "chatcmpl-fake",
        object: "chat.completion",
        created: 1_760_000_000,
        model: "gpt-4.1",
        choices: [
          {
            index: 0,
            message: { role: "assistant", content: JSON.stringify({ ideas }), refusal: null },
            finish_reason: "stop",
          },
        ],
        usage: { prompt_tokens: 100, completion_tokens: 20, total_tokens: 120 },
      }),
      { status: 200, headers },
    );
  });
  return {
    calls,
    asked: (legend) => asked.get(legend) ?? Promise.resolve(),
    release: (legend) => releases.get(legend)?.(),
  };
}

/**
 * `count` ideas of one legend on a brief, written through the app's own insert (counters and
 * trending included) under a finished job, without running generation: fast bulk data for
 * pagination, counter and read-cost tests.
 */
export async function insertIdeasFor(
  t: TestApp,
  args: {
    userId: Id<"users">;
    briefId: Id<"briefs">;
    legendId: Id<"creativeLegends">;
    count: number;
  },
): Promise<Id<"ideas">[]> {
  return await t.run(async (ctx) => {
    const legend = await ctx.db.get("creativeLegends", args.legendId);
    if (legend === null) throw new Error("no legend");
    const jobId = await ctx.db.insert("generationJobs", {
      ownerId: args.userId,
      kind: "ideas",
      status: "succeeded",
      cost: 0,
      settings: defaultTextSettings(),
      input: {
        ...sampleInputs.ideas({ briefId: args.briefId, legendId: legend._id }),
        legendName: legend.name,
        legendSlug: legend.slug,
        persona: personaOf(legend),
      },
    });
    const drafts = Array.from({ length: args.count }, (_, index) => {
      const { keyVisuals, ...rest } = providerIdea(legend.name, index);
      return { ...rest, keyVisualElements: keyVisuals };
    });
    return await insertIdeas(
      ctx,
      {
        briefId: args.briefId,
        ownerId: args.userId,
        legendId: legend._id,
        legendName: legend.name,
        legendSlug: legend.slug,
        jobId,
      },
      drafts,
      undefined,
    );
  });
}
