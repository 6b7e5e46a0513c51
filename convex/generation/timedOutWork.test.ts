import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { api, internal } from "../_generated/api";
import type { Id } from "../_generated/dataModel";
import { asUser, makeTest, type TestApp } from "../test.setup";
import { balance } from "../ideas/ideas.fixtures";
import { ideaFixture } from "../visuals/visuals.fixtures";
import { offlineStudio, pageFixture } from "../campaigns/campaigns.fixtures";
import { deckFixture, providerSlide, slidesOf } from "../decks/decks.fixtures";
import { FAILURE_TEXT } from "./failures";
import { IMAGE_STEP_MS, TEXT_STEP_MS } from "./deadlines";
import {
  finishScheduled,
  jobOf,
  ledgerOfJob,
  startRunner,
  sweepAfter,
} from "./supervisor.fixtures";

/**
 * Sell decks, campaign ads, visuals and collages whose action died mid-run: the supervisor fails
 * the job, refunds it once and fails the kind's own rows as a thrown failure would; what the
 * dead action would still have written is refused; and each one's 'Try again' works.
 */

beforeEach(() => {
  vi.useFakeTimers();
  offlineStudio();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllEnvs();
});

const METADATA = {
  prompt_version: "late-v1",
  model: "late",
  temperature: 0,
  reasoning: false,
  generation_time_ms: 1,
  tokens_used: 0,
  generation_timestamp: "2026-01-01T00:00:00.000Z",
  provider: "offline-studio",
  experimental_mode: false,
};

async function refunds(t: TestApp, jobId: Id<"generationJobs">) {
  return (await ledgerOfJob(t, jobId)).filter((row) => row.reason === "refund").length;
}

describe("a sell deck that timed out", () => {
  it("is failed and emptied, refunded once; late slides are refused; Try again writes it", async () => {
    const t = makeTest();
    const { userId, ideaId } = await ideaFixture(t);
    const owner = asUser(t, userId);
    const { presentationId, jobId } = await owner.mutation(api.decks.mutations.sellIdea, {
      ideaId,
    });
    await startRunner(t, jobId);
    const slide = { jobId, stage: "problem" as const, order: 0, ...providerSlide(0) };
    expect(await t.mutation(internal.decks.deckJob.saveSlide, slide)).toBe(true);
    expect(await balance(t, userId)).toBe(8);

    await sweepAfter(t, TEXT_STEP_MS + 1);
    expect(await owner.query(api.decks.queries.deck, { presentationId })).toMatchObject({
      status: "failed",
      errorMessage: FAILURE_TEXT.TIMED_OUT,
      slides: [],
    });
    expect(await slidesOf(t, presentationId)).toEqual([]);
    expect(await balance(t, userId)).toBe(10);

    expect(await t.mutation(internal.decks.deckJob.saveSlide, slide)).toBe(false);
    expect(await t.mutation(internal.decks.deckJob.finish, { jobId })).toBeNull();
    await finishScheduled(t);
    expect(await slidesOf(t, presentationId)).toEqual([]);
    expect(await refunds(t, jobId)).toBe(1);

    const retried = await owner.mutation(api.decks.mutations.retryDeck, { presentationId });
    expect(retried.jobId).not.toBe(jobId);
    await finishScheduled(t);
    const deck = await owner.query(api.decks.queries.deck, { presentationId });
    expect(deck.status).toBe("ready");
    expect(deck.slides).toHaveLength(6);
    expect(await balance(t, userId)).toBe(8);
  });
});

