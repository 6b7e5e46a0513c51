import { v } from "convex/values";
import { userMutation } from "../lib/functions";
import { markWelcomed as markUserWelcomed } from "./model";

/**
 * The tour has been shown to the user (recorded as it appears, and again when it is closed): it is
 * not offered again, on any device. Idempotent.
 */
export const markWelcomed = userMutation({
  args: {},
  returns: v.null(),
  handler: async (ctx) => {
    await markUserWelcomed(ctx, ctx.user);
    return null;
  },
});
