import { afterEach, describe, expect, it, vi } from "vitest";
import { api } from "../_generated/api";
import { asUser, createUser, expectAppError, makeTest } from "../test.setup";
import { balance } from "../ideas/ideas.fixtures";
import { ideaFixture } from "../visuals/visuals.fixtures";
import { messages, readAppError, validationMessages } from "../../shared/errors";
import { AD_LOB_LIMITS } from "../../shared/constants";
import { COLLAGE, ideaWithCollage, member, offlineStudio, pageFixture } from "./campaigns.fixtures";

/** 'Campaign It', the page, and editing its ads: creation rules, access, order. */

afterEach(() => {
  vi.unstubAllEnvs();
});

describe("createFromIdea", () => {
  it("makes the page free, from the collage, with the initial ads, and links the idea", async () => {
    offlineStudio();
    const t = makeTest();
    const { userId, ideaId, briefId } = await ideaWithCollage(t);
    const owner = asUser(t, userId);
    const { campaignPageId } = await owner.mutation(api.campaigns.mutations.createFromIdea, {
      ideaId,
    });
    expect(await balance(t, userId)).toBe(10);
    const page = await owner.query(api.campaigns.queries.page, { campaignPageId });
    const idea = await t.run(async (ctx) => await ctx.db.get("ideas", ideaId));
    expect(idea?.landingPageId).toBe(campaignPageId);
    expect(page).toMatchObject({
      id: campaignPageId,
      ideaId,
      briefId,
      title: idea?.campaignName,
      headline: idea?.headline,
      description: idea?.coreIdea,
      heroUrl: COLLAGE[0],
      brand: "Northbound Coffee",
      canEdit: true,
      addAdCost: 1,
      legend: { slug: "david-ogilvy", name: "David Ogilvy" },
    });
    expect(
      page.lobs.map((lob) => [lob.order, lob.aspectRatio, lob.formatLabel, lob.imageUrl]),
    ).toEqual([
      [0, "16:9", "Banner 16:9", COLLAGE[0]],
      [1, "1:1", "Social 1:1", COLLAGE[1]],
      [2, "1:1", "Social 1:1", COLLAGE[2]],
    ]);
    // The hero carries the campaign line over the headline; each ad has its own headline.
    expect(page.lobs[0]).toMatchObject({ headline: idea?.campaignName, body: idea?.headline });
    const headlines = page.lobs.map((lob) => lob.headline.toLowerCase());
    expect(new Set(headlines).size).toBe(3);
    // The details make the brief's promise ("Roasted this week, at your desk by nine"), each
    // body saying something of its own.
    expect(new Set(page.lobs.map((lob) => lob.body.toLowerCase())).size).toBe(3);
    expect(page.lobs.map((lob) => `${lob.headline} ${lob.body}`).join(" ")).toContain(
      "Roasted this week",
    );
    for (const lob of page.lobs) {
      expect(lob.status).toBe("ready");
      expect(lob.body.trim()).not.toBe("");
      expect(`${lob.headline} ${lob.body}`).not.toMatch(/[{}]|undefined|null/);
    }
  });

  it("is idempotent: asking again (or an editor asking) answers the same page", async () => {
    const t = makeTest();
    const { userId, ideaId, campaignPageId, briefId } = await pageFixture(t);
    const again = await asUser(t, userId).mutation(api.campaigns.mutations.createFromIdea, {
      ideaId,
    });
    expect(again.campaignPageId).toBe(campaignPageId);
    const editor = await member(t, briefId, userId, "editor");
    const byEditor = await asUser(t, editor).mutation(api.campaigns.mutations.createFromIdea, {
      ideaId,
    });
    expect(byEditor.campaignPageId).toBe(campaignPageId);
    const pages = await t.run(async (ctx) => await ctx.db.query("campaignPages").take(10));
    expect(pages).toHaveLength(1);
  });

  it("refuses an idea without thumbnails with the spec's text, and a missing id", async () => {
    const t = makeTest();
    const { userId, ideaId } = await ideaFixture(t);
    const owner = asUser(t, userId);
    const error = await owner
      .mutation(api.campaigns.mutations.createFromIdea, { ideaId })
      .catch((e: unknown) => e);
    expect(readAppError(error)).toMatchObject({
      code: "INVALID_ARGUMENT",
      message: validationMessages.campaignPage.needsThumbnails,
    });
    const missing = await owner
      .mutation(api.campaigns.mutations.createFromIdea, { ideaId: " " })
      .catch((e: unknown) => e);
    expect(readAppError(missing)?.message).toBe(validationMessages.campaignPage.missingIdeaId);
  });

  it("answers anonymous, strangers, malformed ids and viewers as the one door says", async () => {
    const t = makeTest();
    const { userId, ideaId, briefId } = await ideaWithCollage(t);
    await expectAppError(
      t.mutation(api.campaigns.mutations.createFromIdea, { ideaId }),
      "UNAUTHENTICATED",
    );
    const stranger = await createUser(t);
    await expectAppError(
      asUser(t, stranger).mutation(api.campaigns.mutations.createFromIdea, { ideaId }),
      "NOT_FOUND",
    );
    await expectAppError(
      asUser(t, userId).mutation(api.campaigns.mutations.createFromIdea, { ideaId: "nope" }),
      "NOT_FOUND",
    );
    const viewer = await member(t, briefId, userId, "viewer");
    const error = await asUser(t, viewer)
      .mutation(api.campaigns.mutations.createFromIdea, { ideaId })
      .catch((e: unknown) => e);
    expect(readAppError(error)).toMatchObject({
      code: "FORBIDDEN",
      message: messages.sharing.viewerCannotEdit,
    });
  });
});

