import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { api } from "../_generated/api";
import { BRIEF } from "../briefs/briefs.fixtures";
import { asUser, expectAppError, makeTest, type TestApp } from "../test.setup";
import {
  campaignPage,
  media,
  shareWorld,
  SITE,
  stubShareEnv,
  type ShareWorld,
} from "./shareLinks.fixtures";

beforeEach(stubShareEnv);
afterEach(() => vi.unstubAllEnvs());

async function setup(): Promise<{ t: TestApp; w: ShareWorld }> {
  const t = makeTest();
  return { t, w: await shareWorld(t) };
}

const readyLobs = [
  { order: 2, status: "ready", aspectRatio: "16:9", headline: "Third", imageUrl: media(3) },
  { order: 0, status: "ready", aspectRatio: "1:1", headline: "First", imageUrl: media(4) },
  { order: 1, status: "writing", aspectRatio: "9:16", headline: "Being written" },
  { order: 3, status: "failed", aspectRatio: "4:5", headline: "Failed" },
  {
    order: 1.5,
    status: "ready",
    aspectRatio: "4:5",
    headline: "Second",
    imageUrl: "https://x.io/a",
  },
] as const;

describe("shareLinks.mutations.share", () => {
  it("makes an unguessable link on the site, and reuses it for the same idea", async () => {
    const { t, w } = await setup();
    const first = await asUser(t, w.owner).mutation(api.shareLinks.mutations.share, {
      ideaId: w.ideaId,
    });
    expect(first.shareId).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(first.shareId).not.toContain(w.ideaId);
    expect(first.shareUrl).toBe(`${SITE}/shared/${first.shareId}`);
    const again = await asUser(t, w.editor).mutation(api.shareLinks.mutations.share, {
      ideaId: w.ideaId,
    });
    expect(again).toEqual(first);
    const rows = await t.run(async (ctx) => await ctx.db.query("shareLinks").take(10));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ ideaId: w.ideaId, briefId: w.briefId, createdBy: w.owner });
  });

  it("gives a campaign page its own link", async () => {
    const { t, w } = await setup();
    const pageId = await campaignPage(t, w, w.ideaId, []);
    const owner = asUser(t, w.owner);
    const idea = await owner.mutation(api.shareLinks.mutations.share, { ideaId: w.ideaId });
    const page = await owner.mutation(api.shareLinks.mutations.share, {
      ideaId: w.ideaId,
      campaignPageId: pageId,
    });
    expect(page.shareId).not.toBe(idea.shareId);
    expect(
      await owner.mutation(api.shareLinks.mutations.share, {
        ideaId: w.ideaId,
        campaignPageId: pageId,
      }),
    ).toEqual(page);
  });

  it("needs write access: viewer FORBIDDEN, stranger and malformed NOT_FOUND, anonymous 401", async () => {
    const { t, w } = await setup();
    const share = api.shareLinks.mutations.share;
    await expectAppError(asUser(t, w.viewer).mutation(share, { ideaId: w.ideaId }), "FORBIDDEN");
    await expectAppError(asUser(t, w.stranger).mutation(share, { ideaId: w.ideaId }), "NOT_FOUND");
    await expectAppError(asUser(t, w.owner).mutation(share, { ideaId: "nope" }), "NOT_FOUND");
    await expectAppError(t.mutation(share, { ideaId: w.ideaId }), "UNAUTHENTICATED");
    const rows = await t.run(async (ctx) => await ctx.db.query("shareLinks").take(10));
    expect(rows).toEqual([]);
  });

  it("refuses a campaign page of another idea, or a malformed one, as NOT_FOUND", async () => {
    const { t, w } = await setup();
    const otherIdea = await t.run(async (ctx) => {
      const ideas = await ctx.db.query("ideas").take(5);
      return ideas.find((idea) => idea._id !== w.ideaId)!._id;
    });
    const otherPage = await campaignPage(t, w, otherIdea, []);
    const owner = asUser(t, w.owner);
    const share = api.shareLinks.mutations.share;
    await expectAppError(
      owner.mutation(share, { ideaId: w.ideaId, campaignPageId: otherPage }),
      "NOT_FOUND",
    );
    await expectAppError(
      owner.mutation(share, { ideaId: w.ideaId, campaignPageId: "bad" }),
      "NOT_FOUND",
    );
  });
});

