import { afterEach, describe, expect, it, vi } from "vitest";
import { asUser, createUser, makeTest } from "../test.setup";
import { ideaFixture } from "../visuals/visuals.fixtures";
import { validationMessages } from "../../shared/errors";
import { ideaWithCollage, member, offlineStudio } from "./campaigns.fixtures";

/** POST /api/ad-lobs/with-idea-page (spec 7): bearer identity, the idea's own texts. */

afterEach(() => {
  vi.unstubAllEnvs();
});

const PATH = "/api/ad-lobs/with-idea-page";

function post(body: unknown) {
  return {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(body),
  };
}

/** The spec's payload; the server reads only the idea id (and thumbnails for a bare idea). */
function payload(ideaId: string, extra: Record<string, unknown> = {}) {
  return {
    ideaId,
    thumbnails: [],
    campaignName: "Ignored",
    headline: "Ignored",
    concept: "Ignored",
    order: 0,
    ideaPageTitle: "Ignored",
    ideaPageDescription: "Ignored",
    ideaPageHeadline: "Ignored",
    userId: "someone-else",
    briefId: "another-brief",
    briefData: { title: "x" },
    ...extra,
  };
}

describe(PATH, () => {
  it("creates the page once from the idea's own text and answers ideaPage.id", async () => {
    offlineStudio();
    const t = makeTest();
    const { userId, ideaId } = await ideaWithCollage(t);
    const owner = asUser(t, userId);
    const first = await owner.fetch(PATH, post(payload(ideaId)));
    expect(first.status).toBe(200);
    const { ideaPage } = (await first.json()) as { ideaPage: { id: string } };
    const again = (await (await owner.fetch(PATH, post(payload(ideaId)))).json()) as {
      ideaPage: { id: string };
    };
    expect(again.ideaPage.id).toBe(ideaPage.id);
    const page = await t.run(async (ctx) => {
      const id = ctx.db.normalizeId("campaignPages", ideaPage.id);
      return id && (await ctx.db.get("campaignPages", id));
    });
    expect(page?.title).not.toBe("Ignored");
    expect(page?.createdBy).toBe(userId);
  });

  it("answers { error } with the right status", async () => {
    const t = makeTest();
    const { userId, ideaId, briefId } = await ideaFixture(t);
    const owner = asUser(t, userId);

    const missing = await owner.fetch(PATH, post({ thumbnails: [] }));
    expect(missing.status).toBe(400);
    expect(await missing.json()).toMatchObject({
      error: validationMessages.campaignPage.missingIdeaId,
    });

    const bare = await owner.fetch(PATH, post(payload(ideaId)));
    expect(bare.status).toBe(400);
    expect(await bare.json()).toMatchObject({
      error: validationMessages.campaignPage.needsThumbnails,
    });

    const anonymous = await t.fetch(PATH, post(payload(ideaId)));
    expect(anonymous.status).toBe(401);

    const stranger = await createUser(t);
    const notFound = await asUser(t, stranger).fetch(PATH, post(payload(ideaId)));
    expect(notFound.status).toBe(404);
    expect(await notFound.json()).toHaveProperty("error");

    const viewer = await member(t, briefId, userId, "viewer");
    const forbidden = await asUser(t, viewer).fetch(PATH, post(payload(ideaId)));
    expect(forbidden.status).toBe(403);
  });
});
