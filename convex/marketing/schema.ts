import { defineTable } from "convex/server";
import { v } from "convex/values";

export const marketingTables = {
  /**
   * Examples of what someone might advertise, typed out one by one in the home page's
   * quick-start prompt (spec 2, 9). Seeded (./placeholderExamples.ts); `order` keeps the list
   * stable between shuffles.
   */
  placeholderExamples: defineTable({
    text: v.string(),
    order: v.number(),
    isActive: v.boolean(),
  })
    .index("by_text", ["text"])
    .index("by_isActive_and_order", ["isActive", "order"]),

  /**
   * The home page's trust logo strip (spec 2, 3, 9): brands an admin uploaded, never seeded (no
   * invented customers). The image is a media row, served as /api/media/{mediaKey}.
   */
  brandLogos: defineTable({
    name: v.string(),
    domain: v.string(),
    mediaKey: v.string(),
    /** The image's content type ("image/png"), as the strip's `format`. */
    format: v.string(),
    /** Legends whose work for the brand it stands for (may be empty). */
    legendNames: v.array(v.string()),
    createdBy: v.id("users"),
    createdAt: v.number(),
  })
    .index("by_createdAt", ["createdAt"])
    /** Whether an image is still on the strip before its file is deleted. */
    .index("by_mediaKey", ["mediaKey"]),
};
