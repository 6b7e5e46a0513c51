import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { api } from "../_generated/api";
import { asUser, createUser, expectAppError, makeTest, type TestApp } from "../test.setup";
import { CREDIT_COSTS } from "../../shared/constants";
import { resultOf } from "../generation/jobShapes.fixtures";
import { IDEA, balance, discover, finish } from "./discovery.fixtures";

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
});

async function rows(t: TestApp) {
  return await t.run(async (ctx) => ({
    jobs: await ctx.db.query("generationJobs").take(20),
    sessions: await ctx.db.query("discoverySessions").take(20),
  }));
}

describe("Discovery IQ requests", () => {
  it("spends 5 credits, follows the job's steps and writes the caller's session", async () => {
    const t = makeTest();
    const userId = await createUser(t, { legendCredits: 7 });
    const user = asUser(t, userId);
    const jobId = await user.mutation(api.discovery.mutations.request, { idea: IDEA });
    expect(await balance(t, userId)).toBe(7 - CREDIT_COSTS.discovery);
    const queued = await user.query(api.generation.queries.job, { jobId });
    expect(queued).toMatchObject({ kind: "discovery", status: "queued", cost: 5 });
    expect(queued.step).toBe("Queued: the researcher will start shortly…");
    await finish(t);
    const job = await user.query(api.generation.queries.job, { jobId });
    expect(job).toMatchObject({ status: "succeeded", provider: "offline-studio" });
    const { sessionId } = resultOf(job, "discovery");
    const session = await user.query(api.discovery.queries.session, { sessionId });
    expect(session).toMatchObject({
      id: sessionId,
      idea: IDEA,
      websiteUrl: null,
      title: "Coffee Subscription for Remote Workers",
    });
    expect(session.completedAt).toBeGreaterThanOrEqual(session.createdAt);
    const { research } = session;
    expect(research.segments.length).toBeGreaterThanOrEqual(3);
    expect(research.opportunities).toHaveLength(3);
    expect(research.website).toBeNull();
    const sources = research.insights.flatMap((i) => i.evidence.map((e) => e.source));
    expect(sources).toContain("idea");
    expect(sources).toContain("inference");
    expect(sources).not.toContain("website");
    expect(await user.query(api.discovery.queries.mine, {})).toEqual([
      { id: sessionId, title: session.title, completedAt: session.completedAt },
    ]);
    expect(await balance(t, userId)).toBe(2);
  });

  it("lists the caller's sessions newest first, and only theirs", async () => {
    const t = makeTest();
    const userId = await createUser(t, { legendCredits: 20 });
    const other = await createUser(t, { legendCredits: 20 });
    const first = await discover(t, userId, { idea: "A solar backpack for hikers" });
    vi.advanceTimersByTime(1000);
    const second = await discover(t, userId, { idea: "Handmade candles" });
    await discover(t, other);
    const listed = await asUser(t, userId).query(api.discovery.queries.mine, {});
    expect(listed.map((s) => s.id)).toEqual([second, first]);
  });

  it("refuses a private address before anything is spent", async () => {
    const t = makeTest();
    const userId = await createUser(t, { legendCredits: 5 });
    // A private address is refused by the URL guard before anything is spent.
    await expectAppError(
      asUser(t, userId).mutation(api.discovery.mutations.request, {
        idea: IDEA,
        websiteUrl: "http://10.0.0.1/",
      }),
      "INVALID_ARGUMENT",
    );
    expect(await balance(t, userId)).toBe(5);
  });

  it("refuses an empty idea with the spec's words, writing nothing", async () => {
    const t = makeTest();
    const userId = await createUser(t, { legendCredits: 5 });
    const error = await asUser(t, userId)
      .mutation(api.discovery.mutations.request, { idea: "   " })
      .then(
        () => null,
        (thrown: unknown) => thrown as { data: { code: string; message: string } },
      );
    expect(error?.data).toMatchObject({
      code: "INVALID_ARGUMENT",
      message: "Please enter your idea",
    });
    expect(await rows(t)).toEqual({ jobs: [], sessions: [] });
  });

  it("refuses too few credits with INSUFFICIENT_CREDITS, writing nothing", async () => {
    const t = makeTest();
    const userId = await createUser(t, { legendCredits: 4 });
    const refused = asUser(t, userId).mutation(api.discovery.mutations.request, { idea: IDEA });
    await expect(refused).rejects.toMatchObject({
      data: {
        code: "INSUFFICIENT_CREDITS",
        // Spec 8's words: the app's 'More Legend Credits Needed' dialog shows the server's text.
        message: "You need 5 Legend Credits to use Discovery IQ™. You currently have 4 credits.",
      },
    });
    expect(await rows(t)).toEqual({ jobs: [], sessions: [] });
    expect(await balance(t, userId)).toBe(4);
  });

  it("refunds the 5 credits once when the research fails, and writes no session", async () => {
    vi.stubEnv("OPENAI_BASE_URL", "http://127.0.0.1:9/v1");
    const t = makeTest();
    const userId = await createUser(t, { legendCredits: 5 });
    const user = asUser(t, userId);
    const jobId = await user.mutation(api.discovery.mutations.request, { idea: IDEA });
    expect(await balance(t, userId)).toBe(0);
    await finish(t);
    expect(await user.query(api.generation.queries.job, { jobId })).toMatchObject({
      status: "failed",
      errorCode: "UNAVAILABLE",
    });
    expect(await balance(t, userId)).toBe(5);
    expect((await rows(t)).sessions).toEqual([]);
    const ledger = await t.run(async (ctx) => await ctx.db.query("creditLedger").take(10));
    expect(ledger.filter((row) => row.reason === "refund")).toHaveLength(1);
  });

  it("refuses visitors everywhere", async () => {
    const t = makeTest();
    const userId = await createUser(t, { legendCredits: 5 });
    const sessionId = await discover(t, userId);
    await expectAppError(
      t.mutation(api.discovery.mutations.request, { idea: IDEA }),
      "UNAUTHENTICATED",
    );
    await expectAppError(t.query(api.discovery.queries.session, { sessionId }), "UNAUTHENTICATED");
    await expectAppError(t.query(api.discovery.queries.mine, {}), "UNAUTHENTICATED");
  });

  it("answers NOT_FOUND for another user's session and for a malformed id alike", async () => {
    const t = makeTest();
    const owner = await createUser(t, { legendCredits: 5 });
    const stranger = asUser(t, await createUser(t));
    const sessionId = await discover(t, owner);
    await expectAppError(stranger.query(api.discovery.queries.session, { sessionId }), "NOT_FOUND");
    await expectAppError(
      stranger.query(api.discovery.queries.session, { sessionId: "not-an-id" }),
      "NOT_FOUND",
    );
    expect(await stranger.query(api.discovery.queries.mine, {})).toEqual([]);
  });
});

