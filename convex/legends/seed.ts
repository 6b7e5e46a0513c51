import type { MutationCtx } from "../_generated/server";
import type { SeedStep } from "../system/model";
import { legendBySlug } from "./model";
import { seededRoster } from "./roster/roster";

/**
 * Upserts the roster by slug. Seeded fields are the roster files' (bump `version` after editing
 * them); the admin-entered testimonial survives a re-run. Legends no longer in the roster are
 * left alone (deactivate them by hand if needed).
 */
export async function upsertRoster(ctx: Pick<MutationCtx, "db">): Promise<void> {
  for (const legend of seededRoster()) {
    const existing = await legendBySlug(ctx, legend.slug);
    if (existing === null) {
      await ctx.db.insert("creativeLegends", legend);
    } else {
      const testimonial = existing.testimonial;
      await ctx.db.replace("creativeLegends", existing._id, {
        ...legend,
        ...(testimonial === undefined ? {} : { testimonial }),
      });
    }
  }
}

export const legendsSeedStep: SeedStep = {
  step: "legends.roster",
  version: 1,
  run: upsertRoster,
};
