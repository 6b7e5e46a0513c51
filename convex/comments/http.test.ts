import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { api } from "../_generated/api";
import { asUser, makeTest, type TestApp } from "../test.setup";
import { COMMENT_LIMITS, reviewMessages } from "../../shared/review";
import { post, reviewWorld, stubReviewEnv, type ReviewWorld } from "./review.fixtures";

/** Issue 41's HTTP API: /api/comments, /api/reviews and the share link's comment routes. */

beforeEach(stubReviewEnv);
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllEnvs();
});

async function setup(): Promise<{ t: TestApp; w: ReviewWorld }> {
  const t = makeTest();
  return { t, w: await reviewWorld(t) };
}

describe("POST and GET /api/comments", () => {
  it("answers 201 with the comment, and lists the thread oldest first", async () => {
    const { t, w } = await setup();
    const response = await asUser(t, w.viewer).fetch(
      "/api/comments",
      post({ targetType: "idea", targetId: w.ideaId, body: " Love the line " }),
    );
    expect(response.status).toBe(201);
    const { comment } = (await response.json()) as { comment: Record<string, unknown> };
    expect(Object.keys(comment).sort()).toEqual(
      [
        "author",
        "body",
        "createdAt",
        "id",
        "parentId",
        "resolved",
        "targetId",
        "targetType",
      ].sort(),
    );
    expect(comment).toMatchObject({
      targetType: "idea",
      targetId: w.ideaId,
      body: "Love the line",
      author: { name: expect.stringMatching(/^Test User/) },
      parentId: null,
      resolved: false,
    });
    vi.advanceTimersByTime(1000);
    const reply = await asUser(t, w.owner).fetch(
      "/api/comments",
      post({ targetType: "idea", targetId: w.ideaId, body: "Shorter?", parentId: comment.id }),
    );
    expect(((await reply.json()) as { comment: { parentId: string } }).comment.parentId).toBe(
      comment.id,
    );
    const list = await asUser(t, w.editor).fetch(
      `/api/comments?targetType=idea&targetId=${w.ideaId}`,
    );
    expect(list.status).toBe(200);
    const { comments } = (await list.json()) as { comments: { body: string }[] };
    expect(comments.map((c) => c.body)).toEqual(["Love the line", "Shorter?"]);
  });

  it("answers 401 signed out, 404 without access or for bad ids, 400 for bad bodies", async () => {
    const { t, w } = await setup();
    const ok = { targetType: "slide", targetId: w.slideId, body: "Hi" };
    expect((await t.fetch("/api/comments", post(ok))).status).toBe(401);
    expect((await t.fetch(`/api/comments?targetType=slide&targetId=${w.slideId}`)).status).toBe(
      401,
    );
    const as = asUser(t, w.owner);
    const cases: [unknown, number, string?][] = [
      [{ ...ok, body: "   " }, 400, reviewMessages.commentEmpty],
      [{ ...ok, body: "x".repeat(COMMENT_LIMITS.bodyMax + 1) }, 400, reviewMessages.commentTooLong],
      [{ ...ok, body: 42 }, 400],
      [{ ...ok, targetType: "campaign" }, 400, reviewMessages.invalidTargetType],
      [{ ...ok, targetId: "not-an-id" }, 404],
      [{ ...ok, targetId: w.ideaId }, 404],
      [{ ...ok, targetId: 7 }, 404],
      [{ ...ok, parentId: "zzz" }, 404],
      ["not an object", 400],
    ];
    for (const [body, status, error] of cases) {
      const response = await as.fetch("/api/comments", post(body));
      expect(response.status, JSON.stringify(body).slice(0, 60)).toBe(status);
      const json = (await response.json()) as { error: string };
      if (error) expect(json.error).toBe(error);
      expect(json.error).not.toMatch(/ArgumentValidationError|Validator/);
    }
    expect((await asUser(t, w.stranger).fetch("/api/comments", post(ok))).status).toBe(404);
    for (const query of [
      `targetType=slide&targetId=${w.slideId}`,
      "targetType=slide&targetId=%00%01",
      "targetType=idea",
    ]) {
      expect((await asUser(t, w.stranger).fetch(`/api/comments?${query}`)).status).toBe(404);
    }
    expect((await as.fetch("/api/comments?targetType=nope&targetId=x")).status).toBe(400);
    expect(await t.run(async (ctx) => await ctx.db.query("comments").take(5))).toEqual([]);
  });
});

