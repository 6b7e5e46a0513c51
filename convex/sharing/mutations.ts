import { v } from "convex/values";
import type { Doc } from "../_generated/dataModel";
import { userMutation } from "../lib/functions";
import { appError } from "../lib/errors";
import { briefAccessOrThrow, roleOn, rootOf } from "../briefs/access";
import { messages } from "../../shared/errors";
import { briefRoleValidator } from "./schema";
import {
  activeMemberOrThrow,
  addMember,
  endMembership,
  inviteByToken,
  inviteStateAt,
  latestOfFamily,
  normalizeEmail,
} from "./model";
import { withdrawInvite as withdraw } from "./pendingInvites";

/**
 * Writes for sharing a brief (issue 14). Only the brief's owner manages members (changeRole,
 * removeMember: strangers NOT_FOUND, members FORBIDDEN 'Only the brief's owner can manage who
 * has access.'); any member may leave. Sending and resending invites is sharing.invites.send
 * (an action: it emails) or POST /api/send-invite; withdrawing one is withdrawInvite below.
 */

/**
 * Accepts the invite of the /invite/{token} link for the signed-in caller: joins the brief with
 * the invite's role (or, for a product invite, just uses it) and returns { briefId } to open
 * (the family's newest version; null for a product invite). Works once: the person who accepted
 * it and still has access may open the link again and is simply taken to the brief. Refusals,
 * each with its own code:
 *   NOT_FOUND             unknown token, or its brief was deleted
 *   INVITE_EXPIRED        older than INVITE_TTL_MS
 *   INVITE_USED           accepted before (by someone else, or by a member since removed)
 *   INVITE_WRONG_ACCOUNT  the caller's verified email is not the invited one
 * The owner opening their own invite is impossible: inviting yourself is refused when sending.
 */
export const acceptInvite = userMutation({
  args: { token: v.string() },
  returns: v.object({ briefId: v.union(v.id("briefs"), v.null()) }),
  handler: async (ctx, { token }) => {
    const invite = await inviteByToken(ctx, token);
    const brief = invite?.briefId === undefined ? null : await ctx.db.get("briefs", invite.briefId);
    if (invite === null || (invite.briefId !== undefined && brief === null)) {
      throw appError("NOT_FOUND", "This invitation link isn't valid. Ask for a new one.");
    }
    const state = inviteStateAt(invite, Date.now());
    if (state === "used") {
      const stillIn =
        brief !== null &&
        invite.acceptedBy === ctx.userId &&
        (await roleOn(ctx, brief, ctx.userId)) !== null;
      if (!stillIn) throw appError("INVITE_USED");
      return { briefId: await openableId(ctx, brief) };
    }
    if (state === "expired") throw appError("INVITE_EXPIRED");
    const email = normalizeEmail(ctx.user.email ?? "");
    if (email !== invite.email || ctx.user.emailVerificationTime === undefined) {
      throw appError("INVITE_WRONG_ACCOUNT");
    }
    await ctx.db.patch("invites", invite._id, { acceptedAt: Date.now(), acceptedBy: ctx.userId });
    if (brief === null) return { briefId: null };
    await addMember(ctx, brief, ctx.userId, invite.role ?? "viewer", invite.invitedBy);
    return { briefId: await openableId(ctx, brief) };
  },
});

/** The version a joining member should see: the newest, not the one the invite was sent from. */
async function openableId(ctx: Parameters<typeof latestOfFamily>[0], brief: Doc<"briefs">) {
  return (await latestOfFamily(ctx, rootOf(brief)))?._id ?? brief._id;
}

async function ownedBrief(
  ctx: Parameters<typeof briefAccessOrThrow>[0],
  briefId: string,
  user: Doc<"users">,
): Promise<Doc<"briefs">> {
  return (await briefAccessOrThrow(ctx, briefId, user, "own", messages.sharing.ownerOnly)).brief;
}

/** The owner gives a member another role; takes effect at once. */
export const changeRole = userMutation({
  args: { briefId: v.string(), userId: v.string(), role: briefRoleValidator },
  returns: v.null(),
  handler: async (ctx, { briefId, userId, role }) => {
    const brief = await ownedBrief(ctx, briefId, ctx.user);
    const row = await activeMemberOrThrow(ctx, brief, userId);
    if (row.role !== role) await ctx.db.patch("briefMembers", row._id, { role });
    return null;
  },
});

/** The owner removes a member; their open pages lose access at once (NOT_FOUND). */
export const removeMember = userMutation({
  args: { briefId: v.string(), userId: v.string() },
  returns: v.null(),
  handler: async (ctx, { briefId, userId }) => {
    const brief = await ownedBrief(ctx, briefId, ctx.user);
    if (userId === brief.ownerId) {
      throw appError("INVALID_ARGUMENT", messages.sharing.ownerCannotLeave);
    }
    await endMembership(ctx, brief, userId);
    return null;
  },
});

/** A member leaves a brief shared with them. The owner cannot leave their own brief. */
export const leave = userMutation({
  args: { briefId: v.string() },
  returns: v.null(),
  handler: async (ctx, { briefId }) => {
    const { brief, role } = await briefAccessOrThrow(ctx, briefId, ctx.user, "read");
    if (role === "owner") throw appError("INVALID_ARGUMENT", messages.sharing.ownerCannotLeave);
    await endMembership(ctx, brief, ctx.userId);
    return null;
  },
});

/**
 * The owner withdraws a pending invitation (issue 39): its link stops working at once (the invite
 * page says it isn't valid) and it leaves the pending list live. NOT_FOUND 'That invitation is
 * no longer pending…' for an invite accepted, withdrawn or expired meanwhile, another brief's,
 * or a malformed id.
 */
export const withdrawInvite = userMutation({
  args: { briefId: v.string(), inviteId: v.string() },
  returns: v.null(),
  handler: async (ctx, { briefId, inviteId }) => {
    const brief = await ownedBrief(ctx, briefId, ctx.user);
    await withdraw(ctx, brief, inviteId);
    return null;
  },
});
