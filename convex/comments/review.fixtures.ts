/**
 * Shared by the comments, reviews and notifications tests (two dots in the name: never
 * deployed): an owner's brief with an idea, an editor, a viewer and a stranger (shareLinks'
 * world), the idea's campaign page with one ad, and a deck with one slide.
 */
import { afterEach, beforeEach, vi } from "vitest";
import { api } from "../_generated/api";
import type { Id } from "../_generated/dataModel";
import { asUser, makeTest, type TestApp } from "../test.setup";
import {
  campaignPage,
  shareWorld,
  stubShareEnv,
  type ShareWorld,
} from "../shareLinks/shareLinks.fixtures";

export type ReviewWorld = ShareWorld & {
  pageId: Id<"campaignPages">;
  lobId: Id<"adLobs">;
  deckId: Id<"presentations">;
  slideId: Id<"slides">;
};

export function stubReviewEnv() {
  stubShareEnv();
  vi.useFakeTimers();
}

/** The test file's hooks: the environment stubbed and the clock faked, both undone after. */
export function useReviewEnv() {
  beforeEach(stubReviewEnv);
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllEnvs();
  });
}

/** A fresh backend with the review world in it. */
export async function setupReview(): Promise<{ t: TestApp; w: ReviewWorld }> {
  const t = makeTest();
  return { t, w: await reviewWorld(t) };
}

/** A target's thread as `as` reads it. */
export const commentThread = (
  t: TestApp,
  as: Id<"users">,
  targetType: "brief" | "idea" | "adLob" | "slide",
  targetId: string,
) => asUser(t, as).query(api.comments.queries.forTarget, { targetType, targetId });

/** Every comment row, deleted ones included. */
export async function commentRows(t: TestApp) {
  return await t.run(async (ctx) => await ctx.db.query("comments").take(1000));
}

export async function reviewWorld(t: TestApp): Promise<ReviewWorld> {
  const world = await shareWorld(t);
  const pageId = await campaignPage(t, world, world.ideaId, [
    { order: 0, status: "ready", aspectRatio: "1:1", headline: "Roasted this week" },
  ]);
  return await t.run(async (ctx) => {
    const lob = await ctx.db
      .query("adLobs")
      .withIndex("by_page_and_order", (q) => q.eq("campaignPageId", pageId))
      .first();
    const idea = await ctx.db.get("ideas", world.ideaId);
    if (lob === null || idea === null) throw new Error("fixture missing");
    const now = Date.now();
    const deckId = await ctx.db.insert("presentations", {
      ideaId: world.ideaId,
      briefId: world.briefId,
      createdBy: world.owner,
      title: "Sell-in deck",
      status: "ready",
      jobId: idea.jobId,
      isFavorite: false,
      createdAt: now,
      updatedAt: now,
    });
    const slideId = await ctx.db.insert("slides", {
      presentationId: deckId,
      ideaId: world.ideaId,
      briefId: world.briefId,
      order: 0,
      stage: "problem",
      title: "The problem",
      content: "People doubt claims.",
      speakerNotes: "",
      visualPrompt: "A cup",
      isFavorite: false,
      createdAt: now,
      updatedAt: now,
    });
    return { ...world, pageId, lobId: lob._id, deckId, slideId };
  });
}

/** Runs scheduled work (notification emails) to its end. */
export async function finishScheduled(t: TestApp) {
  await t.finishAllScheduledFunctions(vi.runAllTimers);
}

export async function outbox(t: TestApp) {
  return await t.run(async (ctx) => await ctx.db.query("outbox").take(100));
}

export async function userEmail(t: TestApp, userId: Id<"users">): Promise<string> {
  return (await t.run(async (ctx) => await ctx.db.get("users", userId)))?.email ?? "";
}

export function post(body: unknown, headers: Record<string, string> = {}) {
  return {
    method: "POST",
    headers: { "Content-Type": "application/json", ...headers },
    body: JSON.stringify(body),
  };
}
