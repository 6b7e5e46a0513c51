import { v } from "convex/values";
import { internal } from "../_generated/api";
import type { MutationCtx } from "../_generated/server";
import { internalMutation } from "../lib/functions";
import type { SeedStep } from "../system/model";
import { favoriteRow } from "./favorites";

/**
 * Favourites became per person (issue 14). This seed step turns each legacy `isFavorite: true`
 * on an idea into an `ideaFavorites` row for the idea's owner (who set it: only owners could),
 * counts it in `favoriteCount`, and clears the flag. Clearing makes it idempotent and lets it
 * resume: whatever still has the flag is what is left to do.
 *
 * Bounded: one batch of FAVORITES_MIGRATION_BATCH flagged ideas per transaction, read from the
 * legacy `by_isFavorite` index. Local and dev data fit in the seed's own batch; if more remain,
 * the step schedules `continueMigration`, which does the next batch and reschedules itself until
 * none remain (there is no production data yet; a large production table would be better served
 * by a proper paginated migration, e.g. convex-helpers/server/migrations, run and watched by
 * hand). The users' favourites counters are not touched: they already counted these flags.
 */

export const FAVORITES_MIGRATION_BATCH = 200;

/** Migrates one batch; true if flagged ideas may remain. */
export async function migrateFavoritesBatch(ctx: MutationCtx): Promise<boolean> {
  const flagged = await ctx.db
    .query("ideas")
    .withIndex("by_isFavorite", (q) => q.eq("isFavorite", true))
    .take(FAVORITES_MIGRATION_BATCH);
  for (const idea of flagged) {
    const mine = await favoriteRow(ctx, idea._id, idea.ownerId);
    if (mine === null) {
      await ctx.db.insert("ideaFavorites", {
        ideaId: idea._id,
        userId: idea.ownerId,
        briefId: idea.briefId,
        createdAt: idea.createdAt,
      });
    }
    await ctx.db.patch("ideas", idea._id, {
      isFavorite: undefined,
      favoriteCount: (idea.favoriteCount ?? 0) + (mine === null ? 1 : 0),
    });
  }
  return flagged.length === FAVORITES_MIGRATION_BATCH;
}

async function migrateAndContinue(ctx: MutationCtx): Promise<void> {
  if (await migrateFavoritesBatch(ctx)) {
    await ctx.scheduler.runAfter(0, internal.ideas.favoritesMigration.continueMigration, {});
  }
}

export const continueMigration = internalMutation({
  args: {},
  returns: v.null(),
  handler: async (ctx) => {
    await migrateAndContinue(ctx);
    return null;
  },
});

export const ideaFavoritesSeedStep: SeedStep = {
  step: "ideaFavorites",
  version: 1,
  run: migrateAndContinue,
};
