import { v } from "convex/values";
import { userQuery } from "../lib/functions";
import { shouldShowTour } from "./model";

/** Whether the signed-in user should be offered the welcome tour now. */
export const status = userQuery({
  args: {},
  returns: v.object({ showTour: v.boolean() }),
  handler: async (ctx) => ({ showTour: shouldShowTour(ctx.user) }),
});
