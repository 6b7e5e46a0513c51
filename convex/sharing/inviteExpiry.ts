import { v } from "convex/values";
import { internal } from "../_generated/api";
import type { Id } from "../_generated/dataModel";
import type { MutationCtx } from "../_generated/server";
import { internalMutation } from "../lib/functions";

/**
 * An invite's expiry as data (issue 37). Each invite schedules `expire` at its `expiresAt`;
 * `expire` writes `expiredAt` on an invite still open, so the invite page (sharing.queries.invite,
 * which reads no clock) shows "expired" at that moment, live, with no other change needed.
 * Accepting still checks the clock itself (model.ts inviteStateAt), so a late run lets nothing
 * through. A replaced, removed or accepted invite makes its run a no-op. Convex runs a job at
 * its time however far ahead; the local backend chains long delays, and a run that wakes early
 * simply sleeps again until `expiresAt`.
 */

export async function scheduleInviteExpiry(
  ctx: MutationCtx,
  inviteId: Id<"invites">,
  expiresAt: number,
): Promise<void> {
  await ctx.scheduler.runAt(expiresAt, internal.sharing.inviteExpiry.expire, { inviteId });
}

export const expire = internalMutation({
  args: { inviteId: v.id("invites") },
  returns: v.null(),
  handler: async (ctx, { inviteId }) => {
    const invite = await ctx.db.get("invites", inviteId);
    if (invite === null || invite.acceptedAt !== undefined || invite.expiredAt !== undefined) {
      return null;
    }
    const now = Date.now();
    if (now < invite.expiresAt) {
      await scheduleInviteExpiry(ctx, inviteId, invite.expiresAt);
      return null;
    }
    await ctx.db.patch("invites", inviteId, { expiredAt: now });
    return null;
  },
});
