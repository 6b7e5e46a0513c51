import { defineTable } from "convex/server";
import { v } from "convex/values";

/**
 * Public share links (spec 2 /shared/{shareId}, 7 POST /ideas/share): an unguessable id that
 * opens one idea, or its campaign page, read-only to anyone, signed in or not. The public query
 * answers only the shared fields; a disabled link answers like an unknown one. Turning a link off
 * sets `disabledAt`; sharing again makes a new id, so an old link never comes back to life.
 */
export const shareLinksTables = {
  shareLinks: defineTable({
    /** 128 random bits, base64url: the last segment of the share URL. */
    shareId: v.string(),
    /** The idea shared, or the idea whose campaign page is shared (then campaignPageId is set). */
    ideaId: v.id("ideas"),
    campaignPageId: v.optional(v.id("campaignPages")),
    briefId: v.id("briefs"),
    createdBy: v.id("users"),
    createdAt: v.number(),
    disabledAt: v.optional(v.number()),
    /** Visitors may comment through the link (issue 41); off (unset) by default. */
    allowComments: v.optional(v.boolean()),
  })
    .index("by_shareId", ["shareId"])
    /** The live link of a target: (idea, page or undefined, disabledAt undefined). */
    .index("by_target", ["ideaId", "campaignPageId", "disabledAt"]),
  /**
   * Each live link's rendered share card (./card.ts, GET /api/shared/{shareId}/card.png): one
   * PNG per link, for the `version` (a digest of the words and picture it shows) it was drawn
   * for. An edit changes the version and the next request draws it again, replacing the file.
   */
  shareCards: defineTable({
    shareId: v.string(),
    version: v.string(),
    storageId: v.id("_storage"),
    createdAt: v.number(),
  }).index("by_shareId", ["shareId"]),
};
