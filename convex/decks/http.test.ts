import { afterEach, describe, expect, it, vi } from "vitest";
import type { Id } from "../_generated/dataModel";
import { asUser, createUser, makeTest } from "../test.setup";
import { balance } from "../ideas/ideas.fixtures";
import { ideaFixture, offline, table } from "../visuals/visuals.fixtures";
import { DECK_STAGES } from "../../shared/constants";
import { messages, validationMessages } from "../../shared/errors";
import { member, offlineStudio, slidesOf, stubTextProvider } from "./decks.fixtures";

/** The sell-deck endpoints of spec 7, with bearer identity (real timers: sell-idea waits). */

afterEach(() => {
  vi.unstubAllEnvs();
  vi.unstubAllGlobals();
});

function send(method: "POST" | "PUT", body?: unknown) {
  return {
    method,
    headers: { "Content-Type": "application/json" },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  };
}

type SellAnswer = {
  slides: {
    id: string;
    presentationId: string;
    title: string;
    content: string;
    visualPrompt: string;
    imageUrl: string | null;
    isFavorite: boolean;
    stage: string;
  }[];
  savedPresentation: {
    id: string;
    title: string;
    ideaId: string;
    isFavorite: boolean;
    createdAt: number;
  };
};

describe("POST /api/sell-idea", () => {
  it("writes the deck and answers its slides and the saved presentation", async () => {
    offlineStudio();
    const t = makeTest();
    const { userId, ideaId } = await ideaFixture(t);
    const response = await asUser(t, userId).fetch(
      "/api/sell-idea",
      send("POST", {
        ideaId,
        title: "The Morning Record, sold",
        idea: "Ignored: the idea's own text is used",
        userId: "someone-else",
      }),
    );
    expect(response.status).toBe(200);
    const body = (await response.json()) as SellAnswer;
    expect(body.savedPresentation).toMatchObject({
      title: "The Morning Record, sold",
      ideaId,
      isFavorite: false,
    });
    expect(body.slides.map((slide) => slide.stage)).toEqual(DECK_STAGES.map((stage) => stage.id));
    for (const slide of body.slides) {
      expect(slide.presentationId).toBe(body.savedPresentation.id);
      expect(slide.title).not.toBe("");
      expect(slide.content).not.toContain("Ignored");
      expect(slide).toMatchObject({ imageUrl: null, isFavorite: false });
    }
    expect(await balance(t, userId)).toBe(8);
  });

  it("answers { error, code } with the right status; a failed job is refunded", async () => {
    const t = makeTest();
    const { userId, ideaId, briefId } = await ideaFixture(t);
    const owner = asUser(t, userId);
    offlineStudio();
    const missing = await owner.fetch("/api/sell-idea", send("POST", { title: "x" }));
    expect(missing.status).toBe(400);
    expect(await missing.json()).toMatchObject({ error: validationMessages.deck.missingIdeaId });
    expect((await owner.fetch("/api/sell-idea", send("POST", { ideaId, title: 3 }))).status).toBe(
      400,
    );
    expect((await t.fetch("/api/sell-idea", send("POST", { ideaId }))).status).toBe(401);
    const stranger = asUser(t, await createUser(t, { legendCredits: 5 }));
    const notFound = await stranger.fetch("/api/sell-idea", send("POST", { ideaId }));
    expect(notFound.status).toBe(404);
    const viewer = asUser(t, await member(t, briefId, userId, "viewer"));
    const forbidden = await viewer.fetch("/api/sell-idea", send("POST", { ideaId }));
    expect(forbidden.status).toBe(403);
    expect(await forbidden.json()).toMatchObject({ error: messages.deck.viewerCannotEdit });
    const poor = asUser(t, await member(t, briefId, userId, "editor"));
    await t.run(async (ctx) => {
      const users = await ctx.db.query("users").take(20);
      for (const user of users) {
        if (user._id !== userId) await ctx.db.patch("users", user._id, { legendCredits: 0 });
      }
    });
    const broke = await poor.fetch("/api/sell-idea", send("POST", { ideaId }));
    expect(broke.status).toBe(402);
    expect(await broke.json()).toMatchObject({ code: "INSUFFICIENT_CREDITS" });

    stubTextProvider(2);
    const failed = await owner.fetch("/api/sell-idea", send("POST", { ideaId }));
    expect(failed.status).toBe(402);
    expect(await failed.json()).toMatchObject({
      code: "PROVIDER_CREDITS",
      error: "The AI provider's account is out of credit. Your Legend Credits were returned.",
      slides: [],
    });
    expect(await balance(t, userId)).toBe(10);
  });
});

