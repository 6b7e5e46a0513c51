import dns from "node:dns";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { api } from "../_generated/api";
import type { Id } from "../_generated/dataModel";
import { asUser, createUser, expectAppError, makeTest, type TestApp } from "../test.setup";
import { readAppError } from "../../shared/errors";
import { resultOf } from "../generation/jobShapes.fixtures";

const SESSION = "3f0c6a52-6d7e-4c51-9b7a-1f2e3d4c5b6a";
const OTHER_SESSION = "9d2b1c4e-0a7f-4e3d-8c6b-5a4f3e2d1c0b";
const CONTEXT =
  "We roast speciality coffee in small batches in Leeds and deliver it by bike to offices. Launching a subscription for remote workers.";

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
});

async function jobs(t: TestApp) {
  return await t.run(async (ctx) => await ctx.db.query("generationJobs").take(50));
}

async function balance(t: TestApp, userId: Id<"users">) {
  return (await asUser(t, userId).query(api.credits.queries.balance, {})).legendCredits;
}

async function finish(t: TestApp) {
  await t.finishAllScheduledFunctions(vi.runAllTimers);
}

describe("the Ad Strategist for signed-in users", () => {
  it("spends a credit and writes 3 to 4 strategies from the context alone", async () => {
    const t = makeTest();
    const userId = await createUser(t, { legendCredits: 2 });
    const jobId = await asUser(t, userId).mutation(api.strategies.mutations.request, {
      additionalContext: CONTEXT,
    });
    expect(await balance(t, userId)).toBe(1);
    await finish(t);
    const job = await asUser(t, userId).query(api.generation.queries.job, { jobId });
    expect(job).toMatchObject({ status: "succeeded", kind: "strategies", cost: 1 });
    expect(job.provider).toBe("offline-studio");
    const result = resultOf(job, "strategies");
    expect(result.industry).toBe("Food & Beverage");
    expect(result.websiteContent).toBe(
      "No website was provided, so these strategies are based on your description.",
    );
    expect(result.website).toBeNull();
    expect(result.strategies.length).toBeGreaterThanOrEqual(3);
    expect(result.strategies.length).toBeLessThanOrEqual(4);
    for (const strategy of result.strategies) {
      for (const field of ["name", "targetAudience", "uniqueSellingPoint", "keyMessage", "tone"]) {
        expect((strategy as Record<string, string>)[field].length).toBeGreaterThan(3);
      }
    }
    expect(new Set(result.strategies.map((s) => s.name)).size).toBe(result.strategies.length);
    expect(JSON.stringify(result)).toContain("Leeds");
    expect(JSON.stringify(result)).toContain("remote workers");
  });

  it("says the site could not be read when it can't be reached, and carries on", async () => {
    vi.spyOn(dns.promises, "lookup").mockRejectedValue(
      Object.assign(new Error("getaddrinfo ENOTFOUND"), { code: "ENOTFOUND" }),
    );
    const t = makeTest();
    const userId = await createUser(t, { legendCredits: 1 });
    const jobId = await asUser(t, userId).mutation(api.strategies.mutations.request, {
      websiteUrl: "northbound.coffee",
      additionalContext: CONTEXT,
    });
    const queued = await asUser(t, userId).query(api.generation.queries.job, { jobId });
    expect(queued.step).toBe("Queued: reading northbound.coffee shortly…");
    await finish(t);
    const job = await asUser(t, userId).query(api.generation.queries.job, { jobId });
    expect(job.status).toBe("succeeded");
    const result = resultOf(job, "strategies");
    expect(result.brandName).toBe("Northbound");
    expect(result.website).toEqual({
      url: "https://northbound.coffee/",
      read: false,
      reason: "We couldn't find that website. Please check the address.",
    });
    expect(result.websiteContent).toBe(
      "We couldn't read northbound.coffee: We couldn't find that website. Please check the address. These strategies are based on what you told us.",
    );
    expect(result.discoveryIQSessionId).toBeNull();
    expect(await balance(t, userId)).toBe(0);
  });

  it("takes a brand name typed in the website field", async () => {
    const t = makeTest();
    const userId = await createUser(t, { legendCredits: 1 });
    const jobId = await asUser(t, userId).mutation(api.strategies.mutations.request, {
      websiteUrl: "Acme Bank",
    });
    await finish(t);
    const result = resultOf(
      await asUser(t, userId).query(api.generation.queries.job, { jobId }),
      "strategies",
    );
    expect(result.brandName).toBe("Acme Bank");
    expect(result.industry).toBe("Financial Services");
    expect(result.website).toBeNull();
  });

  it("refuses without credits, writing nothing", async () => {
    const t = makeTest();
    const userId = await createUser(t, { legendCredits: 0 });
    await expectAppError(
      asUser(t, userId).mutation(api.strategies.mutations.request, {
        additionalContext: CONTEXT,
      }),
      "INSUFFICIENT_CREDITS",
    );
    expect(await jobs(t)).toEqual([]);
  });

  it("refunds the credit when the provider fails", async () => {
    vi.stubEnv("OPENAI_BASE_URL", "http://127.0.0.1:9/v1");
    const t = makeTest();
    const userId = await createUser(t, { legendCredits: 1 });
    const jobId = await asUser(t, userId).mutation(api.strategies.mutations.request, {
      additionalContext: CONTEXT,
    });
    expect(await balance(t, userId)).toBe(0);
    await finish(t);
    const job = await asUser(t, userId).query(api.generation.queries.job, { jobId });
    expect(job).toMatchObject({ status: "failed", errorCode: "UNAVAILABLE" });
    expect(await balance(t, userId)).toBe(1);
  });
});