describe("shareLinks.mutations.disable", () => {
  it("turns a link off for good: the public view is gone and sharing again makes a new id", async () => {
    const { t, w } = await setup();
    const editor = asUser(t, w.editor);
    const { shareId } = await editor.mutation(api.shareLinks.mutations.share, { ideaId: w.ideaId });
    expect(await t.query(api.shareLinks.queries.publicView, { shareId })).not.toBeNull();
    await asUser(t, w.owner).mutation(api.shareLinks.mutations.disable, { shareId });
    expect(await t.query(api.shareLinks.queries.publicView, { shareId })).toBeNull();
    // Again: nothing changes.
    await asUser(t, w.owner).mutation(api.shareLinks.mutations.disable, { shareId });
    const next = await editor.mutation(api.shareLinks.mutations.share, { ideaId: w.ideaId });
    expect(next.shareId).not.toBe(shareId);
    expect(await t.query(api.shareLinks.queries.publicView, { shareId })).toBeNull();
  });

  it("lets the link's creator turn it off", async () => {
    const { t, w } = await setup();
    const editor = asUser(t, w.editor);
    const { shareId } = await editor.mutation(api.shareLinks.mutations.share, { ideaId: w.ideaId });
    await editor.mutation(api.shareLinks.mutations.disable, { shareId });
    expect(await t.query(api.shareLinks.queries.publicView, { shareId })).toBeNull();
  });

  it("is the owner's or the creator's: others FORBIDDEN or NOT_FOUND", async () => {
    const { t, w } = await setup();
    const { shareId } = await asUser(t, w.owner).mutation(api.shareLinks.mutations.share, {
      ideaId: w.ideaId,
    });
    const disable = api.shareLinks.mutations.disable;
    await expectAppError(asUser(t, w.editor).mutation(disable, { shareId }), "FORBIDDEN");
    await expectAppError(asUser(t, w.viewer).mutation(disable, { shareId }), "FORBIDDEN");
    await expectAppError(asUser(t, w.stranger).mutation(disable, { shareId }), "NOT_FOUND");
    await expectAppError(t.mutation(disable, { shareId }), "UNAUTHENTICATED");
    await expectAppError(
      asUser(t, w.owner).mutation(disable, { shareId: "AAAAAAAAAAAAAAAAAAAAAA" }),
      "NOT_FOUND",
    );
    await expectAppError(asUser(t, w.owner).mutation(disable, { shareId: "<bad>" }), "NOT_FOUND");
    expect(await t.query(api.shareLinks.queries.publicView, { shareId })).not.toBeNull();
  });
});

describe("shareLinks.queries.forTarget", () => {
  it("answers the live link, with who may turn it off", async () => {
    const { t, w } = await setup();
    const forTarget = api.shareLinks.queries.forTarget;
    expect(await asUser(t, w.owner).query(forTarget, { ideaId: w.ideaId })).toBeNull();
    const made = await asUser(t, w.editor).mutation(api.shareLinks.mutations.share, {
      ideaId: w.ideaId,
    });
    const link = await asUser(t, w.owner).query(forTarget, { ideaId: w.ideaId });
    expect(link).toEqual({
      shareId: made.shareId,
      shareUrl: made.shareUrl,
      createdAt: expect.any(Number),
      canDisable: true,
    });
    expect((await asUser(t, w.editor).query(forTarget, { ideaId: w.ideaId }))?.canDisable).toBe(
      true,
    );
    expect((await asUser(t, w.viewer).query(forTarget, { ideaId: w.ideaId }))?.canDisable).toBe(
      false,
    );
    // The idea's link is not its campaign page's.
    const pageId = await campaignPage(t, w, w.ideaId, []);
    expect(
      await asUser(t, w.owner).query(forTarget, { ideaId: w.ideaId, campaignPageId: pageId }),
    ).toBeNull();
    await asUser(t, w.owner).mutation(api.shareLinks.mutations.disable, { shareId: made.shareId });
    expect(await asUser(t, w.owner).query(forTarget, { ideaId: w.ideaId })).toBeNull();
  });

  it("needs read access", async () => {
    const { t, w } = await setup();
    const forTarget = api.shareLinks.queries.forTarget;
    await expectAppError(t.query(forTarget, { ideaId: w.ideaId }), "UNAUTHENTICATED");
    await expectAppError(asUser(t, w.stranger).query(forTarget, { ideaId: w.ideaId }), "NOT_FOUND");
    await expectAppError(asUser(t, w.owner).query(forTarget, { ideaId: "x" }), "NOT_FOUND");
  });
});

