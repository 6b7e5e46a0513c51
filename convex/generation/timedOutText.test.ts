import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { api, internal } from "../_generated/api";
import { asUser, createUser, expectAppError, makeTest } from "../test.setup";
import { FORM } from "../briefs/briefs.fixtures";
import { offlineStudio } from "../campaigns/campaigns.fixtures";
import { IDEA } from "../discovery/discovery.fixtures";
import { CAMPAIGN } from "../imports/imports.fixtures";
import { fileExists, ownUpload } from "../uploads/uploads.fixtures";
import { balance, legendId, providerIdea, seed, userWithBrief } from "../ideas/ideas.fixtures";
import { FAILURE_TEXT } from "./failures";
import { TEXT_STEP_MS } from "./deadlines";
import { finishScheduled, jobOf, startRunner, sweepAfter } from "./supervisor.fixtures";

/**
 * Text jobs whose action died mid-run (ideas, Discovery IQ, briefs, strategies, imports): failed
 * and refunded once by the supervisor, their own rows moved on as a thrown failure would, late
 * results refused, and the user's way to try again open.
 */

beforeEach(() => {
  vi.useFakeTimers();
  offlineStudio();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllEnvs();
});

const VISITOR = "0b7f3c1e-2a4d-4e8f-9c1b-5d6e7f8a9b0c";

describe("a legend's ideas that timed out", () => {
  it("fail and refund; late ideas are refused; the card's Try again writes them", async () => {
    const t = makeTest();
    await seed(t);
    const { userId, briefId } = await userWithBrief(t);
    const user = asUser(t, userId);
    const ogilvy = await legendId(t, "david-ogilvy");
    const { jobs } = await user.mutation(api.ideas.mutations.generate, {
      briefId,
      legendIds: [ogilvy],
    });
    const { jobId } = jobs[0];
    await startRunner(t, jobId);
    expect(await balance(t, userId)).toBe(9);

    await sweepAfter(t, TEXT_STEP_MS + 1);
    expect(await user.query(api.generation.queries.job, { jobId })).toMatchObject({
      status: "failed",
      errorCode: "TIMED_OUT",
    });
    expect(await balance(t, userId)).toBe(10);
    const late = await t.mutation(internal.ideas.generation.saveIdeas, {
      jobId,
      ideas: [providerIdea("David Ogilvy", 0)].map(({ keyVisuals, ...idea }) => ({
        ...idea,
        keyVisualElements: keyVisuals,
      })),
    });
    expect(late).toEqual([]);
    expect(await t.run(async (ctx) => await ctx.db.query("ideas").take(10))).toEqual([]);

    const retry = await user.mutation(api.ideas.mutations.retryLegend, { jobId });
    await finishScheduled(t);
    expect((await jobOf(t, retry.jobId)).status).toBe("succeeded");
    expect((await t.run(async (ctx) => await ctx.db.query("ideas").take(10))).length).toBe(3);
    expect(await balance(t, userId)).toBe(9);
  });
});

describe("a Discovery IQ run that timed out", () => {
  it("is refunded, writes no session when its research comes late, and a new run works", async () => {
    const t = makeTest();
    const userId = await createUser(t, { legendCredits: 5 });
    const user = asUser(t, userId);
    const jobId = await user.mutation(api.discovery.mutations.request, { idea: IDEA });
    await startRunner(t, jobId);
    await sweepAfter(t, TEXT_STEP_MS + 1);
    expect(await user.query(api.generation.queries.job, { jobId })).toMatchObject({
      status: "failed",
      errorCode: "TIMED_OUT",
      errorMessage: FAILURE_TEXT.TIMED_OUT,
    });
    expect(await balance(t, userId)).toBe(5);

    // The dead action's research arrives after all: no session for a refunded run.
    const research = {
      summary: "Late.",
      segments: [],
      insights: [],
      language: [],
      channels: [],
      opportunities: [],
      website: null,
    };
    const saved = await t.mutation(internal.discovery.internal.saveSession, {
      jobId,
      title: "Late research",
      research,
    });
    expect(saved).toBeNull();
    expect(await t.run(async (ctx) => await ctx.db.query("discoverySessions").take(5))).toEqual([]);

    const again = await user.mutation(api.discovery.mutations.request, { idea: IDEA });
    await finishScheduled(t);
    expect((await jobOf(t, again)).status).toBe("succeeded");
    expect(await balance(t, userId)).toBe(0);
  });
});

