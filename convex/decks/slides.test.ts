import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { api } from "../_generated/api";
import type { Id } from "../_generated/dataModel";
import { asUser, createUser, expectAppError, makeTest, type TestApp } from "../test.setup";
import { DECK_LIMITS } from "../../shared/constants";
import { messages, readAppError, validationMessages } from "../../shared/errors";
import { deckFixture, deckRow, member, slidesOf } from "./decks.fixtures";

/** A written deck's edits: slide text, order, favourites, removal; who may make them. */

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

/** The roles of one brief: owner, editor, viewer, a stranger and anonymous. */
async function people(t: TestApp, userId: Id<"users">, briefId: Id<"briefs">) {
  return {
    owner: asUser(t, userId),
    editor: asUser(t, await member(t, briefId, userId, "editor")),
    viewer: asUser(t, await member(t, briefId, userId, "viewer")),
    stranger: asUser(t, await createUser(t, { legendCredits: 5 })),
    anonymous: t,
  };
}

describe("updateSlide", () => {
  it("saves trimmed text within DECK_LIMITS and refuses what breaks them, by name", async () => {
    const t = makeTest();
    const { userId, presentationId } = await deckFixture(t);
    const [slide] = await slidesOf(t, presentationId);
    const owner = asUser(t, userId);
    await owner.mutation(api.decks.mutations.updateSlide, {
      slideId: slide._id,
      title: "  Nobody trusts a promise.  ",
      content: "- Claims are cheap.\n- Dates are not.",
      speakerNotes: "Say it slowly.",
    });
    const [saved] = await slidesOf(t, presentationId);
    expect(saved).toMatchObject({
      title: "Nobody trusts a promise.",
      content: "- Claims are cheap.\n- Dates are not.",
      speakerNotes: "Say it slowly.",
    });
    const edit = (patch: Record<string, string>) =>
      failure(
        owner.mutation(api.decks.mutations.updateSlide, {
          slideId: slide._id,
          title: "A title.",
          content: "Text.",
          speakerNotes: "",
          ...patch,
        }),
      );
    expect(await edit({ title: "   " })).toMatchObject({
      code: "INVALID_ARGUMENT",
      message: "Give the slide a title.",
    });
    expect((await edit({ title: "x".repeat(DECK_LIMITS.titleChars + 1) }))?.message).toBe(
      validationMessages.tooLong("Slide title", DECK_LIMITS.titleChars),
    );
    expect((await edit({ content: "x".repeat(DECK_LIMITS.contentChars + 1) }))?.message).toBe(
      validationMessages.tooLong("Slide text", DECK_LIMITS.contentChars),
    );
    expect(
      (await edit({ speakerNotes: "x".repeat(DECK_LIMITS.speakerNotesChars + 1) }))?.message,
    ).toBe(validationMessages.tooLong("Speaker notes", DECK_LIMITS.speakerNotesChars));
    expect((await slidesOf(t, presentationId))[0].title).toBe("Nobody trusts a promise.");
    expect(await edit({ slideId: "not-an-id" })).toMatchObject({
      code: "NOT_FOUND",
      message: messages.deck.slideNotFound,
    });
  });

  it("lets editors edit; a viewer is told why not, anyone else finds nothing", async () => {
    const t = makeTest();
    const { userId, briefId, presentationId } = await deckFixture(t);
    const [slide] = await slidesOf(t, presentationId);
    const who = await people(t, userId, briefId);
    const args = { slideId: slide._id, title: "Edited.", content: "Text.", speakerNotes: "" };
    await who.editor.mutation(api.decks.mutations.updateSlide, args);
    expect(await failure(who.viewer.mutation(api.decks.mutations.updateSlide, args))).toEqual({
      code: "FORBIDDEN",
      message: messages.deck.viewerCannotEdit,
    });
    expect(await failure(who.stranger.mutation(api.decks.mutations.updateSlide, args))).toEqual({
      code: "NOT_FOUND",
      message: messages.deck.slideNotFound,
    });
    await expectAppError(
      who.anonymous.mutation(api.decks.mutations.updateSlide, args),
      "UNAUTHENTICATED",
    );
  });

  it("waits while the deck is still being written", async () => {
    const t = makeTest();
    const { userId, presentationId } = await deckFixture(t);
    const [slide] = await slidesOf(t, presentationId);
    await t.run(
      async (ctx) => await ctx.db.patch("presentations", presentationId, { status: "writing" }),
    );
    const error = await failure(
      asUser(t, userId).mutation(api.decks.mutations.updateSlide, {
        slideId: slide._id,
        title: "Edited.",
        content: "Text.",
        speakerNotes: "",
      }),
    );
    expect(error?.message).toBe(validationMessages.deck.stillWriting);
  });
});

