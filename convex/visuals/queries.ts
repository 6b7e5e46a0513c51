import { v } from "convex/values";
import { userQuery } from "../lib/functions";
import { isAdmin } from "../lib/auth";
import { resolveImageProvider } from "../lib/ai/images";
import { getAdminSettings, listReplicateModels } from "../admin/model";
import { ideaAccessOrThrow } from "../ideas/model";
import { IDEOGRAM_MODELS, VISUAL_LIMITS } from "../../shared/constants";
import { thumbnailJobOf, thumbnailsView } from "./model";
import { imageOptionsValidator, thumbnailsDtoValidator, visualDtoValidator } from "./schema";
import { toVisualDto } from "./visualRequest";

/** Live reads for the collage, the visuals list and the visual generator's options. */

/** An idea's collage and the state of its newest generation (subscribe for progress). */
export const thumbnails = userQuery({
  args: { ideaId: v.string() },
  returns: thumbnailsDtoValidator,
  handler: async (ctx, { ideaId }) => {
    const idea = await ideaAccessOrThrow(ctx, ideaId, ctx.user, "read");
    return thumbnailsView(idea, await thumbnailJobOf(ctx, idea));
  },
});

/** An idea's generated visuals, newest first (at most VISUAL_LIMITS.listedPerIdea). */
export const forIdea = userQuery({
  args: { ideaId: v.string() },
  returns: v.array(visualDtoValidator),
  handler: async (ctx, { ideaId }) => {
    const idea = await ideaAccessOrThrow(ctx, ideaId, ctx.user, "read");
    const rows = await ctx.db
      .query("visuals")
      .withIndex("by_idea_and_createdAt", (q) => q.eq("ideaId", idea._id))
      .order("desc")
      .take(VISUAL_LIMITS.listedPerIdea);
    return rows.map(toVisualDto);
  },
});

/**
 * What the Generate visual dialog shows: who will draw (the admin default, or the fallback when
 * its key is not set), and for admins the models they may pick instead.
 */
export const imageOptions = userQuery({
  args: {},
  returns: imageOptionsValidator,
  handler: async (ctx) => {
    const settings = await getAdminSettings(ctx);
    const provider = resolveImageProvider(settings.defaultImageProvider);
    const model =
      provider === "ideogram"
        ? settings.defaultIdeogramModel
        : provider === "replicate"
          ? settings.defaultReplicateModel
          : null;
    const admin = isAdmin(ctx.user);
    const replicate = admin ? await listReplicateModels(ctx) : [];
    return {
      provider,
      model,
      canChooseModel: admin,
      ideogramModels: admin ? [...IDEOGRAM_MODELS] : [],
      replicateModels: replicate
        .filter((row) => row.isActive)
        .map(({ name, modelId }) => ({ name, modelId })),
    };
  },
});