describe("page and forIdea", () => {
  it("members read the page (viewers read-only); others get NOT_FOUND", async () => {
    const t = makeTest();
    const { userId, ideaId, campaignPageId, briefId } = await pageFixture(t);
    const viewer = await member(t, briefId, userId, "viewer");
    const editor = await member(t, briefId, userId, "editor");
    const asViewer = await asUser(t, viewer).query(api.campaigns.queries.page, { campaignPageId });
    expect(asViewer.canEdit).toBe(false);
    const asEditor = await asUser(t, editor).query(api.campaigns.queries.page, { campaignPageId });
    expect(asEditor.canEdit).toBe(true);
    expect(await asUser(t, viewer).query(api.campaigns.queries.forIdea, { ideaId })).toEqual({
      campaignPageId,
    });

    const stranger = await createUser(t);
    await expectAppError(
      asUser(t, stranger).query(api.campaigns.queries.page, { campaignPageId }),
      "NOT_FOUND",
    );
    await expectAppError(
      asUser(t, stranger).query(api.campaigns.queries.forIdea, { ideaId }),
      "NOT_FOUND",
    );
    await expectAppError(
      asUser(t, userId).query(api.campaigns.queries.page, { campaignPageId: "x" }),
      "NOT_FOUND",
    );
    await expectAppError(
      t.query(api.campaigns.queries.page, { campaignPageId }),
      "UNAUTHENTICATED",
    );
  });

  it("forIdea is null before 'Campaign It'", async () => {
    const t = makeTest();
    const { userId, ideaId } = await ideaWithCollage(t);
    expect(await asUser(t, userId).query(api.campaigns.queries.forIdea, { ideaId })).toBeNull();
  });
});

