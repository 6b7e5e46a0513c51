import { describe, expect, it } from "vitest";
import { api } from "../_generated/api";
import type { Id } from "../_generated/dataModel";
import { asUser, expectAppError } from "../test.setup";
import { reviewMessages } from "../../shared/review";
import { setupReview, useReviewEnv, commentThread, commentRows } from "./review.fixtures";

/** Issue 41: replies, edits, deletion and resolving threads. */

useReviewEnv();
const setup = setupReview;

const thread = commentThread;

describe("threads", () => {
  it("attaches a reply to a reply to the thread's root, and refuses a parent elsewhere", async () => {
    const { t, w } = await setup();
    const as = (id: Id<"users">) => asUser(t, id);
    const root = await as(w.owner).mutation(api.comments.mutations.post, {
      targetType: "idea",
      targetId: w.ideaId,
      body: "Root",
    });
    const reply = await as(w.viewer).mutation(api.comments.mutations.post, {
      targetType: "idea",
      targetId: w.ideaId,
      body: "Reply",
      parentId: root,
    });
    const nested = await as(w.editor).mutation(api.comments.mutations.post, {
      targetType: "idea",
      targetId: w.ideaId,
      body: "Reply to reply",
      parentId: reply,
    });
    const view = await thread(t, w.owner, "idea", w.ideaId);
    expect(view.comments.find((c) => c.id === nested)?.parentId).toBe(root);
    expect(view.openThreads).toBe(1);
    for (const parentId of [root, "nonsense"]) {
      await expectAppError(
        as(w.owner).mutation(api.comments.mutations.post, {
          targetType: "slide",
          targetId: w.slideId,
          body: "Elsewhere",
          parentId,
        }),
        "NOT_FOUND",
      );
    }
  });

  it("lets authors edit and delete only their own comments", async () => {
    const { t, w } = await setup();
    const id = await asUser(t, w.viewer).mutation(api.comments.mutations.post, {
      targetType: "adLob",
      targetId: w.lobId,
      body: "Try it shorter",
    });
    await expectAppError(
      asUser(t, w.owner).mutation(api.comments.mutations.edit, { commentId: id, body: "Hijack" }),
      "FORBIDDEN",
    );
    await expectAppError(
      asUser(t, w.owner).mutation(api.comments.mutations.remove, { commentId: id }),
      "FORBIDDEN",
    );
    await expectAppError(
      asUser(t, w.stranger).mutation(api.comments.mutations.remove, { commentId: id }),
      "NOT_FOUND",
    );
    await expectAppError(
      asUser(t, w.viewer).mutation(api.comments.mutations.edit, { commentId: id, body: " " }),
      "INVALID_ARGUMENT",
    );
    await expectAppError(
      asUser(t, w.viewer).mutation(api.comments.mutations.edit, { commentId: "bad", body: "x" }),
      "NOT_FOUND",
    );
    await asUser(t, w.viewer).mutation(api.comments.mutations.edit, {
      commentId: id,
      body: "Try it much shorter",
    });
    const [edited] = (await thread(t, w.owner, "adLob", w.lobId)).comments;
    expect(edited).toMatchObject({ body: "Try it much shorter", canEdit: false, isMine: false });
    expect(edited?.editedAt).toEqual(expect.any(Number));
    await asUser(t, w.viewer).mutation(api.comments.mutations.remove, { commentId: id });
    expect(await thread(t, w.owner, "adLob", w.lobId)).toMatchObject({
      comments: [],
      total: 0,
      openThreads: 0,
    });
  });

  it("keeps replies readable under a deleted root, and drops the husk with the last reply", async () => {
    const { t, w } = await setup();
    const root = await asUser(t, w.editor).mutation(api.comments.mutations.post, {
      targetType: "idea",
      targetId: w.ideaId,
      body: "Secret opinion",
    });
    const reply = await asUser(t, w.viewer).mutation(api.comments.mutations.post, {
      targetType: "idea",
      targetId: w.ideaId,
      body: "Agreed",
      parentId: root,
    });
    await asUser(t, w.editor).mutation(api.comments.mutations.remove, { commentId: root });
    let view = await thread(t, w.owner, "idea", w.ideaId);
    expect(view.comments.map((c) => [c.body, c.author.name, c.deleted])).toEqual([
      ["", reviewMessages.commentDeleted, true],
      ["Agreed", expect.stringMatching(/^Test User/), false],
    ]);
    expect(view.total).toBe(1);
    await expectAppError(
      asUser(t, w.editor).mutation(api.comments.mutations.edit, { commentId: root, body: "Back" }),
      "INVALID_ARGUMENT",
    );
    await asUser(t, w.viewer).mutation(api.comments.mutations.remove, { commentId: reply });
    view = await thread(t, w.owner, "idea", w.ideaId);
    expect(view).toMatchObject({ comments: [], total: 0, openThreads: 0 });
    expect(await commentRows(t)).toEqual([]);
  });

  it("lets owner and editors resolve and reopen a thread, not viewers", async () => {
    const { t, w } = await setup();
    const root = await asUser(t, w.viewer).mutation(api.comments.mutations.post, {
      targetType: "slide",
      targetId: w.slideId,
      body: "Change the visual",
    });
    const reply = await asUser(t, w.owner).mutation(api.comments.mutations.post, {
      targetType: "slide",
      targetId: w.slideId,
      body: "Done",
      parentId: root,
    });
    await expectAppError(
      asUser(t, w.viewer).mutation(api.comments.mutations.resolve, {
        commentId: root,
        resolved: true,
      }),
      "FORBIDDEN",
    );
    await expectAppError(
      asUser(t, w.stranger).mutation(api.comments.mutations.resolve, {
        commentId: root,
        resolved: true,
      }),
      "NOT_FOUND",
    );
    // Resolving through a reply resolves its thread.
    await asUser(t, w.editor).mutation(api.comments.mutations.resolve, {
      commentId: reply,
      resolved: true,
    });
    let view = await thread(t, w.viewer, "slide", w.slideId);
    expect(view.comments.map((c) => c.resolved)).toEqual([true, true]);
    expect(view.comments[0]?.resolvedBy?.name).toMatch(/^Test User/);
    expect(view.openThreads).toBe(0);
    await asUser(t, w.owner).mutation(api.comments.mutations.resolve, {
      commentId: root,
      resolved: false,
    });
    view = await thread(t, w.viewer, "slide", w.slideId);
    expect(view.comments[0]).toMatchObject({ resolved: false, resolvedBy: null });
    expect(view.openThreads).toBe(1);
  });
});
