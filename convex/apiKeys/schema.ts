import { defineTable } from "convex/server";
import { v } from "convex/values";

/**
 * Personal API keys (issue 43): an account's keys for the MCP server (/mcp). Only the SHA-256
 * of a key is stored (`hash`); the key itself is shown once, when it is made. A revoked key keeps
 * its row (the list shows when it was revoked) and never authenticates again.
 */
export const apiKeysTables = {
  apiKeys: defineTable({
    ownerId: v.id("users"),
    name: v.string(),
    /** Hex SHA-256 of the whole key. */
    hash: v.string(),
    /** The key's first characters (`lgd_abcd`), so the owner can tell keys apart. */
    prefix: v.string(),
    createdAt: v.number(),
    lastUsedAt: v.optional(v.number()),
    revokedAt: v.optional(v.number()),
  })
    /** The owner's list, newest first. */
    .index("by_owner_and_createdAt", ["ownerId", "createdAt"])
    /** The owner's active keys (revokedAt unset), counted against API_KEYS.maxActive. */
    .index("by_owner_and_revokedAt", ["ownerId", "revokedAt"])
    /** Authentication: the key's hash finds its row. */
    .index("by_hash", ["hash"]),
};
