import { describe, expect, it, vi } from "vitest";
import { api } from "../_generated/api";
import type { Id } from "../_generated/dataModel";
import { asUser, expectAppError, type TestApp } from "../test.setup";
import { REVIEW_LIMITS, reviewMessages } from "../../shared/review";
import { readAppError } from "../../shared/errors";
import {
  finishScheduled,
  outbox,
  userEmail,
  setupReview,
  useReviewEnv,
} from "../comments/review.fixtures";

/** Issue 41: draft → in review → approved / changes requested, with the history. */

useReviewEnv();
const setup = setupReview;

type Target = "idea" | "campaignPage" | "deck";
type Act = {
  action: "request" | "approve" | "request_changes";
  note?: string;
  reviewers?: string[];
};

const act = (t: TestApp, as: Id<"users">, targetType: Target, targetId: string, args: Act) =>
  asUser(t, as).mutation(api.reviews.mutations.act, { targetType, targetId, ...args });
const state = (t: TestApp, as: Id<"users">, targetType: Target, targetId: string) =>
  asUser(t, as).query(api.reviews.queries.forTarget, { targetType, targetId });

describe("review transitions", () => {
  it("runs draft → in review → approved on an idea, a campaign page and a deck", async () => {
    const { t, w } = await setup();
    for (const [type, id] of [
      ["idea", w.ideaId],
      ["campaignPage", w.pageId],
      ["deck", w.deckId],
    ] as const) {
      expect(await state(t, w.viewer, type, id)).toMatchObject({
        status: "draft",
        history: [],
        canRequest: false,
        canDecide: false,
      });
      expect((await state(t, w.editor, type, id)).canRequest).toBe(true);
      const requested = await act(t, w.editor, type, id, {
        action: "request",
        reviewers: [w.viewer],
      });
      expect(requested).toMatchObject({ status: "in_review", canRequest: false, canDecide: true });
      expect(requested.reviewers.map((r) => r.userId)).toEqual([w.viewer]);
      expect((await state(t, w.viewer, type, id)).isRequestedReviewer).toBe(true);
      vi.advanceTimersByTime(1000);
      const approved = await act(t, w.viewer, type, id, { action: "approve", note: "  Love it  " });
      expect(approved.status).toBe("approved");
      expect(approved.decidedBy?.userId).toBe(w.viewer);
      expect(approved.history.map((h) => [h.action, h.by.userId, h.note])).toEqual([
        ["request", w.editor, null],
        ["approve", w.viewer, "Love it"],
      ]);
    }
  });

  it("allows a new request after a decision, and changes requested by any member", async () => {
    const { t, w } = await setup();
    await act(t, w.owner, "deck", w.deckId, { action: "request" });
    // Without reviewers: every other member is asked.
    const asked = (await state(t, w.owner, "deck", w.deckId)).reviewers.map((r) => r.userId);
    expect(new Set(asked)).toEqual(new Set([w.editor, w.viewer]));
    await act(t, w.editor, "deck", w.deckId, { action: "request_changes", note: "Shorter" });
    const again = await act(t, w.owner, "deck", w.deckId, {
      action: "request",
      reviewers: [w.viewer],
    });
    expect(again.status).toBe("in_review");
    expect(again.decidedBy).toBeNull();
    expect(again.history.map((h) => h.action)).toEqual(["request", "request_changes", "request"]);
  });

  it("refuses transitions the state does not allow, writing nothing", async () => {
    const { t, w } = await setup();
    for (const action of ["approve", "request_changes"] as const) {
      const error = await act(t, w.owner, "idea", w.ideaId, { action }).catch((e: unknown) => e);
      expect(readAppError(error)).toMatchObject({
        code: "CONFLICT",
        message: reviewMessages.notInReview,
      });
    }
    await act(t, w.owner, "idea", w.ideaId, { action: "request" });
    await expectAppError(act(t, w.editor, "idea", w.ideaId, { action: "request" }), "CONFLICT");
    await act(t, w.viewer, "idea", w.ideaId, { action: "approve" });
    await expectAppError(act(t, w.viewer, "idea", w.ideaId, { action: "approve" }), "CONFLICT");
    await expectAppError(
      act(t, w.viewer, "idea", w.ideaId, { action: "request_changes" }),
      "CONFLICT",
    );
    expect((await state(t, w.owner, "idea", w.ideaId)).history).toHaveLength(2);
  });

  it("lets only owner and editors request, among members, with a bounded note", async () => {
    const { t, w } = await setup();
    const refused = await act(t, w.viewer, "campaignPage", w.pageId, { action: "request" }).catch(
      (e: unknown) => e,
    );
    expect(readAppError(refused)).toMatchObject({
      code: "FORBIDDEN",
      message: reviewMessages.requestForbidden,
    });
    for (const reviewers of [[w.stranger], ["not-an-id"]]) {
      await expectAppError(
        act(t, w.owner, "campaignPage", w.pageId, { action: "request", reviewers }),
        "INVALID_ARGUMENT",
      );
    }
    await expectAppError(
      act(t, w.owner, "campaignPage", w.pageId, {
        action: "request",
        reviewers: Array.from({ length: REVIEW_LIMITS.reviewersMax + 1 }, (_, i) => `u${i}`),
      }),
      "INVALID_ARGUMENT",
    );
    await expectAppError(
      act(t, w.owner, "campaignPage", w.pageId, { action: "request", note: "n".repeat(1001) }),
      "INVALID_ARGUMENT",
    );
    expect((await state(t, w.owner, "campaignPage", w.pageId)).status).toBe("draft");
    await act(t, w.owner, "campaignPage", w.pageId, { action: "request", note: "n".repeat(1000) });
  });

  it("answers NOT_FOUND to strangers and for unknown or malformed ids; refuses the anonymous", async () => {
    const { t, w } = await setup();
    await expectAppError(act(t, w.stranger, "idea", w.ideaId, { action: "request" }), "NOT_FOUND");
    await expectAppError(state(t, w.stranger, "deck", w.deckId), "NOT_FOUND");
    await expectAppError(state(t, w.owner, "deck", "nope"), "NOT_FOUND");
    await expectAppError(state(t, w.owner, "campaignPage", w.deckId), "NOT_FOUND");
    await expectAppError(
      t.query(api.reviews.queries.forTarget, { targetType: "idea", targetId: w.ideaId }),
      "UNAUTHENTICATED",
    );
    await expectAppError(
      t.mutation(api.reviews.mutations.act, {
        targetType: "idea",
        targetId: w.ideaId,
        action: "request",
      }),
      "UNAUTHENTICATED",
    );
  });
});

