import { defineTable } from "convex/server";
import { v } from "convex/values";

/**
 * Brand profiles (issue 18; spec 3 "Brand profile"): what makes ads on-brand, kept per account
 * and offered by the brief form's brand field. How many an account may keep is its plan's
 * brandProfileLimit (./model.ts brandLimitFor). The logo is a media row (convex/media), served
 * as /api/media/{logoKey}.
 */
export const brandsTables = {
  brandProfiles: defineTable({
    ownerId: v.id("users"),
    name: v.string(),
    industry: v.optional(v.string()),
    audience: v.optional(v.string()),
    /** Voice and tone words ("warm", "witty"). */
    voice: v.array(v.string()),
    keyMessages: v.array(v.string()),
    /** "#RRGGBB", upper case. */
    colors: v.array(v.string()),
    dos: v.array(v.string()),
    donts: v.array(v.string()),
    logoKey: v.optional(v.string()),
    /** The site a draft was read from, kept for the record. */
    websiteUrl: v.optional(v.string()),
    createdAt: v.number(),
    updatedAt: v.number(),
  })
    .index("by_owner_and_createdAt", ["ownerId", "createdAt"])
    /** Whether a logo is still in use before its file is deleted (convex/uploads/release.ts). */
    .index("by_logoKey", ["logoKey"])
    /** /dashboard's brand profile search. */
    .searchIndex("search_name", { searchField: "name", filterFields: ["ownerId"] }),
};
