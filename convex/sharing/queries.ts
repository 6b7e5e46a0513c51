import { paginationResultValidator } from "convex/server";
import { v } from "convex/values";
import { publicQuery, userQuery } from "../lib/functions";
import { boundedPage, myListArgs, orderOf, searchTerm } from "../lib/myLists";
import { getOptionalUser } from "../lib/auth";
import { briefAccessOrThrow, roleOn, rootOf } from "../briefs/access";
import { INVITE_LIMITS } from "../../shared/constants";
import { briefRoleValidator } from "./schema";
import {
  displayName,
  inviteByToken,
  inviteState,
  listMembers,
  maskEmail,
  memberRow,
  normalizeEmail,
  sharedBrief,
} from "./model";
import { listPendingInvites } from "./pendingInvites";

/**
 * Reads for sharing a brief (issue 14). All live: subscribe with useQuery.
 *
 *   invite {token}          → what the /invite/{token} page shows (anyone; never throws)
 *   members {briefId}       → who has access, owner first (any member; NOT_FOUND otherwise)
 *   pendingInvites {briefId} → invitations not yet accepted or expired, newest first (the
 *                             owner only: members FORBIDDEN, everyone else NOT_FOUND)
 *   myAccess {briefId}      → the caller's role, or why there is none (never throws): subscribe
 *                             on the brief page so a removal flips it to 'You no longer have
 *                             access to this brief' without a reload
 *   sharedWithMe {}         → briefs others shared with the caller, newest share first
 */

const roleOrOwner = v.union(v.literal("owner"), briefRoleValidator);

/**
 * The invite page's facts. `state` "unknown" for a token that matches nothing (or whose brief is
 * gone); otherwise the brief's title, the inviter's name and the role, and `forEmail`: the
 * invited address in full for the invitee signed in, masked (d***@example.com) for anyone else.
 * `signedInAsInvitee`: null signed out, else whether the caller's email is the invited one
 * (false: show 'This invitation was sent to a different email address').
 */
export const invite = publicQuery({
  args: { token: v.string() },
  returns: v.object({
    state: v.union(
      v.literal("valid"),
      v.literal("expired"),
      v.literal("used"),
      v.literal("unknown"),
    ),
    briefTitle: v.union(v.string(), v.null()),
    inviterName: v.union(v.string(), v.null()),
    role: v.union(briefRoleValidator, v.null()),
    forEmail: v.union(v.string(), v.null()),
    signedInAsInvitee: v.union(v.boolean(), v.null()),
  }),
  handler: async (ctx, { token }) => {
    const row = await inviteByToken(ctx, token);
    const brief = row?.briefId === undefined ? null : await ctx.db.get("briefs", row.briefId);
    const user = await getOptionalUser(ctx);
    if (row === null || (row.briefId !== undefined && brief === null)) {
      return {
        state: "unknown" as const,
        briefTitle: null,
        inviterName: null,
        role: null,
        forEmail: null,
        signedInAsInvitee: user === null ? null : false,
      };
    }
    const isInvitee = user !== null && normalizeEmail(user.email ?? "") === row.email;
    return {
      // From the row only (no clock): its scheduled expiry flips it live (./inviteExpiry.ts).
      state: inviteState(row),
      briefTitle: brief?.title ?? null,
      inviterName: displayName(await ctx.db.get("users", row.invitedBy)),
      role: row.role ?? null,
      forEmail: isInvitee ? row.email : maskEmail(row.email),
      signedInAsInvitee: user === null ? null : isInvitee,
    };
  },
});

/** Everyone with access to the brief: owner first, then members as they joined. */
export const members = userQuery({
  args: { briefId: v.string() },
  returns: v.array(
    v.object({
      userId: v.id("users"),
      name: v.string(),
      email: v.string(),
      role: roleOrOwner,
      isYou: v.boolean(),
    }),
  ),
  handler: async (ctx, { briefId }) => {
    const { brief } = await briefAccessOrThrow(ctx, briefId, ctx.user, "read");
    return await listMembers(ctx, brief, ctx.userId);
  },
});

/**
 * The brief's pending invitations for its owner's 'Share with a colleague' (issue 39): email,
 * role, when sent and when it expires, newest first. Live: a send, resend or withdrawal, an
 * acceptance and each invite's scheduled expiry change it. Nobody else learns whom the owner
 * invited: members are refused (FORBIDDEN), strangers and malformed ids get NOT_FOUND.
 */
