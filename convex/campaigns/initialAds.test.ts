import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { api } from "../_generated/api";
import type { Id } from "../_generated/dataModel";
import { asUser, makeTest, type TestApp } from "../test.setup";
import { balance } from "../ideas/ideas.fixtures";
import { table } from "../visuals/visuals.fixtures";
import { AD_LOB_LIMITS } from "../../shared/constants";
import { COLLAGE, ideaWithCollage, offlineStudio } from "./campaigns.fixtures";
import { copyFacts } from "./model";
import { initialAdCopy } from "../studio/tasks/campaignAds";

/**
 * A new campaign page's first ads with a text model configured (issue 40): written by the model
 * in a free job, live on the page; an unusable answer leaves the studio's copy.
 */

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllEnvs();
  vi.unstubAllGlobals();
});

const MODEL_ADS = [
  { headline: "Nine o'clock, still warm.", body: "Roasted this week, on your desk by nine." },
  { headline: "The roast date is the proof.", body: "Every bag says when. Every cup agrees." },
  { headline: "Monday, sorted.", body: "Fresh beans arrive before your first meeting does." },
];

/**
 * A fake OpenAI-compatible endpoint (the same wire shape as tests/contracts' fakes) answering
 * `answer(call)` as the model's message content; the requests' bodies are kept.
 */
function stubModel(answer: (call: number) => unknown) {
  vi.stubEnv("OPENAI_API_KEY", "test-key");
  vi.stubEnv("OPENAI_BASE_URL", "http://fake-provider.test/v1");
  vi.stubEnv("OPENROUTER_API_KEY", "");
  type WireRequest = { messages: { role: string; content: string }[]; response_format?: unknown };
  const requests: WireRequest[] = [];
  vi.stubGlobal("fetch", async (_url: unknown, init?: RequestInit) => {
    requests.push(JSON.parse(init?.body as string) as WireRequest);
    const content = JSON.stringify(answer(requests.length));
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
        usage: { prompt_tokens: 100, completion_tokens: 40, total_tokens: 140 },
      }),
      { status: 200, headers: { "content-type": "application/json" } },
    );
  });
  return requests;
}

async function createPage(t: TestApp) {
  const fixture = await ideaWithCollage(t);
  const { campaignPageId } = await asUser(t, fixture.userId).mutation(
    api.campaigns.mutations.createFromIdea,
    { ideaId: fixture.ideaId },
  );
  return { ...fixture, campaignPageId };
}

async function lobs(t: TestApp, userId: Id<"users">, campaignPageId: Id<"campaignPages">) {
  return (await asUser(t, userId).query(api.campaigns.queries.page, { campaignPageId })).lobs;
}

/** What the offline studio writes for this idea's page (../studio/tasks/campaignAds.ts). */
async function studioCopy(t: TestApp, ideaId: Id<"ideas">) {
  return await t.run(async (ctx) => {
    const idea = await ctx.db.get("ideas", ideaId);
    if (idea === null) throw new Error("no idea");
    const brief = await ctx.db.get("briefs", idea.briefId);
    return initialAdCopy(copyFacts(idea, brief), ["16:9", "1:1", "1:1"]);
  });
}

