import type { Doc, Id } from "../_generated/dataModel";
import type { MutationCtx, QueryCtx } from "../_generated/server";
import { appError } from "../lib/errors";
import { rootOf, type BriefAccessRole } from "../briefs/access";
import { INVITE_LIMITS, type BriefRole } from "../../shared/constants";
import { messages } from "../../shared/errors";

/**
 * Sharing rules in plain functions (issue 14). Only the brief's OWNER invites and manages
 * members: the simplest rule to explain ("ask the owner") and the safest (an editor cannot hand
 * the brief to someone else or lock the owner's colleagues out). Editors edit and generate.
 */

type Db = Pick<QueryCtx, "db">;

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** d***@example.com: enough for the invitee to recognise, too little to harvest. */
export function maskEmail(email: string): string {
  const [local = "", domain = ""] = email.split("@");
  return `${local.slice(0, 1)}***@${domain}`;
}

/** The name people see for an account: full name, auth's name, else the email. */
export function displayName(user: Doc<"users"> | null): string {
  return user?.fullName?.trim() || user?.name?.trim() || user?.email || "A colleague";
}

/** Lowercase hex SHA-256 (crypto.subtle: available in Convex's default runtime). */
export async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text));
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, "0")).join("");
}

/** 32 random bytes, base64url: the secret an invite link carries. */
export function newInviteToken(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, "-")
    .replace(/\//g, "_")
    .replace(/=+$/, "");
}

/** The invite a link's token opens, or null (unknown, malformed, or hashed to nothing). */
export async function inviteByToken(ctx: Db, token: string): Promise<Doc<"invites"> | null> {
  const trimmed = token.trim();
  if (trimmed === "" || trimmed.length > 200) return null;
  const tokenHash = await sha256Hex(trimmed);
  return await ctx.db
    .query("invites")
    .withIndex("by_token_hash", (q) => q.eq("tokenHash", tokenHash))
    .unique();
}

export type InviteState = "valid" | "expired" | "used";

/**
 * What an invite's page shows, from its row alone. A query that read the clock would go on
 * showing "valid" after the moment passed, until something else it reads changed; instead the
 * invite's own scheduled expiry (./inviteExpiry.ts) writes `expiredAt` at `expiresAt`, which
 * re-runs every subscribed reader at that moment.
 */
export function inviteState(invite: Doc<"invites">): InviteState {
  if (invite.acceptedAt !== undefined) return "used";
  return invite.expiredAt !== undefined ? "expired" : "valid";
}

/** For writers (accepting a link): the clock decides too, so a late expiry lets nothing through. */
export function inviteStateAt(invite: Doc<"invites">, now: number): InviteState {
  const state = inviteState(invite);
  return state === "valid" && now >= invite.expiresAt ? "expired" : state;
}

/** The newest version of the brief family rooted at `rootId` (what a member opens). */
export async function latestOfFamily(ctx: Db, rootId: Id<"briefs">): Promise<Doc<"briefs"> | null> {
  return await ctx.db
    .query("briefs")
    .withIndex("by_root_and_version", (q) => q.eq("rootBriefId", rootId))
    .order("desc")
    .first();
}

export async function memberRow(
  ctx: Db,
  rootId: Id<"briefs">,
  userId: Id<"users">,
): Promise<Doc<"briefMembers"> | null> {
  return await ctx.db
    .query("briefMembers")
    .withIndex("by_brief_user", (q) => q.eq("briefId", rootId).eq("userId", userId))
    .unique();
}

/** The account with this (normalized) email, if any. */
export async function userByEmail(ctx: Db, email: string): Promise<Doc<"users"> | null> {
  return await ctx.db
    .query("users")
    .withIndex("email", (q) => q.eq("email", email))
    .first();
}

export type MemberDto = {
  userId: Id<"users">;
  name: string;
  email: string;
  role: BriefAccessRole;
  isYou: boolean;
};

