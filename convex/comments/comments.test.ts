import { describe, expect, it, vi } from "vitest";
import { api } from "../_generated/api";
import { asUser, expectAppError } from "../test.setup";
import { COMMENT_LIMITS, reviewMessages } from "../../shared/review";
import { readAppError } from "../../shared/errors";
import { setupReview, useReviewEnv, commentThread, commentRows } from "./review.fixtures";

/** Issue 41: comments on a brief, an idea, an ad and a slide, for members only. */

useReviewEnv();
const setup = setupReview;

const thread = commentThread;

describe("posting and reading", () => {
  it("lets owner, editor and viewer comment on each kind of target, oldest first", async () => {
    const { t, w } = await setup();
    const targets = [
      ["brief", w.briefId],
      ["idea", w.ideaId],
      ["adLob", w.lobId],
      ["slide", w.slideId],
    ] as const;
    for (const [targetType, targetId] of targets) {
      for (const [who, text] of [
        [w.owner, "First"],
        [w.editor, "Second"],
        [w.viewer, "Third"],
      ] as const) {
        vi.advanceTimersByTime(1000);
        await asUser(t, who).mutation(api.comments.mutations.post, {
          targetType,
          targetId,
          body: `  ${text}  `,
        });
      }
      const view = await thread(t, w.viewer, targetType, targetId);
      expect(view.comments.map((c) => c.body)).toEqual(["First", "Second", "Third"]);
      expect(view.comments.map((c) => c.isMine)).toEqual([false, false, true]);
      expect(view.comments[0]?.author.name).toMatch(/^Test User/);
      expect(view.total).toBe(3);
      expect(view.openThreads).toBe(3);
      expect(view.canResolve).toBe(false);
      expect((await thread(t, w.editor, targetType, targetId)).canResolve).toBe(true);
    }
    // The brief is resolved on the server from each target, never taken from the caller.
    expect(new Set((await commentRows(t)).map((row) => row.briefId))).toEqual(new Set([w.briefId]));
  });

  it("names what each thread is about, as the panel's header says it", async () => {
    const { t, w } = await setup();
    const named = await t.run(async (ctx) => ({
      brief: (await ctx.db.get("briefs", w.briefId))?.title,
      idea: (await ctx.db.get("ideas", w.ideaId))?.campaignName,
    }));
    expect((await thread(t, w.viewer, "brief", w.briefId)).subject).toBe(named.brief);
    expect((await thread(t, w.viewer, "idea", w.ideaId)).subject).toBe(named.idea);
    expect((await thread(t, w.viewer, "adLob", w.lobId)).subject).toBe("Roasted this week");
    expect((await thread(t, w.viewer, "slide", w.slideId)).subject).toBe("Slide 1 · The problem");
    // A slide moved third is "Slide 3"; an ad without a headline is named by its place.
    await t.run(async (ctx) => {
      const slide = await ctx.db.get("slides", w.slideId);
      if (slide === null) throw new Error("fixture missing");
      const { _id, _creationTime, ...rest } = slide;
      for (const order of [0, 1]) {
        await ctx.db.insert("slides", { ...rest, order, title: `Before ${order}` });
      }
      await ctx.db.patch("slides", w.slideId, { order: 5 });
      await ctx.db.patch("adLobs", w.lobId, { headline: "" });
    });
    expect((await thread(t, w.viewer, "slide", w.slideId)).subject).toBe("Slide 3 · The problem");
    expect((await thread(t, w.viewer, "adLob", w.lobId)).subject).toBe("Ad 1 · The Morning Record");
  });

  it("refuses the anonymous, strangers, and unknown or malformed ids alike", async () => {
    const { t, w } = await setup();
    const args = { targetType: "idea" as const, targetId: w.ideaId, body: "Hi" };
    await expectAppError(t.mutation(api.comments.mutations.post, args), "UNAUTHENTICATED");
    await expectAppError(
      t.query(api.comments.queries.forTarget, { targetType: "idea", targetId: w.ideaId }),
      "UNAUTHENTICATED",
    );
    await expectAppError(
      asUser(t, w.stranger).mutation(api.comments.mutations.post, args),
      "NOT_FOUND",
    );
    await expectAppError(thread(t, w.stranger, "idea", w.ideaId), "NOT_FOUND");
    for (const [targetType, targetId] of [
      ["idea", "not-an-id"],
      ["slide", w.ideaId],
      ["adLob", ""],
      ["brief", w.slideId],
    ] as const) {
      await expectAppError(
        asUser(t, w.owner).mutation(api.comments.mutations.post, {
          targetType,
          targetId,
          body: "x",
        }),
        "NOT_FOUND",
      );
    }
    expect(await commentRows(t)).toEqual([]);
  });

  it("refuses an empty or too long body with a clear message, and takes exactly 2,000", async () => {
    const { t, w } = await setup();
    const post = (body: string) =>
      asUser(t, w.editor).mutation(api.comments.mutations.post, {
        targetType: "idea",
        targetId: w.ideaId,
        body,
      });
    for (const [body, message] of [
      ["   \n ", reviewMessages.commentEmpty],
      ["x".repeat(COMMENT_LIMITS.bodyMax + 1), reviewMessages.commentTooLong],
    ] as const) {
      const error = await post(body).catch((e: unknown) => e);
      expect(readAppError(error)).toMatchObject({ code: "INVALID_ARGUMENT", message });
    }
    expect(await commentRows(t)).toEqual([]);
    await post("y".repeat(COMMENT_LIMITS.bodyMax));
    expect((await commentRows(t))[0]?.body).toHaveLength(COMMENT_LIMITS.bodyMax);
  });

  it("stores hostile text as written and answers it as the same plain text", async () => {
    const { t, w } = await setup();
    const hostile = `<img src=x onerror="alert(1)"><script>alert('x')</script> [a](javascript:alert(1)) &amp;`;
    await asUser(t, w.viewer).mutation(api.comments.mutations.post, {
      targetType: "slide",
      targetId: w.slideId,
      body: hostile,
    });
    expect((await thread(t, w.owner, "slide", w.slideId)).comments[0]?.body).toBe(hostile);
  });

  it("keeps a brief's thread on its family root, so a new version shows it", async () => {
    const { t, w } = await setup();
    const v2 = await t.run(async (ctx) => {
      const brief = await ctx.db.get("briefs", w.briefId);
      if (brief === null) throw new Error("no brief");
      const { _id, _creationTime, ...fields } = brief;
      return await ctx.db.insert("briefs", { ...fields, rootBriefId: _id, version: 2 });
    });
    await asUser(t, w.editor).mutation(api.comments.mutations.post, {
      targetType: "brief",
      targetId: v2,
      body: "On version 2",
    });
    const view = await thread(t, w.viewer, "brief", w.briefId);
    expect(view.comments.map((c) => [c.body, c.targetId])).toEqual([["On version 2", w.briefId]]);
  });

  it("stops answering a member who was removed", async () => {
    const { t, w } = await setup();
    await t.run(async (ctx) => {
      const row = await ctx.db
        .query("briefMembers")
        .withIndex("by_brief_user", (q) => q.eq("briefId", w.briefId).eq("userId", w.viewer))
        .unique();
      if (row) await ctx.db.patch("briefMembers", row._id, { removedAt: Date.now() });
    });
    await expectAppError(thread(t, w.viewer, "idea", w.ideaId), "NOT_FOUND");
  });
});