describe("validation", () => {
  const cases: [string, Record<string, string>, string][] = [
    [
      "nothing to go on",
      { websiteUrl: "  ", additionalContext: " " },
      "Please provide either a website URL, brand name, or describe your company in the additional context",
    ],
    [
      "quick ideas without context",
      { mode: "quickIdeas", websiteUrl: "northbound.coffee" },
      "Please tell us about what you want to advertise",
    ],
    [
      "oversized context",
      { additionalContext: "x".repeat(5001) },
      "Additional context must be 5,000 characters or fewer",
    ],
    [
      "oversized website",
      { websiteUrl: `https://example.com/${"a".repeat(2048)}` },
      "Website must be 2,048 characters or fewer",
    ],
    [
      "another scheme",
      { websiteUrl: "ftp://files.example.com" },
      "Website addresses must start with http:// or https://.",
    ],
    [
      "a private address",
      { websiteUrl: "http://192.168.1.10/admin" },
      "Please enter the website's name (like example.com), not an IP address.",
    ],
    [
      "credentials",
      { websiteUrl: "https://admin:pw@example.com" },
      "Website addresses can't include a username or password.",
    ],
    [
      "an odd port",
      { websiteUrl: "example.com:8080" },
      "We only read websites on the standard ports (80 and 443).",
    ],
    [
      "localhost",
      { websiteUrl: "http://localhost/" },
      "That address points to a local or internal network, so we can't read it.",
    ],
    [
      "cloud metadata",
      { websiteUrl: "http://metadata.google.internal/computeMetadata/v1/" },
      "That address points to a local or internal network, so we can't read it.",
    ],
  ];

  it.each(cases)("refuses %s with a clear message, spending nothing", async (_, args, text) => {
    const t = makeTest();
    const userId = await createUser(t, { legendCredits: 3 });
    const error: unknown = await asUser(t, userId)
      .mutation(api.strategies.mutations.request, args as never)
      .catch((e: unknown) => e);
    expect(readAppError(error)).toMatchObject({ code: "INVALID_ARGUMENT", message: text });
    expect(await jobs(t)).toEqual([]);
    expect(await balance(t, userId)).toBe(3);
  });
});

