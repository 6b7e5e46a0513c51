import { v } from "convex/values";
import { userMutation } from "../lib/functions";
import { isAdmin } from "../lib/auth";
import { appError } from "../lib/errors";
import { messages } from "../../shared/errors";
import { getAdminSettings } from "../admin/model";
import { briefAccessOrThrow } from "../briefs/access";
import { experimentalSettingsValidator } from "../generation/validators";
import { defaultSettingsFor } from "../generation/settings";
import { requireUsableLegends } from "../legends/access";
import { IDEAS_JOB_KIND } from "./jobShapes";
import { assertCanAfford, printedOnBrief, startIdeaJob } from "./jobs";
import { startIdeas } from "./request";
import { favoriteRow, writeFavorite } from "./favorites";
import { ideaAccessOrThrow } from "./model";
import {
  favoriteResultValidator,
  generateResultValidator,
  startedJobValidator,
} from "./validators";

/**
 * Get Creative Ideas (spec 2, 4, 7 /generate-ideas): one job per legend on a saved brief, each
 * spending CREDIT_COSTS.ideasPerLegend as it is created. All or nothing: if the caller cannot
 * afford every legend asked for, nothing is created and INSUFFICIENT_CREDITS is thrown (a
 * partial start would surprise: the user picked three legends, not "as many as I can pay for").
 * An unsaved brief is saved first by the caller (briefs.mutations.save reuses an identical one).
 * Experimental settings count only for admins (generation/settings.ts).
 */
export const generate = userMutation({
  args: {
    briefId: v.string(),
    legendIds: v.array(v.string()),
    experimental: v.optional(experimentalSettingsValidator),
  },
  returns: generateResultValidator,
  handler: async (ctx, args) => await startIdeas(ctx, ctx.user, args),
});

/**
 * The retry on a failed legend's card. A new job (and a new spend: the failure was refunded),
 * in the failed run's place among the brief's legends; the failed job stays as history. The
 * job pattern's "retries reuse the job" is about re-running a runner, which never debits twice
 * (generation/model.ts refuses to reopen a finished job); a user's retry is a new request.
 * Idempotent: retrying the same failed job again answers the retry already started.
 */
export const retryLegend = userMutation({
  args: { jobId: v.string() },
  returns: startedJobValidator,
  handler: async (ctx, args) => {
    // Any editor of the brief may retry any legend's failed run (and pays for the retry).
    const jobId = ctx.db.normalizeId("generationJobs", args.jobId);
    const job = jobId === null ? null : await ctx.db.get("generationJobs", jobId);
    const run =
      jobId === null
        ? null
        : await ctx.db
            .query("ideaRuns")
            .withIndex("by_job", (q) => q.eq("jobId", jobId))
            .unique();
    if (job?.kind !== IDEAS_JOB_KIND || run === null) throw appError("NOT_FOUND", "Job not found.");
    const { brief } = await briefAccessOrThrow(
      ctx,
      run.briefId,
      ctx.user,
      "write",
      messages.sharing.viewerCannotGenerate,
    );
    if (run.retriedByJobId !== undefined) {
      return { legendId: run.legendId, jobId: run.retriedByJobId };
    }
    if (job.status !== "failed") {
      throw appError("CONFLICT", "Only a legend whose ideas failed can be retried.");
    }
    const [legend] = await requireUsableLegends(ctx, ctx.user, [run.legendId]);
    // An admin's experimental run is retried as it was; anyone else's runs on today's defaults.
    const settings = isAdmin(ctx.user)
      ? job.settings
      : defaultSettingsFor((await getAdminSettings(ctx)).defaultModel);
    assertCanAfford(ctx.user, 1);
    const retryJobId = await startIdeaJob(ctx, {
      user: ctx.user,
      brief,
      legend,
      settings,
      batchAt: run.batchAt,
      position: run.position,
      // The other legends of the click have saved their ideas (or failed) by now.
      written: await printedOnBrief(ctx, brief),
    });
    await ctx.db.patch("ideaRuns", run._id, { retriedByJobId: retryJobId });
    return { legendId: legend._id, jobId: retryJobId };
  },
});

/**
 * The favourite toggle (spec 4: the UI flips it optimistically and rolls back on failure).
 * Favourites are per person: this sets the caller's own, for anyone who may read the idea's
 * brief (a viewer may keep favourites too). NOT_FOUND for an idea whose brief the caller cannot
 * read; UNAUTHENTICATED for visitors, whom the UI and the HTTP routes tell 'You must be logged
 * in and the idea must be saved to favorite it.'
 */
export const setFavorite = userMutation({
  args: { ideaId: v.string(), isFavorite: v.boolean() },
  returns: favoriteResultValidator,
  handler: async (ctx, { ideaId, isFavorite }) => {
    const idea = await ideaAccessOrThrow(ctx, ideaId, ctx.user, "read");
    return await writeFavorite(ctx, idea, ctx.userId, isFavorite);
  },
});

/** Flips the caller's favourite (POST /api/ideas/{id}/favorite); answers the new value. */
export const toggleFavorite = userMutation({
  args: { ideaId: v.string() },
  returns: favoriteResultValidator,
  handler: async (ctx, { ideaId }) => {
    const idea = await ideaAccessOrThrow(ctx, ideaId, ctx.user, "read");
    const mine = (await favoriteRow(ctx, idea._id, ctx.userId)) !== null;
    return await writeFavorite(ctx, idea, ctx.userId, !mine);
  },
});
