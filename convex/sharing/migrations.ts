import { paginationOptsValidator } from "convex/server";
import { v } from "convex/values";
import { internal } from "../_generated/api";
import { internalMutation } from "../lib/functions";
import { latestOfFamily } from "./model";

/**
 * One-off, after deploying the 'Shared with me' search: memberships written before it have no
 * `briefTitle`, so they are not in the search index. Pages through the table 100 rows per
 * transaction and schedules itself for the next page. Run once:
 * `npx convex run sharing/migrations:backfillMemberTitles`.
 */
export const backfillMemberTitles = internalMutation({
  args: { paginationOpts: v.optional(paginationOptsValidator) },
  returns: v.object({ updated: v.number(), isDone: v.boolean() }),
  handler: async (ctx, { paginationOpts }) => {
    const page = await ctx.db
      .query("briefMembers")
      .paginate(paginationOpts ?? { numItems: 100, cursor: null });
    let updated = 0;
    for (const row of page.page) {
      if (row.removedAt !== undefined || row.briefTitle !== undefined) continue;
      const latest = await latestOfFamily(ctx, row.briefId);
      if (latest === null) continue;
      await ctx.db.patch("briefMembers", row._id, { briefTitle: latest.title });
      updated += 1;
    }
    if (!page.isDone) {
      await ctx.scheduler.runAfter(0, internal.sharing.migrations.backfillMemberTitles, {
        paginationOpts: { numItems: 100, cursor: page.continueCursor },
      });
    }
    return { updated, isDone: page.isDone };
  },
});