export const pendingInvites = userQuery({
  args: { briefId: v.string() },
  returns: v.array(
    v.object({
      inviteId: v.id("invites"),
      email: v.string(),
      role: briefRoleValidator,
      sentAt: v.number(),
      expiresAt: v.number(),
    }),
  ),
  handler: async (ctx, { briefId }) => {
    const { brief } = await briefAccessOrThrow(ctx, briefId, ctx.user, "own");
    return await listPendingInvites(ctx, brief);
  },
});

/**
 * The caller's role on the brief, without throwing: { role } while they have access, else
 * { role: null, reason }: "removed" for someone whose membership was ended (removed or left:
 * they knew the brief, so this reveals nothing), "not_found" for everything else (missing,
 * malformed, never shared), exactly as indistinguishable as NOT_FOUND elsewhere.
 */
export const myAccess = userQuery({
  args: { briefId: v.string() },
  returns: v.union(
    v.object({ role: roleOrOwner }),
    v.object({
      role: v.null(),
      reason: v.union(v.literal("removed"), v.literal("not_found")),
    }),
  ),
  handler: async (ctx, { briefId }) => {
    const id = ctx.db.normalizeId("briefs", briefId);
    const brief = id === null ? null : await ctx.db.get("briefs", id);
    if (brief === null) return { role: null, reason: "not_found" as const };
    const role = await roleOn(ctx, brief, ctx.userId);
    if (role !== null) return { role };
    const row = await memberRow(ctx, rootOf(brief), ctx.userId);
    return { role: null, reason: row === null ? ("not_found" as const) : ("removed" as const) };
  },
});

/**
 * 'Shared with me' (brief menu, My ideas): briefs other people shared with the caller, newest
 * share first, at most INVITE_LIMITS.sharedWithMe. `briefId` is the family's latest version
 * (open it), `rootBriefId` the family.
 */
export const sharedWithMe = userQuery({
  args: {},
  returns: v.array(
    v.object({
      briefId: v.id("briefs"),
      rootBriefId: v.id("briefs"),
      title: v.string(),
      ownerName: v.string(),
      role: briefRoleValidator,
      sharedAt: v.number(),
      updatedAt: v.number(),
    }),
  ),
  handler: async (ctx) => {
    const rows = await ctx.db
      .query("briefMembers")
      .withIndex("by_user_and_removedAt", (q) =>
        q.eq("userId", ctx.userId).eq("removedAt", undefined),
      )
      .order("desc")
      .take(INVITE_LIMITS.sharedWithMe);
    const list = [];
    for (const row of rows) {
      const shared = await sharedBrief(ctx, row);
      if (shared === null) continue;
      const { version: _version, ...withoutVersion } = shared;
      list.push(withoutVersion);
    }
    return list;
  },
});

/**
 * /dashboard 'Shared with me': briefs other people shared with the caller, a page at a time,
 * newest or oldest share first, each as its family's latest version with that version's number
 * (`briefs.versions` lists the rest). No search: the member rows hold no title, and searching
 * every brief's title to keep the caller's would not be a bounded read.
 */
export const sharedWithMePage = userQuery({
  args: myListArgs,
  returns: paginationResultValidator(
    v.object({
      briefId: v.id("briefs"),
      rootBriefId: v.id("briefs"),
      title: v.string(),
      ownerName: v.string(),
      role: briefRoleValidator,
      version: v.number(),
      sharedAt: v.number(),
      updatedAt: v.number(),
    }),
  ),
  handler: async (ctx, { paginationOpts, search, sort }) => {
    const term = searchTerm(search);
    const members = ctx.db.query("briefMembers");
    const query =
      term === null
        ? members
            .withIndex("by_user_and_removedAt", (q) =>
              q.eq("userId", ctx.userId).eq("removedAt", undefined),
            )
            .order(orderOf(sort))
        : members.withSearchIndex("search_brief_title", (q) =>
            q.search("briefTitle", term).eq("userId", ctx.userId),
          );
    const page = await query.paginate(boundedPage(paginationOpts));
    const list = [];
    for (const row of page.page) {
      // Ended memberships have no title to match; this guards a search racing a removal.
      if (row.removedAt !== undefined) continue;
      const shared = await sharedBrief(ctx, row);
      if (shared !== null) list.push(shared);
    }
    return { ...page, page: list };
  },
});
