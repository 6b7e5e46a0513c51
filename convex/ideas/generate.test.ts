import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { api } from "../_generated/api";
import type { Id } from "../_generated/dataModel";
import { asUser, createUser, makeTest, type TestApp } from "../test.setup";
import { IDEAS_PER_LEGEND } from "../../shared/constants";
import {
  balance,
  LEGEND_NAMES,
  rows,
  seed,
  stubProvider,
  threeLegends,
  userWithBrief,
} from "./ideas.fixtures";

/** Getting ideas from up to three legends at once: jobs, credits, failures, retries. */

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllEnvs();
  vi.unstubAllGlobals();
});

async function finish(t: TestApp) {
  await t.finishAllScheduledFunctions(vi.runAllTimers);
}

async function view(t: TestApp, userId: Id<"users">, briefId: Id<"briefs">) {
  return await asUser(t, userId).query(api.ideas.queries.byBrief, { briefId });
}

describe("Get Creative Ideas with three legends", () => {
  it("starts one job per legend, each its own action, spending a credit each", async () => {
    const t = makeTest();
    await seed(t);
    const { userId, briefId } = await userWithBrief(t);
    const legendIds = await threeLegends(t);
    const started = await asUser(t, userId).mutation(api.ideas.mutations.generate, {
      briefId,
      legendIds,
    });
    expect(started.briefId).toBe(briefId);
    expect(started.jobs.map((job) => job.legendId)).toEqual(legendIds);
    expect(await balance(t, userId)).toBe(7);
    const scheduled = await t.run(
      async (ctx) => await ctx.db.system.query("_scheduled_functions").take(10),
    );
    expect(scheduled.map((fn) => fn.name)).toEqual(Array(3).fill("ideas/generation:run"));

    const queued = await view(t, userId, briefId);
    expect(
      queued.legends.map((group) => [group.legend.name, group.job.status, group.job.step]),
    ).toEqual(
      LEGEND_NAMES.map((name) => [name, "queued", `${name} has the brief and will start shortly…`]),
    );
    expect(queued.legends.every((group) => group.ideas.length === 0)).toBe(true);

    await finish(t);
    const done = await view(t, userId, briefId);
    expect(done.legends.map((group) => [group.legend.name, group.job.status])).toEqual(
      LEGEND_NAMES.map((name) => [name, "succeeded"]),
    );
    for (const group of done.legends) {
      expect(group.legend.headshot).toMatch(/^\/legends\//);
      expect(group.job.step).toBeNull();
      expect(group.ideas).toHaveLength(IDEAS_PER_LEGEND);
      expect(group.ideas.map((idea) => idea.order)).toEqual([0, 1, 2]);
      for (const idea of group.ideas) {
        expect(idea).toMatchObject({
          briefId,
          jobId: group.job.id,
          createdBy: group.legend.name,
          legend: { id: group.legend.id, name: group.legend.name },
          isFavorite: false,
          favoriteCount: 0,
          thumbnails: [],
          landingPageId: null,
          provider: "offline-studio",
          generationMetadata: null,
        });
        expect(idea.headline).toMatch(/[.!?;:…]["'”’)]*$/);
        expect(idea.campaignName).toMatch(/[.!?;:…]["'”’)]*$/);
        expect(idea.keyVisualElements.length).toBeGreaterThan(0);
        expect(idea.executionStrategy.length).toBeGreaterThan(0);
        expect(idea.legendThinking).toMatch(/^1\. /);
      }
    }
    expect(await balance(t, userId)).toBe(7);
    expect((await t.query(api.ideas.queries.ideasCount, {})).totalIdeas).toBe(9);
    const usage = await t.run(async (ctx) => await ctx.db.query("legendUsage").take(10));
    expect(usage.map((row) => row.count)).toEqual([3, 3, 3]);
  });

  it("runs the legends in parallel: each legend's ideas show while another is still thinking", async () => {
    vi.useRealTimers();
    const provider = stubProvider({ hold: ["Bill Bernbach"] });
    const t = makeTest();
    await seed(t);
    const { userId, briefId } = await userWithBrief(t);
    await asUser(t, userId).mutation(api.ideas.mutations.generate, {
      briefId,
      legendIds: await threeLegends(t),
    });
    await provider.asked("Bill Bernbach");
    // The other two finish while Bernbach's provider call is still open.
    await vi.waitFor(async () => {
      const groups = (await view(t, userId, briefId)).legends;
      expect(groups.map((group) => group.job.status)).toEqual([
        "succeeded",
        "running",
        "succeeded",
      ]);
    });
    const during = await view(t, userId, briefId);
    expect(during.legends[1].job.step).toBe("Bill Bernbach is thinking…");
    expect(during.legends.map((group) => group.ideas.length)).toEqual([3, 0, 3]);

    provider.release("Bill Bernbach");
    await t.finishInProgressScheduledFunctions();
    const done = await view(t, userId, briefId);
    expect(done.legends.map((group) => group.ideas.length)).toEqual([3, 3, 3]);
    expect(done.legends[0].ideas[0].provider).toBe("openai-compatible");
  });

  it("stores a provider's ideas with the full-stop rule and the keyVisuals alias", async () => {
    stubProvider();
    const t = makeTest();
    await seed(t);
    const { userId, briefId } = await userWithBrief(t);
    const [ogilvy] = await threeLegends(t);
    await asUser(t, userId).mutation(api.ideas.mutations.generate, {
      briefId,
      legendIds: [ogilvy],
    });
    await finish(t);
    const [group] = (await view(t, userId, briefId)).legends;
    expect(group.ideas[0]).toMatchObject({
      title: "David Ogilvy route 1",
      headline: "Roasted this week, by David Ogilvy.",
      campaignName: "The Morning Record 1.",
      coreIdea: "Proof, not promises.",
      keyVisualElements: ["A dated roast label", "A bike courier at dawn"],
      executionStrategy: ["Outdoor at commuter stations", "Receipts printed on cups"],
      legendThinking: "1. Read. 2. Listen. 3. Find. 4. Doubt. 5. Test. 6. Leap. 7. Write.",
    });
  });
});

describe("one legend failing", () => {
  it("keeps the others' ideas and refunds only the failed legend", async () => {
    stubProvider({ fail: ["Bill Bernbach"] });
    const t = makeTest();
    await seed(t);
    const { userId, briefId } = await userWithBrief(t);
    const { jobs } = await asUser(t, userId).mutation(api.ideas.mutations.generate, {
      briefId,
      legendIds: await threeLegends(t),
    });
    await finish(t);
    const groups = (await view(t, userId, briefId)).legends;
    expect(groups.map((group) => [group.job.status, group.ideas.length])).toEqual([
      ["succeeded", 3],
      ["failed", 0],
      ["succeeded", 3],
    ]);
    expect(groups[1].job).toMatchObject({ errorCode: "PROVIDER_CREDITS", canRetry: true });
    expect(groups[1].job.errorMessage).toEqual(expect.any(String));
    expect(await balance(t, userId)).toBe(8);
    const ledger = await rows(t, "creditLedger");
    expect(ledger.filter((row) => row.reason === "refund").map((row) => row.jobId)).toEqual([
      jobs[1].jobId,
    ]);
    expect((await t.query(api.ideas.queries.ideasCount, {})).totalIdeas).toBe(6);
  });

  it("can be retried: a new job spends again, once however often retry is pressed", async () => {
    stubProvider({ fail: ["Bill Bernbach"] });
    const t = makeTest();
    await seed(t);
    const { userId, briefId } = await userWithBrief(t);
    const { jobs } = await asUser(t, userId).mutation(api.ideas.mutations.generate, {
      briefId,
      legendIds: await threeLegends(t),
    });
    await finish(t);
    vi.unstubAllGlobals();
    vi.unstubAllEnvs();

    const user = asUser(t, userId);
    const retry = await user.mutation(api.ideas.mutations.retryLegend, { jobId: jobs[1].jobId });
    expect(retry.legendId).toBe(jobs[1].legendId);
    expect(retry.jobId).not.toBe(jobs[1].jobId);
    expect(await user.mutation(api.ideas.mutations.retryLegend, { jobId: jobs[1].jobId })).toEqual(
      retry,
    );
    expect(await balance(t, userId)).toBe(7);
    const running = (await view(t, userId, briefId)).legends;
    // The retry takes the failed card's place; the cards don't move.
    expect(running.map((group) => group.job.id)).toEqual([
      jobs[0].jobId,
      retry.jobId,
      jobs[2].jobId,
    ]);

    await finish(t);
    const done = (await view(t, userId, briefId)).legends;
    expect(done.map((group) => [group.job.status, group.ideas.length])).toEqual([
      ["succeeded", 3],
      ["succeeded", 3],
      ["succeeded", 3],
    ]);
    await expect(
      user.mutation(api.ideas.mutations.retryLegend, { jobId: jobs[0].jobId }),
    ).rejects.toMatchObject({ data: { code: "CONFLICT" } });
    const other = await createUser(t);
    await expect(
      asUser(t, other).mutation(api.ideas.mutations.retryLegend, { jobId: jobs[1].jobId }),
    ).rejects.toMatchObject({ data: { code: "NOT_FOUND" } });
  });
});

describe("experimental settings", () => {
  const experimental = {
    model: "grok-4" as const,
    temperature: 0.3,
    promptVersion: "legend-first-v1" as const,
  };

  it("are ignored for non-admins", async () => {
    const t = makeTest();
    await seed(t);
    const { userId, briefId } = await userWithBrief(t);
    const [ogilvy] = await threeLegends(t);
    await asUser(t, userId).mutation(api.ideas.mutations.generate, {
      briefId,
      legendIds: [ogilvy],
      experimental,
    });
    await finish(t);
    const [job] = await rows(t, "generationJobs");
    expect(job.settings).toMatchObject({
      model: "gpt-4.1",
      promptVersion: "enhanced-creative-v1",
      experimentalMode: false,
    });
    const [idea] = await rows(t, "ideas");
    expect(idea.generationMetadata).toMatchObject({
      experimental_mode: false,
      prompt_version: "enhanced-creative-v1",
    });
  });

  it("apply for admins, whose ideas carry the metadata", async () => {
    const t = makeTest();
    await seed(t);
    const { userId, briefId } = await userWithBrief(t, { isAdmin: true });
    const [ogilvy] = await threeLegends(t);
    await asUser(t, userId).mutation(api.ideas.mutations.generate, {
      briefId,
      legendIds: [ogilvy],
      experimental,
    });
    await finish(t);
    const [group] = (await view(t, userId, briefId)).legends;
    expect(group.ideas[0].generationMetadata).toMatchObject({
      experimental_mode: true,
      prompt_version: "legend-first-v1",
      temperature: 0.3,
      provider: "offline-studio",
    });
    expect(group.ideas[0].generationMetadata?.signature_lens).toEqual(expect.any(String));
  });
});