describe("the Ad Strategist working from a session", () => {
  it("builds its strategies on the session's opportunities and segments, with no other input", async () => {
    const t = makeTest();
    const userId = await createUser(t, { legendCredits: 6 });
    const user = asUser(t, userId);
    const sessionId = await discover(t, userId);
    const session = await user.query(api.discovery.queries.session, { sessionId });
    const jobId = await user.mutation(api.strategies.mutations.request, {
      discoveryIQSessionId: sessionId,
    });
    await finish(t);
    const job = await user.query(api.generation.queries.job, { jobId });
    expect(job.status).toBe("succeeded");
    const result = resultOf(job, "strategies");
    expect(result.discoveryIQSessionId).toBe(sessionId);
    const titles = session.research.opportunities.map((o) => o.title);
    expect(result.strategies.slice(0, 3).map((s) => s.name)).toEqual(titles);
    expect(result.strategies[0].targetAudience).toContain(session.research.segments[0].name);
    expect(await balance(t, userId)).toBe(0);
  });

  it("refuses someone else's session, a malformed id and a visitor before any spend", async () => {
    const t = makeTest();
    const owner = await createUser(t, { legendCredits: 5 });
    const strangerId = await createUser(t, { legendCredits: 3 });
    const sessionId = await discover(t, owner);
    for (const id of [sessionId, "not-an-id"]) {
      await expectAppError(
        asUser(t, strangerId).mutation(api.strategies.mutations.request, {
          additionalContext: IDEA,
          discoveryIQSessionId: id,
        }),
        "NOT_FOUND",
      );
    }
    await expectAppError(
      t.mutation(api.strategies.mutations.request, {
        additionalContext: IDEA,
        discoveryIQSessionId: sessionId,
        sessionId: "3f0c6a52-6d7e-4c51-9b7a-1f2e3d4c5b6a",
      }),
      "NOT_FOUND",
    );
    expect(await balance(t, strangerId)).toBe(3);
    const strategyJobs = await t.run(
      async (ctx) =>
        await ctx.db
          .query("generationJobs")
          .withIndex("by_owner_and_kind", (q) => q.eq("ownerId", strangerId))
          .take(5),
    );
    expect(strategyJobs).toEqual([]);
  });
});
