import { v } from "convex/values";
import { internal } from "../_generated/api";
import type { Doc, Id } from "../_generated/dataModel";
import type { ActionCtx, httpAction } from "../_generated/server";
import { internalMutation, userAction } from "../lib/functions";
import { appError } from "../lib/errors";
import { siteUrl } from "../lib/env";
import { briefAccessOrThrow, rootOf } from "../briefs/access";
import { sendEmail } from "../mail/send";
import { BRIEF_ROLES, INVITE_TTL_MS, type BriefRole } from "../../shared/constants";
import { messages } from "../../shared/errors";
import { inviteEmailSchema } from "../../shared/schemas/invite";
import { firstIssueMessage } from "../../shared/schemas/fields";
import { briefRoleValidator } from "./schema";
import { inviteEmail } from "./emails";
import { scheduleInviteExpiry } from "./inviteExpiry";
import { spendInviteBudgets } from "./inviteLimits";
import { openInviteFor } from "./pendingInvites";
import {
  displayName,
  memberRow,
  newInviteToken,
  normalizeEmail,
  sha256Hex,
  userByEmail,
} from "./model";

/**
 * Sending an invitation (issue 14). One path for both doors, POST /api/send-invite
 * (./http.ts) and the `send` action below:
 *   1. the action makes a random token (real randomness: actions, not mutations) and its hash;
 *   2. `create` validates and records the invite in one transaction: the spec's email messages,
 *      only the brief's owner may invite (strangers NOT_FOUND, members FORBIDDEN), not yourself,
 *      not someone who already has access (CONFLICT), the sender's own limits (./inviteLimits.ts:
 *      per account, per brief, per recipient; RATE_LIMITED saying whose limit and until when).
 *      An address whose invitation to the brief is still pending is refused with
 *      ALREADY_INVITED ('Already invited — resend?', issue 39) unless the caller asks to
 *      `resend`: then the pending invite is replaced (a fresh link, the old one stops working,
 *      a new expiry, the role chosen now) and counts against the limits like any invite. A
 *      product invite (no brief) is simply replaced;
 *   3. the action emails the link `${SITE_URL}/invite/{token}`; if that fails, the invite is
 *      removed again and the caller hears 'Failed to send invitation'.
 */

/** An action's ctx, or an HTTP action's (its data model is typed loosely by the builder). */
type InviteCtx = ActionCtx | Parameters<Parameters<typeof httpAction>[0]>[0];

export type InviteRequest = {
  email: string;
  /** Absent: invite the colleague to the product (the onboarding tour). */
  briefId?: string;
  /** "viewer" (default) or "editor"; only with a briefId. */
  role?: string;
  /** Replace a pending invitation to the same brief and address instead of refusing. */
  resend?: boolean;
};

export type InviteOutcome = { ok: true } | { ok: false; error: string };

function checkRole(role: string | undefined): BriefRole {
  if (role === undefined || role === "") return "viewer";
  const known = BRIEF_ROLES.find((r) => r === role);
  if (known === undefined) {
    throw appError(
      "INVALID_ARGUMENT",
      'Choose a role: "viewer" (can view) or "editor" (can edit).',
    );
  }
  return known;
}

