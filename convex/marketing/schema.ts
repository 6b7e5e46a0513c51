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
};
