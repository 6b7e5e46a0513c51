import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { api } from "../_generated/api";
import type { Id } from "../_generated/dataModel";
import { asUser, createUser, expectAppError, makeTest, type TestApp } from "../test.setup";
import { balance } from "../ideas/ideas.fixtures";
import { ideaFixture } from "../visuals/visuals.fixtures";
import { CREDIT_COSTS, DECK_LIMITS, DECK_STAGES } from "../../shared/constants";
import { messages, readAppError, validationMessages } from "../../shared/errors";
import {
  deckRow,
  finish,
  jobRow,
  member,
  offlineStudio,
  slidesOf,
  stubTextProvider,
} from "./decks.fixtures";

/** 'Sell deck' and 'Try again': the live deck, credits spent and refunded, the arc in order. */

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllEnvs();
  vi.unstubAllGlobals();
});

const STAGE_IDS = DECK_STAGES.map((stage) => stage.id);
const PROVIDER_CREDITS_TEXT =
  "The AI provider's account is out of credit. Your Legend Credits were returned.";

async function deckOf(t: TestApp, userId: Id<"users">, presentationId: Id<"presentations">) {
  return await asUser(t, userId).query(api.decks.queries.deck, { presentationId });
}

describe("sellIdea", () => {
  it("shows a writing deck at once, spends 2 credits, then writes the arc in order", async () => {
    offlineStudio();
    const t = makeTest();
    const { userId, ideaId } = await ideaFixture(t);
    const { presentationId, jobId } = await asUser(t, userId).mutation(
      api.decks.mutations.sellIdea,
      { ideaId },
    );
    expect(await balance(t, userId)).toBe(10 - CREDIT_COSTS.sellDeck);
    const writing = await deckOf(t, userId, presentationId);
    expect(writing).toMatchObject({
      id: presentationId,
      ideaId,
      status: "writing",
      step: "Waiting for the studio…",
      errorMessage: null,
      slides: [],
      plannedSlides: DECK_STAGES.length,
      canEdit: true,
      deckCost: CREDIT_COSTS.sellDeck,
      visualCost: CREDIT_COSTS.visual,
      legend: { name: "David Ogilvy", slug: "david-ogilvy" },
    });
    const idea = await t.run(async (ctx) => await ctx.db.get("ideas", ideaId));
    // The campaign's name, not the idea's working title: a client reads it (issue 39).
    expect(writing.title).toBe(idea?.campaignName);
    expect(writing.title).not.toBe(idea?.title);

    await finish(t);
    const ready = await deckOf(t, userId, presentationId);
    expect(ready).toMatchObject({ status: "ready", step: null, errorMessage: null });
    expect(ready.slides.map((slide) => slide.stage)).toEqual(STAGE_IDS);
    expect(ready.slides.map((slide) => slide.order)).toEqual([0, 1, 2, 3, 4, 5]);
    expect(ready.slides.map((slide) => slide.stageLabel)).toEqual(
      DECK_STAGES.map((stage) => stage.label),
    );
    for (const slide of ready.slides) {
      expect(slide.title.trim()).not.toBe("");
      expect(slide.content.trim()).not.toBe("");
      expect(slide.speakerNotes.trim()).not.toBe("");
      expect(slide.visualPrompt.trim()).not.toBe("");
      expect(slide.title.length).toBeLessThanOrEqual(DECK_LIMITS.titleChars);
      expect(slide.content.length).toBeLessThanOrEqual(DECK_LIMITS.contentChars);
      expect(slide.speakerNotes.length).toBeLessThanOrEqual(DECK_LIMITS.speakerNotesChars);
      expect(slide).toMatchObject({
        presentationId,
        imageUrl: null,
        isFavorite: false,
        visual: "none",
        visualStep: null,
        visualError: null,
      });
    }
    expect(await jobRow(t, jobId)).toMatchObject({
      kind: "sellDeck",
      status: "succeeded",
      cost: CREDIT_COSTS.sellDeck,
      result: { presentationId, slides: DECK_STAGES.length },
    });
    expect(await balance(t, userId)).toBe(10 - CREDIT_COSTS.sellDeck);
  });

  it("shows each slide as soon as it is written, with the step naming it", async () => {
    const t = makeTest();
    const { userId, ideaId } = await ideaFixture(t);
    let presentationId: Id<"presentations"> | null = null;
    const seen: { slides: number; step: string | null }[] = [];
    stubTextProvider(Infinity, async () => {
      if (presentationId === null) return;
      const deck = await deckOf(t, userId, presentationId);
      seen.push({ slides: deck.slides.length, step: deck.step });
    });
    const started = await asUser(t, userId).mutation(api.decks.mutations.sellIdea, {
      ideaId,
      title: "  Selling the Morning Record  ",
    });
    presentationId = started.presentationId;
    await finish(t);
    // The deck's metadata counts every slide's tokens.
    expect((await jobRow(t, started.jobId))?.metadata?.tokens_used).toBe(120 * DECK_STAGES.length);
    expect(seen.map((snapshot) => snapshot.slides)).toEqual([0, 1, 2, 3, 4, 5]);
    expect(seen[2].step).toBe("David Ogilvy is writing slide 3 of 6: The idea…");
    expect(seen[3].step).toBe("David Ogilvy is writing slide 4 of 6: How it comes to life…");
    const deck = await deckOf(t, userId, presentationId);
    expect(deck.title).toBe("Selling the Morning Record");
    expect(deck.slides[0]).toMatchObject({
      title: "Slide 1 makes its claim.",
      content: "- Proof, not promises.\n- Every claim dated.",
      stage: "problem",
    });
  });

  it("fails without a usable answer: the deck says why, no slides stay, credits come back", async () => {
    const t = makeTest();
    const { userId, ideaId } = await ideaFixture(t);
    stubTextProvider(4);
    const { presentationId, jobId } = await asUser(t, userId).mutation(
      api.decks.mutations.sellIdea,
      { ideaId },
    );
    await finish(t);
    const failed = await deckOf(t, userId, presentationId);
    expect(failed).toMatchObject({
      status: "failed",
      step: null,
      errorMessage: PROVIDER_CREDITS_TEXT,
      slides: [],
    });
    expect(await slidesOf(t, presentationId)).toEqual([]);
    expect(await jobRow(t, jobId)).toMatchObject({
      status: "failed",
      errorCode: "PROVIDER_CREDITS",
    });
    expect(await balance(t, userId)).toBe(10);
  });

  it("needs credits, a readable title, the idea, and write access", async () => {
    offlineStudio();
    const t = makeTest();
    const { userId, ideaId, briefId } = await ideaFixture(t, { legendCredits: 1 });
    const owner = asUser(t, userId);
    const poor = await owner
      .mutation(api.decks.mutations.sellIdea, { ideaId })
      .catch((e: unknown) => e);
    expect(readAppError(poor)).toMatchObject({
      code: "INSUFFICIENT_CREDITS",
      message: "Insufficient credits: a sell deck needs 2 Legend Credits and you have 1.",
    });
    await t.run(async (ctx) => await ctx.db.patch("users", userId, { legendCredits: 10 }));
    const long = await owner
      .mutation(api.decks.mutations.sellIdea, { ideaId, title: "x".repeat(121) })
      .catch((e: unknown) => e);
    expect(readAppError(long)).toMatchObject({
      code: "INVALID_ARGUMENT",
      message: validationMessages.tooLong("Deck title", DECK_LIMITS.titleChars),
    });
    const empty = await owner
      .mutation(api.decks.mutations.sellIdea, { ideaId: " " })
      .catch((e: unknown) => e);
    expect(readAppError(empty)?.message).toBe(validationMessages.deck.missingIdeaId);
    await expectAppError(
      owner.mutation(api.decks.mutations.sellIdea, { ideaId: "not-an-id" }),
      "NOT_FOUND",
    );
    const viewer = await member(t, briefId, userId, "viewer");
    const forbidden = await asUser(t, viewer)
      .mutation(api.decks.mutations.sellIdea, { ideaId })
      .catch((e: unknown) => e);
    expect(readAppError(forbidden)).toMatchObject({
      code: "FORBIDDEN",
      message: messages.deck.viewerCannotEdit,
    });
    const stranger = await createUser(t, { legendCredits: 5 });
    await expectAppError(
      asUser(t, stranger).mutation(api.decks.mutations.sellIdea, { ideaId }),
      "NOT_FOUND",
    );
    await expectAppError(t.mutation(api.decks.mutations.sellIdea, { ideaId }), "UNAUTHENTICATED");
    expect(await t.run(async (ctx) => await ctx.db.query("presentations").take(5))).toEqual([]);
    expect(await balance(t, userId)).toBe(10);

    // An editor pays with their own credits; the deck is theirs in 'My decks'.
    const editor = await member(t, briefId, userId, "editor");
    const { presentationId } = await asUser(t, editor).mutation(api.decks.mutations.sellIdea, {
      ideaId,
    });
    expect(await balance(t, editor)).toBe(8);
    expect(await balance(t, userId)).toBe(10);
    expect((await deckRow(t, presentationId))?.createdBy).toBe(editor);
    await finish(t);
    expect((await deckOf(t, userId, presentationId)).status).toBe("ready");
  });
});

