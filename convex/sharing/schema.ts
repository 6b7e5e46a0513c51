import { defineTable } from "convex/server";
import { v } from "convex/values";
import { BRIEF_ROLES } from "../../shared/constants";

export const briefRoleValidator = v.union(...BRIEF_ROLES.map((role) => v.literal(role)));

/**
 * Sharing a brief with colleagues (issue 14).
 *
 * `briefMembers`: who besides the owner may open a brief. `briefId` is always the brief
 * family's ROOT id (briefs.rootBriefId): Update Brief writes a new version with a new id, and a
 * colleague invited to version 1 must still reach version 5. The owner is never a row here (the
 * brief's ownerId says so). Removal (or leaving) sets `removedAt` rather than deleting the row:
 * access ignores such rows, and sharing.queries.myAccess can still tell the removed person
 * "removed" rather than "not found". Writing the row re-runs every query that went through
 * briefs/access.ts, so the removed person's open page answers NOT_FOUND at once.
 *
 * `briefTitle` copies the family's latest title onto active rows so 'Shared with me' can search
 * with one bounded read of a search index filtered by member (a brief's own search index can't
 * be filtered by who it is shared with). Kept in step by addMember, Update Brief (saveBrief) and
 * endMembership (which clears it, so ended memberships drop out of the index).
 *
 * `invites`: one open invitation per (brief, email). The link carries a random token; only its
 * SHA-256 is stored, so a database read cannot be turned into a working link. No `briefId`
 * means "join the product" (the onboarding tour's invite). Resending replaces the row (a new
 * token and expiry); withdrawing deletes it, so its link reads as unknown at once (issue 39).
 */
export const sharingTables = {
  briefMembers: defineTable({
    briefId: v.id("briefs"),
    userId: v.id("users"),
    role: briefRoleValidator,
    addedAt: v.number(),
    invitedBy: v.id("users"),
    removedAt: v.optional(v.number()),
    briefTitle: v.optional(v.string()),
  })
    .index("by_brief_and_removedAt", ["briefId", "removedAt"])
    .index("by_user_and_removedAt", ["userId", "removedAt"])
    .index("by_brief_user", ["briefId", "userId"])
    .searchIndex("search_brief_title", { searchField: "briefTitle", filterFields: ["userId"] }),

  invites: defineTable({
    /** Trimmed and lowercased. */
    email: v.string(),
    briefId: v.optional(v.id("briefs")),
    role: v.optional(briefRoleValidator),
    tokenHash: v.string(),
    invitedBy: v.id("users"),
    createdAt: v.number(),
    expiresAt: v.number(),
    /** Written at `expiresAt` by the invite's scheduled expiry (inviteExpiry.ts), if still open. */
    expiredAt: v.optional(v.number()),
    acceptedAt: v.optional(v.number()),
    acceptedBy: v.optional(v.id("users")),
  })
    .index("by_token_hash", ["tokenHash"])
    .index("by_brief_email", ["briefId", "email"])
    // The brief's pending invitations (neither accepted nor expired), for its owner's list.
    .index("by_brief_and_state", ["briefId", "acceptedAt", "expiredAt"]),
};
