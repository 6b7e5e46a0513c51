import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { api } from "../_generated/api";
import { asUser, expectAppError, makeTest, type TestApp } from "../test.setup";
import { COMMENT_LIMITS, reviewMessages } from "../../shared/review";
import { readAppError } from "../../shared/errors";
import { reviewWorld, stubReviewEnv, type ReviewWorld } from "./review.fixtures";

/** Issue 41: a visitor's feedback through a share link, off by default. */

beforeEach(stubReviewEnv);
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllEnvs();
});

const KEY = "0b6f3c1e-2a4d-4e8f-9a1b-3c5d7e9f1a2b";
const keyN = (n: number) => `0b6f3c1e-2a4d-4e8f-9a1b-${String(n).padStart(12, "0")}`;

async function setup(): Promise<{ t: TestApp; w: ReviewWorld; shareId: string }> {
  const t = makeTest();
  const w = await reviewWorld(t);
  const { shareId } = await asUser(t, w.owner).mutation(api.shareLinks.mutations.share, {
    ideaId: w.ideaId,
  });
  return { t, w, shareId };
}

const visit = (
  t: TestApp,
  shareId: string,
  name = "Cleo (client)",
  body = "Love it",
  clientKey = KEY,
) => t.mutation(api.comments.linkFunctions.post, { shareId, name, body, clientKey });

