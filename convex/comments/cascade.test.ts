import { describe, expect, it } from "vitest";
import { api, internal } from "../_generated/api";
import { asUser, type TestApp } from "../test.setup";
import { CASCADE_BATCH, type DiscussedTarget } from "./cascade";
import {
  finishScheduled,
  reviewWorld,
  setupReview,
  useReviewEnv,
  type ReviewWorld,
} from "./review.fixtures";

/**
 * Issue 41: deleting a piece of work deletes what was said about it (comments, review state and
 * history, notifications), and nothing about anything else, on this brief or another.
 */

useReviewEnv();

const commentTargets = (w: ReviewWorld) =>
  [
    { targetType: "brief", targetId: w.briefId },
    { targetType: "idea", targetId: w.ideaId },
    { targetType: "adLob", targetId: w.lobId },
    { targetType: "slide", targetId: w.slideId },
  ] as const;
const reviewTargets = (w: ReviewWorld) =>
  [
    { targetType: "idea", targetId: w.ideaId },
    { targetType: "campaignPage", targetId: w.pageId },
    { targetType: "deck", targetId: w.deckId },
  ] as const;
const everything = (w: ReviewWorld): DiscussedTarget[] => [
  ...commentTargets(w),
  ...reviewTargets(w).filter((target) => target.targetType !== "idea"),
];

/** On each target: a comment mentioning the owner, a reply, a review requested and decided. */
async function discuss(t: TestApp, w: ReviewWorld) {
  for (const { targetType, targetId } of commentTargets(w)) {
    const rootId = await asUser(t, w.editor).mutation(api.comments.mutations.post, {
      targetType,
      targetId,
      body: "Shorter line?",
      mentions: [w.owner],
    });
    await asUser(t, w.viewer).mutation(api.comments.mutations.post, {
      targetType,
      targetId,
      body: "Agreed",
      parentId: rootId,
    });
  }
  for (const { targetType, targetId } of reviewTargets(w)) {
    await asUser(t, w.owner).mutation(api.reviews.mutations.act, {
      targetType,
      targetId,
      action: "request",
      reviewers: [w.viewer, w.editor],
    });
    await asUser(t, w.viewer).mutation(api.reviews.mutations.act, {
      targetType,
      targetId,
      action: "approve",
      note: "Ship it",
    });
  }
}

type Rows = {
  comments: number;
  counters: number;
  notifications: number;
  reviews: number;
  events: number;
  assignments: number;
};

/** Every row said about one target. */
async function rowsAbout(t: TestApp, { targetType, targetId }: DiscussedTarget): Promise<Rows> {
  return await t.run(async (ctx) => {
    const comments =
      targetType === "campaignPage" || targetType === "deck"
        ? []
        : await ctx.db
            .query("comments")
            .withIndex("by_target_and_createdAt", (q) =>
              q.eq("targetType", targetType).eq("targetId", targetId),
            )
            .take(1000);
    const counters =
      targetType === "campaignPage" || targetType === "deck"
        ? []
        : await ctx.db
            .query("commentCounts")
            .withIndex("by_target", (q) => q.eq("targetType", targetType).eq("targetId", targetId))
            .take(10);
    const notifications = await ctx.db
      .query("notifications")
      .withIndex("by_target", (q) => q.eq("targetType", targetType).eq("targetId", targetId))
      .take(1000);
    const review =
      targetType === "idea" || targetType === "campaignPage" || targetType === "deck"
        ? await ctx.db
            .query("reviews")
            .withIndex("by_target", (q) => q.eq("targetType", targetType).eq("targetId", targetId))
            .unique()
        : null;
    const events =
      review === null
        ? []
        : await ctx.db
            .query("reviewEvents")
            .withIndex("by_review_and_at", (q) => q.eq("reviewId", review._id))
            .take(100);
    const assignments =
      review === null
        ? []
        : await ctx.db
            .query("reviewAssignments")
            .withIndex("by_review", (q) => q.eq("reviewId", review._id))
            .take(100);
    return {
      comments: comments.length,
      counters: counters.length,
      notifications: notifications.length,
      reviews: review === null ? 0 : 1,
      events: events.length,
      assignments: assignments.length,
    };
  });
}

const NONE: Rows = {
  comments: 0,
  counters: 0,
  notifications: 0,
  reviews: 0,
  events: 0,
  assignments: 0,
};

async function snapshot(t: TestApp, targets: readonly DiscussedTarget[]) {
  return await Promise.all(targets.map((target) => rowsAbout(t, target)));
}

/** Two briefs, every item of both discussed. */
async function setup() {
  const { t, w } = await setupReview();
  const other = await reviewWorld(t);
  await discuss(t, w);
  await discuss(t, other);
  await finishScheduled(t);
  const otherBefore = await snapshot(t, everything(other));
  return { t, w, other, otherBefore };
}

function expectDiscussed(rows: Rows) {
  expect(rows.notifications).toBeGreaterThan(0);
  expect(rows.comments + rows.events).toBeGreaterThan(0);
}