describe("visitors who are not signed in", () => {
  it("get strategies once per browser key, then a sign-in prompt", async () => {
    const t = makeTest();
    const jobId = await t.mutation(api.strategies.mutations.request, {
      mode: "quickIdeas",
      additionalContext: "A zero-waste refill store opening in Leeds",
      sessionId: SESSION,
    });
    await finish(t);
    const job = await t.query(api.generation.queries.visitorJob, { jobId, sessionId: SESSION });
    expect(job).toMatchObject({ status: "succeeded", cost: 0, metadata: null });
    expect(resultOf(job, "strategies").strategies.map((s) => s.name)).toContain("Proudly Leeds");

    const again: unknown = await t
      .mutation(api.strategies.mutations.request, {
        additionalContext: "Something else",
        sessionId: SESSION.toUpperCase(),
      })
      .catch((e: unknown) => e);
    expect(readAppError(again)).toEqual({
      code: "UNAUTHENTICATED",
      message:
        "You've used your free strategy session. Sign in or create an account to generate more strategies.",
      requiresAuth: true,
      title: "Sign in to Continue",
      details:
        "You've used your free strategy session. Sign in or create an account to generate more strategies.",
    });
    expect(await jobs(t)).toHaveLength(1);
  });

  it("need a browser key, and see only their own jobs", async () => {
    const t = makeTest();
    await expectAppError(
      t.mutation(api.strategies.mutations.request, { additionalContext: CONTEXT }),
      "INVALID_ARGUMENT",
    );
    await expectAppError(
      t.mutation(api.strategies.mutations.request, {
        additionalContext: CONTEXT,
        sessionId: "not-a-uuid",
      }),
      "INVALID_ARGUMENT",
    );
    const jobId = await t.mutation(api.strategies.mutations.request, {
      additionalContext: CONTEXT,
      sessionId: SESSION,
    });
    await expectAppError(
      t.query(api.generation.queries.visitorJob, { jobId, sessionId: OTHER_SESSION }),
      "NOT_FOUND",
    );
    await expectAppError(
      t.query(api.generation.queries.visitorJob, { jobId: "nonsense", sessionId: SESSION }),
      "NOT_FOUND",
    );
    await expectAppError(t.query(api.generation.queries.job, { jobId }), "UNAUTHENTICATED");
    const someone = await createUser(t);
    await expectAppError(
      asUser(t, someone).query(api.generation.queries.job, { jobId }),
      "NOT_FOUND",
    );
    // A signed-in user's job is never readable by key.
    const paying = await createUser(t, { legendCredits: 1 });
    const paid = await asUser(t, paying).mutation(api.strategies.mutations.request, {
      additionalContext: CONTEXT,
      sessionId: OTHER_SESSION,
    });
    await expectAppError(
      t.query(api.generation.queries.visitorJob, { jobId: paid, sessionId: OTHER_SESSION }),
      "NOT_FOUND",
    );
    await finish(t);
  });

  it("get their try back when the run fails", async () => {
    vi.stubEnv("OPENAI_BASE_URL", "http://127.0.0.1:9/v1");
    const t = makeTest();
    const jobId = await t.mutation(api.strategies.mutations.request, {
      additionalContext: CONTEXT,
      sessionId: SESSION,
    });
    await finish(t);
    expect(
      (await t.query(api.generation.queries.visitorJob, { jobId, sessionId: SESSION })).status,
    ).toBe("failed");
    vi.unstubAllEnvs();
    const retry = await t.mutation(api.strategies.mutations.request, {
      additionalContext: CONTEXT,
      sessionId: SESSION,
    });
    await finish(t);
    expect(
      (await t.query(api.generation.queries.visitorJob, { jobId: retry, sessionId: SESSION }))
        .status,
    ).toBe("succeeded");
  });
});