describe("shareLinks.queries.publicView", () => {
  it("shows an idea to anyone, with only the shared fields", async () => {
    const { t, w } = await setup();
    const { shareId } = await asUser(t, w.owner).mutation(api.shareLinks.mutations.share, {
      ideaId: w.ideaId,
    });
    const view = await t.query(api.shareLinks.queries.publicView, { shareId });
    expect(view).not.toBeNull();
    expect(Object.keys(view!).sort()).toEqual(
      ["brand", "campaign", "idea", "kind", "legend", "shareId"].sort(),
    );
    expect(Object.keys(view!.idea).sort()).toEqual(
      [
        "campaignName",
        "concept",
        "coreIdea",
        "executionStrategy",
        "headline",
        "keyVisualElements",
        "thumbnails",
        "title",
      ].sort(),
    );
    expect(Object.keys(view!.legend).sort()).toEqual(["name", "slug"]);
    expect(view).toMatchObject({
      kind: "idea",
      shareId,
      brand: BRIEF.brand,
      legend: { name: "David Ogilvy", slug: "david-ogilvy" },
      campaign: null,
    });
    // Foreign images never reach the public page.
    expect(view!.idea.thumbnails).toEqual([media(1), media(2)]);
    const text = JSON.stringify(view);
    const owner = await t.run(async (ctx) => await ctx.db.get("users", w.owner));
    for (const secret of [
      w.owner,
      w.briefId,
      w.ideaId,
      owner!.email!,
      BRIEF.content,
      BRIEF.audience,
    ]) {
      expect(text).not.toContain(secret);
    }
    // Signed in or not, the same answer.
    expect(
      await asUser(t, w.stranger).query(api.shareLinks.queries.publicView, { shareId }),
    ).toEqual(view);
  });

  it("shows a campaign page with its ready ads only, in order", async () => {
    const { t, w } = await setup();
    const pageId = await campaignPage(t, w, w.ideaId, [...readyLobs]);
    const { shareId } = await asUser(t, w.owner).mutation(api.shareLinks.mutations.share, {
      ideaId: w.ideaId,
      campaignPageId: pageId,
    });
    const view = await t.query(api.shareLinks.queries.publicView, { shareId });
    expect(view?.kind).toBe("campaign");
    const campaign = view!.campaign!;
    expect(Object.keys(campaign).sort()).toEqual(
      ["description", "headline", "heroUrl", "lobs", "title"].sort(),
    );
    expect(campaign.heroUrl).toBe(media(9));
    expect(campaign.lobs.map((lob) => lob.headline)).toEqual(["First", "Second", "Third"]);
    expect(Object.keys(campaign.lobs[0]).sort()).toEqual(
      ["aspectRatio", "body", "formatLabel", "headline", "id", "imageUrl"].sort(),
    );
    expect(campaign.lobs.map((lob) => [lob.formatLabel, lob.imageUrl])).toEqual([
      ["Social 1:1", media(4)],
      ["Feed 4:5", null],
      ["Banner 16:9", media(3)],
    ]);
  });

  it("follows the owner's edits live", async () => {
    const { t, w } = await setup();
    const pageId = await campaignPage(t, w, w.ideaId, [...readyLobs]);
    const { shareId } = await asUser(t, w.owner).mutation(api.shareLinks.mutations.share, {
      ideaId: w.ideaId,
      campaignPageId: pageId,
    });
    await t.run(async (ctx) => {
      const lobs = await ctx.db.query("adLobs").take(10);
      const writing = lobs.find((lob) => lob.status === "writing")!;
      await ctx.db.patch("adLobs", writing._id, { status: "ready", imageUrl: media(5) });
    });
    const view = await t.query(api.shareLinks.queries.publicView, { shareId });
    expect(view!.campaign!.lobs.map((lob) => lob.headline)).toEqual([
      "First",
      "Being written",
      "Second",
      "Third",
    ]);
  });

  it("answers null for unknown, malformed, disabled links and gone targets", async () => {
    const { t, w } = await setup();
    const publicView = api.shareLinks.queries.publicView;
    for (const shareId of ["", "x", "AAAAAAAAAAAAAAAAAAAAAA", "../../etc", "a".repeat(500)]) {
      expect(await t.query(publicView, { shareId })).toBeNull();
    }
    const pageId = await campaignPage(t, w, w.ideaId, []);
    const owner = asUser(t, w.owner);
    const page = await owner.mutation(api.shareLinks.mutations.share, {
      ideaId: w.ideaId,
      campaignPageId: pageId,
    });
    await t.run(async (ctx) => await ctx.db.delete("campaignPages", pageId));
    expect(await t.query(publicView, { shareId: page.shareId })).toBeNull();
    const idea = await owner.mutation(api.shareLinks.mutations.share, { ideaId: w.ideaId });
    await t.run(async (ctx) => await ctx.db.delete("ideas", w.ideaId));
    expect(await t.query(publicView, { shareId: idea.shareId })).toBeNull();
  });
});
