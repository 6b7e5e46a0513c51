import { v } from "convex/values";
import { userQuery } from "../lib/functions";
import { readAlternatives } from "./model";
import { brandAlternativesDtoValidator } from "./validators";

/** A request's names, grouped by legend, live as each legend's answer lands (owner only). */
export const results = userQuery({
  args: { jobId: v.string() },
  returns: brandAlternativesDtoValidator,
  handler: async (ctx, { jobId }) => await readAlternatives(ctx, ctx.user, jobId),
});
