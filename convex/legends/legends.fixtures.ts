import { internal } from "../_generated/api";
import type { Doc, Id } from "../_generated/dataModel";
import type { TestApp } from "../test.setup";

/** Shared by the legends tests (two dots in the name: never deployed). */

/** Runs the whole seed (plans + roster), as `npm start` does. */
export async function seedRoster(t: TestApp): Promise<void> {
  await t.mutation(internal.system.seed.run, {});
}

export async function legendIdBySlug(t: TestApp, slug: string): Promise<Id<"creativeLegends">> {
  const legend = await t.run(
    async (ctx) =>
      await ctx.db
        .query("creativeLegends")
        .withIndex("by_slug", (q) => q.eq("slug", slug))
        .unique(),
  );
  if (legend === null) throw new Error(`no seeded legend ${slug}`);
  return legend._id;
}

export async function allLegends(t: TestApp): Promise<Doc<"creativeLegends">[]> {
  return await t.run(async (ctx) => await ctx.db.query("creativeLegends").take(1000));
}

/** The DTO's keys: spec 3 "Creative legend" fields plus the caller's view. */
export const LEGEND_DTO_KEYS = [
  "approach",
  "awards",
  "bio",
  "country",
  "createdAt",
  "description",
  "disclaimer",
  "discipline",
  "headshot",
  "id",
  "isActivated",
  "isActive",
  "keyMessage",
  "label",
  "locked",
  "name",
  "pastAgencies",
  "portfolioProjects",
  "signatureMoves",
  "slug",
  "socialLinks",
  "testimonial",
  "visualApproach",
  "voice",
].sort();
