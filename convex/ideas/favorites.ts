import type { Doc, Id } from "../_generated/dataModel";
import type { MutationCtx, QueryCtx } from "../_generated/server";
import { bumpCounter, type CounterSpec } from "../system/counters";

/**
 * Per-person favourites (issue 14). A favourite is an `ideaFavorites` row of (idea, user); the
 * idea's `favoriteCount` and the user's favourites counter move in the same mutation as the
 * row, so none of them can drift and nothing ever counts rows.
 */

/**
 * The user's favourites ('My ideas' tab total). The name predates per-person favourites (it
 * counted the owner's flags); the migration turns each flag into a row for that same owner,
 * so the stored totals stay right under the new meaning.
 */
export const userFavoritesCounter = (userId: Id<"users">): CounterSpec => ({
  name: `favorites:owner:${userId}`,
  shards: 1,
});

export async function favoriteRow(
  ctx: Pick<QueryCtx, "db">,
  ideaId: Id<"ideas">,
  userId: Id<"users">,
): Promise<Doc<"ideaFavorites"> | null> {
  return await ctx.db
    .query("ideaFavorites")
    .withIndex("by_idea_and_user", (q) => q.eq("ideaId", ideaId).eq("userId", userId))
    .unique();
}

/**
 * Sets the user's favourite on the idea. Setting what is already set writes nothing (a repeated
 * optimistic click), so the count and the counter move only on a real change. Access is the
 * caller's business (ideaAccessOrThrow with "read": viewers may favourite for themselves).
 */
export async function writeFavorite(
  ctx: MutationCtx,
  idea: Doc<"ideas">,
  userId: Id<"users">,
  isFavorite: boolean,
): Promise<{ id: Id<"ideas">; isFavorite: boolean }> {
  const row = await favoriteRow(ctx, idea._id, userId);
  const count = idea.favoriteCount ?? 0;
  if (isFavorite && row === null) {
    await ctx.db.insert("ideaFavorites", {
      ideaId: idea._id,
      userId,
      briefId: idea.briefId,
      createdAt: Date.now(),
    });
    await ctx.db.patch("ideas", idea._id, { favoriteCount: count + 1 });
    await bumpCounter(ctx, userFavoritesCounter(userId), 1);
  } else if (!isFavorite && row !== null) {
    await ctx.db.delete("ideaFavorites", row._id);
    await ctx.db.patch("ideas", idea._id, { favoriteCount: Math.max(0, count - 1) });
    await bumpCounter(ctx, userFavoritesCounter(userId), -1);
  }
  return { id: idea._id, isFavorite };
}

/** Which of `ideas` the viewer favourited: one indexed point read per idea (lists are paged). */
export async function favoritedBy(
  ctx: Pick<QueryCtx, "db">,
  ideas: readonly Doc<"ideas">[],
  userId: Id<"users">,
): Promise<Set<Id<"ideas">>> {
  const mine = new Set<Id<"ideas">>();
  for (const idea of ideas) {
    if ((idea.favoriteCount ?? 0) === 0) continue; // nobody's favourite: nothing to read
    if ((await favoriteRow(ctx, idea._id, userId)) !== null) mine.add(idea._id);
  }
  return mine;
}
