import type { Doc, Id } from "../_generated/dataModel";
import type { QueryCtx } from "../_generated/server";
import { appError } from "../lib/errors";

/**
 * The API key's owner, as the MCP server's internal functions act for them. The key was checked
 * by convex/mcp/http.ts moments before (apiKeys/internal.ts authenticate); an account deleted
 * since is refused like a visitor.
 */
export async function keyOwner(
  ctx: Pick<QueryCtx, "db">,
  userId: Id<"users">,
): Promise<Doc<"users">> {
  const user = await ctx.db.get("users", userId);
  if (user === null) throw appError("UNAUTHENTICATED");
  return user;
}
