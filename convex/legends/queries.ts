import { v } from "convex/values";
import { getOptionalUser } from "../lib/auth";
import { publicQuery, userQuery } from "../lib/functions";
import { accessibleDtos, activatedDtos, dtoFor, legendViewFor, type LegendView } from "./access";
import { legendByExactName, legendBySlug, slugify, type LegendDoc } from "./model";
import { legendDtoValidator, type LegendDto } from "./schema";
import { sortByTrending } from "./usage";

/**
 * Legends as the caller sees them (spec 2 picker, carousels, cards, profile; spec 7). Every
 * answer carries `isActivated` and `locked` for the caller; signed-out callers get the default
 * plan's view. Rules: ./access.ts. Trending: ./usage.ts.
 */

const legendList = v.array(legendDtoValidator);
const maybeLegend = v.union(legendDtoValidator, v.null());

function dtos(view: LegendView, legends: readonly LegendDoc[]): LegendDto[] {
  return legends.flatMap((legend) => dtoFor(view, legend) ?? []);
}

/** The public roster in roster order, or by recent use with `sort: "trending"`. */
export const list = publicQuery({
  args: { sort: v.optional(v.literal("trending")) },
  returns: legendList,
  handler: async (ctx, { sort }) => {
    const view = await legendViewFor(ctx, await getOptionalUser(ctx));
    const legends = sort === "trending" ? await sortByTrending(ctx, view.active) : view.active;
    return dtos(view, legends);
  },
});

/** The picker's source: the public roster, then the caller's private legends. */
export const accessible = publicQuery({
  args: {},
  returns: v.object({ all: legendList }),
  handler: async (ctx) => {
    const view = await legendViewFor(ctx, await getOptionalUser(ctx));
    return { all: accessibleDtos(view) };
  },
});

/** A visible legend by its exact name, or by a name that slugifies to its slug. */
export const byName = publicQuery({
  args: { name: v.string() },
  returns: maybeLegend,
  handler: async (ctx, { name }) => {
    const trimmed = name.trim();
    if (trimmed === "") return null;
    const view = await legendViewFor(ctx, await getOptionalUser(ctx));
    const exact = dtoFor(view, await legendByExactName(ctx, trimmed));
    if (exact !== null) return exact;
    const slug = slugify(trimmed);
    return slug === "" ? null : dtoFor(view, await legendBySlug(ctx, slug));
  },
});

/** /creative-legends/{slug}: null for unknown slugs and for private legends not activated. */
export const bySlug = publicQuery({
  args: { slug: v.string() },
  returns: maybeLegend,
  handler: async (ctx, { slug }) => {
    const view = await legendViewFor(ctx, await getOptionalUser(ctx));
    return dtoFor(view, await legendBySlug(ctx, slug.trim().toLowerCase()));
  },
});

/** Featured legends carousel: active legends with a portrait. */
export const featured = publicQuery({
  args: {},
  returns: legendList,
  handler: async (ctx) => {
    const view = await legendViewFor(ctx, await getOptionalUser(ctx));
    return dtos(
      view,
      view.active.filter((legend) => (legend.headshot ?? "").trim() !== ""),
    );
  },
});

/** Testimonials section: active legends that have a testimonial (admin-entered). */
export const testimonials = publicQuery({
  args: {},
  returns: legendList,
  handler: async (ctx) => {
    const view = await legendViewFor(ctx, await getOptionalUser(ctx));
    return dtos(
      view,
      view.active.filter((legend) => (legend.testimonial ?? "").trim() !== ""),
    );
  },
});

/** My Activated: the caller's activated legends, public and private, oldest first. */
export const myActivated = userQuery({
  args: {},
  returns: legendList,
  handler: async (ctx) => activatedDtos(await legendViewFor(ctx, ctx.user)),
});