describe("reorderSlides", () => {
  it("takes exactly the deck's slides in their new order", async () => {
    const t = makeTest();
    const { userId, presentationId, ideaId } = await deckFixture(t);
    const owner = asUser(t, userId);
    const ids = (await slidesOf(t, presentationId)).map((slide) => slide._id);
    const reversed = [...ids].reverse();
    await owner.mutation(api.decks.mutations.reorderSlides, { presentationId, slideIds: reversed });
    const deck = await owner.query(api.decks.queries.deck, { presentationId });
    expect(deck.slides.map((slide) => slide.id)).toEqual(reversed);
    expect(deck.slides.map((slide) => slide.order)).toEqual([0, 1, 2, 3, 4, 5]);
    expect(deck.slides[0].stage).toBe("nextSteps");

    // Another deck's slide, a missing one, a repeat: refused, order unchanged.
    const other = await owner.mutation(api.decks.mutations.sellIdea, { ideaId });
    await t.finishAllScheduledFunctions(vi.runAllTimers);
    const [foreign] = await slidesOf(t, other.presentationId);
    for (const slideIds of [
      [...reversed.slice(0, 5), foreign._id],
      reversed.slice(0, 5),
      [...reversed.slice(0, 5), reversed[0]],
      [...reversed, foreign._id],
    ]) {
      expect(
        (
          await failure(
            owner.mutation(api.decks.mutations.reorderSlides, { presentationId, slideIds }),
          )
        )?.message,
      ).toBe(validationMessages.deck.reorderMismatch);
    }
    expect((await slidesOf(t, presentationId)).map((slide) => slide._id)).toEqual(reversed);
  });

  it("needs write access", async () => {
    const t = makeTest();
    const { userId, briefId, presentationId } = await deckFixture(t);
    const who = await people(t, userId, briefId);
    const slideIds = (await slidesOf(t, presentationId)).map((slide) => slide._id);
    const args = { presentationId, slideIds };
    await who.editor.mutation(api.decks.mutations.reorderSlides, args);
    expect(await failure(who.viewer.mutation(api.decks.mutations.reorderSlides, args))).toEqual({
      code: "FORBIDDEN",
      message: messages.deck.viewerCannotEdit,
    });
    expect(await failure(who.stranger.mutation(api.decks.mutations.reorderSlides, args))).toEqual({
      code: "NOT_FOUND",
      message: messages.deck.notFound,
    });
    await expectAppError(
      who.anonymous.mutation(api.decks.mutations.reorderSlides, args),
      "UNAUTHENTICATED",
    );
  });
});