describe("a campaign ad that timed out", () => {
  it("is failed and its credit returned; a late image is refused; Try again draws it", async () => {
    const t = makeTest();
    const { userId, campaignPageId } = await pageFixture(t);
    const owner = asUser(t, userId);
    const { adLobId, jobId } = await owner.mutation(api.campaigns.mutations.addAd, {
      campaignPageId,
      aspectRatio: "9:16",
    });
    await startRunner(t, jobId);
    const copy = { jobId, headline: "Late.", body: "Too late.", visualPrompt: "a clock" };
    expect(await t.mutation(internal.campaigns.adJob.saveCopy, copy)).toBe(true);
    const before = await balance(t, userId);

    await sweepAfter(t, TEXT_STEP_MS + 1);
    const lob = async () =>
      (await owner.query(api.campaigns.queries.page, { campaignPageId })).lobs.find(
        (row) => row.id === adLobId,
      );
    expect(await lob()).toMatchObject({ status: "failed", errorMessage: FAILURE_TEXT.TIMED_OUT });
    expect(await balance(t, userId)).toBe(before + 1);

    const late = { jobId, url: "/api/media/late", key: "late", metadata: METADATA };
    expect(await t.mutation(internal.campaigns.adJob.saveImage, late)).toBe(false);
    expect(await t.mutation(internal.campaigns.adJob.saveCopy, copy)).toBe(false);
    await finishScheduled(t);
    expect((await lob())?.status).toBe("failed");
    expect(await refunds(t, jobId)).toBe(1);

    await owner.mutation(api.campaigns.mutations.retryAd, { adLobId });
    await finishScheduled(t);
    expect(await lob()).toMatchObject({ status: "ready", errorMessage: null });
    expect(await balance(t, userId)).toBe(before);
  });
});

describe("a slide's visual that timed out", () => {
  it("shows failed and refunded, no longer blocks the slide, and drawing again works", async () => {
    const t = makeTest();
    const { userId, presentationId } = await deckFixture(t);
    const owner = asUser(t, userId);
    const [first] = await slidesOf(t, presentationId);
    const { jobId } = await owner.mutation(api.decks.mutations.generateSlideVisual, {
      slideId: first._id,
    });
    await startRunner(t, jobId);
    const slideView = async () =>
      (await owner.query(api.decks.queries.deck, { presentationId })).slides.find(
        (slide) => slide.id === first._id,
      );
    expect((await slideView())?.visual).toBe("drawing");
    const before = await balance(t, userId);

    await sweepAfter(t, IMAGE_STEP_MS + 1);
    expect(await slideView()).toMatchObject({
      visual: "failed",
      visualError: FAILURE_TEXT.TIMED_OUT,
    });
    expect(await balance(t, userId)).toBe(before + 1);
    const late = {
      jobId,
      urls: ["/api/media/late"],
      keys: ["late"],
      usedPrompt: "late",
      provider: "offline-studio" as const,
      model: "late",
      metadata: METADATA,
    };
    expect(await t.mutation(internal.visuals.visualGeneration.save, late)).toBeNull();

    await owner.mutation(api.decks.mutations.generateSlideVisual, { slideId: first._id });
    await finishScheduled(t);
    const drawn = await slideView();
    expect(drawn?.visual).toBe("ready");
    expect(drawn?.imageUrl).toMatch(/^\/api\/media\//);
    expect(await t.run(async (ctx) => await ctx.db.query("visuals").take(10))).toHaveLength(1);
  });
});

describe("a collage that timed out", () => {
  it("reads failed, is refunded, and a new request starts a fresh job instead of joining it", async () => {
    const t = makeTest();
    const { userId, ideaId } = await ideaFixture(t);
    const owner = asUser(t, userId);
    const first = await owner.mutation(api.visuals.mutations.requestThumbnails, { ideaId });
    expect(first.status).toBe("running");
    const jobId = first.jobId!;
    await startRunner(t, jobId);

    await sweepAfter(t, IMAGE_STEP_MS + 1);
    expect(await owner.query(api.visuals.queries.thumbnails, { ideaId })).toMatchObject({
      status: "failed",
      errorCode: "TIMED_OUT",
      urls: [],
    });
    expect(await balance(t, userId)).toBe(10);
    const late = { jobId, urls: ["/a", "/b", "/c"], keys: ["a", "b", "c"], metadata: METADATA };
    expect(await t.mutation(internal.visuals.thumbnailGeneration.save, late)).toBe(false);

    const again = await owner.mutation(api.visuals.mutations.requestThumbnails, { ideaId });
    expect(again).toMatchObject({ status: "running", started: true });
    expect(again.jobId).not.toBe(jobId);
    await finishScheduled(t);
    const view = await owner.query(api.visuals.queries.thumbnails, { ideaId });
    expect(view.status).toBe("ready");
    expect(view.urls).toHaveLength(3);
    expect((await jobOf(t, jobId)).status).toBe("failed");
  });
});