describe("PUT /api/user/{presentations|slides}/{id}/favorite", () => {
  it("toggles without a body, sets with { isFavorite }, for owner and editor only", async () => {
    offlineStudio();
    const t = makeTest();
    const { userId, ideaId, briefId } = await ideaFixture(t);
    const owner = asUser(t, userId);
    const sold = (await (
      await owner.fetch("/api/sell-idea", send("POST", { ideaId }))
    ).json()) as SellAnswer;
    const deckPath = `/api/user/presentations/${sold.savedPresentation.id}/favorite`;
    const slidePath = `/api/user/slides/${sold.slides[1].id}/favorite`;
    const put = async (as: typeof owner, path: string, body?: unknown) => {
      const response = await as.fetch(path, send("PUT", body));
      return { status: response.status, body: (await response.json()) as Record<string, unknown> };
    };

    expect(await put(owner, deckPath)).toEqual({ status: 200, body: { isFavorite: true } });
    expect(await put(owner, deckPath)).toEqual({ status: 200, body: { isFavorite: false } });
    expect(await put(owner, deckPath, { isFavorite: true })).toEqual({
      status: 200,
      body: { isFavorite: true },
    });
    expect(await put(owner, deckPath, { isFavorite: true })).toEqual({
      status: 200,
      body: { isFavorite: true },
    });
    const editor = asUser(t, await member(t, briefId, userId, "editor"));
    expect(await put(editor, slidePath)).toEqual({ status: 200, body: { isFavorite: true } });
    expect(await put(editor, slidePath, {})).toEqual({ status: 200, body: { isFavorite: false } });
    expect(await put(owner, slidePath, { isFavorite: true })).toEqual({
      status: 200,
      body: { isFavorite: true },
    });
    const slides = await slidesOf(t, sold.savedPresentation.id as Id<"presentations">);
    expect(slides.map((slide) => slide.isFavorite)).toEqual([
      false,
      true,
      false,
      false,
      false,
      false,
    ]);

    const viewer = asUser(t, await member(t, briefId, userId, "viewer"));
    const stranger = asUser(t, await createUser(t));
    for (const path of [deckPath, slidePath]) {
      expect(await put(viewer, path)).toMatchObject({
        status: 403,
        body: { code: "FORBIDDEN", error: messages.deck.viewerCannotEdit },
      });
      expect((await put(stranger, path)).status).toBe(404);
      expect((await put(t as unknown as typeof owner, path)).status).toBe(401);
      expect(await put(owner, path, { isFavorite: "yes" })).toMatchObject({
        status: 400,
        body: { code: "INVALID_ARGUMENT" },
      });
    }
    expect(await put(owner, "/api/user/presentations/nope/favorite")).toMatchObject({
      status: 404,
      body: { error: messages.deck.notFound },
    });
    expect(await put(owner, "/api/user/slides/nope/favorite")).toMatchObject({
      status: 404,
      body: { error: messages.deck.slideNotFound },
    });
    expect((await put(owner, `/api/user/slides/${sold.slides[1].id}/other`)).status).toBe(404);
  });
});

describe("POST /api/generate-visual with a slideId", () => {
  it("puts the image on that slide; another deck's slide is refused, nothing spent", async () => {
    offlineStudio();
    const t = makeTest();
    const { userId, ideaId } = await ideaFixture(t);
    const owner = asUser(t, userId);
    const sold = (await (
      await owner.fetch("/api/sell-idea", send("POST", { ideaId }))
    ).json()) as SellAnswer;
    offline();
    const target = sold.slides[3];
    const response = await owner.fetch(
      "/api/generate-visual",
      send("POST", { ideaId, slideId: target.id, visualPrompt: target.visualPrompt }),
    );
    expect(response.status).toBe(200);
    const body = (await response.json()) as { images: { url: string }[] };
    const slides = await slidesOf(t, sold.savedPresentation.id as Id<"presentations">);
    expect(slides[3].imageUrl).toBe(body.images[0].url);
    expect(slides.filter((slide) => slide.imageUrl !== undefined)).toHaveLength(1);

    // The stranger's own idea, naming the owner's slide.
    offlineStudio();
    const other = await ideaFixture(t, {}, { seeded: true });
    offline();
    const before = await balance(t, other.userId);
    const refused = await asUser(t, other.userId).fetch(
      "/api/generate-visual",
      send("POST", { ideaId: other.ideaId, slideId: target.id }),
    );
    expect(refused.status).toBe(404);
    expect(await refused.json()).toMatchObject({
      code: "NOT_FOUND",
      error: messages.deck.slideNotFound,
    });
    expect(await balance(t, other.userId)).toBe(before);
    expect(await table(t, "visuals")).toHaveLength(1);
  });
});