describe("share-link comments", () => {
  it("are off by default: 'Comments are turned off for this link', and nothing shown", async () => {
    const { t, shareId } = await setup();
    const error = await visit(t, shareId).catch((e: unknown) => e);
    expect(readAppError(error)).toMatchObject({
      code: "FORBIDDEN",
      message: reviewMessages.commentsOff,
    });
    expect(await t.query(api.comments.linkFunctions.thread, { shareId })).toEqual({
      allowComments: false,
      canChangeSettings: false,
      comments: [],
    });
  });

  it("are turned on and off by owner and editors only", async () => {
    const { t, w, shareId } = await setup();
    const set = (as: typeof w.owner, allowComments: boolean) =>
      asUser(t, as).mutation(api.comments.linkFunctions.setAllow, { shareId, allowComments });
    await expectAppError(set(w.viewer, true), "FORBIDDEN");
    await expectAppError(set(w.stranger, true), "NOT_FOUND");
    await expectAppError(
      t.mutation(api.comments.linkFunctions.setAllow, { shareId, allowComments: true }),
      "UNAUTHENTICATED",
    );
    await expectAppError(
      asUser(t, w.owner).mutation(api.comments.linkFunctions.setAllow, {
        shareId: "nope",
        allowComments: true,
      }),
      "NOT_FOUND",
    );
    await set(w.editor, true);
    expect(
      (await asUser(t, w.editor).query(api.comments.linkFunctions.thread, { shareId }))
        ?.canChangeSettings,
    ).toBe(true);
    await visit(t, shareId);
    expect((await t.query(api.comments.linkFunctions.thread, { shareId }))?.comments).toHaveLength(
      1,
    );
    await set(w.owner, false);
    expect(await t.query(api.comments.linkFunctions.thread, { shareId })).toMatchObject({
      allowComments: false,
      comments: [],
    });
    await expectAppError(visit(t, shareId), "FORBIDDEN");
  });

  it("joins the idea's thread marked via public link; visitors see only the link's threads", async () => {
    const { t, w, shareId } = await setup();
    await asUser(t, w.owner).mutation(api.comments.linkFunctions.setAllow, {
      shareId,
      allowComments: true,
    });
    await asUser(t, w.editor).mutation(api.comments.mutations.post, {
      targetType: "idea",
      targetId: w.ideaId,
      body: "Internal: the client will hate the price line",
    });
    const hostile = `<script>alert(1)</script>`;
    const visitorComment = await visit(t, shareId, `  <b>Cleo</b>  `, hostile);
    await asUser(t, w.owner).mutation(api.comments.mutations.post, {
      targetType: "idea",
      targetId: w.ideaId,
      body: "Thanks Cleo!",
      parentId: visitorComment,
    });
    const team = await asUser(t, w.viewer).query(api.comments.queries.forTarget, {
      targetType: "idea",
      targetId: w.ideaId,
    });
    expect(team.comments.map((c) => [c.body, c.author.viaPublicLink])).toEqual([
      ["Internal: the client will hate the price line", false],
      [hostile, true],
      ["Thanks Cleo!", false],
    ]);
    expect(team.comments[1]?.author).toMatchObject({ name: "<b>Cleo</b>", userId: null });
    const publicView = await t.query(api.comments.linkFunctions.thread, { shareId });
    expect(publicView?.comments.map((c) => [c.body, c.author.viaPublicLink])).toEqual([
      [hostile, true],
      ["Thanks Cleo!", false],
    ]);
  });

  it("lands a campaign page link's comments on its idea", async () => {
    const { t, w } = await setup();
    const { shareId } = await asUser(t, w.owner).mutation(api.shareLinks.mutations.share, {
      ideaId: w.ideaId,
      campaignPageId: w.pageId,
    });
    await asUser(t, w.owner).mutation(api.comments.linkFunctions.setAllow, {
      shareId,
      allowComments: true,
    });
    await visit(t, shareId, "Dan", "The ad is great");
    const rows = await t.run(async (ctx) => await ctx.db.query("comments").take(5));
    expect(rows.map((r) => [r.targetType, r.targetId, r.briefId])).toEqual([
      ["idea", w.ideaId, w.briefId],
    ]);
  });

  it("checks the name and body, and answers NOT_FOUND for unknown or turned-off links", async () => {
    const { t, w, shareId } = await setup();
    await asUser(t, w.owner).mutation(api.comments.linkFunctions.setAllow, {
      shareId,
      allowComments: true,
    });
    for (const [name, body, message] of [
      ["  ", "Hi", reviewMessages.visitorNameEmpty],
      ["n".repeat(COMMENT_LIMITS.visitorNameMax + 1), "Hi", reviewMessages.visitorNameTooLong],
      ["Cleo", " ", reviewMessages.commentEmpty],
      ["Cleo", "b".repeat(COMMENT_LIMITS.bodyMax + 1), reviewMessages.commentTooLong],
    ] as const) {
      const error = await visit(t, shareId, name, body).catch((e: unknown) => e);
      expect(readAppError(error)).toMatchObject({ code: "INVALID_ARGUMENT", message });
    }
    await expectAppError(visit(t, "unknown-share-id-0000"), "NOT_FOUND");
    expect(await t.query(api.comments.linkFunctions.thread, { shareId: "../x" })).toBeNull();
    await asUser(t, w.owner).mutation(api.shareLinks.mutations.disable, { shareId });
    await expectAppError(visit(t, shareId), "NOT_FOUND");
    expect(await t.query(api.comments.linkFunctions.thread, { shareId })).toBeNull();
    expect(await t.run(async (ctx) => await ctx.db.query("comments").take(5))).toEqual([]);
  });

  it("bounds each visitor per hour and each link per day", async () => {
    const { t, w, shareId } = await setup();
    await asUser(t, w.owner).mutation(api.comments.linkFunctions.setAllow, {
      shareId,
      allowComments: true,
    });
    for (let i = 0; i < COMMENT_LIMITS.perVisitorPerHour; i += 1) await visit(t, shareId);
    const error = await visit(t, shareId).catch((e: unknown) => e);
    expect(readAppError(error)).toMatchObject({
      code: "RATE_LIMITED",
      message: reviewMessages.visitorBudgetUsed,
    });
    let n = 1;
    for (let sent = COMMENT_LIMITS.perVisitorPerHour; sent < COMMENT_LIMITS.perLinkPerDay; n += 1) {
      for (
        let i = 0;
        i < COMMENT_LIMITS.perVisitorPerHour && sent < COMMENT_LIMITS.perLinkPerDay;
        i += 1
      ) {
        await visit(t, shareId, "Many", "Hello", keyN(n));
        sent += 1;
      }
    }
    const full = await visit(t, shareId, "Fresh", "Hello", keyN(9999)).catch((e: unknown) => e);
    expect(readAppError(full)).toMatchObject({
      code: "RATE_LIMITED",
      message: reviewMessages.linkBudgetUsed,
    });
    vi.advanceTimersByTime(24 * 60 * 60 * 1000);
    await visit(t, shareId, "Fresh", "Hello", keyN(9999));
  });
});
