import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { api } from "../_generated/api";
import type { Id } from "../_generated/dataModel";
import { asUser, createUser, expectAppError, makeTest, type TestApp } from "../test.setup";
import { balance, insertIdeasFor } from "../ideas/ideas.fixtures";
import { offline, stubIdeogram, table } from "../visuals/visuals.fixtures";
import { CREDIT_COSTS } from "../../shared/constants";
import { messages, readAppError, validationMessages } from "../../shared/errors";
import { deckFixture, finish, member, offlineStudio, slidesOf } from "./decks.fixtures";

/** A slide's visual: a visuals job named for the slide, whose image lands on that slide only. */

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllEnvs();
  vi.unstubAllGlobals();
});

async function failure(promise: Promise<unknown>) {
  return readAppError(
    await promise.then(
      () => null,
      (error: unknown) => error,
    ),
  );
}

async function slideDtos(t: TestApp, userId: Id<"users">, presentationId: Id<"presentations">) {
  return (await asUser(t, userId).query(api.decks.queries.deck, { presentationId })).slides;
}

describe("generateSlideVisual", () => {
  it("draws the slide's own prompt at 16:9 and puts the image on that slide", async () => {
    const t = makeTest();
    const { userId, presentationId, ideaId } = await deckFixture(t);
    offline();
    const slides = await slidesOf(t, presentationId);
    const target = slides[2];
    const owner = asUser(t, userId);
    const before = await balance(t, userId);
    const started = await owner.mutation(api.decks.mutations.generateSlideVisual, {
      slideId: target._id,
    });
    expect(started.slideId).toBe(target._id);
    expect(await balance(t, userId)).toBe(before - CREDIT_COSTS.visual);
    const drawing = (await slideDtos(t, userId, presentationId))[2];
    expect(drawing).toMatchObject({
      visual: "drawing",
      visualStep: "Waiting for the studio…",
      visualError: null,
      imageUrl: null,
    });
    // One drawing at a time: a second click pays for nothing.
    expect(
      (
        await failure(
          owner.mutation(api.decks.mutations.generateSlideVisual, { slideId: target._id }),
        )
      )?.message,
    ).toBe(validationMessages.deck.stillDrawing);

    await finish(t);
    const after = await slideDtos(t, userId, presentationId);
    expect(after[2]).toMatchObject({ visual: "ready", visualStep: null, visualError: null });
    expect(after[2].imageUrl).toMatch(/^\/api\/media\//);
    expect(after.filter((slide) => slide.imageUrl !== null)).toHaveLength(1);
    const [visual] = await table(t, "visuals");
    expect(visual).toMatchObject({
      ideaId,
      slideId: target._id,
      aspectRatio: "16:9",
      prompt: target.visualPrompt,
      includeText: false,
    });
    expect(visual.urls[0]).toBe(after[2].imageUrl);
    const stored = (await slidesOf(t, presentationId))[2];
    expect(stored.imageKey).toBe(visual.keys[0]);
    expect(stored.visualJobId).toBeUndefined();
    expect(await balance(t, userId)).toBe(before - CREDIT_COSTS.visual);
    const [summary] = await owner.query(api.decks.queries.forIdea, { ideaId });
    expect(summary.coverUrl).toBe(after[2].imageUrl);

    // Regenerating with a prompt and a format of one's own replaces the slide's image.
    await owner.mutation(api.decks.mutations.generateSlideVisual, {
      slideId: target._id,
      visualPrompt: "A courier's bike against a sunrise",
      aspectRatio: "1:1",
    });
    await finish(t);
    const again = (await slideDtos(t, userId, presentationId))[2];
    expect(again.imageUrl).not.toBe(after[2].imageUrl);
    const visuals = await table(t, "visuals");
    expect(visuals.map((row) => [row.prompt, row.aspectRatio])).toContainEqual([
      "A courier's bike against a sunrise",
      "1:1",
    ]);

    // Removing the deck leaves the files the idea's visuals still show.
    const media = await table(t, "media");
    await owner.mutation(api.decks.mutations.removeDeck, { presentationId });
    expect(await table(t, "media")).toEqual(media);
    expect(await table(t, "visuals")).toHaveLength(2);
  });

  it("shows a failed drawing with its reason and refunds it", async () => {
    const t = makeTest();
    const { userId, presentationId } = await deckFixture(t);
    stubIdeogram(() => "flagged");
    const [slide] = await slidesOf(t, presentationId);
    const before = await balance(t, userId);
    await asUser(t, userId).mutation(api.decks.mutations.generateSlideVisual, {
      slideId: slide._id,
    });
    await finish(t);
    const [failed] = await slideDtos(t, userId, presentationId);
    expect(failed).toMatchObject({
      visual: "failed",
      visualStep: null,
      visualError: "The content may have been flagged as inappropriate.",
      imageUrl: null,
    });
    expect(await balance(t, userId)).toBe(before);

    vi.unstubAllGlobals();
    offline();
    await asUser(t, userId).mutation(api.decks.mutations.generateSlideVisual, {
      slideId: slide._id,
    });
    await finish(t);
    expect((await slideDtos(t, userId, presentationId))[0].visual).toBe("ready");
  });

  it("needs write access, a real slide and a known format; nothing is spent otherwise", async () => {
    const t = makeTest();
    const { userId, briefId, presentationId } = await deckFixture(t);
    offline();
    const [slide] = await slidesOf(t, presentationId);
    const before = await balance(t, userId);
    const owner = asUser(t, userId);
    expect(
      (
        await failure(
          owner.mutation(api.decks.mutations.generateSlideVisual, {
            slideId: slide._id,
            aspectRatio: "3:2",
          }),
        )
      )?.code,
    ).toBe("INVALID_ARGUMENT");
    expect(
      await failure(owner.mutation(api.decks.mutations.generateSlideVisual, { slideId: "nope" })),
    ).toEqual({ code: "NOT_FOUND", message: messages.deck.slideNotFound });
    const viewer = await member(t, briefId, userId, "viewer");
    expect(
      await failure(
        asUser(t, viewer).mutation(api.decks.mutations.generateSlideVisual, {
          slideId: slide._id,
        }),
      ),
    ).toEqual({ code: "FORBIDDEN", message: messages.deck.viewerCannotEdit });
    const stranger = await createUser(t, { legendCredits: 5 });
    await expectAppError(
      asUser(t, stranger).mutation(api.decks.mutations.generateSlideVisual, {
        slideId: slide._id,
      }),
      "NOT_FOUND",
    );
    await expectAppError(
      t.mutation(api.decks.mutations.generateSlideVisual, { slideId: slide._id }),
      "UNAUTHENTICATED",
    );
    expect(await balance(t, userId)).toBe(before);
    expect(await table(t, "visuals")).toEqual([]);

    // An editor draws with their own credits.
    const editor = await member(t, briefId, userId, "editor");
    await asUser(t, editor).mutation(api.decks.mutations.generateSlideVisual, {
      slideId: slide._id,
    });
    expect(await balance(t, editor)).toBe(10 - CREDIT_COSTS.visual);
    await finish(t);
  });
});

describe("generateVisual with a slideId", () => {
  it("lands on the named slide of the idea, and refuses another idea's or deck's slide", async () => {
    const t = makeTest();
    const { userId, briefId, ideaId, legendId, presentationId } = await deckFixture(t);
    offline();
    const owner = asUser(t, userId);
    const slides = await slidesOf(t, presentationId);
    const request = { magicPrompt: false, includeText: false };
    await owner.mutation(api.visuals.mutations.generateVisual, {
      ...request,
      ideaId,
      slideId: slides[4]._id,
    });
    await finish(t);
    const after = await slideDtos(t, userId, presentationId);
    expect(after.map((slide) => slide.imageUrl !== null)).toEqual([
      false,
      false,
      false,
      false,
      true,
      false,
    ]);

    // A slide of another idea (even the caller's own): refused before anything is spent.
    const [otherIdea] = await insertIdeasFor(t, { userId, briefId, legendId, count: 1 });
    offlineStudio();
    const other = await owner.mutation(api.decks.mutations.sellIdea, { ideaId: otherIdea });
    await finish(t);
    offline();
    const [foreign] = await slidesOf(t, other.presentationId);
    const before = await balance(t, userId);
    expect(
      await failure(
        owner.mutation(api.visuals.mutations.generateVisual, {
          ...request,
          ideaId,
          slideId: foreign._id,
        }),
      ),
    ).toEqual({ code: "NOT_FOUND", message: messages.deck.slideNotFound });

    // A stranger's slide, asked for from the stranger's own idea: the same answer.
    const stranger = await deckFixture(t, { legendCredits: 10 });
    offline();
    const [theirs] = await slidesOf(t, stranger.presentationId);
    await expectAppError(
      owner.mutation(api.visuals.mutations.generateVisual, {
        ...request,
        ideaId,
        slideId: theirs._id,
      }),
      "NOT_FOUND",
    );
    expect(await balance(t, userId)).toBe(before);
    expect((await slidesOf(t, other.presentationId))[0].visualJobId).toBeUndefined();

    // A free label (older clients) is kept on the visual and touches no slide.
    await owner.mutation(api.visuals.mutations.generateVisual, {
      ...request,
      ideaId,
      slideId: "slide-1",
    });
    await finish(t);
    expect((await table(t, "visuals")).map((row) => row.slideId)).toContain("slide-1");
    expect(
      (await slideDtos(t, userId, presentationId)).filter((slide) => slide.imageUrl !== null),
    ).toHaveLength(1);
  });
});
