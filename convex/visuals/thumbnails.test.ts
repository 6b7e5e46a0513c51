import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { api } from "../_generated/api";
import type { Id } from "../_generated/dataModel";
import { asUser, createUser, expectAppError, makeTest, type TestApp } from "../test.setup";
import { balance } from "../ideas/ideas.fixtures";
import { MEDIA_KEY_PATTERN } from "../media/model";
import { messages } from "../../shared/errors";
import { ideaFixture, offline, stubIdeogram, table } from "./visuals.fixtures";

/** The collage's thumbnails: one generation per idea, spends and refunds, failures, access. */

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllEnvs();
  vi.unstubAllGlobals();
});

async function finish(t: TestApp) {
  await t.finishAllScheduledFunctions(vi.runAllTimers);
}

async function view(t: TestApp, userId: Id<"users">, ideaId: Id<"ideas">) {
  return await asUser(t, userId).query(api.visuals.queries.thumbnails, { ideaId });
}

async function thumbnailJobs(t: TestApp) {
  return (await table(t, "generationJobs")).filter((job) => job.kind === "thumbnails");
}

describe("requestThumbnails", () => {
  it("draws hero plus two, stores them and writes them onto the idea, for one credit", async () => {
    offline();
    const t = makeTest();
    const { userId, briefId, ideaId } = await ideaFixture(t);
    expect(await view(t, userId, ideaId)).toMatchObject({ status: "none", urls: [], jobId: null });

    const started = await asUser(t, userId).mutation(api.visuals.mutations.requestThumbnails, {
      ideaId,
    });
    expect(started).toMatchObject({ status: "running", started: true });
    expect(await balance(t, userId)).toBe(9);
    expect(await view(t, userId, ideaId)).toMatchObject({
      status: "running",
      jobId: started.jobId,
      step: "Waiting for the studio…",
    });

    await finish(t);
    const done = await view(t, userId, ideaId);
    expect(done).toMatchObject({
      status: "ready",
      jobId: started.jobId,
      step: null,
      errorCode: null,
      provider: "offline-studio",
    });
    expect(done.urls).toHaveLength(3);
    for (const url of done.urls) expect(url.replace("/api/media/", "")).toMatch(MEDIA_KEY_PATTERN);
    const media = await table(t, "media");
    expect(media.map((row) => [row.width, row.height, row.ownerId])).toEqual([
      [1920, 1080, userId],
      [1080, 1080, userId],
      [1080, 1080, userId],
    ]);
    // Three offline posters, each its own layout family.
    expect(new Set(media.map((row) => row.model)).size).toBe(3);
    const ideas = await asUser(t, userId).query(api.ideas.queries.myIdeas, {
      paginationOpts: { numItems: 5, cursor: null },
      briefId,
    });
    expect(ideas.page[0].thumbnails).toEqual(done.urls);
    expect(await balance(t, userId)).toBe(9);
    const served = await t.fetch(done.urls[0]);
    expect(served.headers.get("content-type")).toBe("image/png");
  });

  it("starts one generation for concurrent requests: one job, one spend", async () => {
    offline();
    const t = makeTest();
    const { userId, ideaId } = await ideaFixture(t);
    const user = asUser(t, userId);
    const answers = await Promise.all(
      Array.from({ length: 5 }, () =>
        user.mutation(api.visuals.mutations.requestThumbnails, { ideaId }),
      ),
    );
    expect(new Set(answers.map((answer) => answer.jobId)).size).toBe(1);
    expect(answers.filter((answer) => answer.started)).toHaveLength(1);
    // A regenerate asked for meanwhile joins the running one too.
    const refresh = await user.mutation(api.visuals.mutations.requestThumbnails, {
      ideaId,
      refresh: true,
    });
    expect(refresh).toEqual({ jobId: answers[0].jobId, status: "running", started: false });
    expect(await thumbnailJobs(t)).toHaveLength(1);
    expect(await balance(t, userId)).toBe(9);
    await finish(t);
    expect((await table(t, "media")).length).toBe(3);
  });

  it("answers existing thumbnails without spending; refresh starts a new, paid generation", async () => {
    offline();
    const t = makeTest();
    const { userId, ideaId } = await ideaFixture(t);
    const user = asUser(t, userId);
    const first = await user.mutation(api.visuals.mutations.requestThumbnails, { ideaId });
    await finish(t);
    const before = await view(t, userId, ideaId);

    const again = await user.mutation(api.visuals.mutations.requestThumbnails, { ideaId });
    expect(again).toEqual({ jobId: first.jobId, status: "ready", started: false });
    expect(await balance(t, userId)).toBe(9);

    const fresh = await user.mutation(api.visuals.mutations.requestThumbnails, {
      ideaId,
      refresh: true,
    });
    expect(fresh.started).toBe(true);
    expect(fresh.jobId).not.toBe(first.jobId);
    expect(await balance(t, userId)).toBe(8);
    // The old collage stays visible while the new one is drawn.
    expect(await view(t, userId, ideaId)).toMatchObject({ status: "running", urls: before.urls });
    await finish(t);
    const after = await view(t, userId, ideaId);
    expect(after.status).toBe("ready");
    expect(after.urls).toHaveLength(3);
    expect(after.urls.some((url) => before.urls.includes(url))).toBe(false);
  });

  it("asks the provider for the hero from the visual prompt and two from headline and concept", async () => {
    const ideogram = stubIdeogram();
    const t = makeTest();
    const { userId, ideaId } = await ideaFixture(t);
    await asUser(t, userId).mutation(api.visuals.mutations.requestThumbnails, { ideaId });
    await finish(t);
    const idea = await t.run(async (ctx) => await ctx.db.get("ideas", ideaId));
    const legend = await t.run(async (ctx) => await ctx.db.get("creativeLegends", idea!.legendId!));
    const [hero, headline, concept] = ideogram.requests;
    expect(hero.prompt).toContain(idea!.visualPrompt);
    expect(headline.prompt).toContain(idea!.headline);
    expect(concept.prompt).toContain(idea!.concept);
    for (const request of ideogram.requests) {
      expect(request.prompt).toContain("Northbound Coffee");
      expect(request.prompt).toContain(legend!.visualApproach.slice(0, 60));
      expect(request.negative_prompt).toMatch(/text/);
      expect(request).toMatchObject({ num_images: 1, model: "V_2A" });
    }
    expect(ideogram.requests.map((r) => r.aspect_ratio)).toEqual([
      "ASPECT_16_9",
      "ASPECT_1_1",
      "ASPECT_1_1",
    ]);
    expect(await view(t, userId, ideaId)).toMatchObject({ status: "ready", provider: "ideogram" });
  });
});