describe("POST and GET /api/reviews", () => {
  it("requests, decides and reads a review; refuses what the state does not allow", async () => {
    const { t, w } = await setup();
    const body = { targetType: "campaignPage", targetId: w.pageId };
    expect((await t.fetch("/api/reviews", post({ ...body, action: "request" }))).status).toBe(401);
    const requested = await asUser(t, w.editor).fetch(
      "/api/reviews",
      post({ ...body, action: "request", reviewers: [w.viewer], note: "Please look" }),
    );
    expect(requested.status).toBe(200);
    expect(await requested.json()).toMatchObject({
      status: "in_review",
      history: [{ action: "request", note: "Please look", by: { userId: w.editor } }],
    });
    const secondRequest = await asUser(t, w.owner).fetch(
      "/api/reviews",
      post({ ...body, action: "request" }),
    );
    expect(secondRequest.status).toBe(409);
    const approved = await asUser(t, w.viewer).fetch(
      "/api/reviews",
      post({ ...body, action: "approve" }),
    );
    expect(await approved.json()).toMatchObject({ status: "approved" });
    const again = await asUser(t, w.viewer).fetch(
      "/api/reviews",
      post({ ...body, action: "approve" }),
    );
    expect(again.status).toBe(409);
    const read = await asUser(t, w.owner).fetch(
      `/api/reviews?targetType=campaignPage&targetId=${w.pageId}`,
    );
    const state = (await read.json()) as { status: string; history: { action: string }[] };
    expect(state.status).toBe("approved");
    expect(state.history.map((h) => h.action)).toEqual(["request", "approve"]);
  });

  it("answers 400 for a bad action or type, 403 for a viewer's request, 404 without access", async () => {
    const { t, w } = await setup();
    const as = asUser(t, w.owner);
    const base = { targetType: "deck", targetId: w.deckId };
    expect((await as.fetch("/api/reviews", post({ ...base, action: "ship" }))).status).toBe(400);
    expect(
      (await as.fetch("/api/reviews", post({ ...base, targetType: "slide", action: "request" })))
        .status,
    ).toBe(400);
    expect(
      (await as.fetch("/api/reviews", post({ ...base, action: "request", reviewers: "all" })))
        .status,
    ).toBe(400);
    expect(
      (await as.fetch("/api/reviews", post({ ...base, action: "request", note: "n".repeat(1001) })))
        .status,
    ).toBe(400);
    expect(
      (await as.fetch("/api/reviews", post({ ...base, targetId: "bad", action: "request" })))
        .status,
    ).toBe(404);
    expect(
      (await asUser(t, w.viewer).fetch("/api/reviews", post({ ...base, action: "request" })))
        .status,
    ).toBe(403);
    expect(
      (await asUser(t, w.stranger).fetch(`/api/reviews?targetType=deck&targetId=${w.deckId}`))
        .status,
    ).toBe(404);
    const draft = await as.fetch(`/api/reviews?targetType=deck&targetId=${w.deckId}`);
    expect(await draft.json()).toEqual({ status: "draft", history: [] });
  });
});

describe("share link comment routes", () => {
  async function linked() {
    const { t, w } = await setup();
    const { shareId } = await asUser(t, w.owner).mutation(api.shareLinks.mutations.share, {
      ideaId: w.ideaId,
    });
    return { t, w, shareId };
  }

  it("turns comments on for owner and editors only, then takes a visitor's comment", async () => {
    const { t, w, shareId } = await linked();
    const settings = `/api/shared/${shareId}/settings`;
    const comments = `/api/shared/${shareId}/comments`;
    const off = await t.fetch(comments, post({ name: "Cleo", body: "Hi" }));
    expect(off.status).toBe(403);
    expect(await off.json()).toMatchObject({ error: "Comments are turned off for this link" });
    expect((await t.fetch(settings, post({ allowComments: true }))).status).toBe(401);
    expect((await asUser(t, w.viewer).fetch(settings, post({ allowComments: true }))).status).toBe(
      403,
    );
    expect(
      (await asUser(t, w.stranger).fetch(settings, post({ allowComments: true }))).status,
    ).toBe(404);
    expect((await asUser(t, w.editor).fetch(settings, post({ allowComments: "yes" }))).status).toBe(
      400,
    );
    const on = await asUser(t, w.editor).fetch(settings, post({ allowComments: true }));
    expect(await on.json()).toEqual({ allowComments: true });
    const created = await t.fetch(comments, post({ name: "Cleo", body: "<i>Love it</i>" }));
    expect(created.status).toBe(201);
    expect(await created.json()).toMatchObject({
      comment: {
        body: "<i>Love it</i>",
        author: { name: "Cleo" },
        targetType: "idea",
        viaPublicLink: true,
      },
    });
    expect((await t.fetch(comments, post({ name: "", body: "Hi" }))).status).toBe(400);
    const listed = await t.fetch(comments);
    expect(listed.status).toBe(200);
    expect(await listed.json()).toMatchObject({
      allowComments: true,
      comments: [{ body: "<i>Love it</i>", author: { name: "Cleo", viaPublicLink: true } }],
    });
    expect((await t.fetch("/api/shared/no-such-link/comments")).status).toBe(404);
    expect(
      (await t.fetch("/api/shared/no-such-link/comments", post({ name: "a", body: "b" }))).status,
    ).toBe(404);
    // The link's other routes under the same prefix still answer.
    expect((await t.fetch(`/api/shared/${shareId}/preview`)).status).toBe(200);
  });

  it("bounds a visitor by their address over HTTP", async () => {
    const { t, w, shareId } = await linked();
    await asUser(t, w.owner).mutation(api.comments.linkFunctions.setAllow, {
      shareId,
      allowComments: true,
    });
    const from = (ip: string) =>
      t.fetch(
        `/api/shared/${shareId}/comments`,
        post({ name: "Bot", body: "Hi" }, { "X-Forwarded-For": ip }),
      );
    for (let i = 0; i < COMMENT_LIMITS.perVisitorPerHour; i += 1) {
      expect((await from("203.0.113.7")).status).toBe(201);
    }
    expect((await from("203.0.113.7")).status).toBe(429);
    expect((await from("198.51.100.2")).status).toBe(201);
  });
});