/** Records a new invite (see the file comment); returns what the email needs. */
export const create = internalMutation({
  args: {
    inviterId: v.id("users"),
    email: v.string(),
    briefId: v.optional(v.string()),
    role: v.optional(v.string()),
    resend: v.optional(v.boolean()),
    tokenHash: v.string(),
  },
  returns: v.object({
    inviteId: v.id("invites"),
    email: v.string(),
    inviterName: v.string(),
    briefTitle: v.union(v.string(), v.null()),
    role: v.union(briefRoleValidator, v.null()),
  }),
  handler: async (ctx, args) => {
    const inviter = await ctx.db.get("users", args.inviterId);
    if (inviter === null) throw appError("UNAUTHENTICATED");
    const parsed = inviteEmailSchema.safeParse(args.email);
    if (!parsed.success) throw appError("INVALID_ARGUMENT", firstIssueMessage(parsed.error));
    const email = normalizeEmail(parsed.data);
    let brief: Doc<"briefs"> | null = null;
    let role: BriefRole | null = null;
    if (args.briefId !== undefined) {
      brief = (await briefAccessOrThrow(ctx, args.briefId, inviter, "own")).brief;
      role = checkRole(args.role);
    }
    if (normalizeEmail(inviter.email ?? "") === email) {
      throw appError("INVALID_ARGUMENT", messages.sharing.inviteYourself);
    }
    if (brief !== null) {
      const invitee = await userByEmail(ctx, email);
      const member = invitee === null ? null : await memberRow(ctx, rootOf(brief), invitee._id);
      if (member !== null && member.removedAt === undefined) {
        throw appError("CONFLICT", messages.sharing.alreadyMember(member.role));
      }
    }
    const briefKey: Id<"briefs"> | undefined = brief === null ? undefined : rootOf(brief);
    // Never a second email by accident: a pending invite is resent only when asked to.
    if (briefKey !== undefined && args.resend !== true) {
      if ((await openInviteFor(ctx, briefKey, email, Date.now())) !== null) {
        throw appError("ALREADY_INVITED", messages.sharing.alreadyInvited);
      }
    }
    await spendInviteBudgets(ctx, { inviterId: inviter._id, briefKey, email });
    // One open invite per (brief, email): a resend replaces it, so the old link stops working.
    const earlier = await ctx.db
      .query("invites")
      .withIndex("by_brief_email", (q) => q.eq("briefId", briefKey).eq("email", email))
      .order("desc")
      .take(20);
    for (const old of earlier) {
      if (old.acceptedAt === undefined) await ctx.db.delete("invites", old._id);
    }
    const now = Date.now();
    const inviteId = await ctx.db.insert("invites", {
      email,
      ...(briefKey === undefined ? {} : { briefId: briefKey }),
      ...(role === null ? {} : { role }),
      tokenHash: args.tokenHash,
      invitedBy: inviter._id,
      createdAt: now,
      expiresAt: now + INVITE_TTL_MS,
    });
    await scheduleInviteExpiry(ctx, inviteId, now + INVITE_TTL_MS);
    return {
      inviteId,
      email,
      inviterName: displayName(inviter),
      briefTitle: brief?.title ?? null,
      role,
    };
  },
});

/** Removes an invite whose email could not be sent: no link to it exists anywhere. */
export const discard = internalMutation({
  args: { inviteId: v.id("invites") },
  returns: v.null(),
  handler: async (ctx, { inviteId }) => {
    const invite = await ctx.db.get("invites", inviteId);
    if (invite !== null && invite.acceptedAt === undefined)
      await ctx.db.delete("invites", inviteId);
    return null;
  },
});

/**
 * Creates and emails one invite for `inviter`. Validation and access failures throw app errors
 * (the caller maps them); a failed delivery answers `{ ok: false, error: 'Failed to send
 * invitation' }` after removing the invite.
 */
export async function sendInvite(
  ctx: InviteCtx,
  inviter: Doc<"users">,
  request: InviteRequest,
): Promise<InviteOutcome> {
  const token = newInviteToken();
  const created = await ctx.runMutation(internal.sharing.invites.create, {
    inviterId: inviter._id,
    email: request.email,
    ...(request.briefId === undefined ? {} : { briefId: request.briefId }),
    ...(request.role === undefined ? {} : { role: request.role }),
    ...(request.resend === true ? { resend: true } : {}),
    tokenHash: await sha256Hex(token),
  });
  try {
    const link = `${siteUrl()}/invite/${token}`;
    await sendEmail(ctx, inviteEmail({ to: created.email, link, ...created }));
    return { ok: true };
  } catch (error) {
    console.error("invite email failed", error);
    await ctx.runMutation(internal.sharing.invites.discard, { inviteId: created.inviteId });
    return { ok: false, error: messages.visualAndFavourite.inviteFailed };
  }
}

/**
 * 'Share with a colleague' for the app (the same as POST /api/send-invite): emails `email` a
 * link to the brief with `role` ("viewer" default, or "editor"); without `briefId`, an invite
 * to the product. `resend`: replace a pending invitation to this address (a fresh link; the
 * old one stops working). Returns { ok: true } or { ok: false, error: 'Failed to send
 * invitation' }; throws INVALID_ARGUMENT (the spec's email messages, yourself, a bad role),
 * NOT_FOUND (not your brief), FORBIDDEN (a member, not the owner), CONFLICT (already has
 * access), ALREADY_INVITED (pending, and no `resend`), RATE_LIMITED.
 */
export const send = userAction({
  args: {
    email: v.string(),
    briefId: v.optional(v.string()),
    role: v.optional(v.string()),
    resend: v.optional(v.boolean()),
  },
  returns: v.union(
    v.object({ ok: v.literal(true) }),
    v.object({ ok: v.literal(false), error: v.string() }),
  ),
  handler: async (ctx, args): Promise<InviteOutcome> => await sendInvite(ctx, ctx.user, args),
});
