import type { Doc, Id } from "../_generated/dataModel";
import type { MutationCtx, QueryCtx } from "../_generated/server";
import { appError } from "../lib/errors";
import { rootOf } from "../briefs/access";
import { INVITE_LIMITS, type BriefRole } from "../../shared/constants";
import { messages } from "../../shared/errors";
import { inviteStateAt } from "./model";

/**
 * A brief's pending invitations (issue 39): listed for its owner in 'Share with a colleague',
 * each resent (sharing.invites.send with `resend`, which replaces the row) or withdrawn (the row
 * is deleted, so its link reads as unknown at once). Plain functions taking a brief the caller
 * already owns (the registrations check that through briefs/access.ts).
 *
 * "Pending" is read from the row alone (neither accepted nor marked expired), so the list needs
 * no clock: each invite's scheduled expiry (./inviteExpiry.ts) writes `expiredAt` at its time,
 * which drops it from every open list live.
 */

type Db = Pick<QueryCtx, "db">;

export type PendingInviteDto = {
  inviteId: Id<"invites">;
  email: string;
  role: BriefRole;
  sentAt: number;
  expiresAt: number;
};

/** Newest first, at most INVITE_LIMITS.pendingPerBrief. */
export async function listPendingInvites(
  ctx: Db,
  brief: Doc<"briefs">,
): Promise<PendingInviteDto[]> {
  const rows = await ctx.db
    .query("invites")
    .withIndex("by_brief_and_state", (q) =>
      q.eq("briefId", rootOf(brief)).eq("acceptedAt", undefined).eq("expiredAt", undefined),
    )
    .order("desc")
    .take(INVITE_LIMITS.pendingPerBrief);
  return rows.map((row) => ({
    inviteId: row._id,
    email: row.email,
    role: row.role ?? "viewer",
    sentAt: row.createdAt,
    expiresAt: row.expiresAt,
  }));
}

/**
 * The invitation to `email` (normalized) still open at `now` for the brief family `briefKey`
 * (undefined: the product), or null. Writers read the clock, so one past its time but not yet
 * marked counts as expired here.
 */
export async function openInviteFor(
  ctx: Db,
  briefKey: Id<"briefs"> | undefined,
  email: string,
  now: number,
): Promise<Doc<"invites"> | null> {
  const rows = await ctx.db
    .query("invites")
    .withIndex("by_brief_email", (q) => q.eq("briefId", briefKey).eq("email", email))
    .order("desc")
    .take(20);
  return rows.find((row) => inviteStateAt(row, now) === "valid") ?? null;
}

/**
 * Withdraws a pending invitation to `brief`: deletes it, so its link is dead at once (the invite
 * page reads "isn't valid … or the invitation was withdrawn") and its scheduled expiry finds
 * nothing. NOT_FOUND in the same words for a malformed or missing id, another brief's invite,
 * and one accepted or expired meanwhile.
 */
export async function withdrawInvite(
  ctx: MutationCtx,
  brief: Doc<"briefs">,
  rawInviteId: string,
): Promise<void> {
  const inviteId = ctx.db.normalizeId("invites", rawInviteId);
  const invite = inviteId === null ? null : await ctx.db.get("invites", inviteId);
  if (
    invite === null ||
    invite.briefId !== rootOf(brief) ||
    inviteStateAt(invite, Date.now()) !== "valid"
  ) {
    throw appError("NOT_FOUND", messages.sharing.inviteNotPending);
  }
  await ctx.db.delete("invites", invite._id);
}
