import type { Doc, Id } from "../_generated/dataModel";
import type { MutationCtx } from "../_generated/server";
import { appError } from "../lib/errors";
import { messages, validationMessages } from "../../shared/errors";
import { slideAccessOrThrow } from "./model";

/**
 * How a visuals job (visuals/visualRequest.ts, visualGeneration.ts) lands on a slide: a request
 * whose slideId is a real slide's id must be allowed to change that slide and be for its idea;
 * the slide then points at the job, and the job's image lands on the slide only while it still
 * does. Any other slideId is a free label kept on the visuals row, as before decks.
 */

/** The slide a visual request names, or null for a free label; NOT_FOUND for any other slide. */
export async function slideForVisual(
  ctx: MutationCtx,
  slideId: string | undefined,
  idea: Doc<"ideas">,
  user: Doc<"users">,
): Promise<Doc<"slides"> | null> {
  if (slideId === undefined || ctx.db.normalizeId("slides", slideId) === null) return null;
  const { slide } = await slideAccessOrThrow(ctx, slideId, user, "write");
  if (slide.ideaId !== idea._id) throw appError("NOT_FOUND", messages.deck.slideNotFound);
  if (slide.visualJobId !== undefined) {
    const job = await ctx.db.get("generationJobs", slide.visualJobId);
    // One drawing at a time: a second click would pay for an image the slide never shows.
    if (job?.status === "queued" || job?.status === "running") {
      throw appError("INVALID_ARGUMENT", validationMessages.deck.stillDrawing);
    }
  }
  return slide;
}

export async function linkSlideVisual(
  ctx: MutationCtx,
  slide: Doc<"slides">,
  jobId: Id<"generationJobs">,
): Promise<void> {
  await ctx.db.patch("slides", slide._id, { visualJobId: jobId, updatedAt: Date.now() });
}

/** The job's first image on the slide drawing it, if one still is; the visuals row keeps it too. */
export async function attachSlideImage(
  ctx: MutationCtx,
  jobId: Id<"generationJobs">,
  image: { url: string; key: string },
): Promise<void> {
  const slide = await ctx.db
    .query("slides")
    .withIndex("by_visualJob", (q) => q.eq("visualJobId", jobId))
    .first();
  if (slide === null) return;
  const now = Date.now();
  await ctx.db.patch("slides", slide._id, {
    imageUrl: image.url,
    imageKey: image.key,
    visualJobId: undefined,
    updatedAt: now,
  });
  await ctx.db.patch("presentations", slide.presentationId, { updatedAt: now });
}