describe("a visitor's free run that timed out", () => {
  it("gives the strategist's one try back, so the visitor may run it again", async () => {
    const t = makeTest();
    const args = { mode: "quickIdeas" as const, additionalContext: IDEA, sessionId: VISITOR };
    const jobId = await t.mutation(api.strategies.mutations.request, args);
    await startRunner(t, jobId);
    await sweepAfter(t, TEXT_STEP_MS + 1);
    const job = await t.query(api.generation.queries.visitorJob, { jobId, sessionId: VISITOR });
    expect(job).toMatchObject({ status: "failed", errorCode: "TIMED_OUT" });
    expect(job.errorMessage).not.toMatch(/credit/i);

    const again = await t.mutation(api.strategies.mutations.request, args);
    await finishScheduled(t);
    expect((await jobOf(t, again)).status).toBe("succeeded");
    await expectAppError(t.mutation(api.strategies.mutations.request, args), "UNAUTHENTICATED");
  });

  it("gives a brief try back too", async () => {
    const t = makeTest();
    const jobId = await t.mutation(api.briefs.mutations.generate, { ...FORM, sessionId: VISITOR });
    await startRunner(t, jobId);
    const used = async () =>
      await t.run(async (ctx) => await ctx.db.query("briefVisitors").take(10));
    expect(await used()).toHaveLength(1);
    await sweepAfter(t, TEXT_STEP_MS + 1);
    expect((await jobOf(t, jobId)).errorCode).toBe("TIMED_OUT");
    expect(await used()).toEqual([]);
  });
});

describe("a signed-in brief that timed out", () => {
  it("is refunded and Generate works again", async () => {
    const t = makeTest();
    const userId = await createUser(t, { legendCredits: 3 });
    const user = asUser(t, userId);
    const jobId = await user.mutation(api.briefs.mutations.generate, FORM);
    const spent = 3 - (await balance(t, userId));
    expect(spent).toBeGreaterThan(0);
    await sweepAfter(t, 10 * 60_000);
    expect((await jobOf(t, jobId)).errorCode).toBe("TIMED_OUT");
    expect(await balance(t, userId)).toBe(3);
    const again = await user.mutation(api.briefs.mutations.generate, FORM);
    await finishScheduled(t);
    expect((await jobOf(t, again)).status).toBe("succeeded");
    expect((await jobOf(t, jobId)).status).toBe("failed");
  });
});

describe("an import that timed out", () => {
  it("deletes the images it kept, and its late reading writes no brief or idea", async () => {
    const t = makeTest();
    const userId = await createUser(t);
    const user = asUser(t, userId);
    const imageId = await ownUpload(t, userId, "importImage");
    const started = await user.mutation(api.imports.mutations.importCampaign, {
      ...CAMPAIGN,
      imageIds: [imageId],
    });
    if (started.status !== "started") throw new Error("the import did not start");
    await startRunner(t, started.jobId);
    expect(await fileExists(t, imageId)).toBe(true);

    await sweepAfter(t, TEXT_STEP_MS + 1);
    const job = await jobOf(t, started.jobId);
    expect(job).toMatchObject({ status: "failed", errorCode: "TIMED_OUT" });
    expect(await fileExists(t, imageId)).toBe(false);
    expect(await t.run(async (ctx) => await ctx.db.query("media").take(5))).toEqual([]);

    const draft = {
      brief: { audience: "a", message: "b", tone: "c", uniqueSellingPoint: "", content: "x" },
      idea: {
        title: "Late",
        coreIdea: "Late.",
        concept: "Late.",
        headline: "Late",
        description: "Late.",
        tone: "",
        keyVisualElements: [],
        executionStrategy: [],
        visualPrompt: "late",
      },
    };
    const late = await t.mutation(internal.imports.internal.finish, {
      jobId: started.jobId,
      draft,
    });
    expect(late).toBeNull();
    expect(await t.run(async (ctx) => await ctx.db.query("briefs").take(5))).toEqual([]);
    expect(await t.run(async (ctx) => await ctx.db.query("ideas").take(5))).toEqual([]);
  });
});
