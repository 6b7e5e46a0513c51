import { paginationOptsValidator } from "convex/server";
import { v } from "convex/values";
import { internal } from "../_generated/api";
import type { MutationCtx } from "../_generated/server";
import { internalMutation } from "../lib/functions";
import type { SeedStep } from "../system/model";
import { scheduleInviteExpiry } from "./inviteExpiry";
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

/**
 * Invites written before their expiry was scheduled (issue 37) would never be marked expired:
 * this schedules each open one's expiry (./inviteExpiry.ts; at once for those already past),
 * 100 invites per transaction, scheduling itself for the next page. Harmless to run twice: an
 * expiry that finds its invite expired, accepted or gone does nothing. Started by the seed step
 * below, which does the first page itself (so a fresh deployment schedules nothing).
 */
async function scheduleExpiriesPage(ctx: MutationCtx, cursor: string | null) {
  const page = await ctx.db.query("invites").paginate({ numItems: 100, cursor });
  let scheduled = 0;
  for (const invite of page.page) {
    if (invite.acceptedAt !== undefined || invite.expiredAt !== undefined) continue;
    await scheduleInviteExpiry(ctx, invite._id, invite.expiresAt);
    scheduled += 1;
  }
  if (!page.isDone) {
    await ctx.scheduler.runAfter(0, internal.sharing.migrations.scheduleInviteExpiries, {
      cursor: page.continueCursor,
    });
  }
  return { scheduled, isDone: page.isDone };
}

export const scheduleInviteExpiries = internalMutation({
  args: { cursor: v.union(v.string(), v.null()) },
  returns: v.object({ scheduled: v.number(), isDone: v.boolean() }),
  handler: async (ctx, { cursor }) => await scheduleExpiriesPage(ctx, cursor),
});

/** Once per deployment (`system/seed:run`): schedules the expiries of invites from before. */
export const inviteExpiriesSeedStep: SeedStep = {
  step: "sharing.inviteExpiries",
  version: 1,
  run: async (ctx) => {
    await scheduleExpiriesPage(ctx, null);
  },
};