/** The owner first, then members in the order they joined (at most INVITE_LIMITS.membersPerBrief). */
export async function listMembers(
  ctx: Db,
  brief: Doc<"briefs">,
  viewerId: Id<"users">,
): Promise<MemberDto[]> {
  const owner = await ctx.db.get("users", brief.ownerId);
  const rows = await ctx.db
    .query("briefMembers")
    .withIndex("by_brief_and_removedAt", (q) =>
      q.eq("briefId", rootOf(brief)).eq("removedAt", undefined),
    )
    .take(INVITE_LIMITS.membersPerBrief);
  const list: MemberDto[] = [
    {
      userId: brief.ownerId,
      name: displayName(owner),
      email: owner?.email ?? "",
      role: "owner",
      isYou: brief.ownerId === viewerId,
    },
  ];
  for (const row of rows.sort((a, b) => a.addedAt - b.addedAt)) {
    const user = await ctx.db.get("users", row.userId);
    if (user === null) continue;
    list.push({
      userId: row.userId,
      name: displayName(user),
      email: user.email ?? "",
      role: row.role,
      isYou: row.userId === viewerId,
    });
  }
  return list;
}

/** Adds (or re-roles) a member of the brief family `rootId`. The owner is never a row. */
export async function addMember(
  ctx: MutationCtx,
  brief: Doc<"briefs">,
  userId: Id<"users">,
  role: BriefRole,
  invitedBy: Id<"users">,
): Promise<void> {
  if (brief.ownerId === userId) return;
  const rootId = rootOf(brief);
  const briefTitle = (await latestOfFamily(ctx, rootId))?.title ?? brief.title;
  const existing = await memberRow(ctx, rootId, userId);
  if (existing !== null) {
    if (
      existing.role !== role ||
      existing.removedAt !== undefined ||
      existing.briefTitle !== briefTitle
    ) {
      await ctx.db.patch("briefMembers", existing._id, { role, removedAt: undefined, briefTitle });
    }
    return;
  }
  await ctx.db.insert("briefMembers", {
    briefId: rootId,
    userId,
    role,
    addedAt: Date.now(),
    invitedBy,
    briefTitle,
  });
}

/** Update Brief may retitle the family: its members' search copy follows. */
export async function syncMemberTitles(
  ctx: MutationCtx,
  rootId: Id<"briefs">,
  title: string,
): Promise<void> {
  const rows = await ctx.db
    .query("briefMembers")
    .withIndex("by_brief_and_removedAt", (q) => q.eq("briefId", rootId).eq("removedAt", undefined))
    .take(INVITE_LIMITS.membersPerBrief);
  for (const row of rows) {
    if (row.briefTitle !== title)
      await ctx.db.patch("briefMembers", row._id, { briefTitle: title });
  }
}

/**
 * The current (not removed) membership, or NOT_FOUND saying they have no access: the same words
 * for a person who was never a member, a missing account and a malformed id.
 */
export async function activeMemberOrThrow(
  ctx: Db,
  brief: Doc<"briefs">,
  rawUserId: string,
): Promise<Doc<"briefMembers">> {
  const userId = ctx.db.normalizeId("users", rawUserId);
  const row = userId === null ? null : await memberRow(ctx, rootOf(brief), userId);
  if (row === null || row.removedAt !== undefined) {
    throw appError("NOT_FOUND", messages.sharing.notAMember);
  }
  return row;
}

/**
 * Ends a membership at once (removal or leaving) and drops any open invite to the person's
 * email for this brief, so an old link cannot bring them back.
 */
export async function endMembership(
  ctx: MutationCtx,
  brief: Doc<"briefs">,
  userId: string,
): Promise<void> {
  const row = await activeMemberOrThrow(ctx, brief, userId);
  await ctx.db.patch("briefMembers", row._id, { removedAt: Date.now(), briefTitle: undefined });
  const user = await ctx.db.get("users", row.userId);
  const email = normalizeEmail(user?.email ?? "");
  if (email === "") return;
  const open = await ctx.db
    .query("invites")
    .withIndex("by_brief_email", (q) => q.eq("briefId", rootOf(brief)).eq("email", email))
    .take(20);
  for (const invite of open) {
    if (invite.acceptedAt === undefined) await ctx.db.delete("invites", invite._id);
  }
}

/** A membership as the caller's shared-brief lists show it: the family's latest version. */
export async function sharedBrief(ctx: Db, row: Doc<"briefMembers">) {
  const latest = await latestOfFamily(ctx, row.briefId);
  if (latest === null) return null;
  return {
    briefId: latest._id,
    rootBriefId: row.briefId,
    title: latest.title,
    ownerName: displayName(await ctx.db.get("users", latest.ownerId)),
    role: row.role,
    version: latest.version,
    sharedAt: row.addedAt,
    updatedAt: latest.updatedAt,
  };
}