describe("retryDeck", () => {
  it("rewrites a failed deck in place, spending again; only a failed deck", async () => {
    const t = makeTest();
    const { userId, ideaId, briefId } = await ideaFixture(t);
    const owner = asUser(t, userId);
    stubTextProvider(3);
    const { presentationId, jobId } = await owner.mutation(api.decks.mutations.sellIdea, {
      ideaId,
    });
    await finish(t);
    expect((await deckOf(t, userId, presentationId)).status).toBe("failed");
    expect(await balance(t, userId)).toBe(10);

    const viewer = await member(t, briefId, userId, "viewer");
    await expectAppError(
      asUser(t, viewer).mutation(api.decks.mutations.retryDeck, { presentationId }),
      "FORBIDDEN",
    );
    const stranger = await createUser(t, { legendCredits: 5 });
    await expectAppError(
      asUser(t, stranger).mutation(api.decks.mutations.retryDeck, { presentationId }),
      "NOT_FOUND",
    );

    vi.unstubAllGlobals();
    vi.unstubAllEnvs();
    offlineStudio();
    const retried = await owner.mutation(api.decks.mutations.retryDeck, { presentationId });
    expect(retried.presentationId).toBe(presentationId);
    expect(retried.jobId).not.toBe(jobId);
    expect(await balance(t, userId)).toBe(8);
    expect((await deckOf(t, userId, presentationId)).status).toBe("writing");
    await finish(t);
    const ready = await deckOf(t, userId, presentationId);
    expect(ready.status).toBe("ready");
    expect(ready.slides.map((slide) => slide.stage)).toEqual(STAGE_IDS);
    expect(await t.run(async (ctx) => await ctx.db.query("presentations").take(5))).toHaveLength(1);

    const again = await owner
      .mutation(api.decks.mutations.retryDeck, { presentationId })
      .catch((e: unknown) => e);
    expect(readAppError(again)?.message).toBe(validationMessages.deck.onlyFailedRetry);
    expect(await balance(t, userId)).toBe(8);
  });

  it("needs the credits again", async () => {
    const t = makeTest();
    const { userId, ideaId } = await ideaFixture(t, { legendCredits: 2 });
    stubTextProvider(1);
    const { presentationId } = await asUser(t, userId).mutation(api.decks.mutations.sellIdea, {
      ideaId,
    });
    await finish(t);
    await t.run(async (ctx) => await ctx.db.patch("users", userId, { legendCredits: 1 }));
    await expectAppError(
      asUser(t, userId).mutation(api.decks.mutations.retryDeck, { presentationId }),
      "INSUFFICIENT_CREDITS",
    );
    expect((await deckRow(t, presentationId))?.status).toBe("failed");
  });
});

describe("removeDeck while it is written", () => {
  it("stops the job: nothing is left behind and its credits come back", async () => {
    const t = makeTest();
    const { userId, ideaId } = await ideaFixture(t);
    let presentationId: Id<"presentations"> | null = null;
    stubTextProvider(Infinity, async (call) => {
      if (call === 3 && presentationId !== null) {
        await asUser(t, userId).mutation(api.decks.mutations.removeDeck, { presentationId });
      }
    });
    const started = await asUser(t, userId).mutation(api.decks.mutations.sellIdea, { ideaId });
    presentationId = started.presentationId;
    await finish(t);
    expect(await deckRow(t, started.presentationId)).toBeNull();
    expect(await slidesOf(t, started.presentationId)).toEqual([]);
    expect((await jobRow(t, started.jobId))?.status).toBe("failed");
    expect(await balance(t, userId)).toBe(10);
  });
});
