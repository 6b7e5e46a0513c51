import { v } from "convex/values";
import type { Id } from "../_generated/dataModel";
import { internalQuery } from "../lib/functions";
import { appError } from "../lib/errors";
import { legendByExactName, legendBySlug, slugify } from "../legends/model";

/**
 * The legends an HTTP client named (POST /api/generate-ideas `selectedLegends`): by id, slug or
 * name, in order. Only resolves names to ids; whether the caller may use them is decided by
 * legends/access.ts requireUsableLegends in the request mutation, so a private legend the
 * caller has not activated is refused there exactly as it would be from the app.
 */
export const resolveLegendRefs = internalQuery({
  args: { refs: v.array(v.string()) },
  returns: v.array(v.id("creativeLegends")),
  handler: async (ctx, { refs }) => {
    const ids: Id<"creativeLegends">[] = [];
    // More than the picker allows is refused later with the spec's message; don't read them all.
    for (const ref of refs.slice(0, 10)) {
      const text = ref.trim();
      const id = ctx.db.normalizeId("creativeLegends", text);
      const legend =
        (id === null ? null : await ctx.db.get("creativeLegends", id)) ??
        (await legendBySlug(ctx, text.toLowerCase())) ??
        (await legendByExactName(ctx, text)) ??
        (await legendBySlug(ctx, slugify(text)));
      if (legend === null) throw appError("NOT_FOUND", `Legend not found: ${text.slice(0, 80)}`);
      ids.push(legend._id);
    }
    return ids;
  },
});
