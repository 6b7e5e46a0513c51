import { v } from "convex/values";
import { userMutation } from "../lib/functions";
import { getAdminSettings } from "../admin/model";
import { defaultSettingsFor } from "../generation/settings";
import { ideaAccessOrThrow } from "../ideas/model";
import { messages } from "../../shared/errors";
import { pretestOfIdea, queuePretest } from "./model";
import { startSharpen } from "./sharpen";
import { pretestDimensionValidator, sharpenResultValidator } from "./validators";

/**
 * Runs an idea's pre-test again (free); owner or editor of its brief. The row goes back to
 * queued on a new job and the new scores replace the old. While a pre-test is queued or running,
 * asking again starts nothing.
 */
export const rerun = userMutation({
  args: { ideaId: v.string() },
  returns: v.null(),
  handler: async (ctx, { ideaId }) => {
    const idea = await ideaAccessOrThrow(ctx, ideaId, ctx.user, "write");
    const row = await pretestOfIdea(ctx, idea._id);
    if (row?.status === "queued" || row?.status === "running") return null;
    const brief = await ctx.db.get("briefs", idea.briefId);
    if (brief === null) return null;
    const settings = defaultSettingsFor((await getAdminSettings(ctx)).defaultModel);
    await queuePretest(ctx, brief, [idea], settings);
    return null;
  },
});

/**
 * 'Sharpen': asks the idea's legend for a revision that fixes `dimension`, as a new version
 * beside the old (CREDIT_COSTS.sharpen). Owner or editor of its brief; the caller pays, as for
 * ideas, and without enough credits nothing is written (INSUFFICIENT_CREDITS).
 */
export const sharpen = userMutation({
  args: { ideaId: v.string(), dimension: pretestDimensionValidator },
  returns: sharpenResultValidator,
  handler: async (ctx, { ideaId, dimension }) => {
    const idea = await ideaAccessOrThrow(
      ctx,
      ideaId,
      ctx.user,
      "write",
      messages.sharing.viewerCannotGenerate,
    );
    const brief = await ctx.db.get("briefs", idea.briefId);
    if (brief === null) throw new Error(`Idea ${idea._id} has no brief`);
    const settings = defaultSettingsFor((await getAdminSettings(ctx)).defaultModel);
    const jobId = await startSharpen(ctx, {
      payer: ctx.userId,
      idea,
      brief,
      dimension,
      settings,
    });
    // Readers of the idea's pre-test follow this Sharpen (and can try again if it fails).
    const row = await pretestOfIdea(ctx, idea._id);
    if (row !== null) await ctx.db.patch("ideaPretests", row._id, { sharpenJobId: jobId });
    return { jobId };
  },
});