describe("favourites", () => {
  it("sets the deck's and a slide's favourite for owner and editor only", async () => {
    const t = makeTest();
    const { userId, briefId, presentationId } = await deckFixture(t);
    const [, second] = await slidesOf(t, presentationId);
    const who = await people(t, userId, briefId);
    expect(
      await who.owner.mutation(api.decks.mutations.setDeckFavorite, {
        presentationId,
        isFavorite: true,
      }),
    ).toEqual({ isFavorite: true });
    expect(
      await who.editor.mutation(api.decks.mutations.setSlideFavorite, {
        slideId: second._id,
        isFavorite: true,
      }),
    ).toEqual({ isFavorite: true });
    const deck = await who.viewer.query(api.decks.queries.deck, { presentationId });
    expect(deck.isFavorite).toBe(true);
    expect(deck.canEdit).toBe(false);
    expect(deck.slides.map((slide) => slide.isFavorite)).toEqual([
      false,
      true,
      false,
      false,
      false,
      false,
    ]);
    // Setting what is already set answers the same.
    expect(
      await who.owner.mutation(api.decks.mutations.setDeckFavorite, {
        presentationId,
        isFavorite: true,
      }),
    ).toEqual({ isFavorite: true });

    const deckArgs = { presentationId, isFavorite: false };
    const slideArgs = { slideId: second._id, isFavorite: false };
    expect(
      await failure(who.viewer.mutation(api.decks.mutations.setDeckFavorite, deckArgs)),
    ).toEqual({ code: "FORBIDDEN", message: messages.deck.viewerCannotEdit });
    expect(
      (await failure(who.viewer.mutation(api.decks.mutations.setSlideFavorite, slideArgs)))?.code,
    ).toBe("FORBIDDEN");
    expect(
      await failure(who.stranger.mutation(api.decks.mutations.setDeckFavorite, deckArgs)),
    ).toEqual({ code: "NOT_FOUND", message: messages.deck.notFound });
    expect(
      await failure(who.stranger.mutation(api.decks.mutations.setSlideFavorite, slideArgs)),
    ).toEqual({ code: "NOT_FOUND", message: messages.deck.slideNotFound });
    await expectAppError(
      who.anonymous.mutation(api.decks.mutations.setDeckFavorite, deckArgs),
      "UNAUTHENTICATED",
    );
    await expectAppError(
      who.anonymous.mutation(api.decks.mutations.setSlideFavorite, slideArgs),
      "UNAUTHENTICATED",
    );
    expect((await deckRow(t, presentationId))?.isFavorite).toBe(true);
  });
});

describe("removeDeck", () => {
  it("removes the deck and its slides, but never an image a visual still shows", async () => {
    const t = makeTest();
    const { userId, briefId, presentationId } = await deckFixture(t);
    const [slide] = await slidesOf(t, presentationId);
    await t.run(async (ctx) => {
      await ctx.db.patch("slides", slide._id, {
        imageUrl: "/api/media/shared-key",
        imageKey: "shared-key",
      });
    });
    const who = await people(t, userId, briefId);
    const args = { presentationId };
    await expectAppError(who.viewer.mutation(api.decks.mutations.removeDeck, args), "FORBIDDEN");
    await expectAppError(who.stranger.mutation(api.decks.mutations.removeDeck, args), "NOT_FOUND");
    await expectAppError(
      who.anonymous.mutation(api.decks.mutations.removeDeck, args),
      "UNAUTHENTICATED",
    );
    const mediaBefore = await t.run(async (ctx) => await ctx.db.query("media").take(10));
    await who.editor.mutation(api.decks.mutations.removeDeck, args);
    expect(await deckRow(t, presentationId)).toBeNull();
    expect(await slidesOf(t, presentationId)).toEqual([]);
    expect(await t.run(async (ctx) => await ctx.db.query("media").take(10))).toEqual(mediaBefore);
    await expectAppError(who.owner.query(api.decks.queries.deck, args), "NOT_FOUND");
  });
});

