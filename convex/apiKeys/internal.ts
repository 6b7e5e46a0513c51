import { v } from "convex/values";
import { internalMutation } from "../lib/functions";
import { ownerOfKey } from "./model";

/**
 * The MCP server's door (convex/mcp/http.ts): the id of a live key's owner, or null. A mutation
 * because a key's use is recorded (lastUsedAt); a revoked key is refused in the same read.
 */
export const authenticate = internalMutation({
  args: { key: v.string() },
  returns: v.union(v.id("users"), v.null()),
  handler: async (ctx, { key }) => (await ownerOfKey(ctx, key))?._id ?? null,
});