describe("editing ads", () => {
  it("updates copy trimmed and validated", async () => {
    const t = makeTest();
    const { userId, campaignPageId } = await pageFixture(t);
    const owner = asUser(t, userId);
    const [first] = (await owner.query(api.campaigns.queries.page, { campaignPageId })).lobs;
    await owner.mutation(api.campaigns.mutations.updateAd, {
      adLobId: first.id,
      headline: "  Proof in every cup. ",
      body: " Dated, signed, delivered. ",
    });
    const after = await owner.query(api.campaigns.queries.page, { campaignPageId });
    expect(after.lobs[0]).toMatchObject({
      headline: "Proof in every cup.",
      body: "Dated, signed, delivered.",
    });
    const failures = [
      [{ headline: " ", body: "b" }, validationMessages.campaignPage.headlineRequired],
      [{ headline: "h", body: "" }, validationMessages.campaignPage.bodyRequired],
      [
        { headline: "h".repeat(AD_LOB_LIMITS.headlineChars + 1), body: "b" },
        validationMessages.tooLong("Headline", AD_LOB_LIMITS.headlineChars),
      ],
      [
        { headline: "h", body: "b".repeat(AD_LOB_LIMITS.bodyChars + 1) },
        validationMessages.tooLong("Body copy", AD_LOB_LIMITS.bodyChars),
      ],
    ] as const;
    for (const [copy, message] of failures) {
      const error = await owner
        .mutation(api.campaigns.mutations.updateAd, { adLobId: first.id, ...copy })
        .catch((e: unknown) => e);
      expect(readAppError(error)).toMatchObject({ code: "INVALID_ARGUMENT", message });
    }
  });

  it("reorders to exactly the page's ads and removes one; viewers and strangers cannot", async () => {
    const t = makeTest();
    const { userId, campaignPageId, briefId } = await pageFixture(t);
    const owner = asUser(t, userId);
    const ids = (await owner.query(api.campaigns.queries.page, { campaignPageId })).lobs.map(
      (lob) => lob.id,
    );
    const reversed = [...ids].reverse();
    await owner.mutation(api.campaigns.mutations.reorderAds, {
      campaignPageId,
      adLobIds: reversed,
    });
    let page = await owner.query(api.campaigns.queries.page, { campaignPageId });
    expect(page.lobs.map((lob) => [lob.id, lob.order])).toEqual(reversed.map((id, i) => [id, i]));

    for (const adLobIds of [
      ids.slice(1),
      [...ids, ids[0]],
      [ids[0], ids[0], ids[1]],
      ["a", "b", "c"],
    ]) {
      const error = await owner
        .mutation(api.campaigns.mutations.reorderAds, { campaignPageId, adLobIds })
        .catch((e: unknown) => e);
      expect(readAppError(error)).toMatchObject({
        code: "INVALID_ARGUMENT",
        message: validationMessages.campaignPage.reorderMismatch,
      });
    }

    const viewer = await member(t, briefId, userId, "viewer");
    await expectAppError(
      asUser(t, viewer).mutation(api.campaigns.mutations.removeAd, { adLobId: ids[0] }),
      "FORBIDDEN",
    );
    await expectAppError(
      asUser(t, viewer).mutation(api.campaigns.mutations.reorderAds, {
        campaignPageId,
        adLobIds: ids,
      }),
      "FORBIDDEN",
    );
    const stranger = await createUser(t);
    await expectAppError(
      asUser(t, stranger).mutation(api.campaigns.mutations.updateAd, {
        adLobId: ids[0],
        headline: "h",
        body: "b",
      }),
      "NOT_FOUND",
    );
    await expectAppError(
      t.mutation(api.campaigns.mutations.removeAd, { adLobId: ids[0] }),
      "UNAUTHENTICATED",
    );

    const editor = await member(t, briefId, userId, "editor");
    await asUser(t, editor).mutation(api.campaigns.mutations.removeAd, { adLobId: reversed[1] });
    page = await owner.query(api.campaigns.queries.page, { campaignPageId });
    expect(page.lobs.map((lob) => lob.id)).toEqual([reversed[0], reversed[2]]);
    await expectAppError(
      owner.mutation(api.campaigns.mutations.removeAd, { adLobId: reversed[1] }),
      "NOT_FOUND",
    );
  });
});