describe("limits and counts", () => {
  it("bounds one account to 30 comments a minute, then lets it go on", async () => {
    const { t, w } = await setup();
    const post = () =>
      asUser(t, w.viewer).mutation(api.comments.mutations.post, {
        targetType: "idea",
        targetId: w.ideaId,
        body: "Again",
      });
    for (let i = 0; i < COMMENT_LIMITS.perUserPerMinute; i += 1) await post();
    const error = await post().catch((e: unknown) => e);
    expect(readAppError(error)).toMatchObject({
      code: "RATE_LIMITED",
      message: reviewMessages.tooManyComments,
    });
    expect(await commentRows(t)).toHaveLength(COMMENT_LIMITS.perUserPerMinute);
    vi.advanceTimersByTime(60_000);
    await post();
  });

  it("refuses a comment on a full target", async () => {
    const { t, w } = await setup();
    await t.run(async (ctx) => {
      await ctx.db.insert("commentCounts", {
        briefId: w.briefId,
        targetType: "idea",
        targetId: w.ideaId,
        count: COMMENT_LIMITS.perTarget,
        openThreads: 1,
      });
    });
    await expectAppError(
      asUser(t, w.owner).mutation(api.comments.mutations.post, {
        targetType: "idea",
        targetId: w.ideaId,
        body: "One more",
      }),
      "CONFLICT",
    );
  });

  it("counts a brief's comments per target for its cards, for members only", async () => {
    const { t, w } = await setup();
    for (const [targetType, targetId] of [
      ["idea", w.ideaId],
      ["idea", w.ideaId],
      ["slide", w.slideId],
    ] as const) {
      await asUser(t, w.editor).mutation(api.comments.mutations.post, {
        targetType,
        targetId,
        body: "x",
      });
    }
    const counts = await asUser(t, w.viewer).query(api.comments.queries.countsForBrief, {
      briefId: w.briefId,
    });
    expect(counts).toEqual(
      expect.arrayContaining([
        { targetType: "idea", targetId: w.ideaId, count: 2, openThreads: 2 },
        { targetType: "slide", targetId: w.slideId, count: 1, openThreads: 1 },
      ]),
    );
    expect(counts).toHaveLength(2);
    await expectAppError(
      asUser(t, w.stranger).query(api.comments.queries.countsForBrief, { briefId: w.briefId }),
      "NOT_FOUND",
    );
    await expectAppError(
      t.query(api.comments.queries.countsForBrief, { briefId: w.briefId }),
      "UNAUTHENTICATED",
    );
  });
});
