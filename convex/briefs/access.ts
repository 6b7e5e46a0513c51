import type { Doc, Id } from "../_generated/dataModel";
import type { QueryCtx } from "../_generated/server";
import { appError } from "../lib/errors";

/**
 * The one door to a brief. Every function that takes a brief id goes through here, so when
 * invited colleagues arrive (read, or read and write, on a shared brief) only this function
 * changes. Today: the owner may read and write; anyone else, and a missing or malformed id,
 * gets the same NOT_FOUND, so ids cannot be probed.
 */

export type BriefAccess = "read" | "write";

export const BRIEF_NOT_FOUND = "Brief not found.";

export async function briefAccessOrThrow(
  ctx: Pick<QueryCtx, "db">,
  briefId: string,
  user: Doc<"users">,
  _mode: BriefAccess,
): Promise<Doc<"briefs">> {
  const id: Id<"briefs"> | null = ctx.db.normalizeId("briefs", briefId);
  const brief = id === null ? null : await ctx.db.get("briefs", id);
  if (brief === null || brief.ownerId !== user._id) throw appError("NOT_FOUND", BRIEF_NOT_FOUND);
  return brief;
}
