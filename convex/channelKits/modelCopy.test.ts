import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { api } from "../_generated/api";
import { asUser, makeTest } from "../test.setup";
import { CHANNELS, charCount } from "../../shared/channels";
import { assetViolations } from "../../shared/channelCopy";
import { finish, kitOf, kitPage } from "./channelKits.fixtures";

/**
 * A real model writing a kit's copy (issue 42), through a fake OpenAI-compatible endpoint: what
 * fits is kept as written, what runs long is trimmed at a word or rewritten by the studio, and
 * the search ad's lists come out whole.
 */

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllEnvs();
  vi.unstubAllGlobals();
});

/** The model's message content answers `answer`; the requests' bodies are kept. */
function stubModel(answer: unknown) {
  for (const name of ["OPENROUTER_API_KEY", "IDEOGRAM_API_KEY", "REPLICATE_API_TOKEN"]) {
    vi.stubEnv(name, "");
  }
  vi.stubEnv("OPENAI_API_KEY", "test-key");
  vi.stubEnv("OPENAI_BASE_URL", "http://fake-provider.test/v1");
  const requests: { messages: { content: string }[] }[] = [];
  vi.stubGlobal("fetch", async (_url: unknown, init?: RequestInit) => {
    requests.push(JSON.parse(init?.body as string) as (typeof requests)[number]);
    return new Response(
      JSON.stringify({
        id: "chatcmpl-fake",
        object: "chat.completion",
        created: 1_760_000_000,
        model: "gpt-4.1",
        choices: [
          {
            index: 0,
            message: { role: "assistant", content: JSON.stringify(answer), refusal: null },
            finish_reason: "stop",
          },
        ],
        usage: { prompt_tokens: 100, completion_tokens: 40, total_tokens: 140 },
      }),
      { status: 200, headers: { "content-type": "application/json" } },
    );
  });
  return requests;
}

const LONG =
  "Roasted this week in small batches by people who care, and delivered to your desk by nine every working morning, so the first cup of the day is the best cup of the whole long day and the rest of it follows";

describe("a model's kit copy", () => {
  it("keeps what fits, trims the long at a word, and rewrites what cannot be trimmed", async () => {
    const requests = stubModel({
      meta_feed: {
        primaryText: LONG,
        headline: "Proof, not promises.",
        description: "x".repeat(40),
      },
      x: { post: "Dated bags. Honest coffee.", headline: LONG },
      google_search: {
        headlines: [LONG, ...Array.from({ length: 20 }, () => "Same line")],
        descriptions: [LONG],
      },
    });
    const t = makeTest();
    const { userId, ideaId } = await kitPage(t);
    const { kitId } = await asUser(t, userId).mutation(api.channelKits.mutations.create, {
      ideaId,
      channels: ["meta_feed", "x", "google_search"],
    });
    await finish(t);
    const kit = await kitOf(t, userId, kitId);
    expect(kit.status).toBe("done");
    // The page's first ads asked the same model (campaigns/initialAds.ts); one call is the kit's.
    const prompts = requests.map((request) => request.messages.map((m) => m.content).join("\n"));
    const kitPrompts = prompts.filter((text) => text.includes("the platforms it will run on"));
    expect(kitPrompts).toHaveLength(1);
    const prompt = kitPrompts[0];
    expect(prompt).toContain("primaryText (primary text above the image, ≤ 125 characters)");
    expect(prompt).toContain("15 headlines (≤ 30 characters)");

    const feed = kit.assets.find((a) => a.channel === "meta_feed")!.copy!;
    expect(feed.headline).toBe("Proof, not promises.");
    expect(charCount(feed.primaryText!)).toBeLessThanOrEqual(125);
    expect(LONG.startsWith(feed.primaryText!)).toBe(true);
    expect([" ", ","]).toContain(LONG[feed.primaryText!.length]);
    expect(feed.description).not.toContain("xxx");
    expect(charCount(feed.description!)).toBeLessThanOrEqual(30);

    const post = kit.assets.find((a) => a.channel === "x")!.copy!;
    expect(post.post).toBe("Dated bags. Honest coffee.");
    expect(charCount(post.headline!)).toBeLessThanOrEqual(70);
    expect(LONG.startsWith(post.headline!)).toBe(true);

    const search = kit.assets.find((a) => a.channel === "google_search")!.copy!;
    expect(search.headlines).toHaveLength(15);
    expect(search.headlines![0]).toBe("Roasted this week in small");
    expect(search.headlines!.filter((line) => line === "Same line")).toHaveLength(1);
    expect(search.descriptions).toHaveLength(4);
    for (const asset of kit.assets) {
      expect(asset.checks).toEqual([]);
      expect(assetViolations({ ...asset, copy: asset.copy ?? {} })).toEqual([]);
      expect(Object.keys(asset.copy ?? {}).sort()).toEqual(
        (CHANNELS[asset.channel].lists
          ? ["descriptions", "headlines"]
          : Object.keys(CHANNELS[asset.channel].fields)
        ).sort(),
      );
    }
  });

  it("never starts a line with a mark a spreadsheet would run as a formula", async () => {
    stubModel({
      meta_feed: {
        primaryText: "- Dated bags, roasted this week.",
        headline: '=HYPERLINK("x")',
        description: "@kettle, every morning",
      },
      google_search: {
        headlines: [
          "+50% fresher",
          "-Small batches",
          ...Array.from({ length: 13 }, (_, i) => `Line ${i + 1}`),
        ],
        descriptions: ["=1+1 then go", "Roasted this week.", "Dated bags.", "Honest coffee."],
      },
    });
    const t = makeTest();
    const { userId, ideaId } = await kitPage(t);
    const { kitId } = await asUser(t, userId).mutation(api.channelKits.mutations.create, {
      ideaId,
      channels: ["meta_feed", "google_search"],
    });
    await finish(t);
    const kit = await kitOf(t, userId, kitId);
    const feed = kit.assets.find((a) => a.channel === "meta_feed")!.copy!;
    expect(feed.primaryText).toBe("Dated bags, roasted this week.");
    expect(feed.headline).toBe('HYPERLINK("x")');
    expect(feed.description).toBe("kettle, every morning");
    const search = kit.assets.find((a) => a.channel === "google_search")!.copy!;
    expect(search.headlines!.slice(0, 2)).toEqual(["50% fresher", "Small batches"]);
    expect(search.descriptions![0]).toBe("1+1 then go");
    for (const text of kit.assets.flatMap((asset) => Object.values(asset.copy ?? {}).flat())) {
      expect(text).not.toMatch(/^[=+\-@]/);
    }
  });
});
