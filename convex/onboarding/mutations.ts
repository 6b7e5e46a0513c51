import { v } from "convex/values";
import { userMutation } from "../lib/functions";
import { markWelcomed as markUserWelcomed } from "./model";

/** The user finished or skipped the tour: it is not offered again, on any device. Idempotent. */
export const markWelcomed = userMutation({
  args: {},
  returns: v.null(),
  handler: async (ctx) => {
    await markUserWelcomed(ctx, ctx.user);
    return null;
  },
});