describe("queries", () => {
  it("deck: members read it live; strangers and malformed ids get 'Deck not found.'", async () => {
    const t = makeTest();
    const { userId, briefId, presentationId } = await deckFixture(t);
    const who = await people(t, userId, briefId);
    expect((await who.owner.query(api.decks.queries.deck, { presentationId })).canEdit).toBe(true);
    expect((await who.editor.query(api.decks.queries.deck, { presentationId })).canEdit).toBe(true);
    expect((await who.viewer.query(api.decks.queries.deck, { presentationId })).canEdit).toBe(
      false,
    );
    for (const [as, id] of [
      [who.stranger, presentationId],
      [who.owner, "nope"],
      [who.owner, briefId],
    ] as const) {
      expect(await failure(as.query(api.decks.queries.deck, { presentationId: id }))).toEqual({
        code: "NOT_FOUND",
        message: messages.deck.notFound,
      });
    }
    await expectAppError(
      who.anonymous.query(api.decks.queries.deck, { presentationId }),
      "UNAUTHENTICATED",
    );
  });

  it("forIdea: the idea's decks newest first, for members only", async () => {
    const t = makeTest();
    const { userId, briefId, ideaId, presentationId } = await deckFixture(t);
    const who = await people(t, userId, briefId);
    vi.advanceTimersByTime(1000);
    const second = await who.editor.mutation(api.decks.mutations.sellIdea, {
      ideaId,
      title: "The second deck",
    });
    const list = await who.viewer.query(api.decks.queries.forIdea, { ideaId });
    expect(list.map((deck) => deck.id)).toEqual([second.presentationId, presentationId]);
    expect(list[0]).toMatchObject({ status: "writing", slideCount: 0, title: "The second deck" });
    expect(list[1]).toMatchObject({
      status: "ready",
      slideCount: 6,
      ideaId,
      legendName: "David Ogilvy",
      coverUrl: null,
      isFavorite: false,
    });
    await expectAppError(who.stranger.query(api.decks.queries.forIdea, { ideaId }), "NOT_FOUND");
    await expectAppError(
      who.anonymous.query(api.decks.queries.forIdea, { ideaId }),
      "UNAUTHENTICATED",
    );
    await t.finishAllScheduledFunctions(vi.runAllTimers);
  });

  it("mine: the caller's own decks, favourites first then the latest, a capped page", async () => {
    const t = makeTest();
    const { userId, briefId, ideaId, presentationId: first } = await deckFixture(t);
    const owner = asUser(t, userId);
    const made: Id<"presentations">[] = [first];
    for (const title of ["Second", "Third"]) {
      vi.advanceTimersByTime(1000);
      made.push(
        (await owner.mutation(api.decks.mutations.sellIdea, { ideaId, title })).presentationId,
      );
      await t.finishAllScheduledFunctions(vi.runAllTimers);
    }
    vi.advanceTimersByTime(1000);
    await owner.mutation(api.decks.mutations.setDeckFavorite, {
      presentationId: first,
      isFavorite: true,
    });
    // An editor's deck on the same brief is theirs, not the owner's.
    const editorId = await member(t, briefId, userId, "editor");
    await asUser(t, editorId).mutation(api.decks.mutations.sellIdea, { ideaId });

    const page = await owner.query(api.decks.queries.mine, {
      paginationOpts: { numItems: 10, cursor: null },
    });
    expect(page.page.map((deck) => deck.id)).toEqual([first, made[2], made[1]]);
    expect(page.page[0].isFavorite).toBe(true);
    expect(page.isDone).toBe(true);

    const small = await owner.query(api.decks.queries.mine, {
      paginationOpts: { numItems: 2, cursor: null },
    });
    expect(small.page).toHaveLength(2);
    const rest = await owner.query(api.decks.queries.mine, {
      paginationOpts: { numItems: 2, cursor: small.continueCursor },
    });
    expect(rest.page.map((deck) => deck.id)).toEqual([made[1]]);

    const theirs = await asUser(t, editorId).query(api.decks.queries.mine, {
      paginationOpts: { numItems: 500, cursor: null },
    });
    expect(theirs.page).toHaveLength(1);
    // An editor who leaves the brief no longer lists its decks.
    await t.run(async (ctx) => {
      const row = await ctx.db
        .query("briefMembers")
        .withIndex("by_brief_user", (q) => q.eq("briefId", briefId).eq("userId", editorId))
        .unique();
      if (row) await ctx.db.patch("briefMembers", row._id, { removedAt: Date.now() });
    });
    const gone = await asUser(t, editorId).query(api.decks.queries.mine, {
      paginationOpts: { numItems: 10, cursor: null },
    });
    expect(gone.page).toEqual([]);
    await expectAppError(
      t.query(api.decks.queries.mine, { paginationOpts: { numItems: 10, cursor: null } }),
      "UNAUTHENTICATED",
    );
    await t.finishAllScheduledFunctions(vi.runAllTimers);
  });
});
