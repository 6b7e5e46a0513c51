import type { Doc, Id } from "../_generated/dataModel";
import type { MutationCtx } from "../_generated/server";
import { startVisual } from "../visuals/visualRequest";
import { DECK_VISUAL_ASPECT_RATIO } from "../../shared/constants";
import { slideAccessOrThrow } from "./model";

/**
 * 'Generate visual' on a slide: an ordinary visuals job (CREDIT_COSTS.visual) named for the
 * slide, wide by default and drawn from the slide's own prompt; the image lands on the slide
 * (./slideLink.ts) and in the idea's visuals.
 */
export async function generateSlideVisual(
  ctx: MutationCtx,
  user: Doc<"users">,
  args: { slideId: string; visualPrompt?: string; aspectRatio?: string },
): Promise<{ slideId: Id<"slides">; jobId: Id<"generationJobs"> }> {
  const { slide } = await slideAccessOrThrow(ctx, args.slideId, user, "write");
  const jobId = await startVisual(ctx, user, {
    ideaId: slide.ideaId,
    slideId: slide._id,
    visualPrompt: args.visualPrompt?.trim() || slide.visualPrompt,
    aspectRatio: args.aspectRatio?.trim() || DECK_VISUAL_ASPECT_RATIO,
    // Slide text is real text on the slide: the image carries none of its own.
    magicPrompt: true,
    includeText: false,
  });
  return { slideId: slide._id, jobId };
}
