import type { Doc, Id } from "../_generated/dataModel";
import type { QueryCtx } from "../_generated/server";
import { appError } from "../lib/errors";
import type { BriefRole } from "../../shared/constants";
import { messages } from "../../shared/errors";

/**
 * The one door to a brief, and to everything under it (ideas, visuals, jobs): every function
 * that takes such an id resolves access here.
 *
 * Who may do what:
 *   owner  (briefs.ownerId)            read, write, own (delete, invite, manage members)
 *   editor (briefMembers role editor)  read, write (new versions, ideas, visuals: their credits)
 *   viewer (briefMembers role viewer)  read
 *   nobody                             NOT_FOUND, the same answer as a missing or malformed id,
 *                                      so a stranger or an ex-member cannot probe ids
 * A member who may read but not do `mode` gets FORBIDDEN with a message saying why: they can
 * see the brief, so saying it exists reveals nothing.
 *
 * Membership is stored on the brief family's root (sharing/schema.ts): one invite covers every
 * version. Queries read the member row, so removing it re-runs every subscribed query and the
 * removed person's page flips to NOT_FOUND without a reload.
 */

export type BriefAccess = "read" | "write" | "own";
export type BriefAccessRole = "owner" | BriefRole;

export const BRIEF_NOT_FOUND = "Brief not found.";

/** The family root of a brief: the membership key. */
export function rootOf(brief: Doc<"briefs">): Id<"briefs"> {
  return brief.rootBriefId ?? brief._id;
}

/** The caller's role on a loaded brief, or null for nobody. Never throws. */
export async function roleOn(
  ctx: Pick<QueryCtx, "db">,
  brief: Doc<"briefs">,
  userId: Id<"users">,
): Promise<BriefAccessRole | null> {
  if (brief.ownerId === userId) return "owner";
  const member = await ctx.db
    .query("briefMembers")
    .withIndex("by_brief_user", (q) => q.eq("briefId", rootOf(brief)).eq("userId", userId))
    .unique();
  return member === null || member.removedAt !== undefined ? null : member.role;
}

function allows(role: BriefAccessRole, mode: BriefAccess): boolean {
  if (mode === "read") return true;
  if (mode === "write") return role !== "viewer";
  return role === "owner";
}

/**
 * The brief and the caller's role on it, if the role allows `mode`. NOT_FOUND for a missing or
 * malformed id and for anyone without a role; FORBIDDEN (`forbidden` or a default naming the
 * role's limit) for a member whose role is too small.
 */
export async function briefAccessOrThrow(
  ctx: Pick<QueryCtx, "db">,
  briefId: string,
  user: Doc<"users">,
  mode: BriefAccess,
  forbidden?: string,
): Promise<{ brief: Doc<"briefs">; role: BriefAccessRole }> {
  const id: Id<"briefs"> | null = ctx.db.normalizeId("briefs", briefId);
  const brief = id === null ? null : await ctx.db.get("briefs", id);
  const role = brief === null ? null : await roleOn(ctx, brief, user._id);
  if (brief === null || role === null) throw appError("NOT_FOUND", BRIEF_NOT_FOUND);
  if (!allows(role, mode)) {
    const fallback =
      mode === "own" ? messages.sharing.ownerOnly : messages.sharing.viewerCannotEdit;
    throw appError("FORBIDDEN", forbidden ?? fallback);
  }
  return { brief, role };
}
