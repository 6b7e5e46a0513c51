import { defineTable } from "convex/server";
import { v, type Infer } from "convex/values";

/**
 * Creative legends (spec 3 "Creative legend"): AI personas inspired by the public work of famous
 * advertising creatives, plus private personas that only users who activated them can see.
 * The roster is seeded from convex/legends/roster/ (versioned upsert by slug).
 */

export const pastAgencyValidator = v.object({
  name: v.string(),
  position: v.string(),
  /** Free text as a career timeline shows it ("1949–1962", "from 2006"). */
  years: v.string(),
});
export type PastAgency = Infer<typeof pastAgencyValidator>;

export const portfolioProjectValidator = v.object({ brand: v.string() });

/** A public page about the person (official site, Wikipedia article). */
export const socialLinkValidator = v.object({ label: v.string(), url: v.string() });

const legendFields = {
  name: v.string(),
  slug: v.string(),
  /** Short epithet under the name ("The Father of Advertising"). */
  label: v.string(),
  /** Public path of the portrait ("/legends/{slug}.svg"); featured legends need one. */
  headshot: v.optional(v.string()),
  /** Active legends are the public roster; inactive ones are private (activated users only). */
  isActive: v.boolean(),
  /** 2-3 sentences for cards. */
  description: v.string(),
  /** A few paragraphs separated by blank lines, for the profile page. */
  bio: v.string(),
  /** How the persona works: what the idea prompts and the offline studio use. */
  approach: v.string(),
  visualApproach: v.string(),
  /** A documented quote, or the persona's creative principle (never an invented quote). */
  keyMessage: v.string(),
  signatureMoves: v.array(v.string()),
  /** How the persona talks, in a few words. */
  voice: v.string(),
  /** Roles as a profile subtitle shows them ("Copywriter · Agency founder"). */
  discipline: v.string(),
  country: v.string(),
  awards: v.array(v.string()),
  /** Admin-entered; never seeded with invented words of a real person. */
  testimonial: v.optional(v.string()),
  pastAgencies: v.array(pastAgencyValidator),
  portfolioProjects: v.array(portfolioProjectValidator),
  socialLinks: v.array(socialLinkValidator),
  /** Says the legend is an AI persona, not the person. */
  disclaimer: v.string(),
  /** Roster order; also decides which legends a limited plan unlocks first (legends/access.ts). */
  sortOrder: v.number(),
};

const legendValidator = v.object(legendFields);
/** A legend row's own fields (no _id / _creationTime). */
export type LegendFields = Infer<typeof legendValidator>;

export const legendsTables = {
  creativeLegends: defineTable(legendValidator)
    .index("by_slug", ["slug"])
    .index("by_name", ["name"])
    .index("by_isActive_and_sortOrder", ["isActive", "sortOrder"]),

  /** A user's activated legends: public ones they chose, private ones granted to them. */
  legendActivations: defineTable({
    userId: v.id("users"),
    legendId: v.id("creativeLegends"),
  })
    // Kept beside by_user_and_legend for its _creationTime order: the oldest activations are
    // the ones a limited plan unlocks first (legends/access.ts).
    // eslint-disable-next-line @convex-dev/no-duplicate-indexes
    .index("by_user", ["userId"])
    .index("by_user_and_legend", ["userId", "legendId"])
    .index("by_legend", ["legendId"]),

  /** Ideas generated per legend per UTC day: counters behind the Trending tab. */
  legendUsage: defineTable({
    legendId: v.id("creativeLegends"),
    /** Whole days since 1970-01-01 UTC. */
    day: v.number(),
    count: v.number(),
  })
    .index("by_legend_and_day", ["legendId", "day"])
    .index("by_day", ["day"]),
};

/** What every legends query and HTTP route answers (spec 3 fields + the caller's view). */
export const legendDtoValidator = v.object({
  id: v.id("creativeLegends"),
  name: v.string(),
  slug: v.string(),
  label: v.string(),
  headshot: v.union(v.string(), v.null()),
  isActive: v.boolean(),
  description: v.string(),
  bio: v.string(),
  approach: v.string(),
  visualApproach: v.string(),
  keyMessage: v.string(),
  signatureMoves: v.array(v.string()),
  voice: v.string(),
  discipline: v.string(),
  country: v.string(),
  awards: v.array(v.string()),
  testimonial: v.union(v.string(), v.null()),
  pastAgencies: v.array(pastAgencyValidator),
  portfolioProjects: v.array(portfolioProjectValidator),
  socialLinks: v.array(socialLinkValidator),
  disclaimer: v.string(),
  /** The caller activated this legend (always false when signed out). */
  isActivated: v.boolean(),
  /** Beyond the caller's plan (legendsAccessCount): shown with an upgrade path, not selectable. */
  locked: v.boolean(),
  createdAt: v.number(),
});
export type LegendDto = Infer<typeof legendDtoValidator>;
