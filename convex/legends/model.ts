import type { Doc, Id } from "../_generated/dataModel";
import type { QueryCtx } from "../_generated/server";
import type { LegendDto } from "./schema";

/**
 * Reading legends: bounded loads and the DTO. Who may see or use which legend is decided in
 * ./access.ts; Trending counters live in ./usage.ts.
 */

type ReadCtx = Pick<QueryCtx, "db">;
export type LegendDoc = Doc<"creativeLegends">;
export type LegendId = Id<"creativeLegends">;

/** Upper bound of the public roster read at once (the seeded roster is about 30). */
export const MAX_ROSTER = 500;
/** Upper bound of one user's activations. */
export const MAX_ACTIVATIONS = 500;

/** Active legends in roster order. */
export async function activeLegends(ctx: ReadCtx): Promise<LegendDoc[]> {
  return await ctx.db
    .query("creativeLegends")
    .withIndex("by_isActive_and_sortOrder", (q) => q.eq("isActive", true))
    .take(MAX_ROSTER);
}

/** The user's activations, oldest first. */
export async function activationsOf(
  ctx: ReadCtx,
  userId: Id<"users">,
): Promise<Doc<"legendActivations">[]> {
  return await ctx.db
    .query("legendActivations")
    .withIndex("by_user", (q) => q.eq("userId", userId))
    .take(MAX_ACTIVATIONS);
}

export async function findActivation(
  ctx: ReadCtx,
  userId: Id<"users">,
  legendId: LegendId,
): Promise<Doc<"legendActivations"> | null> {
  return await ctx.db
    .query("legendActivations")
    .withIndex("by_user_and_legend", (q) => q.eq("userId", userId).eq("legendId", legendId))
    .unique();
}

export async function legendBySlug(ctx: ReadCtx, slug: string): Promise<LegendDoc | null> {
  return await ctx.db
    .query("creativeLegends")
    .withIndex("by_slug", (q) => q.eq("slug", slug))
    .unique();
}

export async function legendByExactName(ctx: ReadCtx, name: string): Promise<LegendDoc | null> {
  return await ctx.db
    .query("creativeLegends")
    .withIndex("by_name", (q) => q.eq("name", name))
    .first();
}

/** "Mary Wells Lawrence" → "mary-wells-lawrence"; accents dropped, "&" read as "and". */
export function slugify(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/&/g, " and ")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

export function toLegendDto(
  doc: LegendDoc,
  view: { isActivated: boolean; locked: boolean },
): LegendDto {
  return {
    id: doc._id,
    name: doc.name,
    slug: doc.slug,
    label: doc.label,
    headshot: doc.headshot ?? null,
    isActive: doc.isActive,
    description: doc.description,
    bio: doc.bio,
    approach: doc.approach,
    visualApproach: doc.visualApproach,
    keyMessage: doc.keyMessage,
    signatureMoves: doc.signatureMoves,
    voice: doc.voice,
    discipline: doc.discipline,
    country: doc.country,
    awards: doc.awards,
    testimonial: doc.testimonial?.trim() ? doc.testimonial : null,
    pastAgencies: doc.pastAgencies,
    portfolioProjects: doc.portfolioProjects,
    socialLinks: doc.socialLinks,
    disclaimer: doc.disclaimer,
    isActivated: view.isActivated,
    locked: view.locked,
    createdAt: doc._creationTime,
  };
}
