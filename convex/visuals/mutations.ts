import { v } from "convex/values";
import { userMutation } from "../lib/functions";
import { appError } from "../lib/errors";
import { ideaAccessOrThrow } from "../ideas/model";
import { VISUAL_LIMITS } from "../../shared/constants";
import { validationMessages } from "../../shared/errors";
import { requestThumbnails as request, storeThumbnails as store } from "./model";
import { startedVisualValidator, thumbnailsRequestValidator } from "./schema";
import { startVisual } from "./visualRequest";

/**
 * Thumbnails and visuals of an idea. Ideas are reached through their brief (ideas/model.ts), so
 * someone else's idea is NOT_FOUND. Slow work is a job: subscribe to queries.thumbnails (the
 * collage) or generation.queries.job (a visual) for progress.
 */

/**
 * The collage: answers existing thumbnails, joins a running generation, or starts one
 * (CREDIT_COSTS.thumbnails). `refresh` regenerates even when thumbnails exist.
 */
export const requestThumbnails = userMutation({
  args: { ideaId: v.string(), refresh: v.optional(v.boolean()) },
  returns: thumbnailsRequestValidator,
  handler: async (ctx, { ideaId, refresh }) =>
    await request(ctx, ctx.user, ideaId, refresh === true),
});

/** Sets the collage from the caller's own generated images (/api/media URLs, hero first). */
export const storeThumbnails = userMutation({
  args: { ideaId: v.string(), thumbnails: v.array(v.string()) },
  returns: v.object({ ideaId: v.id("ideas"), urls: v.array(v.string()) }),
  handler: async (ctx, { ideaId, thumbnails }) => await store(ctx, ctx.user, ideaId, thumbnails),
});

/**
 * Generate visual (CREDIT_COSTS.visual). `visualPrompt` defaults to the idea's; `aspectRatio`
 * to 1:1 (1:1, 9:16, 4:5, 16:9 only); `provider`/`model` count for admins only; `teamLegendId`
 * blends a second legend's visual approach in (a legend the caller's plan includes).
 */
export const generateVisual = userMutation({
  args: {
    ideaId: v.string(),
    visualPrompt: v.optional(v.string()),
    magicPrompt: v.boolean(),
    includeText: v.boolean(),
    aspectRatio: v.optional(v.string()),
    count: v.optional(v.number()),
    provider: v.optional(v.string()),
    model: v.optional(v.string()),
    teamLegendId: v.optional(v.string()),
    slideId: v.optional(v.string()),
  },
  returns: startedVisualValidator,
  handler: async (ctx, args) => ({ jobId: await startVisual(ctx, ctx.user, args) }),
});

/** The 'Edit visualization prompt' dialog: replaces an idea's existing prompt (spec 5). */
export const updateVisualPrompt = userMutation({
  args: { ideaId: v.string(), visualPrompt: v.string() },
  returns: v.object({ ideaId: v.id("ideas"), visualPrompt: v.string() }),
  handler: async (ctx, { ideaId, visualPrompt }) => {
    const idea = await ideaAccessOrThrow(ctx, ideaId, ctx.user, "write");
    if (idea.visualPrompt.trim() === "") {
      throw appError("INVALID_ARGUMENT", validationMessages.visual.promptNeedsExisting);
    }
    const text = visualPrompt.trim();
    if (text === "") throw appError("INVALID_ARGUMENT", validationMessages.visual.promptRequired);
    if (text.length > VISUAL_LIMITS.promptChars) {
      throw appError(
        "INVALID_ARGUMENT",
        validationMessages.tooLong("Visualization prompt", VISUAL_LIMITS.promptChars),
      );
    }
    await ctx.db.patch("ideas", idea._id, { visualPrompt: text });
    return { ideaId: idea._id, visualPrompt: text };
  },
});
