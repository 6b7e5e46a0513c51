import { v } from "convex/values";
import { adminMutation, adminQuery } from "../lib/functions";
import {
  adjustCredits as adjust,
  adminUserValidator,
  creditAdjustmentValidator,
  searchUsers,
} from "./usersModel";

/** The admin console's Users panel (issue 19). Admins only: others get FORBIDDEN. */

export const search = adminQuery({
  args: { emailPrefix: v.string() },
  returns: v.array(adminUserValidator),
  handler: async (ctx, { emailPrefix }) => await searchUsers(ctx, emailPrefix),
});

export const adjustCredits = adminMutation({
  args: {
    /** A string, so a malformed id is NOT_FOUND like a missing one. */
    userId: v.string(),
    direction: v.union(v.literal("grant"), v.literal("remove")),
    amount: v.number(),
    reason: v.string(),
  },
  returns: creditAdjustmentValidator,
  handler: async (ctx, input) => await adjust(ctx, ctx.userId, input),
});