describe("a new campaign page with a model configured", () => {
  it("shows its ads writing over the collage, then the model's copy, free", async () => {
    const requests = stubModel(() => ({ ads: MODEL_ADS }));
    const t = makeTest();
    const { userId, campaignPageId } = await createPage(t);
    const writing = await lobs(t, userId, campaignPageId);
    expect(writing.map((lob) => [lob.status, lob.step, lob.headline, lob.imageUrl])).toEqual(
      COLLAGE.map((url) => ["writing", "David Ogilvy is writing the ads…", "", url]),
    );

    await t.finishAllScheduledFunctions(vi.runAllTimers);
    const done = await lobs(t, userId, campaignPageId);
    expect(done.map(({ headline, body }) => ({ headline, body }))).toEqual(MODEL_ADS);
    expect(done.map((lob) => [lob.status, lob.step, lob.aspectRatio, lob.imageUrl])).toEqual([
      ["ready", null, "16:9", COLLAGE[0]],
      ["ready", null, "1:1", COLLAGE[1]],
      ["ready", null, "1:1", COLLAGE[2]],
    ]);
    // One call, in the legend's voice, naming the formats in the page's order, as structured output.
    expect(requests).toHaveLength(1);
    const [system, user] = requests[0].messages;
    expect(system.content).toContain("You are David Ogilvy");
    expect(user.content).toMatch(/1\. Banner 16:9[\s\S]*2\. Social 1:1[\s\S]*3\. Social 1:1/);
    expect(user.content).toContain("Northbound Coffee");
    expect(requests[0].response_format).toMatchObject({
      type: "json_schema",
      json_schema: { name: "campaign_ads" },
    });
    // Creating a page is free (spec 4): the job costs nothing and spends nothing.
    expect(await balance(t, userId)).toBe(10);
    const [job] = (await table(t, "generationJobs")).filter((row) => row.kind === "campaignAds");
    expect(job).toMatchObject({ status: "succeeded", cost: 0 });
    expect(job.metadata).toMatchObject({ provider: "openai-compatible", tokens_used: 140 });
  });

  it("keeps the model's copy within the ad limits", async () => {
    stubModel(() => ({
      ads: MODEL_ADS.map((ad) => ({
        headline: `${ad.headline} ${"really ".repeat(30)}`,
        body: `${ad.body} ${"x".repeat(AD_LOB_LIMITS.bodyChars)}`,
      })),
    }));
    const t = makeTest();
    const { userId, campaignPageId } = await createPage(t);
    await t.finishAllScheduledFunctions(vi.runAllTimers);
    for (const lob of await lobs(t, userId, campaignPageId)) {
      expect(lob.status).toBe("ready");
      expect(lob.headline.length).toBeLessThanOrEqual(AD_LOB_LIMITS.headlineChars);
      expect(lob.body.length).toBeLessThanOrEqual(AD_LOB_LIMITS.bodyChars);
      expect(lob.headline.length).toBeGreaterThan(20);
    }
  });

  it("falls back to the studio's copy when the model's answer is unusable", async () => {
    // Too few ads and an empty headline, on the first answer and on the repair call alike.
    const requests = stubModel(() => ({ ads: [{ headline: "", body: "Only one." }] }));
    const t = makeTest();
    const { userId, ideaId, campaignPageId } = await createPage(t);
    await t.finishAllScheduledFunctions(vi.runAllTimers);
    expect(requests).toHaveLength(2);
    const done = await lobs(t, userId, campaignPageId);
    expect(done.map(({ headline, body }) => ({ headline, body }))).toEqual(
      await studioCopy(t, ideaId),
    );
    expect(done.map((lob) => [lob.status, lob.errorMessage])).toEqual([
      ["ready", null],
      ["ready", null],
      ["ready", null],
    ]);
    const [job] = (await table(t, "generationJobs")).filter((row) => row.kind === "campaignAds");
    expect(job).toMatchObject({ status: "failed", errorCode: "INVALID_OUTPUT", cost: 0 });
    expect(await balance(t, userId)).toBe(10);
  });

  it("leaves an ad removed while it was written removed", async () => {
    stubModel(() => ({ ads: MODEL_ADS }));
    const t = makeTest();
    const { userId, campaignPageId } = await createPage(t);
    const [, second] = await lobs(t, userId, campaignPageId);
    await asUser(t, userId).mutation(api.campaigns.mutations.removeAd, { adLobId: second.id });
    await t.finishAllScheduledFunctions(vi.runAllTimers);
    const done = await lobs(t, userId, campaignPageId);
    expect(done.map((lob) => lob.headline)).toEqual([MODEL_ADS[0].headline, MODEL_ADS[2].headline]);
  });
});

describe("a new campaign page without a model", () => {
  it("gets the studio's copy at once, ready, with no job", async () => {
    offlineStudio();
    const fetchSpy = vi.fn();
    vi.stubGlobal("fetch", fetchSpy);
    const t = makeTest();
    const { userId, ideaId, campaignPageId } = await createPage(t);
    const ready = await lobs(t, userId, campaignPageId);
    expect(ready.map(({ headline, body }) => ({ headline, body }))).toEqual(
      await studioCopy(t, ideaId),
    );
    expect(ready.every((lob) => lob.status === "ready")).toBe(true);
    const jobs = await table(t, "generationJobs");
    expect(jobs.filter((row) => row.kind === "campaignAds")).toEqual([]);
    expect(fetchSpy).not.toHaveBeenCalled();
  });
});
