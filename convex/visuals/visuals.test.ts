import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { api } from "../_generated/api";
import type { Id } from "../_generated/dataModel";
import { asUser, createUser, expectAppError, makeTest, type TestApp } from "../test.setup";
import { balance, legendId } from "../ideas/ideas.fixtures";
import { ASPECT_RATIOS, VISUAL_LIMITS } from "../../shared/constants";
import { validationMessages } from "../../shared/errors";
import { ideaFixture, offline, stubIdeogram, table } from "./visuals.fixtures";

/** Generate visual, the visuals list, 'Edit visualization prompt' and the generator's options. */

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllEnvs();
  vi.unstubAllGlobals();
});

async function finish(t: TestApp) {
  await t.finishAllScheduledFunctions(vi.runAllTimers);
}

const SWITCHES = { magicPrompt: true, includeText: false };

async function visuals(t: TestApp, userId: Id<"users">, ideaId: Id<"ideas">) {
  return await asUser(t, userId).query(api.visuals.queries.forIdea, { ideaId });
}

async function nothingStarted(t: TestApp, userId: Id<"users">, credits = 10) {
  expect((await table(t, "generationJobs")).filter((job) => job.kind === "visual")).toEqual([]);
  expect(await balance(t, userId)).toBe(credits);
}

describe("generateVisual", () => {
  it("draws the idea's prompt in the legend's approach, 1:1 by default, for one credit", async () => {
    offline();
    const t = makeTest();
    const { userId, ideaId } = await ideaFixture(t);
    const { jobId } = await asUser(t, userId).mutation(api.visuals.mutations.generateVisual, {
      ideaId,
      ...SWITCHES,
    });
    expect(await balance(t, userId)).toBe(9);
    await finish(t);
    const job = await asUser(t, userId).query(api.generation.queries.job, { jobId });
    expect(job).toMatchObject({ kind: "visual", status: "succeeded", provider: "offline-studio" });
    const [visual] = await visuals(t, userId, ideaId);
    const idea = await t.run(async (ctx) => await ctx.db.get("ideas", ideaId));
    expect(visual).toMatchObject({
      ideaId,
      jobId,
      prompt: idea?.visualPrompt,
      teamLegend: null,
      aspectRatio: "1:1",
      provider: "offline-studio",
      slideId: null,
    });
    expect(visual.urls).toHaveLength(1);
    expect(visual.usedPrompt).toContain("Art direction in the manner of David Ogilvy");
    expect(job.result).toMatchObject({ visualId: visual.id, urls: visual.urls });
    expect(await balance(t, userId)).toBe(9);
  });

  it("accepts the four aspect ratios, refuses others, and lists visuals newest first", async () => {
    offline();
    const t = makeTest();
    const { userId, ideaId } = await ideaFixture(t);
    const user = asUser(t, userId);
    for (const { value } of ASPECT_RATIOS) {
      await user.mutation(api.visuals.mutations.generateVisual, {
        ideaId,
        ...SWITCHES,
        aspectRatio: value,
        slideId: "slide-1",
      });
      await finish(t);
    }
    const list = await visuals(t, userId, ideaId);
    expect(list.map((visual) => visual.aspectRatio)).toEqual(["16:9", "4:5", "9:16", "1:1"]);
    expect(list[0].slideId).toBe("slide-1");
    const media = await table(t, "media");
    expect(media.map((row) => `${row.width}x${row.height}`)).toEqual([
      "1080x1080",
      "1080x1920",
      "1080x1350",
      "1920x1080",
    ]);

    const error = await user
      .mutation(api.visuals.mutations.generateVisual, { ideaId, ...SWITCHES, aspectRatio: "3:2" })
      .catch((thrown: unknown) => thrown);
    expect(error).toMatchObject({
      data: {
        code: "INVALID_ARGUMENT",
        message: validationMessages.visual.unknownAspectRatio("3:2"),
      },
    });
    expect(await balance(t, userId)).toBe(6);
  });

  it("refuses prompts over the limit, bad counts and ideas without any prompt, spending nothing", async () => {
    offline();
    const t = makeTest();
    const { userId, ideaId } = await ideaFixture(t);
    const user = asUser(t, userId);
    const tooLong = "x".repeat(VISUAL_LIMITS.promptChars + 1);
    for (const args of [{ visualPrompt: tooLong }, { count: 0 }, { count: 5 }]) {
      await expectAppError(
        user.mutation(api.visuals.mutations.generateVisual, { ideaId, ...SWITCHES, ...args }),
        "INVALID_ARGUMENT",
      );
    }
    await t.run(async (ctx) => await ctx.db.patch("ideas", ideaId, { visualPrompt: "" }));
    await expectAppError(
      user.mutation(api.visuals.mutations.generateVisual, { ideaId, ...SWITCHES }),
      "INVALID_ARGUMENT",
    );
    await nothingStarted(t, userId);
  });

  it("uses the admin defaults for users: their provider and model are ignored", async () => {
    const ideogram = stubIdeogram();
    const t = makeTest();
    const { userId, ideaId } = await ideaFixture(t);
    await asUser(t, userId).mutation(api.visuals.mutations.generateVisual, {
      ideaId,
      ...SWITCHES,
      provider: "midjourney",
      model: "V_9",
    });
    await finish(t);
    expect(ideogram.requests[0]).toMatchObject({ model: "V_2A", magic_prompt_option: "ON" });
    const [visual] = await visuals(t, userId, ideaId);
    // Ideogram's magic prompt rewrote the prompt: the list keeps what was drawn.
    expect(visual.usedPrompt).toBe(`Magic: ${ideogram.requests[0].prompt}`);
    expect(visual).toMatchObject({ provider: "ideogram", model: "V_2A" });
  });

  it("lets admins pick a known provider and model, and refuses unknown ones", async () => {
    const ideogram = stubIdeogram();
    const t = makeTest();
    const { userId, ideaId } = await ideaFixture(t, { isAdmin: true });
    const admin = asUser(t, userId);
    await admin.mutation(api.visuals.mutations.generateVisual, {
      ideaId,
      ...SWITCHES,
      provider: "ideogram",
      model: "V_1I",
    });
    await finish(t);
    expect(ideogram.requests[0].model).toBe("V_1");
    for (const args of [
      { provider: "midjourney" },
      { provider: "ideogram", model: "V_9" },
      { provider: "replicate", model: "someone/unlisted-model" },
    ]) {
      await expectAppError(
        admin.mutation(api.visuals.mutations.generateVisual, { ideaId, ...SWITCHES, ...args }),
        "INVALID_ARGUMENT",
      );
    }
    expect(await balance(t, userId)).toBe(9);
  });

  it("teams up with a second legend, blending its visual approach in", async () => {
    offline();
    const t = makeTest();
    const { userId, ideaId, legendId: own } = await ideaFixture(t);
    const bernbach = await legendId(t, "bill-bernbach");
    const user = asUser(t, userId);
    await user.mutation(api.visuals.mutations.generateVisual, {
      ideaId,
      ...SWITCHES,
      aspectRatio: "9:16",
      teamLegendId: bernbach,
    });
    await finish(t);
    const [visual] = await visuals(t, userId, ideaId);
    expect(visual.teamLegend).toEqual({ id: bernbach, name: "Bill Bernbach" });
    expect(visual.usedPrompt).toContain("A collaboration of David Ogilvy and Bill Bernbach");
    await expectAppError(
      user.mutation(api.visuals.mutations.generateVisual, {
        ideaId,
        ...SWITCHES,
        teamLegendId: own,
      }),
      "INVALID_ARGUMENT",
    );
  });

  it("refuses a team-up legend the plan does not include (FORBIDDEN), spending nothing", async () => {
    offline();
    const t = makeTest();
    const { userId, ideaId } = await ideaFixture(t, { subscriptionTier: "free" });
    const locked = await legendId(t, "mary-wells-lawrence");
    await expectAppError(
      asUser(t, userId).mutation(api.visuals.mutations.generateVisual, {
        ideaId,
        ...SWITCHES,
        teamLegendId: locked,
      }),
      "FORBIDDEN",
    );
    await nothingStarted(t, userId);
  });

  it("fails a flagged visual with a refund and writes no visual or image", async () => {
    stubIdeogram(() => "flagged");
    const t = makeTest();
    const { userId, ideaId } = await ideaFixture(t);
    const { jobId } = await asUser(t, userId).mutation(api.visuals.mutations.generateVisual, {
      ideaId,
      ...SWITCHES,
    });
    await finish(t);
    const job = await asUser(t, userId).query(api.generation.queries.job, { jobId });
    expect(job).toMatchObject({ status: "failed", errorCode: "CONTENT_FLAGGED" });
    expect(await balance(t, userId)).toBe(10);
    expect(await table(t, "visuals")).toEqual([]);
    expect(await table(t, "media")).toEqual([]);
  });

  it("fails, refunds and deletes its images when the idea is gone before they are saved", async () => {
    offline();
    const t = makeTest();
    const { userId, ideaId } = await ideaFixture(t);
    const user = asUser(t, userId);
    const { jobId } = await user.mutation(api.visuals.mutations.generateVisual, {
      ideaId,
      ...SWITCHES,
    });
    await user.mutation(api.visuals.mutations.requestThumbnails, { ideaId });
    await t.run(async (ctx) => await ctx.db.delete("ideas", ideaId));
    await finish(t);
    const job = await user.query(api.generation.queries.job, { jobId });
    expect(job).toMatchObject({ status: "failed", errorCode: "UNAVAILABLE" });
    expect(await balance(t, userId)).toBe(10);
    expect(await table(t, "visuals")).toEqual([]);
    expect(await table(t, "media")).toEqual([]);
  });

  it("needs credits, and answers NOT_FOUND for another user's idea", async () => {
    offline();
    const t = makeTest();
    const { userId, ideaId } = await ideaFixture(t, { legendCredits: 0 });
    await expectAppError(
      asUser(t, userId).mutation(api.visuals.mutations.generateVisual, { ideaId, ...SWITCHES }),
      "INSUFFICIENT_CREDITS",
    );
    const other = asUser(t, await createUser(t, { legendCredits: 5 }));
    await expectAppError(
      other.mutation(api.visuals.mutations.generateVisual, { ideaId, ...SWITCHES }),
      "NOT_FOUND",
    );
    await expectAppError(other.query(api.visuals.queries.forIdea, { ideaId }), "NOT_FOUND");
    await nothingStarted(t, userId, 0);
  });
});
