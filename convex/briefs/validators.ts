import { v } from "convex/values";

/** What the client receives for a saved brief (spec 3 "Saved brief", plus versions). */
export const briefDtoValidator = v.object({
  id: v.id("briefs"),
  title: v.string(),
  brand: v.string(),
  brandId: v.union(v.string(), v.null()),
  uniqueSellingPoint: v.string(),
  audience: v.string(),
  message: v.string(),
  tone: v.string(),
  /** 'Main competitors (optional)'; "" when none. */
  competitors: v.string(),
  /** Markdown. */
  content: v.string(),
  parentBriefId: v.union(v.id("briefs"), v.null()),
  /** The first version's id: the family this version belongs to. */
  rootBriefId: v.id("briefs"),
  version: v.number(),
  isLatest: v.boolean(),
  createdAt: v.number(),
  updatedAt: v.number(),
});

const { content: _content, ...summaryFields } = briefDtoValidator.fields;

/** A brief in lists: everything but the content, plus a plain-text excerpt of it. */
export const briefSummaryValidator = v.object({ ...summaryFields, excerpt: v.string() });

export const saveOutcomeValidator = v.object({
  briefId: v.id("briefs"),
  /** True when an identical brief (or an unchanged parent) was returned instead of a new row. */
  reused: v.boolean(),
  version: v.number(),
});

export const briefCheckValidator = v.object({
  exists: v.boolean(),
  briefId: v.union(v.id("briefs"), v.null()),
  title: v.union(v.string(), v.null()),
});

/** The brief form fields a save or update sends (spec 7 POST /user/briefs). */
export const briefFieldsArgs = {
  brand: v.string(),
  audience: v.string(),
  message: v.string(),
  tone: v.string(),
  uniqueSellingPoint: v.optional(v.string()),
  competitors: v.optional(v.string()),
  brandId: v.optional(v.string()),
  content: v.string(),
};
