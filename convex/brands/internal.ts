import { v } from "convex/values";
import { internalQuery } from "../lib/functions";
import { brandLimitFor } from "./model";

/** Whether the user may use brand profiles at all (the website draft asks before reading). */
export const limitFor = internalQuery({
  args: { userId: v.id("users") },
  returns: v.number(),
  handler: async (ctx, { userId }) => {
    const user = await ctx.db.get("users", userId);
    return user === null ? 0 : await brandLimitFor(ctx, user);
  },
});