describe("deleting work deletes what was said about it", () => {
  it("removing an ad deletes its thread, counter and notifications, nothing else", async () => {
    const { t, w, other, otherBefore } = await setup();
    const ad = { targetType: "adLob", targetId: w.lobId } as const;
    expect(await rowsAbout(t, ad)).toMatchObject({ comments: 2, counters: 1 });
    expectDiscussed(await rowsAbout(t, ad));
    const keptBefore = await snapshot(
      t,
      everything(w).filter((x) => x.targetType !== "adLob"),
    );

    await asUser(t, w.editor).mutation(api.campaigns.mutations.removeAd, { adLobId: w.lobId });

    expect(await rowsAbout(t, ad)).toEqual(NONE);
    expect(
      await snapshot(
        t,
        everything(w).filter((x) => x.targetType !== "adLob"),
      ),
    ).toEqual(keptBefore);
    expect(await snapshot(t, everything(other))).toEqual(otherBefore);
  });

  it("removing a deck deletes its review, history, assignments, its slides' threads", async () => {
    const { t, w, other, otherBefore } = await setup();
    const deck = { targetType: "deck", targetId: w.deckId } as const;
    const slide = { targetType: "slide", targetId: w.slideId } as const;
    expect(await rowsAbout(t, deck)).toMatchObject({ reviews: 1, events: 2, assignments: 2 });
    expectDiscussed(await rowsAbout(t, deck));
    expectDiscussed(await rowsAbout(t, slide));
    const rest = everything(w).filter((x) => x.targetType !== "deck" && x.targetType !== "slide");
    const keptBefore = await snapshot(t, rest);

    await asUser(t, w.owner).mutation(api.decks.mutations.removeDeck, {
      presentationId: w.deckId,
    });

    expect(await rowsAbout(t, deck)).toEqual(NONE);
    expect(await rowsAbout(t, slide)).toEqual(NONE);
    expect(await snapshot(t, rest)).toEqual(keptBefore);
    expect(await snapshot(t, everything(other))).toEqual(otherBefore);
  });

  // Briefs, ideas and campaign pages have no delete in the product yet; their delete calls
  // the same cascade (comments/cascade.ts), checked here per kind.
  const kinds: [string, (w: ReviewWorld) => DiscussedTarget[]][] = [
    ["a brief", (w) => [{ targetType: "brief", targetId: w.briefId }]],
    ["an idea", (w) => [{ targetType: "idea", targetId: w.ideaId }]],
    [
      "a campaign page and its ads",
      (w) => [
        { targetType: "campaignPage", targetId: w.pageId },
        { targetType: "adLob", targetId: w.lobId },
      ],
    ],
  ];
  it.each(kinds)("%s: its discussion goes, nothing else", async (_kind, targetsOf) => {
    const { t, w, other, otherBefore } = await setup();
    const targets = targetsOf(w);
    for (const target of targets) expectDiscussed(await rowsAbout(t, target));
    const ids = new Set(targets.map((target) => target.targetId));
    const rest = everything(w).filter((x) => !ids.has(x.targetId));
    const keptBefore = await snapshot(t, rest);

    const { more } = await t.mutation(internal.comments.cascade.continueForgetting, { targets });

    expect(more).toBe(false);
    for (const target of targets) expect(await rowsAbout(t, target)).toEqual(NONE);
    expect(await snapshot(t, rest)).toEqual(keptBefore);
    expect(await snapshot(t, everything(other))).toEqual(otherBefore);
  });

  it("clears a large thread in scheduled batches", async () => {
    const { t, w, other, otherBefore } = await setup();
    const slide = { targetType: "slide", targetId: w.slideId } as const;
    const extra = CASCADE_BATCH * 2 + 17;
    await t.run(async (ctx) => {
      for (let i = 0; i < extra; i += 1) {
        const commentId = await ctx.db.insert("comments", {
          targetType: "slide",
          targetId: w.slideId,
          briefId: w.briefId,
          authorId: w.editor,
          body: `Note ${i}`,
          mentions: [],
          resolved: false,
          createdAt: Date.now() + i,
        });
        await ctx.db.insert("notifications", {
          userId: w.owner,
          kind: "mention",
          actorName: "Editor",
          briefId: w.briefId,
          targetType: "slide",
          targetId: w.slideId,
          commentId,
          title: "The problem",
          excerpt: `Note ${i}`,
          path: "/",
          createdAt: Date.now() + i,
        });
      }
    });

    await asUser(t, w.owner).mutation(api.decks.mutations.removeDeck, {
      presentationId: w.deckId,
    });
    // The delete itself cleared one batch; the rest waits for the scheduler.
    const afterDelete = await rowsAbout(t, slide);
    expect(afterDelete.notifications + afterDelete.comments).toBeGreaterThan(0);
    expect(afterDelete.notifications + afterDelete.comments).toBeLessThan(extra * 2);

    await finishScheduled(t);

    expect(await rowsAbout(t, slide)).toEqual(NONE);
    expect(await rowsAbout(t, { targetType: "deck", targetId: w.deckId })).toEqual(NONE);
    expect(await snapshot(t, everything(other))).toEqual(otherBefore);
  });
});