describe("failures", () => {
  it("flagged content fails the job, refunds, and keeps no half-drawn images", async () => {
    // Only the concept image is refused: the two drawn are deleted again.
    stubIdeogram((prompt) => (prompt.includes("shows this concept") ? "flagged" : "ok"));
    const t = makeTest();
    const { userId, ideaId } = await ideaFixture(t);
    await asUser(t, userId).mutation(api.visuals.mutations.requestThumbnails, { ideaId });
    await finish(t);
    expect(await view(t, userId, ideaId)).toMatchObject({
      status: "failed",
      urls: [],
      errorCode: "CONTENT_FLAGGED",
      errorMessage: messages.thumbnails.contentFlagged,
    });
    expect(await balance(t, userId)).toBe(10);
    expect(await table(t, "media")).toEqual([]);
    const idea = await t.run(async (ctx) => await ctx.db.get("ideas", ideaId));
    expect(idea?.thumbnails).toBeUndefined();
  });

  it("maps the provider's credit, safety and other failures to the spec's texts", async () => {
    const t = makeTest();
    const { userId, ideaId } = await ideaFixture(t);
    const user = asUser(t, userId);
    stubIdeogram(() => "credits");
    await user.mutation(api.visuals.mutations.requestThumbnails, { ideaId });
    await finish(t);
    expect(await view(t, userId, ideaId)).toMatchObject({
      errorCode: "PROVIDER_CREDITS",
      errorMessage: messages.thumbnails.insufficientCredits,
    });

    // A failed first generation is retried by asking again (a new job; the failure was refunded).
    stubIdeogram(() => "unsafe");
    const retry = await user.mutation(api.visuals.mutations.requestThumbnails, { ideaId });
    expect(retry.started).toBe(true);
    await finish(t);
    expect(await view(t, userId, ideaId)).toMatchObject({
      errorCode: "CONTENT_FLAGGED",
      errorMessage: messages.thumbnails.contentFlagged,
    });

    stubIdeogram();
    await user.mutation(api.visuals.mutations.requestThumbnails, { ideaId });
    await finish(t);
    const ready = await view(t, userId, ideaId);
    stubIdeogram(() => "badKey");
    await user.mutation(api.visuals.mutations.requestThumbnails, { ideaId, refresh: true });
    await finish(t);
    // A failed regenerate keeps the previous collage.
    expect(await view(t, userId, ideaId)).toMatchObject({
      status: "failed",
      urls: ready.urls,
      errorCode: "MISCONFIGURED",
      errorMessage: messages.thumbnails.regenerateFailed,
    });
    expect(await balance(t, userId)).toBe(9);
  });

  it("refuses a user without credits with the spec's text and writes nothing", async () => {
    offline();
    const t = makeTest();
    const { userId, ideaId } = await ideaFixture(t, { legendCredits: 0 });
    const error = await asUser(t, userId)
      .mutation(api.visuals.mutations.requestThumbnails, { ideaId })
      .catch((thrown: unknown) => thrown);
    expect(error).toMatchObject({
      data: { code: "INSUFFICIENT_CREDITS", message: messages.thumbnails.insufficientCredits },
    });
    expect(await thumbnailJobs(t)).toEqual([]);
    expect(await view(t, userId, ideaId)).toMatchObject({ status: "none", jobId: null });
  });
});

describe("access", () => {
  it("answers NOT_FOUND for another user's idea and for malformed ids, and refuses visitors", async () => {
    offline();
    const t = makeTest();
    const { ideaId } = await ideaFixture(t);
    const other = asUser(t, await createUser(t, { legendCredits: 10 }));
    for (const id of [ideaId, "not-an-id"]) {
      await expectAppError(
        other.mutation(api.visuals.mutations.requestThumbnails, { ideaId: id }),
        "NOT_FOUND",
      );
      await expectAppError(
        other.query(api.visuals.queries.thumbnails, { ideaId: id }),
        "NOT_FOUND",
      );
    }
    await expectAppError(
      t.mutation(api.visuals.mutations.requestThumbnails, { ideaId }),
      "UNAUTHENTICATED",
    );
    await expectAppError(t.query(api.visuals.queries.thumbnails, { ideaId }), "UNAUTHENTICATED");
    expect(await thumbnailJobs(t)).toEqual([]);
  });
});
