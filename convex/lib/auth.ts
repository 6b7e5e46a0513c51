import { getAuthUserId } from "@convex-dev/auth/server";
import type { Doc } from "../_generated/dataModel";
import type { QueryCtx } from "../_generated/server";
import { appError } from "./errors";

/** Anything that can read the caller's identity and the database (queries and mutations). */
type ReadCtx = Pick<QueryCtx, "auth" | "db">;

/**
 * The signed-in user's document, or null when anonymous. A valid token whose user was deleted
 * counts as anonymous, so a stale session never reaches product code.
 */
export async function getOptionalUser(ctx: ReadCtx): Promise<Doc<"users"> | null> {
  const userId = await getAuthUserId(ctx);
  if (userId === null) return null;
  return await ctx.db.get("users", userId);
}

export async function requireUser(ctx: ReadCtx): Promise<Doc<"users">> {
  const user = await getOptionalUser(ctx);
  if (user === null) throw appError("UNAUTHENTICATED");
  return user;
}

/** Admin rights live only on the user document, written server-side from ADMIN_EMAILS. */
export function isAdmin(user: Doc<"users">): boolean {
  return user.isAdmin === true;
}

export function assertAdmin(user: Doc<"users">): void {
  if (!isAdmin(user)) throw appError("FORBIDDEN");
}

export async function requireAdmin(ctx: ReadCtx): Promise<Doc<"users">> {
  const user = await requireUser(ctx);
  assertAdmin(user);
  return user;
}