describe("waiting for my review", () => {
  it("lists what I was asked to review until it is decided, and notifies both ways", async () => {
    const { t, w } = await setup();
    await act(t, w.editor, "idea", w.ideaId, { action: "request", reviewers: [w.viewer] });
    vi.advanceTimersByTime(1000);
    await act(t, w.owner, "deck", w.deckId, { action: "request", reviewers: [w.viewer, w.editor] });
    const waiting = await asUser(t, w.viewer).query(api.reviews.queries.waitingForMe, {});
    expect(waiting.map((item) => [item.targetType, item.targetId])).toEqual([
      ["deck", w.deckId],
      ["idea", w.ideaId],
    ]);
    expect(waiting[0]).toMatchObject({ title: "Sell-in deck", path: `/decks/${w.deckId}` });
    expect(await asUser(t, w.owner).query(api.reviews.queries.waitingForMe, {})).toEqual([]);
    const viewerInbox = await asUser(t, w.viewer).query(api.notifications.queries.list, {});
    expect(viewerInbox.map((n) => n.kind)).toEqual(["review_request", "review_request"]);

    await act(t, w.editor, "deck", w.deckId, { action: "approve", note: "Ship it" });
    expect(
      (await asUser(t, w.viewer).query(api.reviews.queries.waitingForMe, {})).map(
        (i) => i.targetId,
      ),
    ).toEqual([w.ideaId]);
    const [decision] = await asUser(t, w.owner).query(api.notifications.queries.list, {});
    expect(decision).toMatchObject({
      kind: "review_decision",
      decision: "approved",
      excerpt: "Ship it",
    });
    await finishScheduled(t);
    const ownerEmail = await userEmail(t, w.owner);
    const ownerMail = (await outbox(t)).filter((m) => m.to === ownerEmail);
    expect(ownerMail.map((m) => m.subject)).toEqual([
      expect.stringContaining('approved "Sell-in deck"'),
    ]);
    await expectAppError(t.query(api.reviews.queries.waitingForMe, {}), "UNAUTHENTICATED");
  });

  it("drops an item once I lose access to its brief", async () => {
    const { t, w } = await setup();
    await act(t, w.owner, "idea", w.ideaId, { action: "request", reviewers: [w.viewer] });
    await t.run(async (ctx) => {
      const row = await ctx.db
        .query("briefMembers")
        .withIndex("by_brief_user", (q) => q.eq("briefId", w.briefId).eq("userId", w.viewer))
        .unique();
      if (row) await ctx.db.patch("briefMembers", row._id, { removedAt: Date.now() });
    });
    expect(await asUser(t, w.viewer).query(api.reviews.queries.waitingForMe, {})).toEqual([]);
  });
});
