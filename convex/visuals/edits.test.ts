import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { api } from "../_generated/api";
import type { Id } from "../_generated/dataModel";
import { asUser, createUser, expectAppError, makeTest, type TestApp } from "../test.setup";
import { VISUAL_LIMITS } from "../../shared/constants";
import { validationMessages } from "../../shared/errors";
import { ideaFixture, offline, stubIdeogram } from "./visuals.fixtures";

/** 'Edit visualization prompt', storing thumbnails from existing images, the generator's options. */

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

describe("updateVisualPrompt", () => {
  it("replaces an existing prompt, trimmed and capped; an idea without one cannot be edited", async () => {
    const t = makeTest();
    const { userId, ideaId } = await ideaFixture(t);
    const user = asUser(t, userId);
    expect(
      await user.mutation(api.visuals.mutations.updateVisualPrompt, {
        ideaId,
        visualPrompt: "  A bike courier at dawn  ",
      }),
    ).toEqual({ ideaId, visualPrompt: "A bike courier at dawn" });
    for (const visualPrompt of [" ", "x".repeat(VISUAL_LIMITS.promptChars + 1)]) {
      await expectAppError(
        user.mutation(api.visuals.mutations.updateVisualPrompt, { ideaId, visualPrompt }),
        "INVALID_ARGUMENT",
      );
    }
    await t.run(async (ctx) => await ctx.db.patch("ideas", ideaId, { visualPrompt: "" }));
    const error = await user
      .mutation(api.visuals.mutations.updateVisualPrompt, { ideaId, visualPrompt: "New" })
      .catch((thrown: unknown) => thrown);
    expect(error).toMatchObject({
      data: { message: validationMessages.visual.promptNeedsExisting },
    });
    const other = asUser(t, await createUser(t));
    await expectAppError(
      other.mutation(api.visuals.mutations.updateVisualPrompt, { ideaId, visualPrompt: "Mine" }),
      "NOT_FOUND",
    );
  });
});

describe("storeThumbnails", () => {
  it("accepts only the caller's own /api/media images, hero first", async () => {
    offline();
    vi.stubEnv("CONVEX_SITE_URL", "http://127.0.0.1:3211");
    const t = makeTest();
    const { userId, ideaId } = await ideaFixture(t);
    const user = asUser(t, userId);
    await user.mutation(api.visuals.mutations.generateVisual, { ideaId, ...SWITCHES, count: 3 });
    await finish(t);
    const [visual] = await visuals(t, userId, ideaId);
    const [a, b, c] = visual.urls;
    const stored = await user.mutation(api.visuals.mutations.storeThumbnails, {
      ideaId,
      thumbnails: [`http://127.0.0.1:3211${a}`, b, c],
    });
    expect(stored).toEqual({ ideaId, urls: [a, b, c] });
    expect(await user.query(api.visuals.queries.thumbnails, { ideaId })).toMatchObject({
      status: "ready",
      urls: [a, b, c],
    });

    // Someone else's image, another host, another path, too many: refused, nothing changes.
    const stranger = await ideaFixture(t, {}, { seeded: true });
    await asUser(t, stranger.userId).mutation(api.visuals.mutations.generateVisual, {
      ideaId: stranger.ideaId,
      ...SWITCHES,
    });
    await finish(t);
    const [theirs] = await visuals(t, stranger.userId, stranger.ideaId);
    for (const thumbnails of [
      [theirs.urls[0]],
      [`https://evil.example${a}`],
      ["https://images.example.com/cat.png"],
      [`${a}?v=1`],
      [],
      [a, b, c, a],
    ]) {
      await expectAppError(
        user.mutation(api.visuals.mutations.storeThumbnails, { ideaId, thumbnails }),
        "INVALID_ARGUMENT",
      );
    }
    expect((await user.query(api.visuals.queries.thumbnails, { ideaId })).urls).toEqual([a, b, c]);
  });
});

describe("imageOptions", () => {
  it("tells users who draws; only admins get the models to choose from", async () => {
    offline();
    const t = makeTest();
    const user = asUser(t, await createUser(t));
    expect(await user.query(api.visuals.queries.imageOptions, {})).toEqual({
      provider: "offline-studio",
      model: null,
      canChooseModel: false,
      ideogramModels: [],
      replicateModels: [],
    });
    stubIdeogram();
    const admin = asUser(t, await createUser(t, { isAdmin: true }));
    expect(await admin.query(api.visuals.queries.imageOptions, {})).toMatchObject({
      provider: "ideogram",
      model: "V_2A",
      canChooseModel: true,
      ideogramModels: ["V_2A", "V_1I"],
    });
  });
});
